/**
 * What the staff functions (create-user, manage-user) share: their JSON answers with CORS, the
 * server-side check that the caller is a signed-in, active admin, and the request's frame (CORS
 * preflight, POST only, JSON body, a 500 with the function's message for anything unexpected).
 * Imports only supabase-js, so it runs under Deno (deployed, local-supabase) and Node (API tests).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
} as const;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A refusal: `{ error: '<mensagem em português>' }`, which the admin app shows as is. */
export const fail = (status: number, error: string) => json(status, { error });

const SECOND_FACTOR_NEEDED = 'Confirme o código da verificação em duas etapas antes de gerenciar usuários.';

/** The `aal` claim of a token GoTrue has just verified. */
function assuranceLevel(token: string): string | undefined {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

export interface AdminFunctionMessages {
  missingToken: string;
  invalidToken: string;
  notAdmin: string;
  invalidBody: string;
  methodNotAllowed: string;
  internal: string;
}

export interface AdminFunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

/** What a staff function's action gets: the service-role client, the admin calling, the JSON body. */
export interface AdminRequest {
  admin: SupabaseClient;
  callerId: string;
  body: unknown;
}

/**
 * A staff function's handler: answers the preflight and refuses other methods than POST, checks the
 * caller (adminCaller), reads the JSON body, then runs `act`; anything it throws is logged and
 * answered with 500 and `messages.internal`.
 */
export function adminFunction(
  name: string,
  env: AdminFunctionEnv,
  messages: AdminFunctionMessages,
  act: (request: AdminRequest) => Promise<Response>,
): (req: Request) => Promise<Response> {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  } as const;
  let service: SupabaseClient | undefined;
  const admin = () => (service ??= createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, options));

  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { status: 200, headers: CORS_HEADERS });
    if (req.method !== 'POST') return fail(405, messages.methodNotAllowed);
    try {
      const caller = await adminCaller(admin(), req, messages);
      if (caller instanceof Response) return caller;
      let body: unknown;
      try {
        body = await req.json();
      } catch {
        return fail(400, messages.invalidBody);
      }
      return await act({ admin: admin(), callerId: caller.id, body });
    } catch (error) {
      console.error(`${name}:`, error);
      return fail(500, messages.internal);
    }
  };
}

/**
 * The caller's user id when the request carries the token of an active admin whose session still
 * exists; otherwise the refusal to answer with (401 without a valid token, 403 for anyone else).
 */
async function adminCaller(
  admin: SupabaseClient,
  req: Request,
  messages: Pick<AdminFunctionMessages, 'missingToken' | 'invalidToken' | 'notAdmin'>,
): Promise<{ id: string } | Response> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return fail(401, messages.missingToken);
  // GoTrue checks the signature, the user and that the token's session still exists.
  const { data: caller, error: callerError } = await admin.auth.getUser(token);
  if (callerError || !caller?.user) return fail(401, messages.invalidToken);

  const { data: profile, error: profileError } = await admin
    .from('profiles')
    .select('tipo, desativado_em')
    .eq('id', caller.user.id)
    .maybeSingle();
  if (profileError) throw profileError;
  if (profile?.tipo !== 'admin' || profile.desativado_em !== null) return fail(403, messages.notAdmin);
  // As the database's private.is_admin(): with an authenticator app, only a session verified with it.
  const hasFactor = (caller.user.factors ?? []).some((factor) => factor.status === 'verified');
  if (hasFactor && assuranceLevel(token) !== 'aal2') return fail(403, SECOND_FACTOR_NEEDED);
  return { id: caller.user.id };
}
