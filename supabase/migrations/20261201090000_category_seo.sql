-- Categories managed in the admin ('Categorias', /admin/categorias): SEO fields like cases and
-- articles have, the number of articles of each category for the list, and a deleted category's
-- page redirecting.
--
--   seo_titulo      optional, ≤ 70 characters, not blank   (as cases/insights, *_publishing.sql)
--   seo_descricao   optional, ≤ 200 characters, not blank
--   seo_imagem      optional, an http(s) URL (private.is_http_url)
-- Empty means "derive it": the category page's title, its description (or the default sentence)
-- and the site's share card (src/domains/insights/category-seo.ts). Numbers: CATEGORY_LIMITS,
-- proven equal by supabase/tests/limits-parity.test.ts.
--
-- Grants and row level security stay as for the other columns of categorias: everyone reads,
-- staff (editors and admins, by policy) insert, update and delete — table-wide grants cover the
-- new columns.
--
-- Renaming and deleting (the triggers of *_publishing.sql, unchanged but for the last point):
--   * a new slug moves the category's page and its public articles, with 301 redirects;
--   * deleting a category leaves its articles without one: the public ones move under
--     /insights/sem-categoria with redirects, and now the category's page redirects to /insights
--     (before, it answered 'Categoria não encontrada'). A category created later with that slug
--     takes its address back (categorias_follow_address releases it).

------------------------------------------------------------------------------------------
-- SEO fields
------------------------------------------------------------------------------------------
alter table public.categorias
  add column seo_titulo text,
  add column seo_descricao text,
  add column seo_imagem text,
  add constraint categorias_seo_titulo_check check (btrim(seo_titulo) <> '' and length(seo_titulo) <= 70),
  add constraint categorias_seo_descricao_check check (btrim(seo_descricao) <> '' and length(seo_descricao) <= 200),
  add constraint categorias_seo_imagem_check check (private.is_http_url(seo_imagem));

comment on column public.categorias.seo_titulo is 'The whole <title> of the category page (null: derived from nome).';
comment on column public.categorias.seo_descricao is 'The meta description of the category page (null: descricao, else the default).';
comment on column public.categorias.seo_imagem is 'The share image of the category page (null: the site''s default card).';

------------------------------------------------------------------------------------------
-- How many articles each category has (the admin list and the delete confirmation)
------------------------------------------------------------------------------------------
-- Runs as the caller, so it counts what the caller may read: staff count every article that is
-- not in the trash (drafts and scheduled ones too); visitors would count only public ones.
-- Categories without articles have no row.
create function public.category_article_counts()
returns table (categoria_id uuid, artigos integer)
language sql
stable
set search_path = ''
as $$
  select i.categoria_id, pg_catalog.count(*)::integer
  from public.insights i
  where i.categoria_id is not null
  group by i.categoria_id
$$;
revoke all on function public.category_article_counts() from public, anon, authenticated, service_role;
grant execute on function public.category_article_counts() to authenticated, service_role;

------------------------------------------------------------------------------------------
-- A deleted category's page redirects to the list of every article
------------------------------------------------------------------------------------------
create or replace function private.categorias_before_delete_follow_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.move_category_articles(old.id, old.slug, null);
  perform private.record_moved_address(private.category_path(old.slug), '/insights');
  return old;
end
$$;
