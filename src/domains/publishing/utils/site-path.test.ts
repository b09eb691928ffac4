import { describe, expect, it } from 'vitest';

import { REDIRECT_LIMITS } from '../limits';
import { isSitePath, sitePathMessages, sitePathProblem } from './site-path';

describe('sitePathProblem (the rule of private.is_site_path)', () => {
  it.each([
    '/',
    '/growth',
    '/insights/estrategia/lgpd-e-ia',
    '/cases/clínica-açaí',
    '/a.b/c..d/.e',
    '/insights/2025/ia_para-vendas~1',
    '/agenda/10:30',
    `/${'a'.repeat(REDIRECT_LIMITS.pathMax - 1)}`,
  ])('accepts %s', (path) => {
    expect(sitePathProblem(path)).toBeNull();
    expect(isSitePath(path)).toBe(true);
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
    ['/meu artigo', sitePathMessages.whitespace],
    ['/meu\tartigo', sitePathMessages.whitespace],
    ['/a\u00a0b', sitePathMessages.whitespace],
    ['/a\\b', sitePathMessages.forbiddenCharacter],
    ['/a\u0000b', sitePathMessages.forbiddenCharacter],
    ['/a\u007fb', sitePathMessages.forbiddenCharacter],
    ['/promo/*', sitePathMessages.forbiddenCharacter],
    ['/blog*', sitePathMessages.forbiddenCharacter],
    ['/cases/:slug', sitePathMessages.colonSegment],
    ['/:lang', sitePathMessages.colonSegment],
    ['/a//b', sitePathMessages.doubleSlash],
    ['/../x', sitePathMessages.dotSegment],
    ['/a/./b', sitePathMessages.dotSegment],
    ['/a/..', sitePathMessages.dotSegment],
    ['/growth/', sitePathMessages.trailingSlash],
    [`/${'a'.repeat(REDIRECT_LIMITS.pathMax)}`, sitePathMessages.tooLong],
  ])('refuses %j: %s', (path, message) => {
    expect(sitePathProblem(path)).toBe(message);
    expect(isSitePath(path)).toBe(false);
  });

  it('counts characters as Postgres does (an emoji is one)', () => {
    const path = `/${'😀'.repeat(REDIRECT_LIMITS.pathMax - 1)}`;
    expect(path.length).toBeGreaterThan(REDIRECT_LIMITS.pathMax);
    expect(isSitePath(path)).toBe(true);
  });
});
