import { describe, expect, it } from 'vitest';

import {
  emptyInsightForm,
  insightFormSchema,
  insightToFormValues,
  toInsightPayload,
} from './insight-form-schema';

/** 10:00 in São Paulo. */
const NOW = new Date('2026-03-05T13:00:00Z');

describe('insight payload', () => {
  it('trims, derives the slug from the title and sends empty optional fields as null', () => {
    const values = {
      ...emptyInsightForm(NOW),
      titulo: '  Ação já: IA & Vendas!  ',
      conteudo: '  \n ',
    };
    expect(toInsightPayload(values)).toEqual({
      titulo: 'Ação já: IA & Vendas!',
      descricao: null,
      conteudo: null,
      imagem: null,
      categoria_id: null,
      status: 'rascunho',
      publicado_em: '2026-03-05T13:00:00.000Z',
      seo_titulo: null,
      seo_descricao: null,
      seo_imagem: null,
      slug: 'acao-ja-ia-vendas',
    });
  });

  it('keeps the HTML body as typed', () => {
    const values = { ...emptyInsightForm(NOW), titulo: 'x', conteudo: '<p>a</p>\n' };
    expect(toInsightPayload(values).conteudo).toBe('<p>a</p>\n');
  });

  it('refuses a body with markup outside the rich-text contract, naming it', () => {
    const result = insightFormSchema.safeParse({
      ...emptyInsightForm(NOW),
      titulo: 'T',
      conteudo: '<p>a</p><table><tr><td class="x">b</td></tr></table><p onclick="x()">c</p>',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'O texto tem marcação que o site não publica (<table>, <tr>, <td>, <p>). Remova-a ou cole o texto de novo no editor.',
    ]);
  });

  it('sends the status asked for, the moment typed on São Paulo’s clock and the SEO fields', () => {
    const payload = toInsightPayload({
      ...emptyInsightForm(NOW),
      titulo: 'x',
      status: 'publicado',
      publicado_em: '2026-12-01T08:00',
      seo_titulo: ' IA no atendimento ',
      seo_descricao: 'Como a IA responde clientes em segundos.',
      seo_imagem: 'https://cdn.exemplo.com/og.png',
    });
    expect(payload).toMatchObject({
      status: 'publicado',
      publicado_em: '2026-12-01T11:00:00.000Z',
      seo_titulo: 'IA no atendimento',
      seo_descricao: 'Como a IA responde clientes em segundos.',
      seo_imagem: 'https://cdn.exemplo.com/og.png',
    });
    expect(payload).not.toHaveProperty('data_publicacao');
  });

  it('refuses an SEO title over 70 characters and a description over 200', () => {
    const result = insightFormSchema.safeParse({
      ...emptyInsightForm(NOW),
      titulo: 'x',
      seo_titulo: 'x'.repeat(71),
      seo_descricao: 'x'.repeat(201),
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'seo_titulo',
      'seo_descricao',
    ]);
  });

  it('turns a row back into form values', () => {
    expect(
      insightToFormValues({
        titulo: 'T',
        descricao: null,
        conteudo: null,
        imagem: null,
        categoria_id: null,
        status: 'publicado',
        publicado_em: '2026-03-05T13:00:00+00:00',
        seo_titulo: 'SEO',
        seo_descricao: null,
        seo_imagem: null,
      }),
    ).toEqual({ ...emptyInsightForm(NOW), titulo: 'T', status: 'publicado', seo_titulo: 'SEO' });
  });
});
