/**
 * The API keys the suites use: today's publishable and secret keys, as a Supabase project created
 * today; or, with `TEST_API_KEYS=legacy` (the legacy pass of `npm test`, which also sets
 * `LOCAL_SUPABASE_SESSION_SIGNING=legacy-secret` for HS256 sessions), the legacy anon and
 * service_role keys, as a project that never moved to the new keys.
 */
import {
  DEMO_ANON_KEY,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
} from '../../local-supabase/config.ts';

export const LEGACY_KEYS = process.env.TEST_API_KEYS === 'legacy';
if (process.env.TEST_API_KEYS && !LEGACY_KEYS) {
  throw new Error(`TEST_API_KEYS must be 'legacy' or unset (got '${process.env.TEST_API_KEYS}')`);
}

/** What the site and visitors present: the publishable key (or the legacy anon key). */
export const PUBLIC_KEY = LEGACY_KEYS ? DEMO_ANON_KEY : DEMO_PUBLISHABLE_KEY;
/** What servers present: the secret key (or the legacy service_role key). */
export const SECRET_KEY = LEGACY_KEYS ? DEMO_SERVICE_ROLE_KEY : DEMO_SECRET_KEY;
