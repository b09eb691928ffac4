-- Shared helpers: the slug rule, URL checks, the generic "derive slug" trigger.
-- Every function pins search_path to '' and schema-qualifies what it uses.

-- Slug rule: lowercase, strip accents, drop anything that is not a letter, digit,
-- space or hyphen, spaces become hyphens, repeated hyphens collapse, edge hyphens are trimmed.
-- translate() instead of the unaccent extension so it behaves the same on every Postgres
-- (hosted, `supabase start`, PGlite). Accents are mapped before lower(), because lower() under
-- the C collation only folds ASCII.
create or replace function public.slugify(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(
    pg_catalog.regexp_replace(
      pg_catalog.regexp_replace(
        pg_catalog.regexp_replace(
          pg_catalog.lower(
            pg_catalog.translate(
              value,
              'ÁÀÂÃÄÅĀĂĄáàâãäåāăąÇĆČçćčĎďÉÈÊËĒĖĘĚéèêëēėęěÍÌÎÏĪĮİíìîïīįıÑŃŇñńňÓÒÔÕÖØŌŐóòôõöøōőŔŘŕřŚŠŞśšşŤťÚÙÛÜŪŮŰŲúùûüūůűųÝŸýÿŽŹŻžźż',
              'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeIIIIIIIiiiiiiiNNNnnnOOOOOOOOooooooooRRrrSSSsssTtUUUUUUUUuuuuuuuuYYyyZZZzzz'
            )
          ),
          '[^a-z0-9[:space:]-]', '', 'g'
        ),
        '[[:space:]]+', '-', 'g'
      ),
      '-{2,}', '-', 'g'
    ),
    '-'
  )
$$;

comment on function public.slugify(text) is
  'Slug rule: lowercase, no accents, only a-z 0-9 and single hyphens, no edge hyphens.';

-- http(s)-only links: absolute http:// or https:// URL with a host, no whitespace or
-- control characters, at most 2048 characters. NULL is "no value" and passes (columns are optional).
create or replace function public.is_http_url(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
      or (pg_catalog.length(value) <= 2048
          and value ~* '^https?://[^[:space:][:cntrl:]/?#@]+(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]]*)?$')
$$;

-- Every entry of an image list is an http(s) URL; the list is NULL or has 1..20 entries
-- ("null when empty", never '{}').
create or replace function public.are_http_urls(value text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
      or (pg_catalog.cardinality(value) between 1 and 20
          and pg_catalog.array_position(value, null) is null
          and (select pg_catalog.bool_and(public.is_http_url(entry)) from pg_catalog.unnest(value) as entry))
$$;

-- BEFORE INSERT OR UPDATE trigger: fills `slug` from the column named in TG_ARGV[0] when no slug
-- is given (null or blank). A derived slug that is already taken gets a numeric suffix (-2, -3…);
-- a slug given explicitly is normalised with the same rule (a path-like legacy insight slug
-- containing '/' is kept as given) and a clash then fails with the unique constraint (23505).
create or replace function public.set_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  source_column text := tg_argv[0];
  base text;
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if new.slug is not null and pg_catalog.btrim(new.slug) <> '' then
    if pg_catalog.strpos(new.slug, '/') = 0 then
      new.slug := public.slugify(new.slug);
    end if;
    return new;
  end if;

  base := public.slugify(pg_catalog.to_jsonb(new) ->> source_column);
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
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end
$$;

comment on function public.set_slug() is
  'Trigger: slug := slugify(<TG_ARGV[0]>) when no slug is given; unique by numeric suffix.';

-- Helpers are callable by everyone (constraints and policies use them).
revoke all on function public.slugify(text), public.is_http_url(text), public.are_http_urls(text[]) from public;
grant execute on function public.slugify(text), public.is_http_url(text), public.are_http_urls(text[])
  to anon, authenticated, service_role;
revoke all on function public.set_slug() from public, anon, authenticated;
