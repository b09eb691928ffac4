import { describe, expect, it } from 'vitest';
import { contentRange, rangeStatus } from './response.ts';
import { RestError, statusForSqlState, toRestError } from './errors.ts';

describe('content range and status', () => {
  it('formats Content-Range like PostgREST', () => {
    expect(contentRange(0, 10, 42)).toBe('0-9/42');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(5, 2, null)).toBe('5-6/*');
  });

  it('answers 206 for partial counted pages and 416 past the end', () => {
    expect(rangeStatus(0, 10, 42)).toBe(206);
    expect(rangeStatus(0, 42, 42)).toBe(200);
    expect(rangeStatus(0, 10, null)).toBe(200);
    expect(rangeStatus(0, 0, 0)).toBe(200);
    expect(() => rangeStatus(50, 0, 42)).toThrow(RestError);
  });
});

describe('errors', () => {
  it('maps SQLSTATEs to statuses', () => {
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
    expect(statusForSqlState('23505', 'anon')).toBe(409);
    expect(statusForSqlState('23503', 'anon')).toBe(409);
    expect(statusForSqlState('23514', 'anon')).toBe(400);
    expect(statusForSqlState('P0001', 'anon')).toBe(400);
    expect(statusForSqlState('P0002', 'anon')).toBe(500);
    expect(statusForSqlState('42883', 'anon')).toBe(404);
    expect(statusForSqlState('08006', 'anon')).toBe(503);
    expect(statusForSqlState('40001', 'anon')).toBe(500);
  });

  it('passes Postgres fields through', () => {
    const pg = Object.assign(new Error('boom'), {
      code: '23505',
      detail: 'Key (a)=(1) already exists.',
      hint: undefined,
    });
    expect(toRestError(pg, 'anon').body()).toEqual({
      code: '23505',
      details: 'Key (a)=(1) already exists.',
      hint: null,
      message: 'boom',
    });
  });
});
