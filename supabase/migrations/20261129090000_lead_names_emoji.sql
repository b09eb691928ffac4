-- Names and companies of leads accept emoji sequences ("Ana 👩‍💻", "❤️‍🔥"): the zero-width joiner
-- (U+200D) is allowed where it joins two emoji (the first may end in the variation selector
-- U+FE0F), and refused anywhere else. Every other invisible format character stays refused: bidi
-- controls (U+061C, U+200E/F, U+202A..U+202E, U+2066..U+2069), zero-width space and non-joiner
-- (U+200B/C), U+2060..U+2064, U+FEFF and the soft hyphen (U+00AD). The same rule is
-- LEAD_INVISIBLE_CHARACTER in src/domains/leads/limits.ts (supabase/tests/limits-parity.test.ts).
-- NOT VALID: rows stored before this rule stay readable; every new or changed row is checked.

alter table public.leads
  drop constraint leads_nome_check,
  add constraint leads_nome_check check (
    length(btrim(nome)) between 2 and 120
    and nome !~ '[[:cntrl:]]'
    and nome !~ '[\u00AD\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
    and nome !~ '(?<![\u2600-\u27BF\uFE0F\U0001F000-\U0001FAFF])\u200D|\u200D(?![\u2600-\u27BF\U0001F000-\U0001FAFF])'
  ) not valid,
  drop constraint leads_empresa_check,
  add constraint leads_empresa_check check (
    length(btrim(empresa)) between 2 and 120
    and empresa !~ '[[:cntrl:]]'
    and empresa !~ '[\u00AD\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
    and empresa !~ '(?<![\u2600-\u27BF\uFE0F\U0001F000-\U0001FAFF])\u200D|\u200D(?![\u2600-\u27BF\U0001F000-\U0001FAFF])'
  ) not valid;
