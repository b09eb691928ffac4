// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { prefetchKey, takePrefetched } from './content-prefetch';

const ITEM = 'http://api.test/rest/v1/cases?select=*&slug=eq.um-case';
const RPC = 'http://api.test/rest/v1/rpc/get_case_nichos';

describe('takePrefetched', () => {
  afterEach(() => {
    delete window.__contentPrefetch;
  });

  it("gives the shell's answer to the same request, once: a GET by its URL, an RPC by its body too", async () => {
    const item = new Response('[{"id":"1"}]');
    const niches = new Response('[]');
    const body = JSON.stringify({ p_case_id: '1' });
    window.__contentPrefetch = {
      [ITEM]: Promise.resolve(item),
      [prefetchKey(RPC, { method: 'POST', body })]: Promise.resolve(niches),
    };
    expect(takePrefetched(RPC, { method: 'POST', body: JSON.stringify({ p_case_id: '2' }) })).toBeUndefined();
    expect(takePrefetched(RPC, { method: 'GET' })).toBeUndefined();
    expect(await takePrefetched(RPC, { method: 'POST', body })).toBe(niches);
    expect(await takePrefetched(ITEM)).toBe(item);
    expect(takePrefetched(ITEM)).toBeUndefined();
    expect(takePrefetched(RPC, { method: 'POST', body })).toBeUndefined();
  });

  it('keys an RPC as the SPA shell writes it: method, URL and body', () => {
    expect(prefetchKey(RPC, { method: 'POST', body: '{"p_case_id":"1"}' })).toBe(
      `POST ${RPC} {"p_case_id":"1"}`,
    );
    expect(prefetchKey(ITEM)).toBe(ITEM);
  });
});
