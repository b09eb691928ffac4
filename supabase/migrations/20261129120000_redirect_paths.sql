-- Redirect paths are ASCII only: RFC 3986 path characters, anything else percent-encoded. The rule
-- before refused spaces and controls by the database's [[:space:]] and [[:cntrl:]] classes, which
-- leave out U+00A0, U+2000..U+200F, U+2028/9, U+202F, U+205F, U+3000, U+FEFF and the bidi
-- controls; the hosts' `_redirects` parsers split a line's fields on JavaScript's \s, which holds
-- most of them, so a from_path '/x<U+00A0>https:evil.example' became a redirect off the site. Now
-- no raw non-ASCII character is stored at all: the admin's form percent-encodes letters with
-- accents (src/lib/site-path.ts, `canonicalPath`) and refuses invisible ones.
--
-- A path: '/' or '/'-separated non-empty segments of RFC 3986 path characters but '*' (a
-- `_redirects` wildcard) and %XX escapes with upper-case digits; no segment starting with ':' (a
-- `_redirects` placeholder), no '.' or '..' segment; no escape of an unreserved character (it is
-- written as itself, so a '.' segment cannot hide as %2E), of '/' or '\' (hosts split segments
-- there) or of a control character; at most 500 characters. The same grammar is
-- `isRedirectPath` in src/lib/site-path.ts.
--
-- NOT VALID: rows stored under the old rule stay readable; every new or changed row is checked.
-- The build leaves out, and names in its log, a stored row that breaks the rule
-- (scripts/build/content-routes.ts).

alter table public.redirects
  drop constraint redirects_from_path_check,
  drop constraint redirects_to_path_check;

create or replace function private.is_site_path(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(value) <= 500
     and value ~ '^(/|(/([A-Za-z0-9._~!$&''()+,;=:@-]|%[0-9A-F]{2})+)+)$'
     and value !~ '/:'
     and value !~ '(^|/)\.\.?(/|$)'
     and value !~ '%([01][0-9A-F]|2[DEF]|3[0-9]|[46][1-9A-F]|[57][0-9A]|5[CF]|7[EF])'
$$;

alter table public.redirects
  add constraint redirects_from_path_check check (private.is_site_path(from_path) and from_path <> '/') not valid,
  add constraint redirects_to_path_check check (private.is_site_path(to_path)) not valid;
