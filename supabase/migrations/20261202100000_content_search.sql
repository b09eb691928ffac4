-- Full-text search of the public content (the search boxes of /insights and /cases) and the
-- related articles under each article ('Leia também').
--
-- Portuguese as visitors type it: accents ignored ("automacao" finds "automação", through the
-- `unaccent` dictionary, which hosted Supabase and local-supabase both have) and words reduced to
-- their stem (Snowball's Portuguese stemmer: "processos" finds "processo"). Each word typed also
-- matches as a prefix, so results come while a word is still being typed.
--
-- Weights: the title A, the description (subtitle of a case) B, the body C. Title matches come
-- first, then the rank of the rest, then the newest.
--
-- The vectors are expressions, indexed with GIN, not stored columns: a stored column would enter
-- every revision and staged change (they copy whole rows) and every `select *`.
--
-- Who sees what: the functions run as the caller and read only what is public (published, due,
-- not in the trash) — staff too: what the site lists is what visitors see. Limits (checked again in
-- the form, src/limits/search.ts): a query of at most 100 characters (longer: 22001, which the app
-- shows in pt-BR), at most 24 results, at most 12 related articles.
--
-- Visitors' calls use the vector and query helpers of `private`: anon now has USAGE on that schema
-- (nothing there is granted to anon but those helpers and the lead sender's index function).

create extension if not exists unaccent with schema extensions;

-- Portuguese with the accents removed before stemming (the same for the texts and the queries).
create text search configuration private.portuguese_unaccent (copy = pg_catalog.portuguese);
alter text search configuration private.portuguese_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, pg_catalog.portuguese_stem;

grant usage on schema private to anon;

------------------------------------------------------------------------------------------
-- The vectors (HTML bodies need no stripping: the parser reads tags as tokens it indexes not)
------------------------------------------------------------------------------------------
create function private.insight_search_vector(titulo text, descricao text, conteudo text)
returns tsvector
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('private.portuguese_unaccent', coalesce(titulo, '')), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('private.portuguese_unaccent', coalesce(descricao, '')), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('private.portuguese_unaccent', coalesce(conteudo, '')), 'C')
$$;

create function private.case_search_vector(
  titulo text, subtitulo text, problema text, solucao text, resultados text)
returns tsvector
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('private.portuguese_unaccent', coalesce(titulo, '')), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('private.portuguese_unaccent', coalesce(subtitulo, '')), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('private.portuguese_unaccent',
         pg_catalog.concat_ws(' ', problema, solucao, resultados)), 'C')
$$;

create index insights_search_idx on public.insights
  using gin (private.insight_search_vector(titulo, descricao, conteudo));
create index cases_search_idx on public.cases
  using gin (private.case_search_vector(titulo, subtitulo, problema, solucao, resultados));

-- An article's category as its card shows it (id, nome, slug), or null; read as the caller.
create function private.insight_category(categoria_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', k.id, 'nome', k.nome, 'slug', k.slug)
  from public.categorias k
  where k.id = insight_category.categoria_id
$$;

------------------------------------------------------------------------------------------
-- The query: every word typed (as a prefix), all required; too long is refused
------------------------------------------------------------------------------------------
-- Operators and quotes of the tsquery syntax only separate words here, so no input can be a
-- syntax error. Stop words drop out; a query of stop words alone matches nothing.
create function private.search_terms(q text)
returns tsquery
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.char_length(q) > 100 then
    raise exception using
      errcode = '22001',
      message = 'A busca pode ter até 100 caracteres.';
  end if;
  return coalesce(
    (select pg_catalog.to_tsquery('private.portuguese_unaccent',
              pg_catalog.string_agg('''' || word || ''':*', ' & '))
     from pg_catalog.regexp_split_to_table(coalesce(q, ''), '[\s&|!():*<>''\\]+') as word
     where word <> ''),
    ''::pg_catalog.tsquery);
end
$$;

------------------------------------------------------------------------------------------
-- The searches. Each returns what a card shows, the category (or the niches) included: the API
-- cannot embed through a function's rows everywhere (local-supabase refuses it), and a card needs
-- neither the body nor the SEO fields.
------------------------------------------------------------------------------------------
create function public.search_insights(q text, max_results integer default 24)
returns table (
  id uuid, slug text, titulo text, descricao text, imagem text, data_publicacao date, status text,
  publicado_em timestamptz, categoria jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  terms pg_catalog.tsquery := private.search_terms(q);
begin
  return query
    select i.id, i.slug, i.titulo, i.descricao, i.imagem, i.data_publicacao, i.status, i.publicado_em,
      private.insight_category(i.categoria_id)
    from public.insights i
    cross join lateral (select private.insight_search_vector(i.titulo, i.descricao, i.conteudo) as v) s
    where i.deleted_at is null and i.status = 'publicado' and i.publicado_em <= pg_catalog.now()
      and s.v @@ terms
    order by pg_catalog.ts_filter(s.v, '{a}') @@ terms desc, pg_catalog.ts_rank(s.v, terms) desc,
      i.publicado_em desc, i.id
    limit least(greatest(coalesce(max_results, 24), 1), 24);
end
$$;

create function public.search_cases(q text, max_results integer default 24)
returns table (
  id uuid, slug text, titulo text, subtitulo text, data_publicacao date, destaque boolean,
  imagem_destacada text, cases_nichos jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  terms pg_catalog.tsquery := private.search_terms(q);
begin
  return query
    select c.id, c.slug, c.titulo, c.subtitulo, c.data_publicacao, c.destaque, c.imagem_destacada,
      coalesce(
        (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', n.id, 'nome', n.nome) order by n.nome)
         from public.case_nicho_links l
         join public.cases_nichos n on n.id = l.nicho_id
         where l.case_id = c.id),
        '[]'::jsonb)
    from public.cases c
    cross join lateral (
      select private.case_search_vector(c.titulo, c.subtitulo, c.problema, c.solucao, c.resultados) as v) s
    where c.deleted_at is null and c.status = 'publicado' and c.publicado_em <= pg_catalog.now()
      and s.v @@ terms
    order by pg_catalog.ts_filter(s.v, '{a}') @@ terms desc, pg_catalog.ts_rank(s.v, terms) desc,
      c.publicado_em desc, c.id
    limit least(greatest(coalesce(max_results, 24), 1), 24);
end
$$;

------------------------------------------------------------------------------------------
-- 'Leia também': the same category first, then the most words of the article's title and
-- description found in the other one, then the newest. Never the article itself; nothing for an
-- article the caller cannot read.
------------------------------------------------------------------------------------------
create function public.related_insights(insight_id uuid, max_results integer default 3)
returns table (
  id uuid, slug text, titulo text, descricao text, imagem text, data_publicacao date, status text,
  publicado_em timestamptz, categoria jsonb)
language sql
stable
set search_path = ''
as $$
  with source as (
    select i.id, i.categoria_id,
      pg_catalog.tsvector_to_array(pg_catalog.ts_filter(
        private.insight_search_vector(i.titulo, i.descricao, i.conteudo), '{a,b}')) as words
    from public.insights i
    where i.id = related_insights.insight_id
  )
  select c.id, c.slug, c.titulo, c.descricao, c.imagem, c.data_publicacao, c.status, c.publicado_em,
    private.insight_category(c.categoria_id)
  from source s
  join public.insights c on c.id <> s.id
  where c.deleted_at is null and c.status = 'publicado' and c.publicado_em <= pg_catalog.now()
  order by c.categoria_id is not distinct from s.categoria_id and s.categoria_id is not null desc,
    (select pg_catalog.count(*)
     from pg_catalog.unnest(pg_catalog.tsvector_to_array(
       private.insight_search_vector(c.titulo, c.descricao, c.conteudo))) as word
     where word = any (s.words)) desc,
    c.publicado_em desc, c.id
  limit least(greatest(coalesce(max_results, 3), 1), 12)
$$;

revoke all on function
  private.insight_search_vector(text, text, text),
  private.case_search_vector(text, text, text, text, text),
  private.search_terms(text),
  private.insight_category(uuid),
  public.search_insights(text, integer),
  public.search_cases(text, integer),
  public.related_insights(uuid, integer)
from public, anon, authenticated, service_role;
grant execute on function
  private.insight_search_vector(text, text, text),
  private.case_search_vector(text, text, text, text, text),
  private.search_terms(text),
  private.insight_category(uuid),
  public.search_insights(text, integer),
  public.search_cases(text, integer),
  public.related_insights(uuid, integer)
to anon, authenticated, service_role;
