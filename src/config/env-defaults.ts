/**
 * Public demo values of a local Supabase stack (`supabase start` and our `local-supabase/` use the
 * same URL and publishable key). They are NOT secrets: the publishable key is the well-known local
 * one, and only works against a local stack.
 *
 * Kept in a plain module (no `import.meta.env`) so `vite.config.ts` can import it in Node to warn at
 * build time when a build falls back to them.
 */
export const DEMO_ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  VITE_SITE_URL: 'http://127.0.0.1:4173',
} as const;

export type PublicEnvKey = keyof typeof DEMO_ENV;

export const PUBLIC_ENV_KEYS = Object.keys(DEMO_ENV) as PublicEnvKey[];

/**
 * The name the publishable key had while Supabase projects used the legacy anon key (a JWT). Still
 * read when the new name is absent, with a deprecation message at build time (`vite.config.ts`).
 */
export const LEGACY_KEY_NAME = 'VITE_SUPABASE_ANON_KEY';

export const LEGACY_KEY_MESSAGE =
  `${LEGACY_KEY_NAME} está obsoleta: renomeie-a para VITE_SUPABASE_PUBLISHABLE_KEY e use a chave ` +
  'publicável do projeto (sb_publishable_…; Project Settings → API Keys). A chave anon antiga ainda ' +
  'funciona até o Supabase desativá-la.';

/** The publishable key of a set of variables: the new name, else the legacy one. */
export function publishableKeyOf(source: Partial<Record<string, unknown>>): string | undefined {
  for (const name of ['VITE_SUPABASE_PUBLISHABLE_KEY', LEGACY_KEY_NAME]) {
    const value = source[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/**
 * Optional public settings, defaulted without a warning. `VITE_SUPABASE_IMAGE_TRANSFORMATIONS`:
 * `on` when the Supabase project serves resized images (`/storage/v1/render/image`; hosted: Pro
 * plan and above, locally config.toml's `[storage.image_transformation]`), `off` when it does not:
 * the site then shows stored images as they are and shrinks uploads before sending them.
 */
export const OPTIONAL_ENV = {
  VITE_SUPABASE_IMAGE_TRANSFORMATIONS: 'on',
} as const;
