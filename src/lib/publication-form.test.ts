import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import {
  newPublicationValues,
  publicationColumns,
  publicationFormMessages,
  publicationFormShape,
  publicationFormValues,
  type PublicationFormValues,
} from './publication-form';

const schema = z.object(publicationFormShape);

const valid: PublicationFormValues = {
  status: 'publicado',
  publicado_em: '2026-11-25T14:30',
  seo_titulo: '',
  seo_descricao: '',
  seo_imagem: '',
};

function issues(values: Partial<PublicationFormValues>) {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the publication and SEO fields', () => {
  it('take an SEO title up to 70 characters and a description up to 200 (emoji count as one)', () => {
    expect(issues({ seo_titulo: 'x'.repeat(70), seo_descricao: '😀'.repeat(200) })).toEqual([]);
    expect(issues({ seo_titulo: `  ${'x'.repeat(70)}  ` })).toEqual([]);
    expect(issues({ seo_titulo: 'x'.repeat(71), seo_descricao: 'x'.repeat(201) })).toEqual([
      ['seo_titulo', publicationFormMessages.seo_titulo],
      ['seo_descricao', publicationFormMessages.seo_descricao],
    ]);
  });

  it('take only an http(s) share image and a real moment', () => {
    expect(issues({ seo_imagem: 'https://cdn.exemplo.com/og.png' })).toEqual([]);
    expect(issues({ seo_imagem: 'javascript:alert(1)' })).toEqual([
      ['seo_imagem', publicationFormMessages.seo_imagem],
    ]);
    expect(issues({ publicado_em: '' })).toEqual([['publicado_em', publicationFormMessages.publicado_em]]);
    expect(issues({ publicado_em: '2026-02-30T10:00' })).toEqual([
      ['publicado_em', publicationFormMessages.publicado_em],
    ]);
  });

  it('take only the two statuses', () => {
    expect(issues({ status: 'rascunho' })).toEqual([]);
    expect(issues({ status: 'arquivado' as never })[0]?.[0]).toBe('status');
  });

  it('become the columns: the moment on São Paulo’s clock as an instant, empty SEO fields null', () => {
    expect(
      publicationColumns(schema.parse({ ...valid, seo_titulo: '  Título curto  ', seo_descricao: '  ' })),
    ).toEqual({
      status: 'publicado',
      publicado_em: '2026-11-25T17:30:00.000Z',
      seo_titulo: 'Título curto',
      seo_descricao: null,
      seo_imagem: null,
    });
  });

  it('a new item starts as a draft for now, to the minute; a stored one comes back as it was', () => {
    expect(newPublicationValues(new Date('2026-11-25T17:30:59.900Z'))).toEqual({
      ...valid,
      status: 'rascunho',
    });
    const stored = {
      status: 'publicado' as const,
      publicado_em: '2026-11-26T02:30:00+00:00',
      seo_titulo: null,
      seo_descricao: 'Resumo',
      seo_imagem: null,
    };
    const values = publicationFormValues(stored);
    expect(values).toEqual({ ...valid, publicado_em: '2026-11-25T23:30', seo_descricao: 'Resumo' });
    expect(publicationColumns(values)).toEqual({ ...stored, publicado_em: '2026-11-26T02:30:00.000Z' });
  });
});
