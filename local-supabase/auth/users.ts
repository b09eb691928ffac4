import crypto from 'node:crypto';
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts';
import type { Queryable } from '../db/driver.ts';
import { AuthError, badRequest, unprocessable, weakPassword } from './errors.ts';

/** GoTrue's instance id for single-tenant installs; its user look-ups filter on it. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const DEFAULT_AUD = 'authenticated';
export const DUPLICATE_EMAIL_MSG = 'A user with this email address has already been registered';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** GoTrue's email regexp (internal/api/mail.go). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, ≤ 255 chars, the right shape; returns it lower-cased. */
export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '')
    throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL.test(email.trim()))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.trim().toLowerCase();
}

/** GoTrue's checkPasswordStrength (length only: no character-class requirement configured). */
export function checkPassword(password: unknown, minimumLength: number): string {
  if (typeof password !== 'string') throw badRequest('validation_failed', 'Password must be a string');
  if ([...password].length < minimumLength) throw weakPassword(minimumLength);
  if (Buffer.byteLength(password) > 72) {
    throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
  }
  return password;
}

const BCRYPT_COST = 10;

/** bcrypt as GoTrue writes it (Go's `$2a$`, cost 10), so pgcrypto's `crypt()` can check it too. */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcryptHash(password, BCRYPT_COST);
  return hash.replace(/^\$2b\$/, '$2a$');
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random password at the same cost, made once: sign-ins for a missing user (or one
 * without a password) compare against it, so they take as long as a wrong password does.
 */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/** Whether `password` matches `hash`; with no usable hash, a comparison that always fails but costs the same. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const usable = hash !== null && /^\$2[abxy]\$/.test(hash);
  try {
    const matches = await bcryptCompare(password, usable ? hash : await dummy());
    return usable && matches;
  } catch {
    return false;
  }
}

export type Json = Record<string, unknown>;

/** What the API code needs from an `auth.users` row, plus the row as GoTrue serialises it. */
export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  encryptedPassword: string | null;
  emailConfirmed: boolean;
  banned: boolean;
  isAnonymous: boolean;
  appMetadata: Json;
  userMetadata: Json;
  /** Columns GoTrue scans into Go strings: NULL there makes GoTrue fail ("Database error querying schema"). */
  hasNullTokenColumns: boolean;
  json: Json;
}

/** GoTrue's Factor JSON for a row `f` of auth.mfa_factors (the secret is never shown). */
export const FACTOR_JSON = `jsonb_strip_nulls(jsonb_build_object(
    'friendly_name', nullif(f.friendly_name, ''),
    'web_authn_aaguid', f.web_authn_aaguid)) || jsonb_build_object(
    'id', f.id,
    'created_at', f.created_at,
    'updated_at', f.updated_at,
    'status', f.status,
    'factor_type', f.factor_type,
    'phone', coalesce(f.phone, ''),
    'last_challenged_at', f.last_challenged_at)`;

const USER_SELECT = `
  select u.id::text as id, u.aud, u.role, u.email, u.phone, u.encrypted_password,
    u.email_confirmed_at is not null as email_confirmed,
    coalesce(u.banned_until > now(), false) as banned,
    u.is_anonymous,
    (u.confirmation_token is null or u.recovery_token is null or u.email_change_token_new is null
      or u.email_change is null) as null_token_columns,
    jsonb_build_object(
      'id', u.id,
      'aud', coalesce(u.aud, ''),
      'role', coalesce(u.role, ''),
      'email', coalesce(u.email, ''),
      'email_confirmed_at', u.email_confirmed_at,
      'phone', coalesce(u.phone, ''),
      'phone_confirmed_at', u.phone_confirmed_at,
      'confirmation_sent_at', u.confirmation_sent_at,
      'confirmed_at', u.confirmed_at,
      'recovery_sent_at', u.recovery_sent_at,
      'email_change_sent_at', u.email_change_sent_at,
      'new_email', nullif(u.email_change, ''),
      'last_sign_in_at', u.last_sign_in_at,
      'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
      'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
      'identities', coalesce((
        select jsonb_agg(jsonb_build_object(
          'identity_id', i.id,
          'id', i.provider_id,
          'user_id', i.user_id,
          'identity_data', i.identity_data,
          'provider', i.provider,
          'last_sign_in_at', i.last_sign_in_at,
          'created_at', i.created_at,
          'updated_at', i.updated_at,
          'email', i.email
        ) order by i.created_at)
        from auth.identities i where i.user_id = u.id), '[]'::jsonb),
      'created_at', u.created_at,
      'updated_at', u.updated_at,
      'banned_until', u.banned_until,
      'is_anonymous', u.is_anonymous,
      'factors', (
        select jsonb_agg(${FACTOR_JSON} order by f.created_at)
        from auth.mfa_factors f where f.user_id = u.id)
    ) as json
  from auth.users u`;

/** Fields GoTrue tags `omitempty`: left out of the JSON when unset. */
const OMIT_WHEN_NULL = [
  'email_confirmed_at',
  'phone_confirmed_at',
  'confirmation_sent_at',
  'confirmed_at',
  'recovery_sent_at',
  'email_change_sent_at',
  'new_email',
  'last_sign_in_at',
  'banned_until',
  'factors',
];

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed: boolean;
  banned: boolean;
  is_anonymous: boolean;
  null_token_columns: boolean;
  json: Json | string;
}

function toRecord(row: UserRow): UserRecord {
  const json = (typeof row.json === 'string' ? JSON.parse(row.json) : row.json) as Json;
  for (const key of OMIT_WHEN_NULL) if (json[key] === null) delete json[key];
  return {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    encryptedPassword: row.encrypted_password,
    emailConfirmed: row.email_confirmed,
    banned: row.banned,
    isAnonymous: row.is_anonymous,
    appMetadata: (json.app_metadata ?? {}) as Json,
    userMetadata: (json.user_metadata ?? {}) as Json,
    hasNullTokenColumns: row.null_token_columns,
    json,
  };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** GoTrue's FindUserByEmailAndAudience: instance_id must be the nil UUID, aud must match. */
export async function findUserByEmail(
  db: Queryable,
  email: string,
  aud = DEFAULT_AUD,
): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} where u.instance_id = $1 and lower(u.email) = lower($2) and u.aud = $3 and u.is_sso_user = false`,
    [NIL_UUID, email, aud],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function emailTaken(db: Queryable, email: string, exceptId?: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users where lower(email) = lower($1) and is_sso_user = false and ($2::uuid is null or id <> $2::uuid)`,
    [email, exceptId ?? null],
  );
  return rows.length > 0;
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: shallow merge, `null` removes a key. */
export function mergeMetadata(current: Json, changes: unknown): Json {
  if (changes === undefined || changes === null) return current;
  if (typeof changes !== 'object' || Array.isArray(changes)) {
    throw badRequest('validation_failed', 'Could not read body into byte slice');
  }
  const merged: Json = { ...current };
  for (const [key, value] of Object.entries(changes as Json)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  userMetadata: Json;
  appMetadata: Json;
  role: string;
}

/** Inserts the user and its `email` identity (provider_id = user id), as GoTrue does. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  if (await emailTaken(db, user.email)) throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
  let id: string;
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       values ($1, gen_random_uuid(), $2, $3, $4, $5, case when $6::boolean then now() end, $7::jsonb, $8::jsonb,
         now(), now(), false, false, '', '', '', '')
       returning id::text`,
      [
        NIL_UUID,
        DEFAULT_AUD,
        user.role,
        user.email,
        user.passwordHash ?? '',
        user.emailConfirmed,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
      ],
    );
    id = rows[0].id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    throw error;
  }
  await insertEmailIdentity(db, id, user.email, user.emailConfirmed);
  return id;
}

/** GoTrue's `email` identity of a user (provider_id = user id), as createNewIdentity writes it. */
export async function insertEmailIdentity(
  db: Queryable,
  userId: string,
  email: string,
  verified: boolean,
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean,
       'phone_verified', false), 'email', now(), now(), now())`,
    [userId, email, verified],
  );
}

/**
 * GoTrue's User.Confirm as the SET items of an `update auth.users`: an unconfirmed address becomes
 * confirmed (its confirmation token spent, `email_verified` in the user metadata); a confirmed one
 * is left as it is.
 */
export const CONFIRM_EMAIL_SET = `
  confirmation_token = case when email_confirmed_at is null then '' else confirmation_token end,
  raw_user_meta_data = case when email_confirmed_at is null
    then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
    else raw_user_meta_data end,
  email_confirmed_at = coalesce(email_confirmed_at, now())`;

/** Column changes accepted by updateUser; names come from this list only. */
export interface UserChanges {
  email?: string;
  encrypted_password?: string;
  raw_user_meta_data?: Json;
  raw_app_meta_data?: Json;
  role?: string;
  confirmEmail?: boolean;
  banned_until?: Date | null;
  last_sign_in_at?: 'now';
}

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (changes.email !== undefined) {
    if (await emailTaken(db, changes.email, id)) throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    sets.push(`email = ${bind(changes.email)}`, `email_change = ''`, `email_change_token_new = ''`);
  }
  if (changes.encrypted_password !== undefined) {
    // GoTrue's UpdatePassword: a new password voids every pending link or code.
    sets.push(
      `encrypted_password = ${bind(changes.encrypted_password)}`,
      `confirmation_token = ''`,
      'confirmation_sent_at = null',
      `recovery_token = ''`,
      'recovery_sent_at = null',
      `email_change_token_current = ''`,
      'email_change_sent_at = null',
      `phone_change_token = ''`,
      'phone_change_sent_at = null',
      `reauthentication_token = ''`,
      'reauthentication_sent_at = null',
    );
    // The e-mail branch above already clears it.
    if (changes.email === undefined) sets.push(`email_change_token_new = ''`);
  }
  if (changes.raw_user_meta_data !== undefined) {
    sets.push(`raw_user_meta_data = ${bind(JSON.stringify(changes.raw_user_meta_data))}::jsonb`);
  }
  if (changes.raw_app_meta_data !== undefined) {
    sets.push(`raw_app_meta_data = ${bind(JSON.stringify(changes.raw_app_meta_data))}::jsonb`);
  }
  if (changes.role !== undefined) sets.push(`role = ${bind(changes.role)}`);
  if (changes.confirmEmail) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  if (changes.banned_until !== undefined) sets.push(`banned_until = ${bind(changes.banned_until)}`);
  if (changes.last_sign_in_at) sets.push('last_sign_in_at = now()');
  await db.query(`update auth.users set ${sets.join(', ')} where id = $1`, params);

  if (changes.email !== undefined || changes.confirmEmail) {
    await db.query(
      `update auth.identities set identity_data = identity_data
         || jsonb_build_object('email', u.email, 'email_verified', u.email_confirmed_at is not null),
         updated_at = now()
       from auth.users u where u.id = $1 and identities.user_id = u.id and identities.provider = 'email'`,
      [id],
    );
  }
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const { affectedRows } = await db.query('delete from auth.users where id = $1', [id]);
  return affectedRows > 0;
}

export async function listUsers(
  db: Queryable,
  options: { page: number; perPage: number; filter: string | null },
): Promise<{ users: Json[]; total: number }> {
  const filter = options.filter ? `%${options.filter.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = `where u.aud = $1 and ($2::text is null or u.email ilike $2 or u.raw_user_meta_data ->> 'full_name' ilike $2)`;
  const count = await db.query<{ total: string | number }>(
    `select count(*) as total from auth.users u ${where}`,
    [DEFAULT_AUD, filter],
  );
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} ${where} order by u.created_at desc, u.id limit $3 offset $4`,
    [DEFAULT_AUD, filter, options.perPage, (options.page - 1) * options.perPage],
  );
  return { users: rows.map((row) => toRecord(row).json), total: Number(count.rows[0].total) };
}

/** GoTrue's answer when a seeded row has NULL where it expects strings (a classic seed mistake). */
export function schemaError(): AuthError {
  return new AuthError(500, 'unexpected_failure', 'Database error querying schema');
}
