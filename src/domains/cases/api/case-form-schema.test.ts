import { describe, expect, it } from 'vitest';

import {
  caseCreateSchema,
  caseEditSchema,
  caseMessages,
  emptyCaseForm,
  galleryUrls,
  toCaseInsert,
  toCaseUpdate,
  type CaseFormValues,
} from './case-form-schema';

const valid: CaseFormValues = {
  // 10:00 in São Paulo.
  ...emptyCaseForm(new Date('2025-08-24T13:00:00Z')),
  titulo: '  Clínica Vida  ',
  subtitulo: 'Agendamento automático',
  slug: 'clinica-vida',
};

function issues(schema: typeof caseCreateSchema | typeof caseEditSchema, values: CaseFormValues) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('case form schema', () => {
  it('create: blank título and subtítulo give the spec message', () => {
    expect(issues(caseCreateSchema, { ...valid, titulo: '   ', subtitulo: '' })).toEqual([
      ['titulo', caseMessages.createRequired],
      ['subtitulo', caseMessages.createRequired],
    ]);
  });

  it('edit: título, subtítulo and slug are required with the edit message', () => {
    expect(issues(caseEditSchema, { ...valid, titulo: '', subtitulo: ' ', slug: '' })).toEqual([
      ['titulo', caseMessages.editRequired],
      ['subtitulo', caseMessages.editRequired],
      ['slug', caseMessages.editRequired],
    ]);
    expect(issues(caseEditSchema, { ...valid, slug: '!!!' })).toEqual([['slug', caseMessages.slugInvalid]]);
  });

  it('refuses what the database refuses: non-http(s) links, user-info, spaces, overlong texts', () => {
    expect(issues(caseCreateSchema, { ...valid, video_url: 'youtube.com/watch?v=1' })).toEqual([
      ['video_url', caseMessages.url],
    ]);
    expect(issues(caseCreateSchema, { ...valid, galeria: [{ url: '' }, { url: 'nope' }] })).toEqual([
      ['galeria.1.url', caseMessages.url],
    ]);
    expect(issues(caseCreateSchema, { ...valid, titulo: 'x'.repeat(201) })[0]?.[0]).toBe('titulo');
    expect(issues(caseCreateSchema, { ...valid, depoimento_nome: 'x'.repeat(121) })[0]?.[0]).toBe(
      'depoimento_nome',
    );
  });

  it('sends optional empty fields as null and drops empty gallery entries (null when none)', () => {
    const row = toCaseInsert(
      caseCreateSchema.parse({
        ...valid,
        problema: '  ',
        galeria: [{ url: '' }, { url: ' https://x.com/1.png ' }, { url: '   ' }],
      }),
    );
    expect(row).toEqual({
      titulo: 'Clínica Vida',
      subtitulo: 'Agendamento automático',
      status: 'rascunho',
      publicado_em: '2025-08-24T13:00:00.000Z',
      seo_titulo: null,
      seo_descricao: null,
      seo_imagem: null,
      destaque: false,
      imagem_destacada: null,
      video_url: null,
      agente_ia_url: null,
      galeria: ['https://x.com/1.png'],
      problema: null,
      solucao: null,
      resultados: null,
      depoimento_texto: null,
      depoimento_nome: null,
      depoimento_cargo: null,
    });
    expect(row).not.toHaveProperty('slug');
    expect(galleryUrls([{ url: '' }, { url: ' ' }])).toBeNull();
  });

  it('refuses what the publishing CHECKs refuse: an SEO title over 70, a description over 200, a bad image', () => {
    expect(
      issues(caseEditSchema, {
        ...valid,
        seo_titulo: 'x'.repeat(71),
        seo_descricao: 'x'.repeat(201),
        seo_imagem: 'og.png',
        publicado_em: '',
      }).map(([field]) => field),
    ).toEqual(['publicado_em', 'seo_titulo', 'seo_descricao', 'seo_imagem']);
    expect(
      issues(caseEditSchema, { ...valid, seo_titulo: 'x'.repeat(70), seo_descricao: 'x'.repeat(200) }),
    ).toEqual([]);
  });

  it('sends the status the form asks for, the moment as an instant and never data_publicacao', () => {
    const row = toCaseUpdate(
      caseEditSchema.parse({
        ...valid,
        status: 'publicado',
        publicado_em: '2026-11-25T14:30',
        seo_titulo: ' Clínica Vida: agenda cheia ',
      }),
    );
    expect(row).toMatchObject({
      status: 'publicado',
      publicado_em: '2026-11-25T17:30:00.000Z',
      seo_titulo: 'Clínica Vida: agenda cheia',
      seo_descricao: null,
    });
    expect(row).not.toHaveProperty('data_publicacao');
  });

  it('edit sends the whole row with a normalised slug and the testimonial photo', () => {
    const row = toCaseUpdate(caseEditSchema.parse({ ...valid, slug: 'Clínica Vida 2', depoimento_foto: '' }));
    expect(row).toMatchObject({
      slug: 'clinica-vida-2',
      depoimento_foto: null,
      galeria: null,
      titulo: 'Clínica Vida',
    });
  });
});
