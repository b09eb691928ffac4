import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { errorCode } from './db-error';
import { parseRow, parseRows, throwOnError } from './supabase-result';

const rowSchema = z.object({ id: z.string() });
const refusal = { code: '23505', message: 'duplicate key value violates unique constraint "x_key"' };

/** What a supabase-js request resolves to. */
const answer = (data: unknown, error: unknown = null) => Promise.resolve({ data, error });

describe('throwOnError', () => {
  it('returns the answer when it has no error', async () => {
    await expect(throwOnError(answer([{ id: '1' }]))).resolves.toEqual({ data: [{ id: '1' }], error: null });
  });

  it('throws the error as supabase-js returned it (its code still readable)', async () => {
    const error = await throwOnError(answer(null, refusal)).catch((caught: unknown) => caught);
    expect(error).toBe(refusal);
    expect(errorCode(error)).toBe('23505');
  });

  it('throws what `toError` makes of the error', async () => {
    const failure = new Error('mapped');
    await expect(throwOnError(answer(null, refusal), () => failure)).rejects.toBe(failure);
  });
});

describe('parseRow / parseRows', () => {
  it('parses the data with the schema, dropping unknown columns', async () => {
    await expect(parseRow(rowSchema, answer({ id: '1', extra: true }))).resolves.toEqual({ id: '1' });
    await expect(parseRows(rowSchema, answer([{ id: '1' }, { id: '2' }]))).resolves.toEqual([
      { id: '1' },
      { id: '2' },
    ]);
  });

  it('reads no row as null with a nullable schema (`.maybeSingle()`)', async () => {
    await expect(parseRow(z.nullable(rowSchema), answer(null))).resolves.toBeNull();
  });

  it('throws the error before parsing, and refuses data of another shape', async () => {
    await expect(parseRows(rowSchema, answer(null, refusal))).rejects.toBe(refusal);
    await expect(parseRow(rowSchema, answer({ id: 1 }))).rejects.toThrow();
  });
});
