/**
 * The slug rule (docs/product.md, "Addresses"), the same as the database's `public.slugify()` (which derives slugs when
 * a form sends none): lowercase, no accents, only a-z 0-9 and single hyphens, no edge hyphens.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
