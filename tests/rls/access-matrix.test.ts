/**
 * The access model (docs/product.md, "Staff roles") as data: every cell (object × actor × operation → allowed|refused)
 * is one test that performs the operation through supabase-js against the local API and checks
 * the outcome concretely — rows returned or the row really changed for "allowed"; an error code
 * or an empty result *and* the data left untouched (read back with the service role) for "refused".
 *
 * Actors: anon (public key only), a signed-in user without a staff profile, an editor, an admin
 * and the service role (the secret key of server-side code such as create-user: it bypasses row
 * level security, so only its table and function privileges limit it). Editor and admin are fresh
 * accounts made for this file (the seeded ones stay untouched for other test files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';

type Actor = 'anon' | 'no-profile' | 'editor' | 'admin' | 'service_role';
type Expected = 'allowed' | 'refused';
type ContentTable = 'cases' | 'insights' | 'categorias' | 'cases_nichos' | 'case_nicho_links' | 'noticias';
type Operation =
  | 'select'
  | 'select drafts and scheduled rows'
  | 'insert'
  | 'update'
  | 'delete'
  | 'select own row'
  | 'select other rows'
  | 'update tipo of another'
  | 'update own tipo'
  | 'execute'
  | 'upload'
  | 'upload outside the name rule'
  | 'replace'
  | 'remove'
  | 'public URL read'
  | 'invoke create-user'
  | 'public signup';

interface Cell {
  object: string;
  actor: Actor;
  operation: Operation;
  expected: Expected;
}

/** The actors the access model is written for; the service role has rows of its own below. */
const ACTORS: Actor[] = ['anon', 'no-profile', 'editor', 'admin'];
const CONTENT_TABLES: ContentTable[] = [
  'cases',
  'insights',
  'categorias',
  'cases_nichos',
  'case_nicho_links',
  'noticias',
];
const READ_RPCS = ['get_case_nichos', 'get_all_nichos'] as const;
const CHANGING_RPCS = ['save_case', 'create_nicho', 'update_nicho', 'delete_nicho'] as const;
/** The tables with drafts and scheduled rows, and the links that follow a case's visibility. */
const PUBLISHED_TABLES = ['cases', 'insights', 'case_nicho_links'] as const;
type PublishedTable = (typeof PUBLISHED_TABLES)[number];
const PUBLICATION_RPCS = ['site_publication_status', 'publish_site_now'] as const;
const BUCKETS = ['case-images', 'news-images'] as const;
const staff = (actor: Actor): Expected => (actor === 'editor' || actor === 'admin' ? 'allowed' : 'refused');

/** The access model, row by row. */
const MATRIX: Cell[] = [
  // leads: anyone submits the form (no read-back); only admins read and delete; nobody updates.
  ...ACTORS.flatMap((actor): Cell[] => [
    { object: 'leads', actor, operation: 'insert', expected: 'allowed' },
    { object: 'leads', actor, operation: 'select', expected: actor === 'admin' ? 'allowed' : 'refused' },
    { object: 'leads', actor, operation: 'update', expected: 'refused' },
    { object: 'leads', actor, operation: 'delete', expected: actor === 'admin' ? 'allowed' : 'refused' },
  ]),
  // content: everyone reads what is public (published and due); staff read drafts and scheduled
  // rows too, and insert, update, delete — but niche links, which change only with their case's
  // save (save_case).
  ...PUBLISHED_TABLES.flatMap((table) =>
    ACTORS.map((actor): Cell => ({
      object: table,
      actor,
      operation: 'select drafts and scheduled rows',
      expected: staff(actor),
    })),
  ),
  ...CONTENT_TABLES.flatMap((table) =>
    ACTORS.flatMap((actor): Cell[] => [
      { object: table, actor, operation: 'select', expected: 'allowed' },
      ...(['insert', 'update', 'delete'] as const).map((operation): Cell => ({
        object: table,
        actor,
        operation,
        expected: table === 'case_nicho_links' ? 'refused' : staff(actor),
      })),
    ]),
  ),
  // profiles: own row; admin reads all and changes `tipo` of others; no insert/delete via the API.
  { object: 'profiles', actor: 'anon', operation: 'select other rows', expected: 'refused' },
  { object: 'profiles', actor: 'no-profile', operation: 'select other rows', expected: 'refused' },
  { object: 'profiles', actor: 'editor', operation: 'select own row', expected: 'allowed' },
  { object: 'profiles', actor: 'editor', operation: 'select other rows', expected: 'refused' },
  { object: 'profiles', actor: 'admin', operation: 'select own row', expected: 'allowed' },
  { object: 'profiles', actor: 'admin', operation: 'select other rows', expected: 'allowed' },
  ...ACTORS.map((actor): Cell => ({
    object: 'profiles',
    actor,
    operation: 'update tipo of another',
    // Roles change only through the manage-user function (service role).
    expected: 'refused',
  })),
  { object: 'profiles', actor: 'editor', operation: 'update own tipo', expected: 'refused' },
  { object: 'profiles', actor: 'admin', operation: 'update own tipo', expected: 'refused' },
  ...ACTORS.flatMap((actor): Cell[] => [
    { object: 'profiles', actor, operation: 'insert', expected: 'refused' },
    { object: 'profiles', actor, operation: 'delete', expected: 'refused' },
  ]),
  // redirects: everyone reads; admins insert, update, delete.
  ...ACTORS.flatMap((actor): Cell[] => [
    { object: 'redirects', actor, operation: 'select', expected: 'allowed' },
    ...(['insert', 'update', 'delete'] as const).map((operation): Cell => ({
      object: 'redirects',
      actor,
      operation,
      expected: actor === 'admin' ? 'allowed' : 'refused',
    })),
  ]),
  // the publication row: nobody reads or writes it directly (staff read it through
  // site_publication_status(), the database's functions write it).
  ...ACTORS.flatMap((actor) =>
    (['select', 'insert', 'update', 'delete'] as const).map((operation): Cell => ({
      object: 'site_publication',
      actor,
      operation,
      expected: 'refused',
    })),
  ),
  // procedures
  ...ACTORS.map((actor): Cell => ({
    object: 'site_publication_status',
    actor,
    operation: 'execute',
    expected: staff(actor),
  })),
  ...ACTORS.map((actor): Cell => ({
    object: 'publish_site_now',
    actor,
    operation: 'execute',
    expected: actor === 'admin' ? 'allowed' : 'refused',
  })),
  ...READ_RPCS.flatMap((fn) =>
    ACTORS.map((actor): Cell => ({ object: fn, actor, operation: 'execute', expected: 'allowed' })),
  ),
  ...CHANGING_RPCS.flatMap((fn) =>
    ACTORS.map((actor): Cell => ({ object: fn, actor, operation: 'execute', expected: staff(actor) })),
  ),
  // storage: public read for all; staff upload, replace, remove; names follow the server-side rule.
  ...BUCKETS.flatMap((bucket) =>
    ACTORS.flatMap((actor): Cell[] => [
      { object: `storage ${bucket}`, actor, operation: 'public URL read', expected: 'allowed' },
      { object: `storage ${bucket}`, actor, operation: 'upload', expected: staff(actor) },
      { object: `storage ${bucket}`, actor, operation: 'replace', expected: staff(actor) },
      { object: `storage ${bucket}`, actor, operation: 'remove', expected: staff(actor) },
    ]),
  ),
  {
    object: 'storage case-images',
    actor: 'editor',
    operation: 'upload outside the name rule',
    expected: 'refused',
  },
  {
    object: 'storage news-images',
    actor: 'admin',
    operation: 'upload outside the name rule',
    expected: 'refused',
  },
  // creating users: only admins, only through the create-user function; public signup is off.
  ...ACTORS.map((actor): Cell => ({
    object: 'users',
    actor,
    operation: 'invoke create-user',
    expected: actor === 'admin' ? 'allowed' : 'refused',
  })),
  { object: 'users', actor: 'anon', operation: 'public signup', expected: 'refused' },

  // service role: no row level security, so its privileges are the whole limit. It reads and
  // writes content, submits, reads and deletes leads but never changes one, reads and inserts
  // profiles (create-user) but neither changes nor deletes them, and runs every niche procedure.
  { object: 'leads', actor: 'service_role', operation: 'insert', expected: 'allowed' },
  { object: 'leads', actor: 'service_role', operation: 'select', expected: 'allowed' },
  { object: 'leads', actor: 'service_role', operation: 'update', expected: 'refused' },
  { object: 'leads', actor: 'service_role', operation: 'delete', expected: 'allowed' },
  ...[...CONTENT_TABLES, 'redirects'].flatMap((table): Cell[] =>
    (['select', 'insert', 'update', 'delete'] as const).map((operation) => ({
      object: table,
      actor: 'service_role',
      operation,
      expected: 'allowed',
    })),
  ),
  ...PUBLISHED_TABLES.map((table): Cell => ({
    object: table,
    actor: 'service_role',
    operation: 'select drafts and scheduled rows',
    expected: 'allowed',
  })),
  // It reads the publication row (it is the server side), writes it only through the functions,
  // and calls neither publishing function (they are the admin's, as a signed-in user).
  ...(['select', 'insert', 'update', 'delete'] as const).map((operation): Cell => ({
    object: 'site_publication',
    actor: 'service_role',
    operation,
    expected: operation === 'select' ? 'allowed' : 'refused',
  })),
  ...PUBLICATION_RPCS.map((fn): Cell => ({
    object: fn,
    actor: 'service_role',
    operation: 'execute',
    expected: 'refused',
  })),
  { object: 'profiles', actor: 'service_role', operation: 'select other rows', expected: 'allowed' },
  { object: 'profiles', actor: 'service_role', operation: 'insert', expected: 'allowed' },
  { object: 'profiles', actor: 'service_role', operation: 'update tipo of another', expected: 'allowed' },
  { object: 'profiles', actor: 'service_role', operation: 'delete', expected: 'refused' },
  ...[...READ_RPCS, ...CHANGING_RPCS].map((fn): Cell => ({
    object: fn,
    actor: 'service_role',
    operation: 'execute',
    expected: 'allowed',
  })),
  ...BUCKETS.flatMap((bucket) =>
    (['public URL read', 'upload', 'replace', 'remove'] as const).map((operation): Cell => ({
      object: `storage ${bucket}`,
      actor: 'service_role',
      operation,
      expected: 'allowed',
    })),
  ),
  // The service key is not a signed-in admin: create-user wants a user's token.
  { object: 'users', actor: 'service_role', operation: 'invoke create-user', expected: 'refused' },
];

// ------------------------------------------------------------------------------------ fixtures

const SEED_IMAGE = fs.readFileSync(
  path.resolve(
    import.meta.dirname,
    '../../supabase/seed-storage/case-images/seed/clinica-vida-plena-depoimento.webp',
  ),
);
const SEED_PUBLIC_OBJECT: Record<(typeof BUCKETS)[number], string> = {
  'case-images': 'seed/clinica-vida-plena-capa.webp',
  'news-images': 'seed/diario-do-empreendedor-logo.webp',
};
const PASSWORD = 'matrix-password-123';

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 7)}`;

let service: Client;
const clients = {} as Record<Actor, Client>;
const userIds = {} as Record<Exclude<Actor, 'anon' | 'service_role'>, string>;

async function createAccount(tipo: 'editor' | 'admin' | null): Promise<{ id: string; email: string }> {
  const email = `matrix-${tipo ?? 'sem-perfil'}-${unique()}@salto.local`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error) throw error;
  if (tipo) {
    const { error: profileError } = await service.from('profiles').insert({ id: data.user.id, email, tipo });
    if (profileError) throw profileError;
  }
  return { id: data.user.id, email };
}

beforeAll(async () => {
  service = serviceClient();
  clients.anon = anonClient();
  clients.service_role = service;
  for (const [actor, tipo] of [
    ['no-profile', null],
    ['editor', 'editor'],
    ['admin', 'admin'],
  ] as const) {
    const account = await createAccount(tipo);
    userIds[actor] = account.id;
    clients[actor] = await signedInClient(account.email, PASSWORD);
  }
});

async function serviceInsert(table: string, row: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { data, error } = await service
    .from(table as 'cases')
    .insert(row as never)
    .select()
    .single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

async function serviceRow(
  table: string,
  match: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const { data, error } = await service
    .from(table as 'cases')
    .select('*')
    .match(match as never)
    .maybeSingle();
  if (error) throw error;
  return data as Record<string, unknown> | null;
}

function contentRow(table: ContentTable, tag: string): Record<string, unknown> {
  switch (table) {
    case 'cases':
      return { titulo: `Case matriz ${tag}`, subtitulo: 'Subtítulo de teste' };
    case 'insights':
      return { titulo: `Insight matriz ${tag}` };
    case 'categorias':
      return { nome: `Categoria matriz ${tag}` };
    case 'cases_nichos':
      return { nome: `Nicho matriz ${tag}` };
    case 'noticias':
      return { titulo: `Notícia matriz ${tag}`, link_externo: `https://example.com/noticia/${tag}` };
    case 'case_nicho_links':
      throw new Error('links need a case and a niche');
  }
}

/** A row made by the service role; returns the filter that identifies it. */
async function contentFixture(table: ContentTable): Promise<Record<string, unknown>> {
  if (table === 'case_nicho_links') {
    const link = await linkPayload();
    await serviceInsert('case_nicho_links', link);
    return link;
  }
  const row = await serviceInsert(table, contentRow(table, unique()));
  return { id: row.id };
}

async function linkPayload(): Promise<{ case_id: string; nicho_id: string }> {
  const caseRow = await serviceInsert('cases', contentRow('cases', unique()));
  const nicho = await serviceInsert('cases_nichos', contentRow('cases_nichos', unique()));
  return { case_id: caseRow.id as string, nicho_id: nicho.id as string };
}

const UPDATES: Record<ContentTable, () => Record<string, unknown>> = {
  cases: () => ({ subtitulo: `Alterado ${unique()}` }),
  insights: () => ({ descricao: `Alterado ${unique()}` }),
  categorias: () => ({ descricao: `Alterado ${unique()}` }),
  cases_nichos: () => ({ descricao: `Alterado ${unique()}` }),
  noticias: () => ({ titulo: `Alterado ${unique()}` }),
  case_nicho_links: () => ({ created_at: new Date(Date.UTC(2020, 0, 1)).toISOString() }),
};

function leadRow(tag: string) {
  return {
    nome: 'Pessoa da Matriz',
    email: `matriz-${tag}@example.com`,
    telefone: '5548991234567',
    empresa: 'Empresa Matriz',
    submission_id: crypto.randomUUID(),
  };
}

// ----------------------------------------------------------------------------- verdict helpers

type Verdict = Expected | string;
interface PgErr {
  code?: string;
  message?: string;
}
const PERMISSION = '42501';

/** "refused" when the request failed with permission denied / RLS violation. */
function refusedByError(error: PgErr | null, what: string): Verdict {
  if (error?.code === PERMISSION) return 'refused';
  return `${what}: expected error ${PERMISSION}, got ${JSON.stringify(error)}`;
}

function sameValues(before: Record<string, unknown> | null, after: Record<string, unknown> | null): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

// --------------------------------------------------------------------------------------- probes

async function probeLeads(actor: Actor, operation: Operation): Promise<Verdict> {
  const client = clients[actor];
  if (operation === 'insert') {
    const row = leadRow(unique());
    const { error, status } = await client.from('leads').insert(row);
    const stored = await serviceRow('leads', { submission_id: row.submission_id });
    if (!error && stored?.email === row.email) return 'allowed';
    if (error?.code === PERMISSION && !stored) return 'refused';
    return `insert: status ${status}, error ${JSON.stringify(error)}, stored ${Boolean(stored)}`;
  }
  const fixture = await serviceInsert('leads', leadRow(unique()));
  const id = fixture.id as string;
  if (operation === 'select') {
    const { data, error } = await client.from('leads').select('id, email').eq('id', id);
    if (!error && data?.length === 1 && data[0].id === id) return 'allowed';
    if (!error && data?.length === 0) return 'refused';
    return refusedByError(error, 'select');
  }
  if (operation === 'update') {
    const { data, error } = await client
      .from('leads')
      .update({ nome: 'Alterado Indevidamente' })
      .eq('id', id)
      .select('id');
    const after = await serviceRow('leads', { id });
    if (!error && data?.length === 1 && after?.nome === 'Alterado Indevidamente') return 'allowed';
    if (after?.nome !== fixture.nome) return `update: row changed to ${String(after?.nome)}`;
    return refusedByError(error, 'update');
  }
  if (operation === 'delete') {
    const { error } = await client.from('leads').delete().eq('id', id);
    const after = await serviceRow('leads', { id });
    if (!error && !after) return 'allowed';
    if (!after) return `delete: row gone but error ${JSON.stringify(error)}`;
    if (!error) return 'refused'; // RLS hid the row: nothing deleted
    return refusedByError(error, 'delete');
  }
  return `no probe for leads ${operation}`;
}

const isStaff = (actor: Actor) => actor === 'editor' || actor === 'admin' || actor === 'service_role';

/**
 * How many rows of `table` the actor should read, counted by the service role: visitors read the
 * public cases and insights (published and due) and the links of public cases; staff everything
 * but the trash, which only the service role reads; a link shows when its case and niche do.
 */
async function readableCount(table: ContentTable, actor: Actor): Promise<number | null> {
  const now = new Date().toISOString();
  const everything = actor === 'service_role';
  const hidden = !isStaff(actor) && (PUBLISHED_TABLES as readonly string[]).includes(table);
  if (table === 'case_nicho_links') {
    let links = service
      .from('case_nicho_links')
      .select('case_id, cases!inner(id), cases_nichos!inner(id)', { count: 'exact', head: true });
    if (!everything) links = links.is('cases.deleted_at', null).is('cases_nichos.deleted_at', null);
    if (hidden) links = links.eq('cases.status', 'publicado').lte('cases.publicado_em', now);
    return (await links).count;
  }
  let rows = service.from(table as 'cases').select('*', { count: 'exact', head: true });
  if (!everything && table !== 'categorias') rows = rows.is('deleted_at', null);
  if (hidden) rows = rows.eq('status', 'publicado').lte('publicado_em', now);
  return (await rows).count;
}

async function probeContent(table: ContentTable, actor: Actor, operation: Operation): Promise<Verdict> {
  const client = clients[actor];
  const from = () => client.from(table as 'cases');
  if (operation === 'select') {
    // Other files add and remove rows meanwhile: compare at a moment the count held still.
    for (let attempt = 0; ; attempt++) {
      const before = await readableCount(table, actor);
      const { data, error, count } = await from().select('*', { count: 'exact' }).limit(1000);
      const after = await readableCount(table, actor);
      if (error) return refusedByError(error, 'select');
      if (data.length === 0) return 'refused';
      if (count === after) return 'allowed';
      if (before === after || attempt === 9) return `select: read ${count} rows, expected ${after}`;
    }
  }
  if (operation === 'select drafts and scheduled rows')
    return probeHiddenRows(table as PublishedTable, actor);
  if (operation === 'insert') {
    const row: Record<string, unknown> =
      table === 'case_nicho_links' ? await linkPayload() : contentRow(table, unique());
    const { error } = await from().insert(row as never);
    const match =
      table === 'case_nicho_links'
        ? row
        : table === 'cases_nichos' || table === 'categorias'
          ? { nome: row.nome }
          : { titulo: row.titulo };
    const stored = await serviceRow(table, match);
    if (!error && stored) return 'allowed';
    if (stored) return `insert: stored despite error ${JSON.stringify(error)}`;
    return refusedByError(error, 'insert');
  }
  const key = await contentFixture(table);
  const before = await serviceRow(table, key);
  if (operation === 'update') {
    const changes = UPDATES[table]();
    // A versioned row is saved from its current version, as staff must: a refusal is the access rule's.
    const version = before && 'version' in before ? { base_version: before.version } : {};
    const { data, error } = await from()
      .update({ ...changes, ...version } as never)
      .match(key as never)
      .select();
    const after = await serviceRow(table, key);
    const changed = Object.entries(changes).every(([column, value]) =>
      column === 'created_at'
        ? new Date(String(after?.[column])).getTime() === new Date(String(value)).getTime()
        : after?.[column] === value,
    );
    if (!error && data?.length === 1 && changed) return 'allowed';
    if (!sameValues(before, after)) return `update: row changed (${JSON.stringify(after)})`;
    if (!error && data?.length === 0) return 'refused';
    return refusedByError(error, 'update');
  }
  if (operation === 'delete') {
    const { error } = await from()
      .delete()
      .match(key as never);
    const after = await serviceRow(table, key);
    // A staff delete of a case, article, press item or niche moves it to the trash.
    const gone = !after || after.deleted_at != null;
    if (!error && gone) return 'allowed';
    if (gone) return `delete: row gone but error ${JSON.stringify(error)}`;
    if (!error) return 'refused';
    return refusedByError(error, 'delete');
  }
  return `no probe for ${table} ${operation}`;
}

/** A draft and a scheduled case, each linked to a niche, and a draft and a scheduled insight. */
async function hiddenFixtures(): Promise<{ cases: string[]; insights: string[] }> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const hidden = [{ status: 'rascunho' }, { publicado_em: tomorrow }];
  const cases = await Promise.all(
    hidden.map((fields) => serviceInsert('cases', { ...contentRow('cases', unique()), ...fields })),
  );
  const nicho = await serviceInsert('cases_nichos', contentRow('cases_nichos', unique()));
  for (const row of cases) await serviceInsert('case_nicho_links', { case_id: row.id, nicho_id: nicho.id });
  const insights = await Promise.all(
    hidden.map((fields) => serviceInsert('insights', { ...contentRow('insights', unique()), ...fields })),
  );
  return { cases: cases.map((row) => row.id as string), insights: insights.map((row) => row.id as string) };
}

async function probeHiddenRows(table: PublishedTable, actor: Actor): Promise<Verdict> {
  const fixtures = await hiddenFixtures();
  const { data, error } =
    table === 'case_nicho_links'
      ? await clients[actor].from(table).select('case_id').in('case_id', fixtures.cases)
      : await clients[actor]
          .from(table)
          .select('id')
          .in('id', table === 'cases' ? fixtures.cases : fixtures.insights);
  if (error) return refusedByError(error, `select hidden ${table}`);
  if (data.length === 2) return 'allowed';
  if (data.length === 0) return 'refused';
  return `select hidden ${table}: ${data.length} of 2 rows`;
}

async function probeRedirects(actor: Actor, operation: Operation): Promise<Verdict> {
  const client = clients[actor];
  if (operation === 'select') {
    const { data, error } = await client
      .from('redirects')
      .select('from_path')
      .in('from_path', ['/growth', '/agentes-ia']);
    if (!error && data.length === 2) return 'allowed';
    if (!error && data.length === 0) return 'refused';
    return refusedByError(error, 'select');
  }
  if (operation === 'insert') {
    const from_path = `/matriz-${unique()}`;
    const { error } = await client.from('redirects').insert({ from_path, to_path: '/salto' });
    const stored = await serviceRow('redirects', { from_path });
    if (!error && stored) return 'allowed';
    if (stored) return 'insert: stored despite error';
    return refusedByError(error, 'insert');
  }
  const fixture = await serviceInsert('redirects', { from_path: `/matriz-${unique()}`, to_path: '/salto' });
  const key = { id: fixture.id };
  if (operation === 'update') {
    const { data, error } = await client
      .from('redirects')
      .update({ to_path: '/agentes-de-ia', base_version: fixture.version as number })
      .match(key)
      .select('id');
    const after = await serviceRow('redirects', key);
    if (!error && data?.length === 1 && after?.to_path === '/agentes-de-ia') return 'allowed';
    if (!sameValues(fixture, after)) return `update: row changed (${JSON.stringify(after)})`;
    if (!error && data?.length === 0) return 'refused';
    return refusedByError(error, 'update');
  }
  if (operation === 'delete') {
    const { error } = await client.from('redirects').delete().match(key);
    const after = await serviceRow('redirects', key);
    if (!error && !after) return 'allowed';
    if (!after) return `delete: row gone but error ${JSON.stringify(error)}`;
    if (!error) return 'refused';
    return refusedByError(error, 'delete');
  }
  return `no probe for redirects ${operation}`;
}

const STAMP = '2000-01-01T00:00:00+00:00';

async function probeSitePublication(actor: Actor, operation: Operation): Promise<Verdict> {
  const table = () => clients[actor].from('site_publication');
  if (operation === 'select') {
    const { data, error } = await table().select('*');
    if (!error && data.length === 1) return 'allowed';
    if (!error && data.length === 0) return 'refused';
    return refusedByError(error, 'select');
  }
  const before = await serviceRow('site_publication', { id: true });
  const { data, error } =
    operation === 'insert'
      ? await table().insert({ id: true }).select()
      : operation === 'update'
        ? await table().update({ changed_at: STAMP }).eq('id', true).select()
        : await table().delete().eq('id', true).select();
  const after = await serviceRow('site_publication', { id: true });
  // The row stays (only changed_at may move meanwhile: other files' edits stamp it).
  if (!after || after.requested_at !== before?.requested_at || after.changed_at === STAMP) {
    return `${operation}: row became ${JSON.stringify(after)}`;
  }
  if (!error && data.length === 0) return 'refused';
  return refusedByError(error, operation);
}

async function probePublicationRpc(fn: (typeof PUBLICATION_RPCS)[number], actor: Actor): Promise<Verdict> {
  if (fn === 'site_publication_status') {
    const { data, error } = await clients[actor].rpc(fn);
    if (!error && data.length === 1 && typeof data[0].hook_configured === 'boolean') return 'allowed';
    // A signed-in user who is not staff gets no row.
    if (!error && data.length === 0) return 'refused';
    return refusedByError(error, fn);
  }
  const { error } = await clients[actor].rpc(fn);
  // The suites set no build hook (global-setup): an admin past the role check is told so (55000).
  if (!error || error.code === '55000') return 'allowed';
  return refusedByError(error, fn);
}

async function probeProfiles(actor: Actor, operation: Operation): Promise<Verdict> {
  const client = clients[actor];
  const ownId = actor === 'anon' || actor === 'service_role' ? null : userIds[actor];
  if (operation === 'select own row') {
    const { data, error } = await client.from('profiles').select('id, tipo').eq('id', ownId!);
    if (!error && data?.length === 1 && data[0].id === ownId) return 'allowed';
    if (!error && data?.length === 0) return 'refused';
    return refusedByError(error, 'select own');
  }
  if (operation === 'select other rows') {
    const { data, error } = await client.from('profiles').select('id, tipo');
    const others = (data ?? []).filter((row) => row.id !== ownId);
    const { count } = await service.from('profiles').select('*', { count: 'exact', head: true });
    if (!error && data?.length === count && others.length > 0) return 'allowed';
    if (!error && others.length === 0) return 'refused';
    return refusedByError(error, 'select others');
  }
  if (operation === 'update tipo of another') {
    const target = await createAccount('editor');
    const { data, error } = await client
      .from('profiles')
      .update({ tipo: 'admin' })
      .eq('id', target.id)
      .select('id, tipo');
    const after = await serviceRow('profiles', { id: target.id });
    if (!error && data?.length === 1 && after?.tipo === 'admin') return 'allowed';
    if (after?.tipo !== 'editor') return `update other: tipo became ${String(after?.tipo)}`;
    if (!error && data?.length === 0) return 'refused';
    return refusedByError(error, 'update other');
  }
  if (operation === 'update own tipo') {
    const before = await serviceRow('profiles', { id: ownId });
    const wanted = before?.tipo === 'admin' ? 'editor' : 'admin';
    const { data, error } = await client
      .from('profiles')
      .update({ tipo: wanted })
      .eq('id', ownId!)
      .select('id, tipo');
    const after = await serviceRow('profiles', { id: ownId });
    if (!error && data?.length === 1 && after?.tipo === wanted) {
      // Put it back so later cells still run with the intended role.
      await service
        .from('profiles')
        .update({ tipo: before!.tipo as 'editor' })
        .eq('id', ownId!);
      return 'allowed';
    }
    if (after?.tipo !== before?.tipo) return `update own: tipo became ${String(after?.tipo)}`;
    if (!error && data?.length === 0) return 'refused';
    return refusedByError(error, 'update own');
  }
  if (operation === 'insert') {
    const email = `matrix-insert-${unique()}@salto.local`;
    const { data: created } = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    const id = created.user!.id;
    const { error } = await client.from('profiles').insert({ id, email, tipo: 'admin' });
    const stored = await serviceRow('profiles', { id });
    if (!error && stored) return 'allowed';
    if (stored) return 'insert: stored despite error';
    return refusedByError(error, 'insert');
  }
  if (operation === 'delete') {
    const target = await createAccount('editor');
    const { error } = await client.from('profiles').delete().eq('id', target.id);
    const after = await serviceRow('profiles', { id: target.id });
    if (!error && !after) return 'allowed';
    if (!after) return 'delete: row gone but error';
    if (!error) return 'refused';
    return refusedByError(error, 'delete');
  }
  return `no probe for profiles ${operation}`;
}

async function probeRpc(fn: string, actor: Actor): Promise<Verdict> {
  const client = clients[actor];
  if (fn === 'get_case_nichos') {
    const { data, error } = await client.rpc(
      'get_case_nichos' as never,
      { p_case_id: 'ca000000-0000-4000-8000-000000000003' } as never,
    );
    const rows = data as unknown as { id: string; nome: string }[] | null;
    if (!error && rows && rows.length === 2 && rows.every((row) => row.id && row.nome)) return 'allowed';
    return refusedByError(error, fn);
  }
  if (fn === 'get_all_nichos') {
    const { data, error } = await client.rpc('get_all_nichos' as never);
    const rows = data as unknown as { id: string; slug: string }[] | null;
    if (!error && rows && rows.length >= 6 && rows.some((row) => row.slug === 'saude')) return 'allowed';
    return refusedByError(error, fn);
  }
  // Changing procedures: each gets its own fixture and the effect is read back.
  const call = (args: Record<string, unknown>) => client.rpc(fn as never, args as never);
  if (fn === 'create_nicho') {
    const nome = `Nicho RPC ${unique()}`;
    const { data, error } = await call({ nome, slug: null, descricao: 'Criado pela matriz' });
    const stored = await serviceRow('cases_nichos', { nome });
    if (!error && stored && (data as unknown as { id: string })?.id === stored.id) return 'allowed';
    if (stored) return 'create_nicho: stored despite error';
    return refusedByError(error, fn);
  }
  if (fn === 'update_nicho') {
    const { id } = await contentFixture('cases_nichos');
    const nome = `Nicho RPC alterado ${unique()}`;
    const before = await serviceRow('cases_nichos', { id });
    const { error } = await call({
      nicho_id: id,
      base_version: before?.version,
      nome,
      slug: null,
      descricao: null,
    });
    const after = await serviceRow('cases_nichos', { id });
    if (!error && after?.nome === nome) return 'allowed';
    if (after?.nome === nome) return 'update_nicho: changed despite error';
    return refusedByError(error, fn);
  }
  if (fn === 'delete_nicho') {
    const { id } = await contentFixture('cases_nichos');
    const { error } = await call({ nicho_id: id });
    const after = await serviceRow('cases_nichos', { id });
    // Moved to the trash, or (the service role) deleted.
    const gone = !after || after.deleted_at != null;
    if (!error && gone) return 'allowed';
    if (gone) return 'delete_nicho: deleted despite error';
    return refusedByError(error, fn);
  }
  if (fn === 'save_case') {
    const link = await linkPayload();
    const before = await serviceRow('cases', { id: link.case_id });
    const subtitulo = `Salvo pela matriz ${unique()}`;
    const { error } = await call({
      case_id: link.case_id,
      base_version: before?.version,
      fields: { subtitulo },
      nicho_ids: [link.nicho_id],
    });
    const after = await serviceRow('cases', { id: link.case_id });
    const linked = await serviceRow('case_nicho_links', link);
    if (!error && after?.subtitulo === subtitulo && linked) return 'allowed';
    if (after?.subtitulo === subtitulo || linked) return 'save_case: saved despite error';
    return refusedByError(error, fn);
  }
  return `no probe for ${fn}`;
}

function objectName(bucket: (typeof BUCKETS)[number]): string {
  const folder = bucket === 'case-images' ? 'cases' : 'noticias';
  return `${folder}/${Date.now()}-${Math.random().toString(36).slice(2, 10)}.webp`;
}

async function objectExists(bucket: string, name: string): Promise<boolean> {
  const { data, error } = await service.storage.from(bucket).download(name);
  return !error && data !== null;
}

async function objectSize(bucket: string, name: string): Promise<number | null> {
  const { data, error } = await service.storage.from(bucket).download(name);
  return error || !data ? null : data.size;
}

const image = (bytes: Uint8Array<ArrayBuffer> = new Uint8Array(SEED_IMAGE)) =>
  new Blob([bytes], { type: 'image/webp' });

async function probeStorage(
  bucket: (typeof BUCKETS)[number],
  actor: Actor,
  operation: Operation,
): Promise<Verdict> {
  const storage = clients[actor].storage.from(bucket);
  if (operation === 'public URL read') {
    const { data } = storage.getPublicUrl(SEED_PUBLIC_OBJECT[bucket]);
    const response = await fetch(data.publicUrl);
    const type = response.headers.get('content-type');
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status === 200 && type?.startsWith('image/webp') && bytes > 0) return 'allowed';
    return `public read: ${response.status} ${type} ${bytes} bytes`;
  }
  if (operation === 'upload' || operation === 'upload outside the name rule') {
    // Outside the rule: the other bucket's folder, a name not of the <timestamp>-<random> shape.
    const name =
      operation === 'upload'
        ? objectName(bucket)
        : `${bucket === 'case-images' ? 'noticias' : 'cases'}/minha-foto.webp`;
    const { error } = await storage.upload(name, image(), { contentType: 'image/webp' });
    const exists = await objectExists(bucket, name);
    if (!error && exists) return 'allowed';
    if (exists) return 'upload: stored despite error';
    if (error) return 'refused';
    return 'upload: no error but nothing stored';
  }
  const name = objectName(bucket);
  const { error: seedError } = await service.storage
    .from(bucket)
    .upload(name, image(), { contentType: 'image/webp' });
  if (seedError) throw seedError;
  if (operation === 'replace') {
    const replacement = new Uint8Array(SEED_IMAGE.byteLength + 16);
    replacement.set(SEED_IMAGE);
    const { error } = await storage.update(name, image(replacement), { contentType: 'image/webp' });
    const size = await objectSize(bucket, name);
    if (!error && size === replacement.byteLength) return 'allowed';
    if (size !== SEED_IMAGE.byteLength) return `replace: object size became ${size}`;
    if (error) return 'refused';
    return 'replace: no error but unchanged';
  }
  if (operation === 'remove') {
    const { data, error } = await storage.remove([name]);
    const exists = await objectExists(bucket, name);
    if (!error && !exists && data?.length === 1) return 'allowed';
    if (!exists) return 'remove: removed despite error';
    if (error || data?.length === 0) return 'refused';
    return `remove: ${JSON.stringify({ data, error })}`;
  }
  return `no probe for storage ${operation}`;
}

async function probeUsers(actor: Actor, operation: Operation): Promise<Verdict> {
  const client = clients[actor];
  const email = `matrix-created-${unique()}@salto.local`;
  if (operation === 'public signup') {
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    const { data: list } = await service.auth.admin.listUsers({ perPage: 1000 });
    const exists = list.users.some((user) => user.email === email);
    if (!error && data.user && exists) return 'allowed';
    if (error && !exists) return 'refused';
    return `signup: ${JSON.stringify(error)} exists=${exists}`;
  }
  const { error } = await client.functions.invoke('create-user', {
    body: { email, password: PASSWORD, tipo: 'editor' },
  });
  const status = error ? ((error as { context?: Response }).context?.status ?? 0) : 201;
  const stored = await serviceRow('profiles', { email });
  if (!error && stored?.tipo === 'editor') return 'allowed';
  if ((status === 401 || status === 403) && !stored) return 'refused';
  return `create-user: ${status} ${String(error)} stored=${Boolean(stored)}`;
}

function probe(cell: Cell): Promise<Verdict> {
  const { object, actor, operation } = cell;
  if (object === 'leads') return probeLeads(actor, operation);
  if ((CONTENT_TABLES as string[]).includes(object))
    return probeContent(object as ContentTable, actor, operation);
  if (object === 'profiles') return probeProfiles(actor, operation);
  if (object === 'redirects') return probeRedirects(actor, operation);
  if (object === 'site_publication') return probeSitePublication(actor, operation);
  if ((PUBLICATION_RPCS as readonly string[]).includes(object)) {
    return probePublicationRpc(object as (typeof PUBLICATION_RPCS)[number], actor);
  }
  if (
    (READ_RPCS as readonly string[]).includes(object) ||
    (CHANGING_RPCS as readonly string[]).includes(object)
  ) {
    return probeRpc(object, actor);
  }
  if (object.startsWith('storage '))
    return probeStorage(object.slice('storage '.length) as (typeof BUCKETS)[number], actor, operation);
  if (object === 'users') return probeUsers(actor, operation);
  return Promise.resolve(`no probe for ${object}`);
}

describe('access model', () => {
  for (const cell of MATRIX) {
    it(`${cell.object} · ${cell.actor} · ${cell.operation} → ${cell.expected}`, async () => {
      expect(await probe(cell)).toBe(cell.expected);
    });
  }
});
