import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { DEMO_ANON_KEY } from '../config.ts';

let api: LocalSupabase;
beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
}, 120_000);
afterAll(() => api?.close());

const anon = { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` };

describe('statement timeout through /rest/v1 (PGlite, or Postgres with DATABASE_URL)', () => {
  it('cancels a runaway regex after anon’s 3 s with PostgREST’s 500 / 57014, answering other requests meanwhile', async () => {
    const published = await fetch(`${api.url}/rest/v1/insights?select=id`, { headers: anon });
    expect(published.status).toBe(200);
    const rowsBefore = (await published.json()) as unknown[];
    expect(rowsBefore.length).toBeGreaterThan(0);

    // Back-references make Postgres' regex engine backtrack for minutes over an article's text.
    const pattern = encodeURIComponent('(.*)(.*)(.*)(.*)(.*)x\\1');
    const started = performance.now();
    const runaway = fetch(`${api.url}/rest/v1/insights?select=id&conteudo=match.${pattern}`, {
      headers: anon,
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    const pingStarted = performance.now();
    const ping = await fetch(api.url);
    expect(ping.status).toBe(200);
    expect(performance.now() - pingStarted).toBeLessThan(1000);

    const response = await runaway;
    const elapsed = performance.now() - started;
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(elapsed).toBeLessThan(6000);

    const after = await fetch(`${api.url}/rest/v1/insights?select=id`, { headers: anon });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(rowsBefore);
  }, 60_000);
});
