-- Names and companies of leads refuse invisible format characters: bidi controls (U+061C,
-- U+200E/F, U+202A..U+202E, U+2066..U+2069), zero-width characters (U+200B..U+200D,
-- U+2060..U+2064, U+FEFF) and the soft hyphen (U+00AD). A U+202E stored in a name shows the
-- staff, the CSV export and any e-mail a different text from what was typed. The same class is
-- LEAD_INVISIBLE_CHARACTER in src/domains/leads/limits.ts (supabase/tests/limits-parity.test.ts).
-- NOT VALID: rows stored before this rule stay readable; every new or changed row is checked.

alter table public.leads
  drop constraint leads_nome_check,
  add constraint leads_nome_check check (
    length(btrim(nome)) between 2 and 120
    and nome !~ '[[:cntrl:]]'
    and nome !~ '[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
  ) not valid,
  drop constraint leads_empresa_check,
  add constraint leads_empresa_check check (
    length(btrim(empresa)) between 2 and 120
    and empresa !~ '[[:cntrl:]]'
    and empresa !~ '[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
  ) not valid;
