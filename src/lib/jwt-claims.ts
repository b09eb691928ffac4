/**
 * The claims of an access token Supabase Auth issued, read without checking the signature: only
 * to decide what the interface shows (the database and Supabase Auth verify every token).
 */
export function readJwtClaims(token: string): { aal?: string; amr?: { method?: string }[] } | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload)) as { aal?: string; amr?: { method?: string }[] };
  } catch {
    return null;
  }
}
