import { describe, expect, it } from 'vitest';

import { DEMO_ENV } from './env-defaults';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('falls back to the local demo values and trims trailing slashes', () => {
    expect(parseEnv({})).toEqual(DEMO_ENV);
    expect(parseEnv({ VITE_SITE_URL: ' https://saltoia.com.br/ ' }).VITE_SITE_URL).toBe(
      'https://saltoia.com.br',
    );
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'short' })).toThrow(
      /VITE_SUPABASE_URL: deve ser uma URL http\(s\) válida\n {2}- VITE_SUPABASE_ANON_KEY/,
    );
  });
});
