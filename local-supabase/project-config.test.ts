import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSize, readProjectConfig } from './project-config.ts';

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
    expect(config.functions['create-user']).toEqual({ verifyJwt: true });
  });
});
