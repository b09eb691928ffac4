import { Hono, type Context } from 'hono';
import { readBody, stringField } from './body.ts';
import type { Services } from '../services.ts';
import { passwordVerificationAttempt } from './hooks.ts';
import { AuthError, authErrorResponse, badRequest, unprocessable } from './errors.ts';
import { adminRoutes } from './admin.ts';
import { clientIp } from '../http/client-ip.ts';
import { RateLimiter, type LimiterName } from './rate-limit.ts';
import { mfaRoutes } from './mfa.ts';
import { recoveryRoutes } from './recovery.ts';
import { authorizePasswordChange, reauthenticationRoutes } from './reauthentication.ts';
import { referrer } from './redirect.ts';
import { sendEmailChange } from './email-change.ts';
import { verifyRoutes } from './verify.ts';
import { authenticate, refreshTokenGrant, startSession, type ClientInfo } from './tokens.ts';
import {
  checkPassword,
  DUPLICATE_EMAIL_MSG,
  emailTaken,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  mergeMetadata,
  passwordMatches,
  schemaError,
  updateUser,
  validateEmail,
} from './users.ts';

/** A person with a verified factor whose session has not been verified with it (aal1). */
async function needsSecondFactor(
  db: Services['db'],
  userId: string,
  sessionId: string | null,
): Promise<boolean> {
  const { rows } = await db.query<{ needs: boolean }>(
    `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified')
       and coalesce((select aal::text from auth.sessions where id = $2::uuid), 'aal1') <> 'aal2' as needs`,
    [userId, sessionId],
  );
  return rows[0].needs;
}

function clientInfo(c: Context, services: Services): ClientInfo {
  return { userAgent: c.req.header('user-agent') ?? null, ip: clientIp(c, services.config) };
}

const INVALID_LOGIN = 'Invalid login credentials';

/** Every external provider GoTrue lists in /settings; only e-mail is on here. */
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'email',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'phone',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'x',
  'zoom',
];

/** /auth/v1 — GoTrue's password, refresh, user, logout, signup, recovery, settings and admin endpoints. */
export function authRoutes(services: Services): Hono {
  const app = new Hono();
  const auth = () => services.project.auth; // read per request: tests may change it on a running server
  const limiter = new RateLimiter(() => auth().rateLimit, services.config.authRateLimitMultiplier);
  const limit = (c: Context, name: LimiterName) => limiter.take(name, clientIp(c, services.config));

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    console.error(error);
    return authErrorResponse(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  // GoTrue's WellKnownJwks: the public signing keys (none while sessions use the legacy secret).
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(services.keys.jwks);
  });

  app.get('/health', (c) =>
    c.json({
      version: 'local-supabase',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
      disable_signup: !auth().enableSignup,
      mailer_autoconfirm: !auth().email.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
    // GoTrue's Token handler: the grant type is known, then the limit, then the body.
    limit(c, 'token');
    const body = await readBody(c);
    if (grantType === 'refresh_token') return c.json(await refreshTokenGrant(services, body.refresh_token));

    const { email, phone, password } = body;
    if (email && phone) {
      throw unprocessable(
        'validation_failed',
        'Only an email address or phone number should be provided on login.',
      );
    }
    if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (typeof email !== 'string' || email === '')
      throw badRequest('validation_failed', 'missing email or phone');

    const user = await findUserByEmail(services.db, email);
    const given = typeof password === 'string' ? password : '';
    if (!user) {
      // As slow as a wrong password, so the answer's timing does not tell which e-mails exist.
      await passwordMatches(given, null);
      throw badRequest('invalid_credentials', INVALID_LOGIN);
    }
    if (user.hasNullTokenColumns) throw schemaError();
    if (user.banned) throw badRequest('user_banned', 'User is banned');
    const valid = (await passwordMatches(given, user.encryptedPassword)) && typeof password === 'string';
    await passwordVerificationAttempt(services, user.id, valid, clientInfo(c, services).ip);
    if (!valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
    if (!user.emailConfirmed) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return c.json(
      await services.db.transaction((tx) => startSession(services, tx, user.id, clientInfo(c, services))),
    );
  });

  app.post('/signup', async (c) => {
    // GoTrue reads the body, counts the request, and only then looks at whether signup is allowed.
    const body = await readBody(c);
    if (body.email || body.phone) limit(c, 'signups');
    if (!auth().enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (auth().email.enableConfirmations) {
      throw new Error(
        'local-supabase does not implement sign-up confirmation e-mails (enable_confirmations)',
      );
    }
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const email = validateEmail(body.email);
    if (typeof body.password !== 'string' || body.password === '') {
      throw unprocessable('validation_failed', 'Signup requires a valid password');
    }
    const password = checkPassword(body.password, auth().minimumPasswordLength);
    const userMetadata = mergeMetadata({}, body.data);
    const passwordHash = await hashPassword(password);
    const response = await services.db.transaction(async (tx) => {
      if (await emailTaken(tx, email)) throw unprocessable('user_already_exists', 'User already registered');
      const id = await insertUser(tx, {
        email,
        passwordHash,
        emailConfirmed: true, // mailer_autoconfirm: enable_confirmations is false here
        userMetadata,
        appMetadata: { provider: 'email', providers: ['email'] },
        role: 'authenticated',
      });
      return startSession(services, tx, id, clientInfo(c, services));
    });
    return c.json(response);
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await authenticate(services, c.req.raw.headers);
    if (scope === 'global' || !sessionId) {
      await services.db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await services.db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await services.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
    }
    return c.body(null, 204);
  });

  app.get('/user', async (c) => {
    const { user } = await authenticate(services, c.req.raw.headers);
    return c.json(user.json);
  });

  app.put('/user', async (c) => {
    const { user, sessionId } = await authenticate(services, c.req.raw.headers);
    limit(c, 'user');
    const body = await readBody(c);
    if (body.phone !== undefined && body.phone !== '' && body.phone !== user.phone) {
      throw unprocessable(
        'phone_provider_disabled',
        'Phone updates are not supported: the phone provider is disabled',
      );
    }
    // GoTrue's UserUpdate, in its order: each field's own check, the second factor, a taken
    // address, what a new password needs; then the changes, in one transaction.
    const email = body.email !== undefined && body.email !== '' ? validateEmail(body.email) : null;
    const newEmail = email !== null && email !== user.email.toLowerCase() ? email : null;
    const password =
      body.password !== undefined && body.password !== null
        ? checkPassword(body.password, auth().minimumPasswordLength)
        : null;
    const given = {
      nonce: stringField(body, 'nonce', 'UserUpdateParams'),
      currentPassword: stringField(body, 'current_password', 'UserUpdateParams'),
    };
    const userMetadata = body.data !== undefined ? mergeMetadata(user.userMetadata, body.data) : undefined;
    if (
      (newEmail !== null || password !== null) &&
      (await needsSecondFactor(services.db, user.id, sessionId))
    ) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (newEmail !== null && (await emailTaken(services.db, newEmail, user.id))) {
      throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    }
    let passwordHash: string | undefined;
    if (password !== null) {
      await authorizePasswordChange(services, user, sessionId, given);
      if (await passwordMatches(password, user.encryptedPassword)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password);
    }

    await services.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { encrypted_password: passwordHash, raw_user_meta_data: userMetadata });
      if (passwordHash !== undefined) {
        // GoTrue's UpdatePassword signs out every other session of the user.
        await tx.query(
          'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
          [user.id, sessionId],
        );
      }
      // A new address is only asked for: it replaces the old one once /verify takes its link(s).
      if (newEmail !== null) {
        const redirectTo = referrer(auth(), c.req.query('redirect_to'), c.req.header('referer'));
        await sendEmailChange(services, tx, user, newEmail, redirectTo);
      }
    });
    const updated = await findUserById(services.db, user.id);
    return c.json(updated!.json);
  });

  mfaRoutes(
    app,
    services,
    (c, name) => limit(c, name),
    (c) => clientIp(c, services.config),
  );
  recoveryRoutes(app, services, (c, name) => limit(c, name));
  verifyRoutes(
    app,
    services,
    (c, name) => limit(c, name),
    (c) => clientInfo(c, services),
  );
  reauthenticationRoutes(app, services);

  app.route('/admin', adminRoutes(services));
  return app;
}
