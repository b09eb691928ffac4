import { describe, expect, it } from 'vitest';

import { isHttpUrl, isStorableHttpUrl, MAX_URL_LENGTH } from './url';

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://exame.com/materia')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:54321')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relativo')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});

describe('isStorableHttpUrl', () => {
  it('accepts what public.is_http_url accepts', () => {
    expect(isStorableHttpUrl('https://cdn.exemplo.com.br:8443/a/b.png?x=1#y')).toBe(true);
    expect(isStorableHttpUrl('http://127.0.0.1:54321/storage/v1/object/public/x.png')).toBe(true);
  });

  it('refuses other schemes, credentials, spaces, bare hosts and overlong links', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://x.com/a.png',
      'data:image/png;base64,AA',
      'http://user@x.com',
      'https://exa mple.com',
      'www.x.com',
      `https://x.com/${'a'.repeat(MAX_URL_LENGTH)}`,
    ]) {
      expect(isStorableHttpUrl(url), url).toBe(false);
    }
  });
});
