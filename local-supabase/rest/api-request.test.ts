import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from './json-body.ts';
import { QUERY_LIMITS } from './query-params.ts';
import { requestTarget } from './api-request.ts';
import { apiRequest, restFailure as failure } from './fixtures/pipeline.ts';

describe('requestTarget', () => {
  it('tells relations from functions and decodes names', () => {
    expect(requestTarget('/rest/v1/categorias')).toEqual({ kind: 'relation', name: 'categorias' });
    expect(requestTarget('/rest/v1/rpc/contar')).toEqual({ kind: 'routine', name: 'contar' });
    expect(requestTarget('/rest/v1/rpc')).toEqual({ kind: 'relation', name: 'rpc' });
    expect(requestTarget('/rest/v1/minha%20tabela')).toEqual({ kind: 'relation', name: 'minha tabela' });
  });
});

describe('parseApiRequest', () => {
  it('reads a GET as a read with its query, preferences, range and accept', () => {
    const request = apiRequest('GET', '/categorias?select=id,nome&id=gt.1&order=nome', {
      headers: {
        prefer: 'count=exact',
        range: '0-9',
        accept: 'application/vnd.pgrst.object+json',
      },
    });
    expect(request).toMatchObject({
      action: 'read',
      head: false,
      target: { kind: 'relation', name: 'categorias' },
      preferences: { count: 'exact', return: null },
      range: { offset: 0, limit: 10 },
      single: true,
      path: '/categorias',
      search: '?select=id,nome&id=gt.1&order=nome',
    });
    expect(request.query.select).toHaveLength(2);
    expect(request.query.nodes.get('')?.conditions).toHaveLength(1);
    expect(apiRequest('HEAD', '/categorias').head).toBe(true);
  });

  it('reads a POST as an insert of rows, or an upsert with a resolution preference', () => {
    const insert = apiRequest('POST', '/categorias', { body: '{"nome":"A"}' });
    expect(insert).toMatchObject({ action: 'insert', payload: [{ nome: 'A' }] });
    const upsert = apiRequest('POST', '/categorias?on_conflict=slug', {
      headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      body: '[{"slug":"a"},{"slug":"b"}]',
    });
    expect(upsert).toMatchObject({ action: 'upsert', payload: [{ slug: 'a' }, { slug: 'b' }] });
    expect(upsert.query.onConflict).toEqual(['slug']);
  });

  it('reads PATCH as an update of one object and DELETE without a body', () => {
    expect(apiRequest('PATCH', '/categorias?id=eq.1', { body: '{"nome":"B"}' })).toMatchObject({
      action: 'update',
      payload: { nome: 'B' },
    });
    expect(apiRequest('DELETE', '/categorias?id=eq.1').action).toBe('delete');
  });

  it('reads a form-encoded body as PostgREST does: one object of strings, the last repeated name', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    expect(
      apiRequest('POST', '/rpc/contar', { headers: form, body: 'a=1&b=dois+tres&a=x%26y' }),
    ).toMatchObject({
      action: 'rpc',
      payload: { a: 'x&y', b: 'dois tres' },
    });
    expect(apiRequest('POST', '/categorias', { headers: form, body: 'nome=A' })).toMatchObject({
      action: 'insert',
      payload: [{ nome: 'A' }],
    });
    expect(apiRequest('PATCH', '/categorias?id=eq.1', { headers: form, body: 'nome=B' })).toMatchObject({
      action: 'update',
      payload: { nome: 'B' },
    });
  });

  it('answers PGRST102 for bodies it cannot use', () => {
    expect(failure(() => apiRequest('POST', '/categorias', { body: '' })).code).toBe('PGRST102');
    expect(failure(() => apiRequest('POST', '/categorias', { body: '[1]' })).message).toBe(
      'All object keys must match',
    );
    expect(failure(() => apiRequest('PATCH', '/categorias', { body: '[]' })).message).toBe(
      'Empty or invalid json',
    );
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(failure(() => apiRequest('POST', '/categorias', { body: deep })).code).toBe('PGRST102');
  });

  it('takes a function’s arguments from the JSON body, or from the query string of a GET', () => {
    expect(apiRequest('POST', '/rpc/contar', { body: '' })).toMatchObject({ action: 'rpc', payload: {} });
    expect(apiRequest('POST', '/rpc/contar', { body: '{"n":2}' })).toMatchObject({ payload: { n: 2 } });
    const get = apiRequest('GET', '/rpc/recentes?n=3&id=gt.1');
    expect(get).toMatchObject({ action: 'rpc', payload: { n: '3' } });
    expect(get.query.nodes.get('')?.conditions).toHaveLength(1);
    expect(failure(() => apiRequest('POST', '/rpc/contar', { body: '[]' })).code).toBe('PGRST102');
  });

  it('refuses other schemas and keeps the query-string bounds', () => {
    const profile = failure(() =>
      apiRequest('GET', '/categorias', { headers: { 'accept-profile': 'auth' } }),
    );
    expect(profile).toMatchObject({ status: 406, code: 'PGRST106' });
    expect(
      apiRequest('POST', '/categorias', { headers: { 'accept-profile': 'auth' }, body: '{}' }).action,
    ).toBe('insert');
    const long = `/categorias?nome=eq.${'x'.repeat(QUERY_LIMITS.queryLength)}`;
    expect(failure(() => apiRequest('GET', long)).code).toBe('PGRST100');
  });
});
