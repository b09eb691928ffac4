import path from 'node:path';

/**
 * The same values `supabase start` uses, so `.env.example` works against hosted-like
 * local stacks and this stand-in alike. These are public demo values, never production secrets.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** Today's keys, as `supabase start` prints them: publishable (replaces anon) and secret (replaces service_role). */
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * How sessions are signed: with an asymmetric signing key (ES256; `[auth] signing_keys_path`, else
 * one local-supabase makes and keeps in the data directory), as a project created today; or with
 * the legacy JWT secret (HS256), as a project that never moved to signing keys.
 */
export type SessionSigning = 'signing-key' | 'legacy-secret';

export interface Config {
  host: string;
  port: number;
  /** Public base URL of this API, used in storage public URLs. */
  apiUrl: string;
  jwtSecret: string;
  /** Legacy API keys: JWTs signed with `jwtSecret`. */
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  sessionSigning: SessionSigning;
  /** Project root: where `supabase/` lives. */
  projectRoot: string;
  /** Directory for PGlite data and storage files; null keeps everything in memory. */
  dataDir: string | null;
  /** Any Postgres instead of PGlite. */
  databaseUrl: string | null;
  /** Largest request body accepted, in bytes (storage uploads need 10 MB plus multipart overhead). */
  maxBodyBytes: number;
  logRequests: boolean;
  /**
   * Scales every `/auth/v1` rate limit (bucket size and refill rate); 1 = config.toml's limits as
   * GoTrue applies them. The test suites sign in from 127.0.0.1 far more often than a person could.
   */
  authRateLimitMultiplier: number;
  /**
   * Key rate limits by the first `X-Forwarded-For` entry instead of the socket address. Only behind
   * a proxy that sets it: otherwise any client picks its own key.
   */
  trustForwardedFor: boolean;
  /**
   * Function secrets over config.toml's `[edge_runtime.secrets]` (what `supabase secrets set` does on
   * hosted): the suites give the functions theirs, e.g. the site's address on a random port.
   */
  functionSecrets: Record<string, string>;
  /** Largest JSON body a `/rest/v1` response may have, in bytes (larger ones are refused with 400). */
  maxResponseBytes: number;
  /**
   * Ports of the local inbox (inbox/: SMTP in, Mailpit's API and a web page out, on `host`), 0 for any
   * free one; null starts none. index.ts passes config.toml's [local_smtp] ports; the test suites,
   * which start many servers at once, leave it off. Once started, the ports in use.
   */
  inbox: { port: number; smtpPort: number } | null;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const env = process.env;
  const port = Number(overrides.port ?? env.LOCAL_SUPABASE_PORT ?? 54321);
  const host = overrides.host ?? env.LOCAL_SUPABASE_HOST ?? '127.0.0.1';
  const projectRoot = overrides.projectRoot ?? path.resolve(import.meta.dirname, '..');
  return {
    host,
    port,
    apiUrl: `http://${host}:${port}`,
    jwtSecret: DEMO_JWT_SECRET,
    anonKey: DEMO_ANON_KEY,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    publishableKey: DEMO_PUBLISHABLE_KEY,
    secretKey: DEMO_SECRET_KEY,
    sessionSigning: sessionSigningOf(env.LOCAL_SUPABASE_SESSION_SIGNING),
    projectRoot,
    dataDir: path.join(projectRoot, '.data'),
    databaseUrl: env.DATABASE_URL || null,
    maxBodyBytes: 12 * 1024 * 1024,
    logRequests: env.LOCAL_SUPABASE_LOG !== '0',
    authRateLimitMultiplier: 1,
    trustForwardedFor: env.LOCAL_SUPABASE_TRUST_FORWARDED_FOR === '1',
    functionSecrets: {},
    maxResponseBytes: 32 * 1024 * 1024,
    inbox: null,
    ...overrides,
  };
}

function sessionSigningOf(value: string | undefined): SessionSigning {
  if (!value) return 'signing-key';
  if (value === 'signing-key' || value === 'legacy-secret') return value;
  throw new Error(`LOCAL_SUPABASE_SESSION_SIGNING must be 'signing-key' or 'legacy-secret' (got '${value}')`);
}
