/**
 * The project's keys as the edge runtime gives them to every function: today's secret keys as a
 * JSON dictionary by name (`SUPABASE_SECRET_KEYS`, `{"default": "sb_secret_…"}`), and on a project
 * that still has it the legacy service_role key (`SUPABASE_SERVICE_ROLE_KEY`, a JWT).
 * Pure (takes the variables as a function), so it runs under Deno and Node alike.
 */
export type ReadEnv = (name: string) => string | undefined;

/** Every secret key the project has: the named ones, then the legacy service_role key. */
export function secretKeys(read: ReadEnv): string[] {
  const keys: string[] = [];
  const named = read('SUPABASE_SECRET_KEYS');
  if (named) {
    const parsed: unknown = JSON.parse(named);
    if (parsed && typeof parsed === 'object') {
      const byName = parsed as Record<string, unknown>;
      // The one named `default` first: it is the one the function acts with.
      for (const name of ['default', ...Object.keys(byName)]) {
        const value = byName[name];
        if (typeof value === 'string' && value !== '' && !keys.includes(value)) keys.push(value);
      }
    }
  }
  const legacy = read('SUPABASE_SERVICE_ROLE_KEY');
  if (legacy && !keys.includes(legacy)) keys.push(legacy);
  return keys;
}

/** The key a function acts with on the project's API: the default secret key, else the legacy one. */
export function secretKey(read: ReadEnv): string {
  const [key] = secretKeys(read);
  if (!key)
    throw new Error('Nenhuma chave secreta: SUPABASE_SECRET_KEYS e SUPABASE_SERVICE_ROLE_KEY estão vazias.');
  return key;
}

/**
 * Whether the request presents one of the project's secret keys in `apikey` (how the database, cron
 * jobs and other services call a function with `verify_jwt` off). Compared in constant time.
 */
export function presentsSecretKey(req: Request, keys: string[]): boolean {
  const given = req.headers.get('apikey') ?? '';
  let found = false;
  for (const key of keys) found = constantTimeEqual(given, key) || found;
  return found;
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < right.length; i++) difference |= (left[i] ?? 0) ^ right[i];
  return difference === 0;
}
