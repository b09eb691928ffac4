import { describe, expect, it } from 'vitest';

import { canonicalPath, isRedirectPath } from './site-path';

describe('canonicalPath', () => {
  it.each([
    ['/cases/abc', '/cases/abc'],
    ['/aç', '/a%C3%A7'],
    ['/a%c3%a7', '/a%C3%A7'],
    ['/%61%2D%2e%5f%7E', '/a-._~'],
    ['/a%2fb', '/a%2Fb'],
    ['/a b"<>\\^`{|}', '/a%20b%22%3C%3E%5C%5E%60%7B%7C%7D'],
    ['/a\u00a0https:evil.example', '/a%C2%A0https:evil.example'],
    ['/a\u2028b\u202e', '/a%E2%80%A8b%E2%80%AE'],
    ["/!$&'()*+,;=:@", "/!$&'()*+,;=:@"],
    // Once: an escaped '%' stays escaped.
    ['/50%2541', '/50%2541'],
  ])('%j → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  it.each(['/100%', '/a%g0', '/a%2', '/a\ud800b'])('%j: none', (path) => {
    expect(canonicalPath(path)).toBeNull();
  });
});

describe('isRedirectPath (the rule of private.is_site_path)', () => {
  it.each(['/', '/growth', '/a%C3%A7', "/a.b/c..d/.e/10:30/!$&'()+,;=@~_-", '/50%25'])(
    'accepts %s',
    (path) => {
      expect(isRedirectPath(path)).toBe(true);
    },
  );

  it.each([
    '',
    'growth',
    '/growth/',
    '/a//b',
    '/a/./b',
    '/..',
    '/a/%2E%2E',
    '/%2E',
    '/cases/:slug',
    '/promo/*',
    '/a b',
    '/a\u00a0b',
    '/aç',
    '/a%c3%a7',
    '/a%2Fb',
    '/a%5Cb',
    '/a%0Ab',
    '/a%7F',
    '/%41',
    '/a?b',
    '/a#b',
    '/a"b',
  ])('refuses %j', (path) => {
    expect(isRedirectPath(path)).toBe(false);
  });
});
