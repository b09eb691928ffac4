-- The admin's lead list and its CSV export read leads on the server, a page at a time, so they
-- stay correct past the API's max_rows (1 000) and fast at 100 000 leads.
--
-- Search: `busca` holds name, e-mail, company and phone in the form the admin's search box sends
-- (src/lib/text.ts `searchable`): accents removed (NFD, then the combining marks U+0300–U+036F
-- dropped) and lower case, one field per line, so a search never matches across two fields (no
-- field holds a line break). The app filters with `busca like '%…%'`: a case-sensitive match on
-- text already folded is a plain substring scan, several times faster than `ilike` or than
-- folding every row per query. `unaccent` and `pg_trgm` would be the usual tools, but PGlite
-- (local-supabase's engine) ships neither, so the folding is spelled out with built-ins.
--
-- Order: newest first, `id` breaking ties, so pages neither overlap nor skip a row and the export
-- can continue after the last row it read (keyset). The index serves both and replaces the one on
-- `created_at` alone.

alter table public.leads
  add column busca text generated always as (
    lower(regexp_replace(
      normalize(nome || E'\n' || email || E'\n' || empresa || E'\n' || telefone, NFD),
      '[\u0300-\u036f]', '', 'g'
    ))
  ) stored;

comment on column public.leads.busca is
  'Name, e-mail, company and phone without accents, in lower case, one per line: what the admin search matches.';

create index leads_created_at_id_idx on public.leads (created_at desc, id desc);
drop index public.leads_created_at_idx;
