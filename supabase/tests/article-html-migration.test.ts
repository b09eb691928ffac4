/**
 * The rich-text migration on a database that already has content: a case's plain-text sections
 * become one paragraph per line (text escaped, nothing lost), in the case, its revisions and its
 * staged changes; hand-written article bodies are brought into the HTML contract (renamed tags,
 * a YouTube iframe as a video figure, code dropped with its content, other tags dropped with their
 * text kept), and bodies already inside it are not touched. Afterwards the columns refuse what is
 * outside the contract, in exactly the columns ARTICLE_HTML_COLUMNS names.
 *
 * The migrations before it run first, rows are written as the content had them, then the rest of
 * the migrations (PGlite, or a throwaway database in DATABASE_URL's cluster).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrationsAround } from './migrations-around.ts';
import { testDatabase, type TestDatabase } from '../../local-supabase/db/extensions/test-database.ts';
import { ARTICLE_HTML_COLUMNS } from '../../src/limits/article-html.ts';

/** 'cases.problema', … for every column the contract names. */
const RICH_TEXT_COLUMNS = Object.entries(ARTICLE_HTML_COLUMNS)
  .flatMap(([table, columns]) => columns.map((column) => `${table}.${column}`))
  .sort();

const MIGRATION = '20261201100000_article_html.sql';

const PROBLEMA =
  'Primeira linha com <tag> & "aspas"\r\n\r\n   segunda linha  \n\n\nterceira\r**negrito** - item';
const PROBLEMA_HTML =
  '<p>Primeira linha com &lt;tag&gt; &amp; "aspas"</p><p>segunda linha</p><p>terceira</p><p>**negrito** - item</p>';

const CLEAN_BODY =
  '<h2>Título</h2><p>Texto <strong>forte</strong> e <a href="/salto">link</a>.</p><ul><li>um</li></ul>';

const HAND_WRITTEN_BODY =
  '<h1 class="t">Título</h1><p style="color:red" id="x">Olá <b>mundo</b> <i>lindo</i></p>' +
  '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc" allowfullscreen></iframe>' +
  '<script>alert(1)</script><table><tr><td>A</td><td>B</td></tr></table>' +
  '<a href="https://example.com" target="_blank" rel="noopener">fora</a><!-- nota --><h5>Menor</h5>' +
  `<img src='https://x.example/a.png' alt="Foto" loading=lazy>`;
const HAND_WRITTEN_HTML =
  '<h2>Título</h2><p>Olá <strong>mundo</strong> <em>lindo</em></p>' +
  '<figure data-video-provider="youtube" data-video-id="dQw4w9WgXcQ"></figure>' +
  'A B   <a href="https://example.com">fora</a><h4>Menor</h4>' +
  '<img src="https://x.example/a.png" alt="Foto">';

let db: TestDatabase;
let caseId: string;

beforeAll(async () => {
  db = await testDatabase(migrationsAround(MIGRATION).before);
  const { rows } = await db.admin.query<{ id: string; version: number }>(
    `insert into public.cases (titulo, subtitulo, slug, problema, solucao, resultados)
     values ('Case', 'Antes', 'case-antes', $1, null, '   ') returning id, version`,
    [PROBLEMA],
  );
  caseId = rows[0].id;
  await db.admin.query(
    `insert into public.content_revisions (subject, item_id, version, data, niches)
     values ('case', $1, 99, jsonb_build_object('titulo', 'Case', 'problema', $2::text, 'solucao', null), '[]')`,
    [caseId, PROBLEMA],
  );
  await db.admin.query(
    `insert into public.pending_changes (subject, item_id, fields, nicho_ids, live_version)
     values ('case', $1, jsonb_build_object('resultados', 'um\ndois'), '{}', $2)`,
    [caseId, rows[0].version],
  );
  await db.admin.query(
    `insert into public.insights (titulo, slug, conteudo) values ('Limpo', 'limpo', $1), ('À mão', 'a-mao', $2)`,
    [CLEAN_BODY, HAND_WRITTEN_BODY],
  );
  await db.migrate(migrationsAround(MIGRATION).from);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the rich-text migration on existing content', () => {
  it('turns each non-blank line of a case section into an escaped paragraph', async () => {
    const { rows } = await db.admin.query(
      'select problema, solucao, resultados from public.cases where id = $1',
      [caseId],
    );
    expect(rows).toEqual([{ problema: PROBLEMA_HTML, solucao: null, resultados: null }]);
  });

  it('converts the sections kept in revisions and staged changes too', async () => {
    const { rows: revisions } = await db.admin.query<{ data: Record<string, unknown> }>(
      `select data from public.content_revisions where item_id = $1 and version = 99`,
      [caseId],
    );
    expect(revisions[0].data).toEqual({ titulo: 'Case', problema: PROBLEMA_HTML, solucao: null });
    const { rows: staged } = await db.admin.query<{ fields: Record<string, unknown> }>(
      `select fields from public.pending_changes where item_id = $1`,
      [caseId],
    );
    expect(staged[0].fields).toEqual({ resultados: '<p>um</p><p>dois</p>' });
  });

  it('brings hand-written article bodies into the contract and leaves clean ones as they were', async () => {
    const { rows } = await db.admin.query<{ slug: string; conteudo: string }>(
      `select slug, conteudo from public.insights where slug in ('limpo', 'a-mao') order by slug`,
    );
    expect(rows).toEqual([
      { slug: 'a-mao', conteudo: HAND_WRITTEN_HTML },
      { slug: 'limpo', conteudo: CLEAN_BODY },
    ]);
  });

  it('then refuses markup outside the contract in every rich-text column', async () => {
    for (const [table, column] of RICH_TEXT_COLUMNS.map((name) => name.split('.'))) {
      await expect(
        db.admin.query(`update public.${table} set ${column} = '<p onclick="x()">a</p>' where slug like '%'`),
        `${table}.${column}`,
      ).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('checks exactly the columns ARTICLE_HTML_COLUMNS names (the admin compares them as rich text)', async () => {
    const { rows } = await db.admin.query<{ table: string; definition: string }>(
      `select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'c' and pg_get_constraintdef(oid) like '%is_article_html%'`,
    );
    const checked = rows.flatMap(({ table, definition }) =>
      Array.from(
        definition.matchAll(/is_article_html\((\w+)\)/g),
        ([, column]) => `${table.replace(/^public\./, '')}.${column}`,
      ),
    );
    expect(checked.sort()).toEqual(RICH_TEXT_COLUMNS);
  });
});
