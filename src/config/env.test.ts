import { describe, expect, it } from 'vitest';

import { DEMO_ENV, OPTIONAL_ENV } from './env-defaults';
import { parseEnv } from './env';

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
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'short' })).toThrow(
      /VITE_SUPABASE_URL: deve ser uma URL http\(s\) válida\n {2}- VITE_SUPABASE_ANON_KEY/,
    );
  });
});
