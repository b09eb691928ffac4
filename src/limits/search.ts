/**
 * The search of /insights and /cases and the related articles, as the functions of
 * supabase/migrations/*_content_search.sql bound them: the form's schema reads them, and
 * tests/api/content-search.test.ts proves the database refuses past `queryMax` (SQLSTATE
 * `SEARCH_QUERY_TOO_LONG_CODE`) and returns at most `resultsMax`. Lengths are characters (code
 * points, as Postgres counts them).
 */
export const SEARCH_LIMITS = {
  queryMax: 100,
  resultsMax: 24,
  relatedMax: 12,
} as const;

/** What the database answers a query longer than `queryMax` with (string_data_right_truncation). */
export const SEARCH_QUERY_TOO_LONG_CODE = '22001';
