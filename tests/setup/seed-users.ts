/** The staff accounts supabase/seed.sql creates (local demo passwords, printed by `npm run dev`). */
export const SEED_ADMIN = { email: 'admin@salto.local', password: 'admin-local-123' } as const;
export const SEED_EDITOR = { email: 'editor@salto.local', password: 'editor-local-123' } as const;
