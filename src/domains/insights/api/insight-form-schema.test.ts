import { describe, expect, it } from 'vitest';

import { emptyInsightForm, insightToFormValues, toInsightPayload } from './insight-form-schema';

describe('insight payload', () => {
  it('trims, derives the slug from the title and sends empty optional fields as null', () => {
    const values = {
      ...emptyInsightForm('2026-03-05'),
      titulo: '  Ação já: IA & Vendas!  ',
      conteudo: '  \n ',
    };
    expect(toInsightPayload(values)).toEqual({
      titulo: 'Ação já: IA & Vendas!',
      descricao: null,
      conteudo: null,
      imagem: null,
      categoria_id: null,
      data_publicacao: '2026-03-05',
      slug: 'acao-ja-ia-vendas',
    });
  });

  it('keeps the HTML body as typed', () => {
    const values = { ...emptyInsightForm('2026-03-05'), titulo: 'x', conteudo: '<p>a</p>\n' };
    expect(toInsightPayload(values).conteudo).toBe('<p>a</p>\n');
  });

  it('turns a row back into form values', () => {
    expect(
      insightToFormValues({
        titulo: 'T',
        descricao: null,
        conteudo: null,
        imagem: null,
        categoria_id: null,
        data_publicacao: '2026-03-05',
      }),
    ).toEqual({ ...emptyInsightForm('2026-03-05'), titulo: 'T' });
  });
});
