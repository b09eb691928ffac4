import { describe, expect, it } from 'vitest';

import { errorCode, isPermanentLoadError, isUniqueViolation, SaveError } from './db-error';

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
