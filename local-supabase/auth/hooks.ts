import crypto from 'node:crypto';

import type { Services } from '../services.ts';
import { AuthError, badRequest } from './errors.ts';

/** GoTrue's default time for a Postgres hook (hookspgfunc.defaultTimeout). */
const HOOK_TIMEOUT_MS = 2000;
const DEFAULT_REJECTION = 'Further password verification attempts will be rejected.';

interface PasswordHookOutput {
  decision?: string;
  message?: string;
  should_logout_user?: boolean;
  error?: { http_code?: number; message?: string };
}

/**
 * Supabase Auth's password verification attempt hook, as GoTrue runs it (api/token.go,
 * hooks/hookspgfunc): after the password was checked for an existing, unbanned account, in its own
 * transaction as supabase_auth_admin with a 2 s statement timeout, `select <function>(<event>)`.
 * A `reject` decision refuses the sign-in (400, the hook's message) and may end the person's
 * sessions; `{ error: { message } }` or a failing function answers an error.
 */
export async function passwordVerificationAttempt(
  services: Services,
  userId: string,
  valid: boolean,
  ip: string | null,
): Promise<void> {
  const hook = services.project.auth.hooks.passwordVerificationAttempt;
  if (!hook) return;
  const event = {
    metadata: {
      uuid: crypto.randomUUID(),
      time: new Date().toISOString(),
      name: 'password-verification',
      ...(ip ? { ip_address: ip } : {}),
    },
    user_id: userId,
    valid,
  };
  let output: PasswordHookOutput;
  try {
    output = await services.db.transaction(
      async (tx) => {
        const { rows } = await tx.query<{ output: unknown }>(
          `select ${hook.functionName}($1::jsonb)::jsonb as output`,
          [JSON.stringify(event)],
        );
        return (rows[0]?.output ?? {}) as PasswordHookOutput;
      },
      { statementTimeoutMs: HOOK_TIMEOUT_MS },
    );
  } catch (error) {
    console.error(`local-supabase: auth hook ${hook.uri} failed:`, error);
    throw new AuthError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`);
  }
  if (output.error?.message) {
    throw new AuthError(
      (output.error.http_code || 500) as AuthError['status'],
      output.error.http_code && output.error.http_code !== 500 ? 'unknown' : 'unexpected_failure',
      output.error.message,
    );
  }
  if (output.decision === 'reject') {
    if (output.should_logout_user) {
      await services.db.query('delete from auth.sessions where user_id = $1', [userId]);
    }
    throw badRequest('invalid_credentials', output.message || DEFAULT_REJECTION);
  }
}
