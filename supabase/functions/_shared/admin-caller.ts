/**
 * What the staff functions (create-user, manage-user) share: their JSON answers with CORS, and the
 * server-side check that the caller is a signed-in, active admin. Imports only supabase-js types,
 * so it runs under Deno (deployed, local-supabase) and Node (API tests) alike.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

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

export interface CallerMessages {
  missingToken: string;
  invalidToken: string;
  notAdmin: string;
}

/**
 * The caller's user id when the request carries the token of an active admin whose session still
 * exists; otherwise the refusal to answer with (401 without a valid token, 403 for anyone else).
 */
export async function adminCaller(
  admin: SupabaseClient,
  req: Request,
  messages: CallerMessages,
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
  return { id: caller.user.id };
}
