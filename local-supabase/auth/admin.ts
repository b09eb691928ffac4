import { Hono } from 'hono';
import type { Services } from '../services.ts';
import { parseGoDuration } from '../go-duration.ts';
import { AuthError, badRequest, notFound } from './errors.ts';
import { adminFactorRoutes } from './mfa.ts';
import { requireAdmin } from './tokens.ts';
import { readBody } from './body.ts';
import {
  checkPassword,
  deleteUser,
  findUserById,
  hashPassword,
  insertUser,
  isUuid,
  listUsers,
  mergeMetadata,
  updateUser,
  validateEmail,
  type UserChanges,
  type UserRecord,
} from './users.ts';

/** GoTrue's ban_duration: "none" lifts the ban, otherwise a Go duration ("24h", "1h30m"). */
export function parseBanDuration(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'none') return null;
  const text = String(value);
  const ms = parseGoDuration(text);
  if (ms === null) {
    throw badRequest(
      'validation_failed',
      'invalid format for ban duration: time: invalid duration "' + text + '"',
    );
  }
  return new Date(Date.now() + ms);
}

const MAX_UINT64 = 2n ** 64n - 1n;

/**
 * `page` / `per_page` as GoTrue's paginate reads them: Go's strconv.ParseUint, whose error GoTrue
 * returns as 400 validation_failed "Bad Pagination Parameters: …". An empty value is the default.
 */
function pagingParam(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const failure = !/^[0-9]+$/.test(value)
    ? 'invalid syntax'
    : BigInt(value) > MAX_UINT64
      ? 'value out of range'
      : null;
  if (failure) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: ${failure}`,
    );
  }
  const parsed = Number(value);
  // GoTrue divides by per_page for its Link header: 0 makes it fail (500) instead of answering.
  if (name === 'per_page' && parsed === 0) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'per_page=0: GoTrue fails on it (its page count divides by zero); local-supabase refuses it',
    );
  }
  return parsed;
}

/** /auth/v1/admin — GoTrue's admin user API, only for a service_role (or supabase_admin) JWT. */
export function adminRoutes(services: Services): Hono {
  const app = new Hono();
  const auth = () => services.project.auth;

  app.use(async (c, next) => {
    await requireAdmin(services, c.req.raw.headers);
    await next();
  });

  async function loadUser(id: string): Promise<UserRecord> {
    if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUserById(services.db, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  app.get('/users', async (c) => {
    const page = pagingParam('page', c.req.query('page'), 1);
    const perPage = pagingParam('per_page', c.req.query('per_page'), 50);
    const { users, total } = await listUsers(services.db, {
      // Its query reads page 0 as the first page (pop's paginator); the Link header keeps 0.
      page: Math.max(page, 1),
      perPage,
      filter: c.req.query('filter') || null,
    });
    const totalPages = Math.ceil(total / perPage);
    const links: string[] = [];
    if (page + 1 <= totalPages) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${totalPages}&per_page=${perPage}>; rel="last"`);
    c.header('x-total-count', String(total));
    c.header('link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/users', async (c) => {
    const body = await readBody(c);
    if (body.phone)
      throw badRequest(
        'phone_provider_disabled',
        'Phone users are not supported: the phone provider is disabled',
      );
    if (body.email === undefined || body.email === '') {
      throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
    }
    const email = validateEmail(body.email);
    const password =
      body.password === undefined || body.password === null || body.password === ''
        ? null
        : checkPassword(body.password, auth().minimumPasswordLength);
    const appMetadata = mergeMetadata({ provider: 'email', providers: ['email'] }, body.app_metadata);
    const userMetadata = mergeMetadata({}, body.user_metadata ?? body.data);
    const bannedUntil = parseBanDuration(body.ban_duration);
    const role = typeof body.role === 'string' && body.role !== '' ? body.role : 'authenticated';
    const passwordHash = password === null ? null : await hashPassword(password);

    const id = await services.db.transaction(async (tx) => {
      const newId = await insertUser(tx, {
        email,
        passwordHash,
        emailConfirmed: body.email_confirm === true,
        userMetadata,
        appMetadata,
        role,
      });
      if (bannedUntil) await updateUser(tx, newId, { banned_until: bannedUntil });
      return newId;
    });
    return c.json((await loadUser(id)).json);
  });

  adminFactorRoutes(app, services, loadUser);

  app.get('/users/:id', async (c) => c.json((await loadUser(c.req.param('id'))).json));

  app.put('/users/:id', async (c) => {
    const user = await loadUser(c.req.param('id'));
    const body = await readBody(c);
    if (body.phone)
      throw badRequest(
        'phone_provider_disabled',
        'Phone users are not supported: the phone provider is disabled',
      );
    const changes: UserChanges = {};
    if (body.email !== undefined && body.email !== '') {
      const email = validateEmail(body.email);
      if (email !== user.email.toLowerCase()) changes.email = email;
    }
    if (body.password !== undefined && body.password !== null && body.password !== '') {
      changes.encrypted_password = await hashPassword(
        checkPassword(body.password, auth().minimumPasswordLength),
      );
    }
    if (body.email_confirm === true) changes.confirmEmail = true;
    if (body.user_metadata !== undefined)
      changes.raw_user_meta_data = mergeMetadata(user.userMetadata, body.user_metadata);
    if (body.app_metadata !== undefined)
      changes.raw_app_meta_data = mergeMetadata(user.appMetadata, body.app_metadata);
    if (typeof body.role === 'string' && body.role !== '') changes.role = body.role;
    const bannedUntil = parseBanDuration(body.ban_duration);
    if (bannedUntil !== undefined) changes.banned_until = bannedUntil;

    await services.db.transaction(async (tx) => {
      await updateUser(tx, user.id, changes);
      // GoTrue's UpdatePassword without a current session signs the user out everywhere.
      if (changes.encrypted_password !== undefined) {
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
    });
    return c.json((await loadUser(user.id)).json);
  });

  app.delete('/users/:id', async (c) => {
    const user = await loadUser(c.req.param('id'));
    const body = await readBody(c, { allowEmpty: true });
    if (body.should_soft_delete === true) {
      throw badRequest(
        'validation_failed',
        'local-supabase does not implement soft deletion (should_soft_delete)',
      );
    }
    await deleteUser(services.db, user.id);
    return c.json({});
  });

  return app;
}
