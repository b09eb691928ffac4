-- Public content: categorias, insights, cases_nichos, cases, case_nicho_links, noticias.
--
-- Length limits (characters), mirrored by the admin forms:
--   titles / names ........ titulo 200 (cases, insights), noticias.titulo 300, nome 100
--   subtitulo ............. 300           descricao ..... 1 000 (insight, categoria, nicho)
--   slug .................. 200           conteudo ...... 200 000 (insight HTML)
--   problema/solucao/resultados 20 000 each; depoimento_texto 5 000; depoimento_nome/cargo 120
--   every URL ............. 2 048, http(s) only (public.is_http_url); galeria 1..20 URLs or NULL
-- Slugs are lowercase a-z 0-9 with single inner hyphens (insights may keep a legacy
-- '/a/b' path-like slug); they are derived by public.set_slug() when not given.

------------------------------------------------------------------------------------------
-- categorias
------------------------------------------------------------------------------------------
create table public.categorias (
  id uuid primary key default gen_random_uuid(),
  nome text not null,
  slug text not null default '', -- '' (or null) = derive it (trigger below)
  descricao text,
  created_at timestamptz not null default now(),
  constraint categorias_slug_key unique (slug),
  constraint categorias_nome_check check (btrim(nome) <> '' and length(nome) <= 100),
  constraint categorias_slug_check check (length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint categorias_descricao_check check (length(descricao) <= 1000)
);
create index categorias_nome_idx on public.categorias (nome);
create trigger categorias_set_slug
  before insert or update on public.categorias
  for each row execute function public.set_slug('nome');

------------------------------------------------------------------------------------------
-- insights
------------------------------------------------------------------------------------------
create table public.insights (
  id uuid primary key default gen_random_uuid(),
  slug text not null default '', -- '' (or null) = derive it (trigger below)
  titulo text not null,
  descricao text,
  conteudo text,
  imagem text,
  data_publicacao date not null default current_date,
  categoria_id uuid references public.categorias (id) on delete set null,
  criado_por uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint insights_slug_key unique (slug),
  constraint insights_titulo_check check (btrim(titulo) <> '' and length(titulo) <= 200),
  constraint insights_slug_check check (
    length(slug) <= 200 and slug ~ '^/?[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'
  ),
  constraint insights_descricao_check check (length(descricao) <= 1000),
  constraint insights_conteudo_check check (length(conteudo) <= 200000),
  constraint insights_imagem_check check (public.is_http_url(imagem))
);
create index insights_data_publicacao_idx on public.insights (data_publicacao desc, created_at desc);
create index insights_categoria_data_idx on public.insights (categoria_id, data_publicacao desc);
create index insights_criado_por_idx on public.insights (criado_por);
create index insights_created_at_idx on public.insights (created_at desc);
create trigger insights_set_slug
  before insert or update on public.insights
  for each row execute function public.set_slug('titulo');

-- criado_por is the signed-in author on insert and never changes afterwards
-- (a request without a user, e.g. the service role or the seed, keeps what it sent).
create or replace function public.insights_set_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if (select auth.uid()) is not null then
      new.criado_por := (select auth.uid());
    end if;
  else
    new.criado_por := old.criado_por;
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;
revoke all on function public.insights_set_author() from public, anon, authenticated;
create trigger insights_set_author
  before insert or update on public.insights
  for each row execute function public.insights_set_author();

------------------------------------------------------------------------------------------
-- cases_nichos (niches)
------------------------------------------------------------------------------------------
create table public.cases_nichos (
  id uuid primary key default gen_random_uuid(),
  nome text not null,
  slug text not null default '', -- '' (or null) = derive it (trigger below)
  descricao text,
  created_at timestamptz not null default now(),
  constraint cases_nichos_slug_key unique (slug),
  constraint cases_nichos_nome_check check (btrim(nome) <> '' and length(nome) <= 100),
  constraint cases_nichos_slug_check check (length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint cases_nichos_descricao_check check (length(descricao) <= 1000)
);
create index cases_nichos_nome_idx on public.cases_nichos (nome);
create trigger cases_nichos_set_slug
  before insert or update on public.cases_nichos
  for each row execute function public.set_slug('nome');

------------------------------------------------------------------------------------------
-- cases
------------------------------------------------------------------------------------------
create table public.cases (
  id uuid primary key default gen_random_uuid(),
  slug text not null default '', -- '' (or null) = derive it (trigger below)
  titulo text not null,
  subtitulo text not null,
  data_publicacao date not null default current_date,
  destaque boolean not null default false,
  imagem_destacada text,
  video_url text,
  agente_ia_url text,
  problema text,
  solucao text,
  resultados text,
  galeria text[],
  depoimento_texto text,
  depoimento_nome text,
  depoimento_cargo text,
  depoimento_foto text,
  created_at timestamptz not null default now(),
  constraint cases_slug_key unique (slug),
  constraint cases_titulo_check check (btrim(titulo) <> '' and length(titulo) <= 200),
  constraint cases_subtitulo_check check (btrim(subtitulo) <> '' and length(subtitulo) <= 300),
  constraint cases_slug_check check (length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint cases_imagem_destacada_check check (public.is_http_url(imagem_destacada)),
  constraint cases_video_url_check check (public.is_http_url(video_url)),
  constraint cases_agente_ia_url_check check (public.is_http_url(agente_ia_url)),
  constraint cases_depoimento_foto_check check (public.is_http_url(depoimento_foto)),
  constraint cases_galeria_check check (public.are_http_urls(galeria)),
  constraint cases_problema_check check (length(problema) <= 20000),
  constraint cases_solucao_check check (length(solucao) <= 20000),
  constraint cases_resultados_check check (length(resultados) <= 20000),
  constraint cases_depoimento_texto_check check (length(depoimento_texto) <= 5000),
  constraint cases_depoimento_nome_check check (length(depoimento_nome) <= 120),
  constraint cases_depoimento_cargo_check check (length(depoimento_cargo) <= 120)
);
create index cases_data_publicacao_idx on public.cases (data_publicacao desc, created_at desc);
create index cases_destaque_data_idx on public.cases (data_publicacao desc) where destaque;
create index cases_created_at_idx on public.cases (created_at desc);
create trigger cases_set_slug
  before insert or update on public.cases
  for each row execute function public.set_slug('titulo');

-- An empty gallery is stored as NULL, never '{}' (blank entries are dropped first).
create or replace function public.cases_normalize_galeria()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.galeria is not null then
    new.galeria := array(
      select pg_catalog.btrim(entry)
      from pg_catalog.unnest(new.galeria) with ordinality as g(entry, position)
      where entry is not null and pg_catalog.btrim(entry) <> ''
      order by position
    );
    if pg_catalog.cardinality(new.galeria) = 0 then
      new.galeria := null;
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.cases_normalize_galeria() from public, anon, authenticated;
create trigger cases_normalize_galeria
  before insert or update on public.cases
  for each row execute function public.cases_normalize_galeria();

------------------------------------------------------------------------------------------
-- case_nicho_links: many-to-many between cases and cases_nichos
-- (PostgREST detects it: cases?select=*,cases_nichos(nome))
------------------------------------------------------------------------------------------
create table public.case_nicho_links (
  case_id uuid not null references public.cases (id) on delete cascade,
  nicho_id uuid not null references public.cases_nichos (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (case_id, nicho_id)
);
create index case_nicho_links_nicho_id_idx on public.case_nicho_links (nicho_id);

------------------------------------------------------------------------------------------
-- noticias (press items, "Na mídia")
------------------------------------------------------------------------------------------
create table public.noticias (
  id uuid primary key default gen_random_uuid(),
  titulo text not null,
  link_externo text not null,
  imagem text,
  created_at timestamptz not null default now(),
  constraint noticias_titulo_check check (btrim(titulo) <> '' and length(titulo) <= 300),
  constraint noticias_link_externo_check check (public.is_http_url(link_externo)),
  constraint noticias_imagem_check check (public.is_http_url(imagem))
);
create index noticias_created_at_idx on public.noticias (created_at desc);

------------------------------------------------------------------------------------------
-- Access: everyone reads; only staff (editor, admin) insert, update, delete.
------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['categorias', 'insights', 'cases_nichos', 'cases', 'case_nicho_links', 'noticias'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on table public.%I to authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
    execute format(
      'create policy %I on public.%I for select to anon, authenticated using (true)',
      t || ': everyone reads', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select public.is_staff()))',
      t || ': staff inserts', t);
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()))',
      t || ': staff updates', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select public.is_staff()))',
      t || ': staff deletes', t);
  end loop;
end
$$;
