-- Where the database and the forms disagreed (found by supabase/tests/limits-parity.test.ts), the
-- database side is fixed here. `create or replace` keeps each function's owner and privileges:
-- nothing is granted.

------------------------------------------------------------------------------------------
-- is_http_url: the same link rule as the forms (src/limits/http-url.ts + src/lib/url.ts).
------------------------------------------------------------------------------------------
-- Before, "no whitespace or control characters" depended on the server's locale ([:space:] and
-- [:cntrl:] cover only ASCII under the C collation), and the host part took any character, colons
-- included, so the database stored links the forms refuse and browsers cannot open: a no-break
-- space in the path, 'https://x.com:99999', 'https://a:b:c', 'https://x<y.com'. Now Unicode
-- spaces and C1 controls are named explicitly, the host has no ':' (only the port follows one),
-- nor the characters a browser refuses in a host, and the port is at most 65535.
create or replace function private.is_http_url(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
      or (pg_catalog.length(value) <= 2048
          and value ~* '^https?://[^[:space:][:cntrl:]/?#@:<>^|\[\]]+(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$'
          and value !~ '[\u0080-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
          and coalesce(pg_catalog.substring(value, '^[^:]+://[^/?#:]+:([0-9]{1,5})')::integer, 0) <= 65535)
$$;

------------------------------------------------------------------------------------------
-- set_slug: a derived slug with its numeric suffix still fits the slug columns (200 characters).
------------------------------------------------------------------------------------------
-- Before, a 200-character title (which every form accepts) whose slug was already taken got
-- '<200 characters>-2', which the slug CHECK refused: the case create form failed with a
-- constraint error. Now the base is shortened to make room for the suffix.
create or replace function private.set_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  source_column text := tg_argv[0];
  -- The length limit of every slug column (their CHECKs; SLUG_MAX_LENGTH in src/limits/slug.ts).
  max_length constant integer := 200;
  base text;
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if new.slug is not null and pg_catalog.btrim(new.slug) <> '' then
    if pg_catalog.strpos(new.slug, '/') = 0 then
      new.slug := private.slugify(new.slug);
    end if;
    return new;
  end if;

  base := private.slugify(pg_catalog.to_jsonb(new) ->> source_column);
  if base is null or base = '' then
    -- Nothing usable in the source (null, blank or only punctuation): fall back to the row id,
    -- so a missing title is reported by the title's own constraint, not by the slug's.
    base := pg_catalog.left(pg_catalog.replace((pg_catalog.to_jsonb(new) ->> 'id'), '-', ''), 8);
  end if;

  candidate := base;
  loop
    execute pg_catalog.format(
      'select exists (select 1 from %I.%I where slug = $1 and id is distinct from $2)',
      tg_table_schema, tg_table_name
    ) into taken using candidate, new.id;
    exit when not taken;
    n := n + 1;
    candidate := pg_catalog.rtrim(pg_catalog.left(base, max_length - pg_catalog.length('-' || n)), '-') || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end
$$;
