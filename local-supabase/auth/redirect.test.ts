import { describe, expect, it } from 'vitest';

import type { ProjectConfig } from '../project-config.ts';
import { isRedirectUrlValid, redirectPattern, referrer } from './redirect.ts';

const auth = (siteUrl: string, additionalRedirectUrls: string[] = []) =>
  ({ siteUrl, additionalRedirectUrls }) as ProjectConfig['auth'];

describe('redirect URLs (GoTrue IsRedirectURLValid)', () => {
  it('allows the site URL’s scheme, host and port, any port on a local host, and loopback addresses', () => {
    const site = auth('https://www.salto.com.br');
    expect(isRedirectUrlValid(site, 'https://www.salto.com.br/admin/definir-senha')).toBe(true);
    expect(isRedirectUrlValid(site, 'http://www.salto.com.br/admin')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://www.salto.com.br:8443/admin')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://evil.example/admin')).toBe(false);
    expect(isRedirectUrlValid(auth('http://localhost:5173'), 'http://localhost:4173/x')).toBe(true);
    expect(isRedirectUrlValid(site, 'http://127.0.0.1:4173/admin')).toBe(true);
    expect(isRedirectUrlValid(site, 'http://10.0.0.1/admin')).toBe(false);
    expect(isRedirectUrlValid(site, 'not a url')).toBe(false);
  });

  it('matches allow-list globs as a whole: * stops at . and /, ** does not', () => {
    const site = auth('https://www.salto.com.br', [
      'https://*.salto.dev/admin/*',
      'https://painel.salto.dev/**',
    ]);
    expect(isRedirectUrlValid(site, 'https://preview.salto.dev/admin/x')).toBe(true);
    expect(isRedirectUrlValid(site, 'https://a.b.salto.dev/admin/x')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://preview.salto.dev/admin/x/y')).toBe(false);
    expect(isRedirectUrlValid(site, 'https://painel.salto.dev/admin/definir-senha#x')).toBe(true);
    expect(isRedirectUrlValid(site, 'https://painel.salto.dev.evil.com/')).toBe(false);
  });

  it('refuses glob syntax it does not implement instead of matching it differently', () => {
    expect(() => redirectPattern('https://{a,b}.salto.dev/**')).toThrow(/not implemented/);
    expect(() => redirectPattern('https://[ab].salto.dev/**')).toThrow(/not implemented/);
  });

  it('falls back to the Referer header, then to the site URL', () => {
    const site = auth('https://www.salto.com.br');
    expect(referrer(site, 'https://evil.example/', 'https://www.salto.com.br/admin/login')).toBe(
      'https://www.salto.com.br/admin/login',
    );
    expect(referrer(site, 'https://evil.example/', undefined)).toBe('https://www.salto.com.br');
  });
});
