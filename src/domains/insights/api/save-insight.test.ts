import { describe, expect, it } from 'vitest';

import { emptyInsightForm, insightMessages } from './insight-form-schema';
import { insightSaveError, slugForUpdate } from './save-insight';

describe('slug on update', () => {
  const original = { titulo: 'Título antigo', slug: '/legado/titulo-antigo' };
  it('keeps the current slug while the title is unchanged', () => {
    expect(slugForUpdate({ ...emptyInsightForm(), titulo: ' Título antigo ' }, original)).toBe(original.slug);
  });
  it('follows a new title', () => {
    expect(slugForUpdate({ ...emptyInsightForm(), titulo: 'Título novo' }, original)).toBe('titulo-novo');
  });
});

describe('insightSaveError', () => {
  it('names the field a constraint is about', () => {
    const taken = insightSaveError({
      code: '23505',
      message: 'duplicate key value violates unique constraint "insights_slug_key"',
    });
    expect([taken.field, taken.fieldMessage]).toEqual(['titulo', insightMessages.slugTaken]);
    const image = insightSaveError({
      code: '23514',
      message: 'violates check constraint "insights_imagem_check"',
    });
    expect(image.field).toBe('imagem');
    const seoTitle = insightSaveError({
      code: '23514',
      message: 'violates check constraint "insights_seo_titulo_check"',
    });
    expect(seoTitle.field).toBe('seo_titulo');
    expect(insightSaveError({ message: 'Failed to fetch' }).field).toBeUndefined();
  });
});
