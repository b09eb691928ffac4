import { describe, expect, it } from 'vitest';

import { seoDefaults } from '@/content/seo';

import { contentSeo } from './content-seo';

const noSeo = { seo_titulo: null, seo_descricao: null, seo_imagem: null };

describe('contentSeo', () => {
  it('derives title, description and image from the content when no SEO field is set', () => {
    expect(
      contentSeo(noSeo, { titulo: 'Case X', description: 'Resumo', image: 'https://cdn/x.jpg' }),
    ).toEqual({
      title: `Case X${seoDefaults.titleSuffix}`,
      description: 'Resumo',
      image: 'https://cdn/x.jpg',
    });
  });

  it('uses each SEO field that is set, as written', () => {
    const seo = contentSeo(
      { seo_titulo: 'Título curto', seo_descricao: 'Descrição curta', seo_imagem: 'https://cdn/og.jpg' },
      { titulo: 'Case X', description: 'Resumo', image: 'https://cdn/x.jpg' },
    );
    expect(seo).toEqual({
      title: 'Título curto',
      description: 'Descrição curta',
      image: 'https://cdn/og.jpg',
    });
  });

  it('falls back to the site description and the default card', () => {
    expect(contentSeo(noSeo, { titulo: 'A', description: '  ', image: null })).toMatchObject({
      description: seoDefaults.defaultDescription,
      image: null,
    });
  });

  it("uses the page's own title when it has one and no SEO title is set (a category page)", () => {
    const derived = { titulo: 'IA', title: 'IA | Insights', description: null, image: null };
    expect(contentSeo(noSeo, derived).title).toBe('IA | Insights');
    expect(contentSeo({ ...noSeo, seo_titulo: ' Título ' }, derived).title).toBe('Título');
  });
});
