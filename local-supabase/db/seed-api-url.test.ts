import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLocalSupabase, type LocalSupabase } from '../server.ts';
import { SEED_API_URL, seedForApi } from './migrate.ts';

describe('seedForApi', () => {
  it("writes the API's own address in place of the default local one", () => {
    const sql = `insert into t values ('${SEED_API_URL}/storage/v1/object/public/a.webp', '${SEED_API_URL}');`;
    expect(seedForApi(sql, 'http://127.0.0.1:54400')).toBe(
      "insert into t values ('http://127.0.0.1:54400/storage/v1/object/public/a.webp', 'http://127.0.0.1:54400');",
    );
  });

  it('leaves other ports, other hosts and the default address alone', () => {
    const sql = "select 'http://127.0.0.1:543210/x', 'http://localhost:54321/x', 'https://example.com/x';";
    expect(seedForApi(sql, 'http://127.0.0.1:54400')).toBe(sql);
    expect(seedForApi(`'${SEED_API_URL}/x'`, SEED_API_URL)).toBe(`'${SEED_API_URL}/x'`);
    expect(seedForApi(`'${SEED_API_URL}/x'`, undefined)).toBe(`'${SEED_API_URL}/x'`);
  });
});

describe("the seed on an API away from 54321 (the project's seed.sql, port 0)", () => {
  let api: LocalSupabase;
  beforeAll(async () => {
    api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('stores every seed URL at its own address, and each seed image answers there', async () => {
    const { rows } = await api.services.db.query<{ url: string }>(
      `select imagem as url from public.insights where imagem is not null
       union all select imagem_destacada from public.cases where imagem_destacada is not null
       union all select depoimento_foto from public.cases where depoimento_foto is not null
       union all select unnest(galeria) from public.cases
       union all select imagem from public.noticias where imagem is not null
       union all select url from public.media`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const { url } of rows)
      expect(url.startsWith(`${api.url}/storage/v1/object/public/`), url).toBe(true);
    for (const url of new Set(rows.map((row) => row.url))) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
    const settings = await api.services.db.query<{ value: string }>(
      `select value from private.runtime_settings where name = 'project_url'`,
    );
    expect(settings.rows).toEqual([{ value: api.url }]);
  });

  it('leaves no trace of the default address in the content', async () => {
    const { rows } = await api.services.db.query<{ n: number }>(
      `select count(*)::int as n from (
         select conteudo as t from public.insights union all select problema from public.cases
         union all select solucao from public.cases union all select resultados from public.cases
       ) x where t like $1`,
      [`%${SEED_API_URL}%`],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
