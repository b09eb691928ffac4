// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { cutLikeGoogle, searchResultAddress } from './publication-seo-fields';

describe('the search result preview', () => {
  it('cuts a long text at the last whole word that fits, with an ellipsis', () => {
    expect(cutLikeGoogle('  Curto o bastante  ', 60)).toBe('Curto o bastante');
    const long = 'Como a inteligência artificial reduz o tempo de atendimento das clínicas';
    const cut = cutLikeGoogle(long, 60);
    expect(cut).toBe('Como a inteligência artificial reduz o tempo de atendimento …');
    expect(Array.from(cut.replace(' …', '')).length).toBeLessThanOrEqual(60);
    // One word longer than the limit is cut where the limit falls; emoji count as one character.
    expect(cutLikeGoogle('x'.repeat(70), 60)).toBe(`${'x'.repeat(60)} …`);
    expect(cutLikeGoogle('😀'.repeat(61), 60)).toBe(`${'😀'.repeat(60)} …`);
  });

  it('writes the address as a breadcrumb of the site and the path', () => {
    expect(searchResultAddress('https://salto.com.br/', '/insights/estrategia/ia-no-atendimento')).toBe(
      'https://salto.com.br › insights › estrategia › ia-no-atendimento',
    );
    expect(searchResultAddress('https://salto.com.br', '/cases/clinica-vida')).toBe(
      'https://salto.com.br › cases › clinica-vida',
    );
  });
});
