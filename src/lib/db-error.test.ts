import { describe, expect, it } from 'vitest';

import {
  editConflict,
  errorCode,
  isPermanentLoadError,
  isUniqueViolation,
  MISSING_VERSION_MESSAGE,
  PUBLISHING_MESSAGES,
  publishingConstraints,
  REDIRECT_CONSTRAINTS,
  SaveError,
} from './db-error';

const constraints = {
  things_slug_key: { field: 'titulo', message: 'Já existe' },
  things_link_check: { field: 'link', message: 'Link inválido' },
} as const;

describe('SaveError', () => {
  it('names the field of the constraint that refused the row', () => {
    const cause = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "things_slug_key"',
    };
    const error = new SaveError(cause, 'Falha ao salvar', constraints);
    expect(error).toMatchObject({ code: '23505', field: 'titulo', fieldMessage: 'Já existe' });
    expect(error.message).toContain('things_slug_key');
    expect(error.cause).toBe(cause);
  });

  it('finds the constraint in details too, and has no field for an unknown one', () => {
    expect(new SaveError({ details: 'violates "things_link_check"' }, 'x', constraints).field).toBe('link');
    const unknown = new SaveError(new TypeError('Failed to fetch'), 'Falha ao salvar', constraints);
    expect(unknown.field).toBeUndefined();
    expect(unknown.message).toBe('Failed to fetch');
    expect(new SaveError(null, 'Falha ao salvar').message).toBe('Falha ao salvar');
  });
});

describe('error codes', () => {
  it('reads the code and classifies it', () => {
    expect(errorCode({ code: 'PGRST116' })).toBe('PGRST116');
    expect(errorCode('boom')).toBeUndefined();
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isPermanentLoadError({ code: '22P02' })).toBe(true);
    expect(isPermanentLoadError({ code: '57014' })).toBe(false);
  });
});

describe('the publishing constraints', () => {
  it("name the SEO field or the status of the table's own constraint", () => {
    const refused = (constraint: string) =>
      new SaveError(
        { code: '23514', message: `new row for relation "x" violates check constraint "${constraint}"` },
        'Falha',
        publishingConstraints('insights'),
      );
    expect(refused('insights_seo_titulo_check')).toMatchObject({
      field: 'seo_titulo',
      fieldMessage: PUBLISHING_MESSAGES.seo_titulo,
    });
    expect(refused('insights_seo_descricao_check').field).toBe('seo_descricao');
    expect(refused('insights_seo_imagem_check').field).toBe('seo_imagem');
    expect(refused('insights_status_check').field).toBe('status');
    // Another table's constraint, or the title's own (a substring of the SEO title's name), is not theirs.
    expect(refused('cases_seo_titulo_check').field).toBeUndefined();
    expect(refused('insights_titulo_check').field).toBeUndefined();
    expect(PUBLISHING_MESSAGES.seo_titulo).toContain('70');
    expect(PUBLISHING_MESSAGES.seo_descricao).toContain('200');
  });

  it('name the field of a refused redirect, with its message', () => {
    const refused = (cause: object) => new SaveError(cause, 'Falha', REDIRECT_CONSTRAINTS);
    expect(
      refused({
        code: '23505',
        message: 'duplicate key value violates unique constraint "redirects_from_path_key"',
      }),
    ).toMatchObject({ field: 'from_path', fieldMessage: 'Já existe um redirecionamento deste endereço.' });
    const sitePath =
      'Use um caminho do próprio site, começando com / (sem domínio, ?, #, espaços nem caracteres invisíveis).';
    expect(refused({ message: 'violates check constraint "redirects_from_path_check"' })).toMatchObject({
      field: 'from_path',
      fieldMessage: sitePath,
    });
    expect(refused({ message: 'violates check constraint "redirects_to_path_check"' })).toMatchObject({
      field: 'to_path',
      fieldMessage: sitePath,
    });
    expect(refused({ message: 'violates check constraint "redirects_loop_check"' })).toMatchObject({
      field: 'to_path',
      fieldMessage: 'O destino deve ser diferente da origem.',
    });
  });
});

describe('edit versions', () => {
  const stale = {
    code: 'PT409',
    message: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
    details: JSON.stringify({
      version: 7,
      updated_at: '2026-11-29T17:32:00+00:00',
      updated_by: 'a0000000-0000-4000-8000-000000000002',
      updated_by_email: 'ana@exemplo.com',
    }),
  };

  it('reads a stale save (PT409) as a conflict with who saved, when and the version now', () => {
    expect(editConflict(stale)).toEqual({
      version: 7,
      updatedAt: '2026-11-29T17:32:00+00:00',
      updatedBy: 'a0000000-0000-4000-8000-000000000002',
      updatedByEmail: 'ana@exemplo.com',
    });
    const error = new SaveError(stale, 'Falha ao salvar');
    expect(error.conflict).toEqual(editConflict(stale));
    expect(error.code).toBe('PT409');
  });

  it('keeps a conflict whose details are missing or not JSON, with who and when unknown', () => {
    const unknown = { version: 0, updatedAt: null, updatedBy: null, updatedByEmail: null };
    expect(editConflict({ code: 'PT409', message: 'x' })).toEqual(unknown);
    expect(editConflict({ code: 'PT409', message: 'x', details: 'not json' })).toEqual(unknown);
    expect(
      editConflict({
        code: 'PT409',
        details: JSON.stringify({ version: 2, updated_by: null, updated_at: null }),
      }),
    ).toEqual({ ...unknown, version: 2 });
  });

  it('is no conflict for any other refusal', () => {
    expect(editConflict({ code: '23505', details: stale.details })).toBeUndefined();
    expect(new SaveError({ code: '23505', message: 'dup' }, 'x').conflict).toBeUndefined();
    expect(editConflict(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('says a save without its version (PT428) is a bug of the app, not of the person', () => {
    const error = new SaveError({ code: 'PT428', message: 'A versão… é obrigatória (base_version).' }, 'x');
    expect(error.message).toBe(MISSING_VERSION_MESSAGE);
    expect(error.conflict).toBeUndefined();
  });
});
