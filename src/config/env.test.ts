import { describe, expect, it } from 'vitest';

import { DEMO_ENV, OPTIONAL_ENV } from './env-defaults';
import { parseEnv } from './env';
import { publicKeyHeaders } from './public-key';

// The legacy demo keys of `supabase start` (public values, local only).
const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

describe('parseEnv', () => {
  it('falls back to the local demo values and trims trailing slashes', () => {
    expect(parseEnv({})).toEqual({ ...DEMO_ENV, ...OPTIONAL_ENV });
    expect(parseEnv({ VITE_SITE_URL: ' https://saltoia.com.br/ ' }).VITE_SITE_URL).toBe(
      'https://saltoia.com.br',
    );
  });

  it('reads whether the project serves image transformations: on (default) or off', () => {
    expect(parseEnv({}).VITE_SUPABASE_IMAGE_TRANSFORMATIONS).toBe('on');
    expect(
      parseEnv({ VITE_SUPABASE_IMAGE_TRANSFORMATIONS: ' off ' }).VITE_SUPABASE_IMAGE_TRANSFORMATIONS,
    ).toBe('off');
    expect(() => parseEnv({ VITE_SUPABASE_IMAGE_TRANSFORMATIONS: 'false' })).toThrow(
      "VITE_SUPABASE_IMAGE_TRANSFORMATIONS: deve ser 'on' ou 'off'",
    );
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_PUBLISHABLE_KEY: 'short' })).toThrow(
      /VITE_SUPABASE_URL: deve ser uma URL http\(s\) válida\n {2}- VITE_SUPABASE_PUBLISHABLE_KEY/,
    );
  });

  it('takes the publishable key, or the legacy anon key under its old name, and refuses secret keys', () => {
    const publishable = 'sb_publishable_abcDEF123_-x';
    expect(parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: publishable }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(
      publishable,
    );
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(
      DEMO_ANON_KEY,
    );
    // The new name wins when both are set.
    expect(
      parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: publishable, VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY })
        .VITE_SUPABASE_PUBLISHABLE_KEY,
    ).toBe(publishable);
    for (const secret of ['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', DEMO_SERVICE_ROLE_KEY]) {
      expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: secret })).toThrow(
        'VITE_SUPABASE_PUBLISHABLE_KEY: é uma chave secreta',
      );
    }
  });

  it('presents a publishable key in apikey alone, a legacy anon key also as the bearer', () => {
    expect(publicKeyHeaders('sb_publishable_x')).toEqual({ apikey: 'sb_publishable_x' });
    expect(publicKeyHeaders(DEMO_ANON_KEY)).toEqual({
      apikey: DEMO_ANON_KEY,
      Authorization: `Bearer ${DEMO_ANON_KEY}`,
    });
  });
});
