import { describe, expect, it } from 'vitest';

import { InsightSaveError } from './errors';
import { escapeLikePattern } from './get-admin-insights';
import { emptyInsightForm, insightMessages, insightToFormValues, toInsightPayload } from './insight-schema';
import { slugForUpdate } from './save-insight';

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

describe('slug on update', () => {
  const original = { titulo: 'Título antigo', slug: '/legado/titulo-antigo' };
  it('keeps the current slug while the title is unchanged', () => {
    expect(slugForUpdate({ ...emptyInsightForm('2026-01-01'), titulo: ' Título antigo ' }, original)).toBe(
      original.slug,
    );
  });
  it('follows a new title', () => {
    expect(slugForUpdate({ ...emptyInsightForm('2026-01-01'), titulo: 'Título novo' }, original)).toBe(
      'titulo-novo',
    );
  });
});

describe('search pattern', () => {
  it('escapes LIKE wildcards typed by the user', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('InsightSaveError', () => {
  it('names the field a constraint is about', () => {
    const taken = new InsightSaveError({
      code: '23505',
      message: 'duplicate key value violates unique constraint "insights_slug_key"',
    });
    expect([taken.field, taken.fieldMessage]).toEqual(['titulo', insightMessages.slugTaken]);
    const image = new InsightSaveError({
      code: '23514',
      message: 'violates check constraint "insights_imagem_check"',
    });
    expect(image.field).toBe('imagem');
    expect(new InsightSaveError({ message: 'Failed to fetch' }).field).toBeUndefined();
  });
});
