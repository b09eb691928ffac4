import { describe, expect, it } from 'vitest';

import { isRedirectPath } from '@/lib/site-path';

import { REDIRECT_LIMITS } from '../limits';
import { sitePathMessages, sitePathProblem, toStoredPath } from './site-path';

describe('sitePathProblem (the rule of private.is_site_path)', () => {
  it.each([
    ['/', '/'],
    ['/growth', '/growth'],
    ['/insights/estrategia/lgpd-e-ia', '/insights/estrategia/lgpd-e-ia'],
    ['/cases/clínica-açaí', '/cases/cl%C3%ADnica-a%C3%A7a%C3%AD'],
    // NFD (a letter, then its accent) is stored as NFC, as browsers send it.
    ['/ac\u0327a\u0303o', '/a%C3%A7%C3%A3o'],
    ['/a%c3%a7%C3%A3o', '/a%C3%A7%C3%A3o'],
    ['/%61rtigo', '/artigo'],
    ['/a.b/c..d/.e', '/a.b/c..d/.e'],
    ['/insights/2025/ia_para-vendas~1', '/insights/2025/ia_para-vendas~1'],
    ['/agenda/10:30', '/agenda/10:30'],
    ["/promo/50%25_off!$&'()+,;=@", "/promo/50%25_off!$&'()+,;=@"],
    [`/${'a'.repeat(REDIRECT_LIMITS.pathMax - 1)}`, `/${'a'.repeat(REDIRECT_LIMITS.pathMax - 1)}`],
  ])('accepts %s, stored as %s', (typed, stored) => {
    expect(sitePathProblem(typed)).toBeNull();
    expect(toStoredPath(typed)).toBe(stored);
    expect(isRedirectPath(stored)).toBe(true);
  });

  it.each([
    ['', sitePathMessages.required],
    ['https://site.com.br/growth', sitePathMessages.domain],
    ['http://localhost/growth', sitePathMessages.domain],
    ['//site.com.br/growth', sitePathMessages.domain],
    ['site.com.br/growth', sitePathMessages.domain],
    ['mailto:a@b.com', sitePathMessages.domain],
    ['growth', sitePathMessages.leadingSlash],
    ['/growth?utm_source=x', sitePathMessages.queryOrFragment],
    ['/growth#topo', sitePathMessages.queryOrFragment],
    ['/meu artigo', sitePathMessages.invisible],
    ['/meu\tartigo', sitePathMessages.invisible],
    ['/x\u00a0https:evil.example', sitePathMessages.invisible],
    ['/x\u2003https:evil.example', sitePathMessages.invisible],
    ['/a\u200bb', sitePathMessages.invisible],
    ['/a\u200db', sitePathMessages.invisible],
    ['/a\u200fb', sitePathMessages.invisible],
    ['/a\u2028b', sitePathMessages.invisible],
    ['/a\u202eb', sitePathMessages.invisible],
    ['/a\u202fb', sitePathMessages.invisible],
    ['/a\u205fb', sitePathMessages.invisible],
    ['/a\u2066b', sitePathMessages.invisible],
    ['/a\u3000b', sitePathMessages.invisible],
    ['/a\u3164b', sitePathMessages.invisible],
    ['/a\ufeffb', sitePathMessages.invisible],
    ['/a\ufe0fb', sitePathMessages.invisible],
    ['/a\u0000b', sitePathMessages.invisible],
    ['/a\u007fb', sitePathMessages.invisible],
    ['/a\\b', sitePathMessages.forbiddenCharacter],
    ['/a"b', sitePathMessages.forbiddenCharacter],
    ['/a<b>', sitePathMessages.forbiddenCharacter],
    ['/promo/*', sitePathMessages.forbiddenCharacter],
    ['/blog*', sitePathMessages.forbiddenCharacter],
    ['/oferta-😀', sitePathMessages.forbiddenCharacter],
    ['/100%', sitePathMessages.escape],
    ['/a%zz', sitePathMessages.escape],
    ['/a%2Fb', sitePathMessages.escape],
    ['/a%5cb', sitePathMessages.escape],
    ['/a%0Ab', sitePathMessages.escape],
    ['/cases/:slug', sitePathMessages.colonSegment],
    ['/:lang', sitePathMessages.colonSegment],
    ['/a//b', sitePathMessages.doubleSlash],
    ['/../x', sitePathMessages.dotSegment],
    ['/a/./b', sitePathMessages.dotSegment],
    ['/a/..', sitePathMessages.dotSegment],
    ['/a/%2e%2E', sitePathMessages.dotSegment],
    ['/growth/', sitePathMessages.trailingSlash],
    [`/${'a'.repeat(REDIRECT_LIMITS.pathMax)}`, sitePathMessages.tooLong],
  ])('refuses %j: %s', (path, message) => {
    expect(sitePathProblem(path)).toBe(message);
  });

  it('counts the characters the database stores: a letter with an accent is six (%C3%A7)', () => {
    const fits = `/${'ç'.repeat(83)}`;
    expect(toStoredPath(fits)).toHaveLength(1 + 83 * 6);
    expect(1 + 84 * 6).toBeGreaterThan(REDIRECT_LIMITS.pathMax);
    expect(sitePathProblem(fits)).toBeNull();
    expect(sitePathProblem(`${fits}ç`)).toBe(sitePathMessages.tooLong);
  });
});
