/**
 * What the staff functions (create-user, manage-user) share: their JSON answers with CORS, the
 * server-side check that the caller is a signed-in, active admin, and the request's frame (CORS
 * preflight, POST only, JSON body, a 500 with the function's message for anything unexpected).
 * They run with `verify_jwt = false` (config.toml), as Supabase advises with JWT signing keys: the
 * caller's token is verified here, against the project's JWKS.
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

const SECOND_FACTOR_NEEDED =
  'Confirme o código da verificação em duas etapas (ou ative-a, se a equipe a exige) antes de gerenciar usuários.';

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

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
  /** The project's secret key (project-keys.ts: the default secret key, else the legacy service_role key). */
  SUPABASE_SECRET_KEY: string;
}

/** What a staff function's action gets: the service-role client, the admin calling, the JSON body. */
export interface AdminRequest {
  admin: SupabaseClient;
  callerId: string;
  body: unknown;
  /** Adds an entry to the audit trail (public.audit_events) in the calling admin's name. */
  record: (entry: AuditEntry) => Promise<void>;
}

/** An audit trail entry about a staff account (its kinds: the table's check constraint). */
export interface AuditEntry {
  kind: string;
  user: { id: string; email: string };
  details?: Record<string, unknown>;
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
  let service: SupabaseClient | undefined;
  const admin = () => (service ??= createClient(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, CLIENT_OPTIONS));

  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { status: 200, headers: CORS_HEADERS });
    if (req.method !== 'POST') return fail(405, messages.methodNotAllowed);
    try {
      const caller = await adminCaller(admin(), env, req, messages);
      if (caller instanceof Response) return caller;
      let body: unknown;
      try {
        body = await req.json();
      } catch {
        return fail(400, messages.invalidBody);
      }
      const record = async ({ kind, user, details = {} }: AuditEntry) => {
        const { error } = await admin().from('audit_events').insert({
          actor_id: caller.id,
          actor_email: caller.email,
          kind,
          subject_type: 'user',
          subject_id: user.id,
          subject_label: user.email,
          details,
        });
        if (error) throw error;
      };
      return await act({ admin: admin(), callerId: caller.id, body, record });
    } catch (error) {
      console.error(`${name}:`, error);
      return fail(500, messages.internal);
    }
  };
}

/**
 * The caller's id and e-mail when the request carries the token of someone who holds admin rights
 * now; otherwise the refusal to answer with (401 without a valid token, 403 for anyone else).
 */
async function adminCaller(
  admin: SupabaseClient,
  env: AdminFunctionEnv,
  req: Request,
  messages: Pick<AdminFunctionMessages, 'missingToken' | 'invalidToken' | 'notAdmin'>,
): Promise<{ id: string; email: string } | Response> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return fail(401, messages.missingToken);
  // The signature, against the project's signing keys (the JWKS, cached by supabase-js; a legacy
  // HS256 token is checked by GoTrue): a forged or expired token goes no further.
  const { data: verified, error: verifyError } = await admin.auth.getClaims(token);
  if (verifyError || !verified) return fail(401, messages.invalidToken);
  // Then GoTrue: the user exists and the token's session was not ended (signed out, revoked).
  const { data: caller, error: callerError } = await admin.auth.getUser(token);
  if (callerError || caller?.user?.id !== verified.claims.sub) return fail(401, messages.invalidToken);

  const { data: profile, error: profileError } = await admin
    .from('profiles')
    .select('tipo, desativado_em')
    .eq('id', caller.user.id)
    .maybeSingle();
  if (profileError) throw profileError;
  if (profile?.tipo !== 'admin' || profile.desativado_em !== null) return fail(403, messages.notAdmin);
  // The rest of the rule (second factor, the team's requirement) is the database's: asked with the
  // caller's own token, as the admin app's requests are.
  const asCaller = createClient(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    ...CLIENT_OPTIONS,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { data: rights, error: rightsError } = await asCaller.rpc('admin_rights');
  if (rightsError) throw rightsError;
  if (rights !== true) return fail(403, SECOND_FACTOR_NEEDED);
  return { id: caller.user.id, email: caller.user.email ?? '' };
}
