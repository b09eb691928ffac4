import { describe, expect, it } from 'vitest';
import { buildResponse, contentRange, JSON_TYPE, OBJECT_TYPE, rangeStatus } from './response.ts';
import type { QueryResult } from './query.ts';
import { plannedRequest, restFailure } from './fixtures/pipeline.ts';
import { statusForSqlState, toRestError } from './errors.ts';

describe('content range and status', () => {
  it('formats Content-Range like PostgREST', () => {
    expect(contentRange(0, 10, 42)).toBe('0-9/42');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(5, 2, null)).toBe('5-6/*');
    expect(contentRange(42, 0, 42)).toBe('*/42');
  });

  it('answers 206 for partial counted pages and 416 only past the end', () => {
    expect(rangeStatus(0, 10, 42)).toBe(206);
    expect(rangeStatus(0, 42, 42)).toBe(200);
    expect(rangeStatus(0, 10, null)).toBe(200);
    expect(rangeStatus(0, 0, 0)).toBe(200);
    expect(rangeStatus(42, 0, 42)).toBe(206);
    expect(rangeStatus(50, 0, null)).toBe(200);
    expect(rangeStatus(50, 0, 42)).toBe(416);
    expect(rangeStatus(1, 0, 0)).toBe(416);
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
    expect(statusForSqlState('PT401', 'authenticated')).toBe(401);
    expect(statusForSqlState('PT409', 'anon')).toBe(409);
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

describe('buildResponse', () => {
  const MAX_BYTES = 1000;
  const OBJECT = { accept: 'application/vnd.pgrst.object+json' };
  const respond = (
    [method, path, options]: Parameters<typeof plannedRequest>,
    result: Partial<QueryResult>,
  ): Response => {
    const { request, plan } = plannedRequest(method, path, options);
    return buildResponse(
      request,
      plan,
      { bodies: [], rows: 0, total: null, inserted: null, ...result },
      MAX_BYTES,
    );
  };
  const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

  it('answers reads with Content-Range, Content-Location and 206 for a partial counted page', async () => {
    const page = respond(['GET', '/categorias?limit=2', { headers: { prefer: 'count=exact' } }], {
      bodies: ['[{"id":1},{"id":2}]'],
      rows: 2,
      total: 5,
    });
    expect(page.status).toBe(206);
    expect(headersOf(page)).toMatchObject({
      'content-range': '0-1/5',
      'content-location': '/categorias?limit=2',
      'content-type': JSON_TYPE,
    });
    expect(await page.text()).toBe('[{"id":1},{"id":2}]');
    const head = respond(['HEAD', '/categorias'], { bodies: ['[]'] });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(JSON_TYPE);
    expect(await head.text()).toBe('');
  });

  it('answers 406 PGRST116 unless exactly one row was asked for as an object', async () => {
    expect(
      restFailure(() => respond(['GET', '/categorias', { headers: OBJECT }], { rows: 2 })),
    ).toMatchObject({
      status: 406,
      code: 'PGRST116',
      details: 'The result contains 2 rows',
    });
    const one = respond(['GET', '/categorias', { headers: OBJECT }], { bodies: ['{"id":1}'], rows: 1 });
    expect(one.headers.get('content-type')).toBe(OBJECT_TYPE);
    expect(await one.text()).toBe('{"id":1}');
    // An empty update has no row to give, whatever was preferred.
    const emptyUpdate = () => respond(['PATCH', '/categorias', { headers: OBJECT, body: '{}' }], {});
    expect(restFailure(emptyUpdate).code).toBe('PGRST116');
    // Nothing returned, nothing to check.
    expect(respond(['DELETE', '/categorias', { headers: OBJECT }], { rows: 3 }).status).toBe(204);
  });

  it('answers inserts 201: minimal, representation (joined, single) or Location', async () => {
    const minimal = respond(['POST', '/categorias', { headers: { prefer: 'count=exact' }, body: '{}' }], {
      rows: 2,
    });
    expect(minimal.status).toBe(201);
    expect(headersOf(minimal)).toEqual({ 'content-range': '*/2', 'preference-applied': 'count=exact' });
    const represented = respond(
      [
        'POST',
        '/categorias',
        { headers: { prefer: 'return=representation,missing=default' }, body: '[{"nome":"a"},{"nome":"b"}]' },
      ],
      { bodies: ['[{"id":1}]', '[{"id":2}]'], rows: 2 },
    );
    expect(represented.headers.get('content-range')).toBe('*/*');
    expect(await represented.text()).toBe('[{"id":1},{"id":2}]');
    const single = respond(
      ['POST', '/categorias', { headers: { prefer: 'return=representation', ...OBJECT }, body: '{}' }],
      { bodies: ['[{"id":1}]'], rows: 1 },
    );
    expect(await single.text()).toBe('{"id":1}');
    const located = respond(
      ['POST', '/categorias', { headers: { prefer: 'return=headers-only' }, body: '{}' }],
      {
        bodies: ['[{"id":"a b"}]'],
        rows: 1,
      },
    );
    expect(located.headers.get('location')).toBe('/categorias?id=eq.a%20b');
    expect(await located.text()).toBe('');
  });

  it('refuses insert bodies that are too large only once joined', () => {
    // Each under the limit (measured in the database); together over it.
    const big = `["${'x'.repeat(MAX_BYTES - 10)}"]`;
    const tooLarge = () =>
      respond(['POST', '/categorias', { headers: { prefer: 'return=representation' }, body: '{}' }], {
        bodies: [big, big],
        rows: 2,
      });
    expect(restFailure(tooLarge).code).toBe('PGRST100');
  });

  it('answers updates and deletes 200 with rows or 204 without', async () => {
    const updated = respond(
      ['PATCH', '/categorias', { headers: { prefer: 'return=representation' }, body: '{"nome":"a"}' }],
      { bodies: ['[{"id":1},{"id":2}]'], rows: 2 },
    );
    expect(updated.status).toBe(200);
    expect(updated.headers.get('content-range')).toBe('0-1/*');
    const deleted = respond(['DELETE', '/categorias'], { rows: 0 });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('content-range')).toBe('*/*');
  });

  it('answers calls by shape: 204 for void, one row for a scalar, Content-Range for sets', async () => {
    const none = respond(['POST', '/rpc/limpar', { body: '' }], { rows: 1 });
    expect(none.status).toBe(204);
    expect(headersOf(none)).toEqual({ 'content-range': '0-0/*' });
    const scalar = respond(['POST', '/rpc/contar', { body: '' }], { bodies: ['3'] });
    expect(headersOf(scalar)).toEqual({ 'content-range': '0-0/*', 'content-type': JSON_TYPE });
    expect(await scalar.text()).toBe('3');
    // PostgREST counts the one row a function that returns no set gives.
    const counted = respond(['POST', '/rpc/contar', { body: '', headers: { prefer: 'count=exact' } }], {
      bodies: ['3'],
    });
    expect(counted.headers.get('content-range')).toBe('0-0/1');
    const set = respond(['GET', '/rpc/numeros?offset=2', { headers: OBJECT }], { bodies: ['[7]'], rows: 1 });
    expect(set.headers.get('content-range')).toBe('2-2/*');
    expect(await set.text()).toBe('7');
    const head = respond(['HEAD', '/rpc/numeros'], { bodies: ['[]'] });
    expect(headersOf(head)).toEqual({ 'content-range': '*/*' });
  });
});
