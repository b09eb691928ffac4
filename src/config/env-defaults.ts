/**
 * Public demo values of a local Supabase stack (`supabase start` and our `local-supabase/` use the
 * same URL and anon key). They are NOT secrets: the anon key is the well-known demo key, signed with
 * the public demo JWT secret, and only works against a local stack.
 *
 * Kept in a plain module (no `import.meta.env`) so `vite.config.ts` can import it in Node to warn at
 * build time when a build falls back to them.
 */
export const DEMO_ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  VITE_SITE_URL: 'http://127.0.0.1:4173',
} as const;

export type PublicEnvKey = keyof typeof DEMO_ENV;

export const PUBLIC_ENV_KEYS = Object.keys(DEMO_ENV) as PublicEnvKey[];

/**
 * Optional public settings, defaulted without a warning. `VITE_SUPABASE_IMAGE_TRANSFORMATIONS`:
 * `on` when the Supabase project serves resized images (`/storage/v1/render/image`; hosted: Pro
 * plan and above, locally config.toml's `[storage.image_transformation]`), `off` when it does not:
 * the site then shows stored images as they are and shrinks uploads before sending them.
 */
export const OPTIONAL_ENV = {
  VITE_SUPABASE_IMAGE_TRANSFORMATIONS: 'on',
} as const;
