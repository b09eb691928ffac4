/**
 * The redirects the build writes into the host's `_redirects`: rows stored before the path rule
 * (supabase/migrations/*_redirect_paths.sql, NOT VALID) that break it are left out and named.
 */
import { describe, expect, it } from 'vitest';

import { usableRedirects } from './content-routes.ts';

describe('usableRedirects', () => {
  it('leaves out, and names (invisible characters shown), each redirect that breaks the path rule', () => {
    const warnings: string[] = [];
    const kept = usableRedirects(
      [
        { from: '/growth', to: '/agentes-de-ia', status: 301 },
        { from: '/x\u00a0https:evil.example', to: '/salto', status: 301 },
        { from: '/aç', to: '/salto', status: 302 },
        { from: '/promo', to: '/destino\u2003novo', status: 302 },
        { from: '/servi%C3%A7os', to: '/salto', status: 301 },
      ],
      (message) => warnings.push(message),
    );
    expect(kept).toEqual([
      { from: '/growth', to: '/agentes-de-ia', status: 301 },
      { from: '/servi%C3%A7os', to: '/salto', status: 301 },
    ]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('/x<U+00A0>https:evil.example → /salto');
    expect(warnings[1]).toContain('/a<U+00E7> → /salto');
    expect(warnings[2]).toContain('/promo → /destino<U+2003>novo');
    expect(warnings[0]).toContain('/admin/redirecionamentos');
  });
});
