/**
 * The slug columns' CHECKs (categorias, cases_nichos, cases, insights): lowercase a-z 0-9 and single
 * inner hyphens, at most 200 characters. Import-free, so it moves with whichever data layer owns it.
 */
export const SLUG_MAX_LENGTH = 200;

/** `^[a-z0-9]+(-[a-z0-9]+)*$` of `<table>_slug_check`. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
