import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS, parseSize, readProjectConfig } from './project-config.ts';

describe('parseSize', () => {
  it('reads the units config.toml uses', () => {
    expect(parseSize('10MiB')).toBe(10 * 1024 * 1024);
    expect(parseSize('512KB')).toBe(512_000);
    expect(parseSize(2048)).toBe(2048);
    expect(parseSize(undefined)).toBeNull();
    expect(() => parseSize('ten megs')).toThrow('cannot read size');
  });
});

describe('readProjectConfig', () => {
  it("reads the project's supabase/config.toml", () => {
    const config = readProjectConfig(path.resolve(import.meta.dirname, '../supabase'));
    expect(config.auth.enableSignup).toBe(false);
    expect(config.auth.minimumPasswordLength).toBe(6);
    expect(config.storage.buckets['case-images']).toMatchObject({
      public: true,
      fileSizeLimit: 10 * 1024 * 1024,
      allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    });
    // The staff functions check their caller themselves (the JWKS), as Supabase advises with signing keys.
    expect(config.functions['create-user']).toEqual({ verifyJwt: false });
    expect(config.auth.signingKeysPath).toBeNull();
    expect(config.storage.imageTransformation).toEqual({ enabled: true });
    // Said out loud, so `supabase start` revokes the default grants too and behaves as hosted.
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../supabase/config.toml'), 'utf8')).toMatch(
      /^auto_expose_new_tables = false$/m,
    );
  });

  it('reads how e-mail and password changes are confirmed; the current password is always required', () => {
    const project = readProjectConfig(path.resolve(import.meta.dirname, '../supabase'));
    expect(project.auth.email).toMatchObject({
      enableConfirmations: true,
      doubleConfirmChanges: true,
      securePasswordChange: true,
    });
    expect(project.auth.requireCurrentPassword).toBe(true);
    expect(project.auth.email.templates.email_change?.subject).toBe(
      'Confirme a troca do seu e-mail do painel',
    );
    expect(project.auth.email.templates.reauthentication?.content).toContain('{{ .Token }}');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-email-'));
    try {
      // Absent, the switches are off, as in the Supabase CLI.
      expect(readProjectConfig(dir).auth.email).toMatchObject({
        enableConfirmations: false,
        doubleConfirmChanges: false,
        securePasswordChange: false,
      });
      expect(readProjectConfig(dir).auth.requireCurrentPassword).toBe(true);
      // Sign-up confirmation mails are not implemented: confirmations only with sign-ups off.
      fs.writeFileSync(path.join(dir, 'config.toml'), '[auth.email]\nenable_confirmations = true\n');
      expect(() => readProjectConfig(dir)).toThrow(
        'enable_confirmations = true with sign-ups on: local-supabase does not implement sign-up confirmation',
      );
      fs.writeFileSync(
        path.join(dir, 'config.toml'),
        '[auth]\nenable_signup = false\n[auth.email]\nenable_confirmations = true\n',
      );
      expect(readProjectConfig(dir).auth.email.enableConfirmations).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads [storage.image_transformation]: off when absent, as the Supabase CLI', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-transformation-'));
    try {
      fs.writeFileSync(path.join(dir, 'config.toml'), '[storage]\nenabled = true\n');
      expect(readProjectConfig(dir).storage.imageTransformation).toEqual({ enabled: false });
      fs.writeFileSync(path.join(dir, 'config.toml'), '[storage.image_transformation]\nenabled = "yes"\n');
      expect(() => readProjectConfig(dir)).toThrow(
        '[storage.image_transformation] enabled must be true or false',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads [edge_runtime.secrets]: plain values, env(NAME) from the environment, unset ones left out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    process.env.LOCAL_SUPABASE_TEST_SECRET = 's3gredo';
    try {
      fs.writeFileSync(
        path.join(dir, 'config.toml'),
        '[edge_runtime.secrets]\nPLAIN = "valor"\nFROM_ENV = "env(LOCAL_SUPABASE_TEST_SECRET)"\nUNSET = "env(LOCAL_SUPABASE_UNSET_SECRET)"\n',
      );
      expect(readProjectConfig(dir).functionSecrets).toEqual({ PLAIN: 'valor', FROM_ENV: 's3gredo' });
      fs.writeFileSync(path.join(dir, 'config.toml'), '[edge_runtime.secrets]\nNUMBER = 3\n');
      expect(() => readProjectConfig(dir)).toThrow('[edge_runtime.secrets] NUMBER must be a string');
    } finally {
      delete process.env.LOCAL_SUPABASE_TEST_SECRET;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads [auth.rate_limit], defaulting what is absent and refusing nonsense', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-'));
    try {
      fs.writeFileSync(path.join(dir, 'config.toml'), '[auth.rate_limit]\ntoken_refresh = 600\n');
      expect(readProjectConfig(dir).auth.rateLimit).toEqual({
        ...DEFAULT_AUTH_RATE_LIMITS,
        tokenRefresh: 600,
      });
      fs.writeFileSync(path.join(dir, 'config.toml'), '[auth.rate_limit]\nsign_in_sign_ups = "lots"\n');
      expect(() => readProjectConfig(dir)).toThrow('sign_in_sign_ups must be a non-negative integer');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const project = readProjectConfig(path.resolve(import.meta.dirname, '../supabase'));
    expect(project.auth.rateLimit).toEqual(DEFAULT_AUTH_RATE_LIMITS);
  });

  it('reads [local_smtp] as the Supabase CLI does: enabled, web port 54324, SMTP only when set', () => {
    const project = readProjectConfig(path.resolve(import.meta.dirname, '../supabase'));
    expect(project.localSmtp).toEqual({ enabled: true, port: 54324, smtpPort: 54325 });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbucket-'));
    try {
      expect(readProjectConfig(dir).localSmtp).toEqual({ enabled: true, port: 54324, smtpPort: null });
      fs.writeFileSync(path.join(dir, 'config.toml'), '[local_smtp]\nenabled = false\nport = 9000\n');
      expect(readProjectConfig(dir).localSmtp).toEqual({ enabled: false, port: 9000, smtpPort: null });
      fs.writeFileSync(path.join(dir, 'config.toml'), '[local_smtp]\nsmtp_port = "25"\n');
      expect(() => readProjectConfig(dir)).toThrow('[local_smtp] smtp_port must be a port number');
      fs.writeFileSync(path.join(dir, 'config.toml'), '[auth]\nsecret_key = "sb_secret_mine"\n');
      expect(() => readProjectConfig(dir)).toThrow(
        '[auth] secret_key: local-supabase has only the local keys',
      );
      fs.writeFileSync(path.join(dir, 'config.toml'), '[api]\nauto_expose_new_tables = true\n');
      expect(() => readProjectConfig(dir)).toThrow(
        '[api] auto_expose_new_tables = true: local-supabase grants',
      );
      fs.writeFileSync(path.join(dir, 'config.toml'), '[api]\nauto_expose_new_tables = "false"\n');
      expect(() => readProjectConfig(dir)).toThrow('[api] auto_expose_new_tables must be true or false');
      fs.writeFileSync(path.join(dir, 'config.toml'), '[api]\nauto_expose_new_tables = false\n');
      expect(readProjectConfig(dir).apiSchemas).toEqual(['public', 'graphql_public']);
      fs.writeFileSync(path.join(dir, 'config.toml'), '[inbucket]\nenabled = true\n');
      expect(() => readProjectConfig(dir)).toThrow(
        '[inbucket] was removed in Supabase CLI v3; rename it to [local_smtp]',
      );
      fs.writeFileSync(
        path.join(dir, 'config.toml'),
        '[auth.captcha]\nenabled = true\nprovider = "turnstile"\n',
      );
      expect(() => readProjectConfig(dir)).toThrow(
        '[auth.captcha] enabled = true: local-supabase cannot verify',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
