/**
 * Limits parity: the forms' zod schemas (numbers and shapes from src/limits/) and the tables'
 * CHECKs and triggers (supabase/migrations/) give the same verdict — accepted or refused — on one
 * table of edge cases per table: each limit −1, at and +1, control characters, invisible and bidi
 * characters, bad shapes, blank and missing values.
 *
 * Each case runs through the form's schema and, in a transaction that is always rolled back, through
 * an insert into a fresh database with every migration and the seed applied. What reaches the
 * database is what the app sends: the schema's normalised output (trimmed, '' as NULL, the phone's
 * digits, the title's slug, tracking values capped) when the schema accepts, and the same
 * normalisation without the checks when it refuses, so a refusal is judged on the value the
 * database would have received. Where the database normalises too (a given slug, the gallery), the
 * stored value is compared with the form's.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { isPgError, type Database, type Queryable } from '../../local-supabase/db/driver.ts';
import { asLoginRole, SUPERUSER, type RoleDatabase } from '../../local-supabase/db/login-role.ts';
import { prepareDatabase } from '../../local-supabase/db/migrate.ts';
import { openPglite } from '../../local-supabase/db/pglite.ts';
import { consentNotice } from '../../src/content/lead-forms.ts';
import {
  caseEditSchema,
  emptyCaseForm,
  toCaseInsert,
  toCaseUpdate,
} from '../../src/domains/cases/api/case-form-schema.ts';
import { nicheFormSchema, toNicheArgs } from '../../src/domains/cases/api/niche-form-schema.ts';
import { insightFormSchema, toInsightPayload } from '../../src/domains/insights/api/insight-form-schema.ts';
import { newsFormSchema, toNewsPayload } from '../../src/domains/news/api/news-schema.ts';
import { buildLeadRow, SALTO_PAGINA_ORIGEM } from '../../src/domains/leads/api/insert-lead.ts';
import {
  raioXLeadFormSchema,
  leadServerMessages,
  normalizeTelefone,
  normalizeText,
  saltoLeadFormSchema,
} from '../../src/domains/leads/api/lead-schema.ts';
import { slugify } from '../../src/lib/slug.ts';
import { CASE_LIMITS } from '../../src/domains/cases/limits.ts';
import { CATEGORY_LIMITS } from '../../src/domains/insights/category-limits.ts';
import {
  categoryFormSchema,
  emptyCategoryForm,
  toCategoryPayload,
} from '../../src/domains/insights/api/category-form-schema.ts';
import { descriptionColumns, mediaDescriptionSchema } from '../../src/lib/media-description.ts';
import { MEDIA_LIMITS } from '../../src/limits/media.ts';
import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS, isArticleHtml } from '../../src/limits/article-html.ts';
import { HTTP_URL_MAX_LENGTH } from '../../src/limits/http-url.ts';
import { INSIGHT_LIMITS } from '../../src/domains/insights/limits.ts';
import { LEAD_ATTRIBUTION_LIMITS, LEAD_LIMITS, LEAD_RATE_LIMIT } from '../../src/domains/leads/limits.ts';
import { NEWS_LIMITS } from '../../src/domains/news/limits.ts';
import { NICHE_LIMITS } from '../../src/domains/cases/niche-limits.ts';
import { publicationColumns } from '../../src/lib/publication-form.ts';
import { SEO_LIMITS } from '../../src/limits/seo.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../src/limits/slug.ts';

type Verdict = 'accepted' | 'refused';
type Row = Record<string, unknown>;
type ApiRole = 'anon' | 'service_role';

let database: Database;
let db: RoleDatabase;
let categoriaId: string;

beforeAll(async () => {
  const supabaseDir = path.resolve(import.meta.dirname, '..');
  database = await openPglite(null);
  await prepareDatabase(database, { supabaseDir, seedFiles: [path.join(supabaseDir, 'seed.sql')] });
  db = await asLoginRole(database, SUPERUSER);
  categoriaId = (await db.query<{ id: string }>('select id from public.categorias limit 1')).rows[0].id;
});

afterAll(async () => {
  await database?.close();
});

// ---------------------------------------------------------------------------------------------
// The database side: one rolled-back transaction per case, as the API role that writes the table.
// ---------------------------------------------------------------------------------------------

class Rollback extends Error {}

/** What a refused value raises: a CHECK, NOT NULL, a value its type refuses (date, uuid, text). */
const REFUSAL_CODES = new Set(['23514', '23502', '22007', '22008', '22P02', '22021']);

interface DbResult {
  verdict: Verdict;
  /** The stored row (service role only; anon cannot read leads back). */
  stored?: Row;
  /** The refusal's SQLSTATE and message. */
  code?: string;
  message?: string;
  hint?: string;
}

/** Makes the rest of the transaction run as `role`, with that role's JWT claims, as the API does. */
async function actAs(tx: Queryable, role: ApiRole) {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
    JSON.stringify({ role }),
    role,
  ]);
}

async function inRolledBackTransaction(role: ApiRole, work: (tx: Queryable) => Promise<Row | undefined>) {
  let stored: Row | undefined;
  try {
    await db.transaction(async (tx) => {
      await actAs(tx, role);
      stored = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return { verdict: 'accepted', stored } satisfies DbResult;
    if (isPgError(error) && REFUSAL_CODES.has(error.code ?? '')) {
      return {
        verdict: 'refused',
        code: error.code,
        message: error.message,
        hint: error.hint,
      } satisfies DbResult;
    }
    throw error;
  }
  throw new Error('unreachable: the transaction always ends in Rollback');
}

/** INSERT of `rows` (in order) with the column types of the table; returns the last stored row. */
function insertRows(table: string, rows: Row[], { returning = true } = {}) {
  return async (tx: Queryable) => {
    let last: Row | undefined;
    for (const row of rows) {
      const columns = Object.keys(row).join(', ');
      const result = await tx.query<Row>(
        `insert into public.${table} (${columns}) select ${columns} from json_populate_record(null::public.${table}, $1::json)` +
          (returning ? ' returning *' : ''),
        [JSON.stringify(row)],
      );
      last = result.rows[0];
    }
    return last;
  };
}

// ---------------------------------------------------------------------------------------------
// Shared edge cases.
// ---------------------------------------------------------------------------------------------

interface ParityCase<I> {
  name: string;
  input: I;
  expected: Verdict;
}

/** Text of `length` characters (code points, as Postgres counts them). */
const chars = (length: number, unit = 'a') => unit.repeat(length);

/** A URL of exactly `length` characters. */
const urlOfLength = (length: number) => `https://x.com/${'a'.repeat(length - 'https://x.com/'.length)}`;

/** Values for every URL column (`private.is_http_url`); '' is "no value" where the column is optional. */
const urlCases: { name: string; value: string; expected: Verdict }[] = [
  { name: 'https', value: 'https://example.com', expected: 'accepted' },
  {
    name: 'http with port, path, query, fragment',
    value: 'http://example.com:8080/a?b=c#d',
    expected: 'accepted',
  },
  { name: 'upper-case scheme', value: 'HTTPS://EXAMPLE.COM/Caminho', expected: 'accepted' },
  { name: 'accents in the path', value: 'https://exemplo.com.br/ação', expected: 'accepted' },
  { name: 'surrounding spaces (trimmed)', value: '  https://example.com/a  ', expected: 'accepted' },
  {
    name: `length ${HTTP_URL_MAX_LENGTH - 1}`,
    value: urlOfLength(HTTP_URL_MAX_LENGTH - 1),
    expected: 'accepted',
  },
  { name: `length ${HTTP_URL_MAX_LENGTH}`, value: urlOfLength(HTTP_URL_MAX_LENGTH), expected: 'accepted' },
  {
    name: `length ${HTTP_URL_MAX_LENGTH + 1}`,
    value: urlOfLength(HTTP_URL_MAX_LENGTH + 1),
    expected: 'refused',
  },
  { name: 'zero-width space in the path', value: 'https://x.com/a\u200Bb', expected: 'accepted' },
  { name: 'bidi override in the path', value: 'https://x.com/a\u202Eb', expected: 'accepted' },
  { name: 'ftp', value: 'ftp://example.com', expected: 'refused' },
  { name: 'javascript:', value: 'javascript:alert(1)', expected: 'refused' },
  { name: 'protocol-relative', value: '//example.com', expected: 'refused' },
  { name: 'no host', value: 'https://', expected: 'refused' },
  { name: 'empty host', value: 'https:///caminho', expected: 'refused' },
  { name: 'credentials', value: 'https://user:senha@example.com', expected: 'refused' },
  { name: 'space inside', value: 'https://x.com/a b', expected: 'refused' },
  { name: 'tab inside', value: 'https://x.com/a\tb', expected: 'refused' },
  { name: 'control character (BEL)', value: 'https://x.com/\u0007', expected: 'refused' },
  { name: 'C1 control (NEL)', value: 'https://x.com/a\u0085b', expected: 'refused' },
  { name: 'no-break space inside', value: 'https://x.com/a\u00A0b', expected: 'refused' },
  { name: 'line separator inside', value: 'https://x.com/a\u2028b', expected: 'refused' },
  { name: 'port above 65535', value: 'https://x.com:99999/', expected: 'refused' },
  { name: 'two colons in the authority', value: 'https://a:b:c/', expected: 'refused' },
  { name: "'<' in the host", value: 'https://x<y.com/', expected: 'refused' },
  { name: "'|' in the host", value: 'https://x|y.com/', expected: 'refused' },
];

// ---------------------------------------------------------------------------------------------
// leads — inserted as anon, like the public forms.
// ---------------------------------------------------------------------------------------------

interface LeadInput {
  nome: string;
  email: string;
  telefone: string;
  empresa: string;
  website?: string;
  tracking?: Record<string, string>;
}

const validLead: LeadInput = {
  nome: 'Ana Souza',
  email: 'ana@empresa.com.br',
  telefone: '+55 (11) 99999-9999',
  empresa: 'Empresa X',
};

/** An e-mail of exactly `length` characters: a 64-character local part, labels of at most 63. */
function emailOfLength(length: number): string {
  const target = length - 'a'.repeat(64).length - '@'.length - '.com'.length;
  let domain = '';
  while (domain.length < target) {
    if (domain !== '') domain += '.';
    domain += 'b'.repeat(Math.min(63, target - domain.length));
  }
  return `${'a'.repeat(64)}@${domain}.com`;
}

const lead = (name: string, fields: Partial<LeadInput>, expected: Verdict): ParityCase<LeadInput> => ({
  name,
  input: { ...validLead, ...fields },
  expected,
});

const personNameCases = (field: 'nome' | 'empresa', min: number, max: number) => [
  lead(`${field}: missing`, { [field]: '' }, 'refused'),
  lead(`${field}: blank`, { [field]: '   ' }, 'refused'),
  lead(`${field}: ${min - 1} character`, { [field]: chars(min - 1, 'A') }, 'refused'),
  lead(`${field}: ${min} characters`, { [field]: chars(min, 'A') }, 'accepted'),
  lead(
    `${field}: ${min} characters inside spaces (trimmed)`,
    { [field]: `  ${chars(min, 'A')}  ` },
    'accepted',
  ),
  lead(`${field}: ${max - 1} characters`, { [field]: chars(max - 1) }, 'accepted'),
  lead(`${field}: ${max} characters`, { [field]: chars(max) }, 'accepted'),
  lead(`${field}: ${max + 1} characters`, { [field]: chars(max + 1) }, 'refused'),
  lead(`${field}: ${max} emoji (code points, not UTF-16 units)`, { [field]: chars(max, '😀') }, 'accepted'),
  lead(`${field}: ${max + 1} emoji`, { [field]: chars(max + 1, '😀') }, 'refused'),
  lead(`${field}: tab and line break (become spaces)`, { [field]: 'Ana\tde\nSouza' }, 'accepted'),
  lead(`${field}: ${min - 1} character after a control character`, { [field]: 'A\u0000' }, 'refused'),
  lead(`${field}: ${min - 1} character after a C1 control`, { [field]: 'A\u0085' }, 'refused'),
  lead(`${field}: ${min - 1} character inside no-break spaces`, { [field]: '\u00A0A\u00A0' }, 'refused'),
  lead(`${field}: ${min - 1} character after a byte-order mark`, { [field]: '\uFEFFA' }, 'refused'),
  ...['\u00AD', '\u061C', '\u200B', '\u200D', '\u200F', '\u202A', '\u202E', '\u2060', '\u2066', '\u2069'].map(
    (character) =>
      lead(
        `${field}: invisible U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} inside`,
        { [field]: `Ana ${character}Souza` },
        'refused',
      ),
  ),
  lead(`${field}: an emoji sequence joined by U+200D`, { [field]: 'Ana 👩‍💻' }, 'accepted'),
  lead(`${field}: a joiner after a variation selector`, { [field]: 'Ana ❤️‍🔥' }, 'accepted'),
  lead(`${field}: a joiner from an emoji to a letter`, { [field]: 'Ana 👩\u200DSouza' }, 'refused'),
  lead(`${field}: a joiner from a letter to an emoji`, { [field]: 'Ana\u200D👩 Souza' }, 'refused'),
  lead(`${field}: a bidi control after an emoji`, { [field]: 'Ana 👩\u202ESouza' }, 'refused'),
  lead(
    `${field}: the letters around the invisible ranges`,
    { [field]: 'Ana \u00ACé\u2065\u2070 Souza' },
    'accepted',
  ),
];

const leadCases: ParityCase<LeadInput>[] = [
  lead('valid', {}, 'accepted'),
  ...personNameCases('nome', LEAD_LIMITS.nomeMin, LEAD_LIMITS.nomeMax),
  ...personNameCases('empresa', LEAD_LIMITS.empresaMin, LEAD_LIMITS.empresaMax),
  lead('email: missing', { email: '' }, 'refused'),
  lead('email: blank', { email: '  ' }, 'refused'),
  lead('email: surrounding spaces and a line break (trimmed)', { email: '  ana@x.com.br\n' }, 'accepted'),
  lead('email: no domain dot', { email: 'ana@empresa' }, 'refused'),
  lead('email: one-letter tld', { email: 'ana@empresa.c' }, 'refused'),
  lead('email: two @', { email: 'ana@@empresa.com' }, 'refused'),
  lead('email: space inside', { email: 'ana souza@empresa.com' }, 'refused'),
  lead('email: accent', { email: 'joão@empresa.com' }, 'refused'),
  lead('email: zero-width space', { email: 'ana\u200B@empresa.com' }, 'refused'),
  lead('email: hyphen at a label edge', { email: 'ana@-empresa.com' }, 'refused'),
  lead('email: local part of 64', { email: `${chars(64)}@x.com` }, 'accepted'),
  lead('email: local part of 65', { email: `${chars(65)}@x.com` }, 'refused'),
  lead(
    `email: ${LEAD_LIMITS.emailMax} characters`,
    { email: emailOfLength(LEAD_LIMITS.emailMax) },
    'accepted',
  ),
  lead(
    `email: ${LEAD_LIMITS.emailMax + 1} characters`,
    { email: emailOfLength(LEAD_LIMITS.emailMax + 1) },
    'refused',
  ),
  lead('telefone: missing', { telefone: '' }, 'refused'),
  lead('telefone: no digits', { telefone: '(  ) -' }, 'refused'),
  lead(
    `telefone: ${LEAD_LIMITS.telefoneMinDigits - 1} digits`,
    { telefone: chars(LEAD_LIMITS.telefoneMinDigits - 1, '9') },
    'refused',
  ),
  lead(
    `telefone: ${LEAD_LIMITS.telefoneMinDigits} digits`,
    { telefone: chars(LEAD_LIMITS.telefoneMinDigits, '9') },
    'accepted',
  ),
  lead(
    `telefone: ${LEAD_LIMITS.telefoneMaxDigits} digits with '+'`,
    { telefone: `+${chars(LEAD_LIMITS.telefoneMaxDigits, '9')}` },
    'accepted',
  ),
  lead(
    `telefone: ${LEAD_LIMITS.telefoneMaxDigits + 1} digits`,
    { telefone: chars(LEAD_LIMITS.telefoneMaxDigits + 1, '9') },
    'refused',
  ),
  lead('telefone: formatted (digits kept)', { telefone: '(11) 99999-9999' }, 'accepted'),
  lead("telefone: '+' in the middle (dropped)", { telefone: '11 9+9999-9999' }, 'accepted'),
  lead('telefone: letters around the digits (dropped)', { telefone: 'tel 11999999999 ramal' }, 'accepted'),
  lead('telefone: Arabic-Indic digits only', { telefone: '١١٩٩٩٩٩٩٩٩٩' }, 'refused'),
  lead('honeypot filled (dropped silently, not refused)', { website: 'http://spam.example' }, 'accepted'),
  lead(
    'tracking values too long (capped)',
    {
      tracking: {
        utm_source: chars(LEAD_ATTRIBUTION_LIMITS.utm_source + 1),
        utm_campaign: chars(LEAD_ATTRIBUTION_LIMITS.utm_campaign + 50, 'é'),
        gclid: chars(LEAD_ATTRIBUTION_LIMITS.gclid + 1),
        fbclid: chars(LEAD_ATTRIBUTION_LIMITS.fbclid + 1),
      },
    },
    'accepted',
  ),
  lead(
    'tracking values with control characters (removed)',
    { tracking: { utm_term: 'a\tb\u0000c', utm_content: '\n' } },
    'accepted',
  ),
];

/** What the app sends for a lead the form accepted (buildLeadRow), or the same fields normalised. */
function leadRow(input: LeadInput, accepted: boolean): Row {
  const { tracking, website, ...fields } = input;
  if (accepted) {
    return buildLeadRow({ origin: 'raio-x', fields, honeypot: website, tracking }, randomUUID());
  }
  return {
    nome: normalizeText(fields.nome),
    email: fields.email.trim(),
    telefone: normalizeTelefone(fields.telefone),
    empresa: normalizeText(fields.empresa),
    privacy_policy_version: consentNotice.policyVersion,
    submission_id: randomUUID(),
  };
}

describe('leads: the lead forms and public.leads agree', () => {
  it.each(leadCases)('$name → $expected', async ({ input, expected }) => {
    const contact = raioXLeadFormSchema.safeParse(input);
    // Both forms share the rules; only their messages differ.
    expect(saltoLeadFormSchema.safeParse(input).success).toBe(contact.success);
    const form: Verdict = contact.success ? 'accepted' : 'refused';
    const database = await inRolledBackTransaction(
      'anon',
      insertRows('leads', [leadRow(input, contact.success)], { returning: false }),
    );
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
  });

  // Columns the app fills from constants, not from an input: the numbers of @/limits/leads.
  it.each([
    {
      name: 'pagina_origem at its limit',
      row: { pagina_origem: chars(LEAD_LIMITS.paginaOrigemMax) },
      expected: 'accepted',
    },
    {
      name: 'pagina_origem over it',
      row: { pagina_origem: chars(LEAD_LIMITS.paginaOrigemMax + 1) },
      expected: 'refused',
    },
    {
      name: 'pagina_origem with a control character',
      row: { pagina_origem: '/salto\n' },
      expected: 'refused',
    },
    {
      name: 'the SALTO form’s pagina_origem',
      row: { pagina_origem: SALTO_PAGINA_ORIGEM },
      expected: 'accepted',
    },
    {
      name: 'privacy_policy_version at its limit',
      row: { privacy_policy_version: chars(LEAD_LIMITS.privacyPolicyVersionMax) },
      expected: 'accepted',
    },
    {
      name: 'privacy_policy_version over it',
      row: { privacy_policy_version: chars(LEAD_LIMITS.privacyPolicyVersionMax + 1) },
      expected: 'refused',
    },
    {
      name: 'the consent notice’s version',
      row: { privacy_policy_version: consentNotice.policyVersion },
      expected: 'accepted',
    },
  ] as const)('$name → $expected', async ({ row, expected }) => {
    const database = await inRolledBackTransaction(
      'anon',
      insertRows('leads', [{ ...leadRow(validLead, true), ...row }], { returning: false }),
    );
    expect(database.verdict).toBe(expected);
  });

  it(`refuses lead ${LEAD_RATE_LIMIT.perEmail + 1} from one e-mail within ${LEAD_RATE_LIMIT.windowMinutes} minutes, with the form's message`, async () => {
    // The earlier leads are stored by the service role: a visitor's request holds one lead.
    const rows = (count: number) => Array.from({ length: count }, () => leadRow(validLead, true));
    const after = (earlier: number) => async (tx: Queryable) => {
      await actAs(tx, 'service_role');
      await insertRows('leads', rows(earlier), { returning: false })(tx);
      await actAs(tx, 'anon');
      return insertRows('leads', rows(1), { returning: false })(tx);
    };
    expect((await inRolledBackTransaction('anon', after(LEAD_RATE_LIMIT.perEmail - 1))).verdict).toBe(
      'accepted',
    );

    let refusal: unknown;
    await inRolledBackTransaction('anon', async (tx) => {
      refusal = await after(LEAD_RATE_LIMIT.perEmail)(tx).catch((error: unknown) => error);
      return undefined;
    });
    expect(refusal).toMatchObject({
      code: 'P0001',
      message: leadServerMessages.rateLimited,
      hint: `Limite: ${LEAD_RATE_LIMIT.perEmail} envios por e-mail a cada ${LEAD_RATE_LIMIT.windowMinutes} minutos.`,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// cases — the edit form (every column, the slug included), inserted by the service role.
// ---------------------------------------------------------------------------------------------

type CaseInput = z.input<typeof caseEditSchema>;

const validCase: CaseInput = {
  ...emptyCaseForm(new Date('2026-11-24T13:00:00Z')),
  titulo: 'Atendimento com IA',
  subtitulo: 'Como uma clínica respondeu 3x mais rápido',
  slug: 'atendimento-com-ia',
};

const kase = (name: string, fields: Partial<CaseInput>, expected: Verdict): ParityCase<CaseInput> => ({
  name,
  input: { ...validCase, ...fields },
  expected,
});

function textLimitCases<I, C>(
  make: (name: string, fields: Partial<I>, expected: Verdict) => ParityCase<C>,
  field: keyof I & string,
  max: number,
  { required }: { required: boolean },
): ParityCase<C>[] {
  const set = (value: string) => ({ [field]: value }) as Partial<I>;
  return [
    make(`${field}: empty`, set(''), required ? 'refused' : 'accepted'),
    make(`${field}: blank`, set(' \t '), required ? 'refused' : 'accepted'),
    make(`${field}: ${max - 1} characters`, set(chars(max - 1)), 'accepted'),
    make(`${field}: ${max} characters`, set(chars(max)), 'accepted'),
    make(`${field}: ${max} characters inside spaces (trimmed)`, set(`  ${chars(max)}  `), 'accepted'),
    make(`${field}: ${max + 1} characters`, set(chars(max + 1)), 'refused'),
    make(`${field}: ${max} emoji`, set(chars(max, '😀')), 'accepted'),
    make(`${field}: ${max + 1} emoji`, set(chars(max + 1, '😀')), 'refused'),
    make(`${field}: invisible and bidi characters`, set('a\u200B\u202Eb'), 'accepted'),
  ];
}

function urlFieldCases<I, C>(
  make: (name: string, fields: Partial<I>, expected: Verdict) => ParityCase<C>,
  field: keyof I & string,
  { required }: { required: boolean },
): ParityCase<C>[] {
  return [
    make(`${field}: empty`, { [field]: '' } as Partial<I>, required ? 'refused' : 'accepted'),
    make(`${field}: blank`, { [field]: '   ' } as Partial<I>, required ? 'refused' : 'accepted'),
    ...urlCases.map(({ name, value, expected }) =>
      make(`${field}: ${name}`, { [field]: value } as Partial<I>, expected),
    ),
  ];
}

/**
 * The publication and SEO fields cases and insights share (`@/lib/publication-form`). A moment the
 * form refuses (30 February, 24:00, a year past 9999) never becomes a row: the form turns the typed
 * value into an instant, so only the moments it takes are sent (src/lib/dates.test.ts covers the rest).
 */
function publicationCases<I extends { status: string; publicado_em: string }, C>(
  make: (name: string, fields: Partial<I>, expected: Verdict) => ParityCase<C>,
): ParityCase<C>[] {
  const set = (fields: Partial<{ status: string; publicado_em: string }>) => fields as Partial<I>;
  return [
    make('status: rascunho', set({ status: 'rascunho' }), 'accepted'),
    make('status: publicado', set({ status: 'publicado' }), 'accepted'),
    make('status: another word', set({ status: 'arquivado' }), 'refused'),
    make('publicado_em: 29 February of a leap year', set({ publicado_em: '2028-02-29T23:30' }), 'accepted'),
    make('publicado_em: with seconds', set({ publicado_em: '2026-11-25T14:30:15' }), 'accepted'),
    make(
      'publicado_em: the first moment the form takes',
      set({ publicado_em: '1900-01-01T00:00' }),
      'accepted',
    ),
    make(
      'publicado_em: the last moment the form takes',
      set({ publicado_em: '9999-12-31T20:59' }),
      'accepted',
    ),
    ...textLimitCases(make, 'seo_titulo' as keyof I & string, SEO_LIMITS.tituloMax, { required: false }),
    ...textLimitCases(make, 'seo_descricao' as keyof I & string, SEO_LIMITS.descricaoMax, {
      required: false,
    }),
    ...urlFieldCases(make, 'seo_imagem' as keyof I & string, { required: false }),
  ];
}

const gallery = (count: number, url = 'https://x.com/foto.jpg') =>
  Array.from({ length: count }, () => ({ url }));

const caseCases: ParityCase<CaseInput>[] = [
  kase('valid', {}, 'accepted'),
  ...textLimitCases(kase, 'titulo', CASE_LIMITS.titulo, { required: true }),
  ...textLimitCases(kase, 'subtitulo', CASE_LIMITS.subtitulo, { required: true }),
  ...(['problema', 'solucao', 'resultados'] as const).flatMap((field) =>
    textLimitCases(kase, field, CASE_LIMITS.longText, { required: false }),
  ),
  ...textLimitCases(kase, 'depoimento_texto', CASE_LIMITS.depoimentoTexto, { required: false }),
  ...textLimitCases(kase, 'depoimento_nome', CASE_LIMITS.depoimentoPessoa, { required: false }),
  ...textLimitCases(kase, 'depoimento_cargo', CASE_LIMITS.depoimentoPessoa, { required: false }),
  ...(['imagem_destacada', 'video_url', 'agente_ia_url', 'depoimento_foto'] as const).flatMap((field) =>
    urlFieldCases(kase, field, { required: false }),
  ),
  kase('slug: already normalised', { slug: 'meu-case-2026' }, 'accepted'),
  kase('slug: accents, spaces, capitals (normalised)', { slug: '  Ação Rápida de IA  ' }, 'accepted'),
  kase('slug: punctuation and repeated hyphens (normalised)', { slug: 'a -- b!!' }, 'accepted'),
  kase(`slug: ${SLUG_MAX_LENGTH} characters`, { slug: chars(SLUG_MAX_LENGTH) }, 'accepted'),
  kase(`slug: ${SLUG_MAX_LENGTH + 1} characters`, { slug: chars(SLUG_MAX_LENGTH + 1) }, 'refused'),
  kase(
    `slug: ${SLUG_MAX_LENGTH + 1} characters of which one is dropped`,
    { slug: `${chars(SLUG_MAX_LENGTH)}!` },
    'accepted',
  ),
  ...publicationCases(kase),
  kase('galeria: empty (NULL)', { galeria: [] }, 'accepted'),
  kase('galeria: only blank entries (NULL)', { galeria: [{ url: '' }, { url: '  ' }] }, 'accepted'),
  kase(`galeria: ${CASE_LIMITS.galeria} images`, { galeria: gallery(CASE_LIMITS.galeria) }, 'accepted'),
  kase(
    `galeria: ${CASE_LIMITS.galeria + 1} images`,
    { galeria: gallery(CASE_LIMITS.galeria + 1) },
    'refused',
  ),
  kase(
    `galeria: ${CASE_LIMITS.galeria} images and blank entries (dropped)`,
    { galeria: [...gallery(CASE_LIMITS.galeria), { url: '' }, { url: ' ' }] },
    'accepted',
  ),
  ...urlCases
    .filter(({ value }) => value.trim() !== '')
    .map(({ name, value, expected }) =>
      kase(`galeria entry: ${name}`, { galeria: [{ url: value }] }, expected),
    ),
];

describe('cases: the case forms and public.cases agree', () => {
  it.each(caseCases)('$name → $expected', async ({ input, expected }) => {
    const parsed = caseEditSchema.safeParse(input);
    const form: Verdict = parsed.success ? 'accepted' : 'refused';
    // toCaseUpdate normalises without checking: the same row whether or not the form accepted.
    const row = toCaseUpdate(parsed.success ? parsed.data : input);
    const database = await inRolledBackTransaction('service_role', insertRows('cases', [row]));
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
    if (database.stored) {
      // The database normalises the slug and the gallery again: it must keep what the form sent.
      expect(database.stored.slug).toBe(row.slug);
      expect(database.stored.galeria).toEqual(row.galeria);
    }
  });

  it(`the create form: a ${CASE_LIMITS.titulo}-character title whose derived slug is taken still fits`, async () => {
    const values = { ...validCase, titulo: chars(CASE_LIMITS.titulo) };
    expect(caseEditSchema.safeParse(values).success).toBe(true);
    const row = toCaseInsert(values);
    const database = await inRolledBackTransaction('service_role', insertRows('cases', [row, row, row]));
    expect(database.verdict).toBe('accepted');
    const slug = String(database.stored?.slug);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.length).toBeLessThanOrEqual(CASE_LIMITS.slug);
    expect(slug.endsWith('-3')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// insights — the insight form, inserted by the service role.
// ---------------------------------------------------------------------------------------------

type InsightInput = z.input<typeof insightFormSchema>;

const validInsight = (): InsightInput => ({
  titulo: 'Como a IA muda o atendimento',
  descricao: '',
  conteudo: '<p>Texto</p>',
  imagem: '',
  categoria_id: categoriaId,
  status: 'publicado',
  publicado_em: '2026-11-24T10:00',
  seo_titulo: '',
  seo_descricao: '',
  seo_imagem: '',
});

const insight = (
  name: string,
  fields: Partial<InsightInput>,
  expected: Verdict,
): ParityCase<Partial<InsightInput>> => ({
  name,
  input: fields,
  expected,
});

const insightCases: ParityCase<Partial<InsightInput>>[] = [
  insight('valid', {}, 'accepted'),
  ...textLimitCases(insight, 'titulo', INSIGHT_LIMITS.tituloMax, { required: true }),
  insight('titulo: only punctuation (slug derived from the id)', { titulo: '!!!' }, 'accepted'),
  insight('titulo: control character', { titulo: 'Título\u0007' }, 'accepted'),
  ...textLimitCases(insight, 'descricao', INSIGHT_LIMITS.descricaoMax, { required: false }),
  insight('conteudo: empty (NULL)', { conteudo: '' }, 'accepted'),
  insight('conteudo: blank (NULL)', { conteudo: ' \n ' }, 'accepted'),
  insight(
    `conteudo: ${INSIGHT_LIMITS.conteudoMax} characters`,
    { conteudo: chars(INSIGHT_LIMITS.conteudoMax) },
    'accepted',
  ),
  insight(
    `conteudo: ${INSIGHT_LIMITS.conteudoMax + 1} characters`,
    { conteudo: chars(INSIGHT_LIMITS.conteudoMax + 1) },
    'refused',
  ),
  insight(
    `conteudo: ${INSIGHT_LIMITS.conteudoMax} emoji`,
    { conteudo: chars(INSIGHT_LIMITS.conteudoMax, '😀') },
    'accepted',
  ),
  insight(
    `conteudo: ${INSIGHT_LIMITS.conteudoMax + 1} emoji`,
    { conteudo: chars(INSIGHT_LIMITS.conteudoMax + 1, '😀') },
    'refused',
  ),
  ...urlFieldCases(insight, 'imagem', { required: false }),
  insight('categoria_id: none', { categoria_id: '' }, 'accepted'),
  insight('categoria_id: not a uuid', { categoria_id: 'categoria-1' }, 'refused'),
  ...publicationCases(insight),
];

/** toInsightPayload without its parse, for values the form refused: trimmed, '' as NULL. */
function insightRowUnchecked(values: InsightInput): Row {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    titulo: values.titulo.trim(),
    descricao: orNull(values.descricao),
    conteudo: values.conteudo.trim() === '' ? null : values.conteudo,
    imagem: orNull(values.imagem),
    categoria_id: orNull(values.categoria_id),
    ...publicationColumns(values),
    slug: slugify(values.titulo),
  };
}

describe('insights: the insight form and public.insights agree', () => {
  it.each(insightCases)('$name → $expected', async ({ input, expected }) => {
    const values = { ...validInsight(), ...input };
    const parsed = insightFormSchema.safeParse(values);
    const form: Verdict = parsed.success ? 'accepted' : 'refused';
    const row = parsed.success ? { ...toInsightPayload(parsed.data) } : insightRowUnchecked(values);
    if (parsed.success) expect(insightRowUnchecked(values)).toEqual(row);
    const database = await inRolledBackTransaction('service_role', insertRows('insights', [row]));
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
    if (database.stored && row.slug !== '') expect(database.stored.slug).toBe(row.slug);
  });
});

// ---------------------------------------------------------------------------------------------
// noticias — the news form, inserted by the service role.
// ---------------------------------------------------------------------------------------------

type NewsInput = z.input<typeof newsFormSchema>;

const validNews: NewsInput = {
  titulo: 'A SALTO na imprensa',
  link_externo: 'https://jornal.example/materia',
  imagem: '',
};

const news = (name: string, fields: Partial<NewsInput>, expected: Verdict): ParityCase<NewsInput> => ({
  name,
  input: { ...validNews, ...fields },
  expected,
});

const newsCases: ParityCase<NewsInput>[] = [
  news('valid', {}, 'accepted'),
  ...textLimitCases(news, 'titulo', NEWS_LIMITS.tituloMax, { required: true }),
  ...urlFieldCases(news, 'link_externo', { required: true }),
  ...urlFieldCases(news, 'imagem', { required: false }),
];

describe('noticias: the news form and public.noticias agree', () => {
  it.each(newsCases)('$name → $expected', async ({ input, expected }) => {
    const parsed = newsFormSchema.safeParse(input);
    const form: Verdict = parsed.success ? 'accepted' : 'refused';
    // Unchecked: trimmed, an empty image as NULL; the required link stays '' (NOT NULL column).
    const row = parsed.success
      ? { ...toNewsPayload(parsed.data) }
      : {
          titulo: input.titulo.trim(),
          link_externo: input.link_externo.trim(),
          imagem: input.imagem.trim() || null,
        };
    const database = await inRolledBackTransaction('service_role', insertRows('noticias', [row]));
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
  });
});

// ---------------------------------------------------------------------------------------------
// cases_nichos — the niche form, through create_nicho as the admin calls it.
// ---------------------------------------------------------------------------------------------

type NichoInput = z.input<typeof nicheFormSchema>;

const nicho = (name: string, fields: Partial<NichoInput>, expected: Verdict): ParityCase<NichoInput> => ({
  name,
  input: { nome: 'Logística Reversa', descricao: '', ...fields },
  expected,
});

const nichoCases: ParityCase<NichoInput>[] = [
  nicho('valid', {}, 'accepted'),
  // Names of emoji only have no slug: see the deliberate difference below.
  ...textLimitCases(nicho, 'nome', NICHE_LIMITS.nome, { required: true }).filter(
    ({ name }) => !name.includes('emoji'),
  ),
  nicho(`nome: ${NICHE_LIMITS.nome} accented letters`, { nome: chars(NICHE_LIMITS.nome, 'ç') }, 'accepted'),
  nicho(
    `nome: ${NICHE_LIMITS.nome + 1} accented letters`,
    { nome: chars(NICHE_LIMITS.nome + 1, 'ç') },
    'refused',
  ),
  nicho(`nome: ${NICHE_LIMITS.nome + 1} emoji`, { nome: chars(NICHE_LIMITS.nome + 1, '😀') }, 'refused'),
  ...textLimitCases(nicho, 'descricao', NICHE_LIMITS.descricao, { required: false }),
];

/** create_nicho as the admin calls it, in a rolled-back transaction. */
function createNicho(args: { nome: string; slug: string; descricao: string }) {
  return inRolledBackTransaction('service_role', async (tx) => {
    const result = await tx.query<Row>('select * from public.create_nicho($1, $2, $3)', [
      args.nome,
      args.slug,
      args.descricao,
    ]);
    return result.rows[0];
  });
}

describe('cases_nichos: the niche form and create_nicho agree', () => {
  it.each(nichoCases)('$name → $expected', async ({ input, expected }) => {
    const parsed = nicheFormSchema.safeParse(input);
    const form: Verdict = parsed.success ? 'accepted' : 'refused';
    // Refused values go trimmed, with their slug, as toNicheArgs would send them.
    const args = parsed.success
      ? toNicheArgs(parsed.data)
      : { nome: input.nome.trim(), slug: slugify(input.nome), descricao: input.descricao.trim() };
    const database = await createNicho(args);
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
    if (database.stored) expect(database.stored.slug).toBe(args.slug);
  });

  // Deliberate: the form asks for a name with a letter or digit (it becomes the niche's address);
  // the database, sent no slug, names the row after its id instead of refusing it.
  it.each(['!!!', chars(NICHE_LIMITS.nome, '😀')])(
    'a name without letters or digits (%s): the form refuses, the database would fall back to the id',
    async (nome) => {
      expect(nicheFormSchema.safeParse({ nome, descricao: '' }).success).toBe(false);
      const database = await createNicho({ nome, slug: slugify(nome), descricao: '' });
      expect(database.verdict).toBe('accepted');
      expect(database.stored?.slug).toMatch(/^[0-9a-f]{8}$/);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// categorias — the 'Categorias' dialog (name, address, description, SEO fields), inserted by the
// service role.
// ---------------------------------------------------------------------------------------------

type CategoriaInput = z.input<typeof categoryFormSchema>;

const categoria = (
  name: string,
  fields: Partial<CategoriaInput>,
  expected: Verdict,
): ParityCase<CategoriaInput> => ({
  name,
  input: { ...emptyCategoryForm, nome: 'Paridade de Categorias', ...fields },
  expected,
});

/** With an address typed: the name's limits alone (a name without letters gives no address). */
const categoriaWithSlug = (name: string, fields: Partial<CategoriaInput>, expected: Verdict) =>
  categoria(name, { slug: 'paridade', ...fields }, expected);

const categoriaCases: ParityCase<CategoriaInput>[] = [
  categoria('valid', {}, 'accepted'),
  ...textLimitCases(categoriaWithSlug, 'nome', CATEGORY_LIMITS.nome, { required: true }),
  ...textLimitCases(categoria, 'descricao', CATEGORY_LIMITS.descricao, { required: false }),
  categoria('slug: given, already normalised', { slug: 'paridade-2' }, 'accepted'),
  categoria('slug: given, accents and spaces (normalised)', { slug: ' Paridade Comercial ' }, 'accepted'),
  categoria(`slug: ${CATEGORY_LIMITS.slug} characters`, { slug: chars(CATEGORY_LIMITS.slug) }, 'accepted'),
  categoria(
    `slug: ${CATEGORY_LIMITS.slug + 1} characters`,
    { slug: chars(CATEGORY_LIMITS.slug + 1) },
    'refused',
  ),
  categoria('slug: only punctuation', { slug: '---' }, 'refused'),
  ...textLimitCases(categoria, 'seo_titulo', CATEGORY_LIMITS.seoTitulo, { required: false }),
  ...textLimitCases(categoria, 'seo_descricao', CATEGORY_LIMITS.seoDescricao, { required: false }),
  ...urlFieldCases(categoria, 'seo_imagem', { required: false }),
];

describe('categorias: the category form and public.categorias agree', () => {
  it('the category limits are the SEO limits of cases and articles', () => {
    expect(CATEGORY_LIMITS).toMatchObject({
      seoTitulo: SEO_LIMITS.tituloMax,
      seoDescricao: SEO_LIMITS.descricaoMax,
      seoImagem: HTTP_URL_MAX_LENGTH,
    });
  });

  it.each(categoriaCases)('$name → $expected', async ({ input, expected }) => {
    const parsed = categoryFormSchema.safeParse(input);
    const form: Verdict = parsed.success ? 'accepted' : 'refused';
    // Refused values go trimmed ('' as NULL), the address as typed: the database normalises a
    // given slug with the same rule.
    const orNull = (value: string) => value.trim() || null;
    const row = parsed.success
      ? toCategoryPayload(parsed.data)
      : {
          nome: input.nome.trim(),
          slug: input.slug,
          descricao: orNull(input.descricao),
          seo_titulo: orNull(input.seo_titulo),
          seo_descricao: orNull(input.seo_descricao),
          seo_imagem: orNull(input.seo_imagem),
        };
    const database = await inRolledBackTransaction('service_role', insertRows('categorias', [row]));
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
    if (database.stored) expect(database.stored.slug).toBe(row.slug || slugify(input.nome));
  });

  // Deliberate, as for niches: the form asks for a name with a letter or digit when it gives the
  // address; the database, sent no slug, names the row after its id instead of refusing it.
  it.each(['!!!', chars(CATEGORY_LIMITS.nome, '😀')])(
    'a name without letters or digits and no address (%s): the form refuses, the database would fall back to the id',
    async (nome) => {
      expect(categoryFormSchema.safeParse({ ...emptyCategoryForm, nome }).success).toBe(false);
      const database = await inRolledBackTransaction(
        'service_role',
        insertRows('categorias', [{ nome, slug: '' }]),
      );
      expect(database.verdict).toBe('accepted');
      expect(database.stored?.slug).toMatch(/^[0-9a-f]{8}$/);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// media — the library's description (upload dialog and 'Mídia'), inserted by the service role.
// ---------------------------------------------------------------------------------------------

type MediaInput = z.input<typeof mediaDescriptionSchema>;

const media = (name: string, fields: Partial<MediaInput>, expected: Verdict): ParityCase<MediaInput> => ({
  name,
  input: { alt: 'Gráfico de atendimentos por mês', decorative: false, caption: '', ...fields },
  expected,
});

const mediaCases: ParityCase<MediaInput>[] = [
  media('valid', {}, 'accepted'),
  media('decorative, no alt text', { alt: '', decorative: true }, 'accepted'),
  // The form drops a decorative image's alt text, whatever its length, so the row never has both.
  media(
    'decorative with alt text typed before',
    { alt: chars(MEDIA_LIMITS.alt + 1), decorative: true },
    'accepted',
  ),
  // Empty and blank alt text are the deliberate difference below.
  ...textLimitCases(media, 'alt', MEDIA_LIMITS.alt, { required: true }).filter(
    ({ name }) => !/: (empty|blank)$/.test(name),
  ),
  ...textLimitCases(media, 'caption', MEDIA_LIMITS.caption, { required: false }),
];

const mediaRow = (description: MediaInput) => ({
  url: 'https://cdn.exemplo.com/paridade.webp',
  ...descriptionColumns(description),
});

describe('media: the description form and public.media agree', () => {
  it.each(mediaCases)('$name → $expected', async ({ input, expected }) => {
    const parsed = mediaDescriptionSchema.safeParse(input);
    const form: Verdict = parsed.success ? 'accepted' : 'refused';
    const row = mediaRow(parsed.success ? parsed.data : input);
    const database = await inRolledBackTransaction('service_role', insertRows('media', [row]));
    expect({ form, database: database.verdict }).toEqual({ form: expected, database: expected });
  });

  // Deliberate: images imported from older content have no alt text yet (alt null, not
  // decorative); the forms ask for it on every upload and save.
  it.each(['', ' \t '])(
    'alt text %j, not decorative: the form refuses, the database keeps it to write later',
    async (alt) => {
      const input: MediaInput = { alt, decorative: false, caption: '' };
      expect(mediaDescriptionSchema.safeParse(input).success).toBe(false);
      const database = await inRolledBackTransaction('service_role', insertRows('media', [mediaRow(input)]));
      expect(database.verdict).toBe('accepted');
      expect(database.stored).toMatchObject({ alt: null, decorative: false });
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Rich text: src/limits/article-html.ts and private.is_article_html give the same verdict.
// ---------------------------------------------------------------------------------------------

/** Elements of HTML the contract does not list, and attributes no element may carry. */
const OTHER_TAGS = [
  'h1',
  'h5',
  'h6',
  'b',
  'i',
  'u',
  's',
  'span',
  'div',
  'section',
  'table',
  'tr',
  'td',
  'pre',
  'code',
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'video',
  'audio',
  'source',
  'picture',
  'link',
  'meta',
  'base',
  'template',
  'sup',
  'sub',
  'mark',
  'font',
];
const OTHER_ATTRIBUTES = ['class', 'style', 'id', 'onclick', 'target', 'rel', 'title', 'srcset', 'data-x'];

const richTextSamples: { name: string; html: string; expected: boolean }[] = [
  ...ARTICLE_HTML_TAGS.map((tag) => ({
    name: `<${tag}>`,
    html: `<${tag}>x</${tag}>`,
    expected: !['hr', 'br', 'img'].includes(tag),
  })),
  ...ARTICLE_HTML_TAGS.map((tag) => ({ name: `<${tag}> opening only`, html: `<${tag}>`, expected: true })),
  ...ARTICLE_HTML_TAGS.flatMap((tag) =>
    (ARTICLE_HTML_ATTRIBUTES[tag] ?? []).map((attribute) => ({
      name: `<${tag} ${attribute}>`,
      html: `<${tag} ${attribute}="1">`,
      expected: true,
    })),
  ),
  ...ARTICLE_HTML_TAGS.flatMap((tag) =>
    OTHER_ATTRIBUTES.map((attribute) => ({
      name: `<${tag} ${attribute}>`,
      html: `<${tag} ${attribute}="1">`,
      expected: false,
    })),
  ),
  ...OTHER_TAGS.flatMap((tag) => [
    { name: `<${tag}>`, html: `<p>a</p><${tag}>x`, expected: false },
    { name: `</${tag}>`, html: `x</${tag}>`, expected: false },
  ]),
  { name: 'text only, with entities and a bare <', html: 'a &lt; b < c &amp; d > e', expected: true },
  {
    name: 'the seed-like article',
    html: '<h2>T</h2><p>a <strong>b</strong> <a href="/salto">c</a></p><ul><li><p>d</p></li></ul>',
    expected: true,
  },
  { name: 'upper case names', html: '<P>a</P><A HREF="/x">b</A>', expected: true },
  {
    name: 'single-quoted and bare values',
    html: `<a href='/x'>a</a><ol start=3><li>b</li></ol>`,
    expected: true,
  },
  {
    name: 'a > inside a quoted value',
    html: '<img src="https://x.example/a.png" alt="a > b">',
    expected: true,
  },
  { name: 'self-closing void elements', html: '<br/><hr /><img src="/a.png" />', expected: true },
  { name: 'a self-closing paragraph', html: '<p/>', expected: false },
  { name: 'a closing void element', html: '</br>', expected: false },
  { name: 'a comment', html: '<p>a</p><!-- b -->', expected: false },
  { name: 'a doctype', html: '<!doctype html><p>a</p>', expected: false },
  { name: 'a processing instruction', html: '<?xml version="1.0"?><p>a</p>', expected: false },
  { name: 'an unclosed tag at the end', html: '<p>a</p><scr', expected: false },
  { name: 'an attribute smuggled after a quote', html: '<a href="/x"onclick="y">a</a>', expected: false },
  { name: 'an event handler', html: '<img src="/a.png" onerror="alert(1)">', expected: false },
  {
    name: 'a video figure',
    html: '<figure data-video-provider="youtube" data-video-id="dQw4w9WgXcQ"><figcaption>v</figcaption></figure>',
    expected: true,
  },
  {
    name: 'an iframe',
    html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    expected: false,
  },
];

describe('rich text: isArticleHtml and private.is_article_html agree', () => {
  it.each(richTextSamples)('$name → $expected', async ({ html, expected }) => {
    const { rows } = await db.query<{ ok: boolean }>('select private.is_article_html($1) as ok', [html]);
    expect({ form: isArticleHtml(html), database: rows[0].ok }).toEqual({
      form: expected,
      database: expected,
    });
  });
});
