-- The media library: one row per image the site uses, with what a page needs to show it well
-- (alt text, caption, width, height) and who added it when.
--
-- public.media
--   url            the image's address, unique: how content refers to it (image fields hold the
--                  URL, rich text an <img src>), so content written before the library still works;
--   bucket, object_name  where the file is in Storage (null for an image kept elsewhere);
--   alt            the text a screen reader reads; null until someone writes it (imported images).
--                  `decorative` says knowingly that the image says nothing: the page prints alt="".
--                  Never both;
--   caption, original_name, mime_type, size_bytes, width, height, created_by, created_at;
--   version ...    the edit-version rule of every row staff edit (20261130090000_edit_versions.sql).
-- Staff read and write it; a visitor (anon) reads only the rows public content uses, so the alt
-- text of a draft's image does not leak.
--
-- media_usages(url): where an image is used — cases (cover, gallery, testimonial photo, SEO image,
-- sections), articles (cover, SEO image, body), press items (logo), categories (SEO image) and
-- staged changes — as the caller may see them. Deleting a row that is still used is refused
-- (23503, PostgREST 409) with the places in the message; the app removes the file after the row.
--
-- Every image URL the content holds today is brought into the library (alt still to write).

create table public.media (
  id uuid primary key default gen_random_uuid(),
  url text not null,
  bucket text,
  object_name text,
  alt text,
  decorative boolean not null default false,
  caption text,
  original_name text,
  mime_type text,
  size_bytes bigint,
  width integer,
  height integer,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  constraint media_url_key unique (url),
  constraint media_url_check check (private.is_http_url(url)),
  constraint media_object_check check (
    (bucket is null) = (object_name is null) and length(bucket) <= 100 and length(object_name) <= 1024),
  constraint media_alt_check check (length(alt) <= 250 and btrim(alt) <> ''),
  constraint media_decorative_check check (not (decorative and alt is not null)),
  constraint media_caption_check check (length(caption) <= 500 and btrim(caption) <> ''),
  constraint media_original_name_check check (length(original_name) <= 255),
  constraint media_mime_type_check check (mime_type in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  constraint media_size_check check (size_bytes >= 0),
  constraint media_dimensions_check check (width > 0 and width <= 20000 and height > 0 and height <= 20000)
);
comment on table public.media is 'The media library: every image the site uses, with its alt text and caption.';
comment on column public.media.alt is 'What a screen reader reads; null until written. Never set on a decorative image.';
comment on column public.media.decorative is 'The image says nothing (alt=""), chosen knowingly.';
create index media_created_at_idx on public.media (created_at desc);
create index media_created_by_idx on public.media (created_by);

alter table public.media add column version integer not null default 1;
alter table public.media add column base_version integer;
alter table public.media add column updated_at timestamptz;
alter table public.media add column updated_by uuid references public.profiles (id) on delete set null;
create index media_updated_by_idx on public.media (updated_by);
create trigger _edit_version before insert or update on public.media
  for each row execute function private.check_edit_version();

------------------------------------------------------------------------------------------
-- Where an image is used
------------------------------------------------------------------------------------------
create function private.media_usages(media_url text)
returns table (subject text, item_id uuid, title text, field text, trashed boolean)
language sql
stable
set search_path = ''
as $$
  select 'case', c.id, c.titulo, f.field, c.deleted_at is not null
  from public.cases c
  cross join lateral (values
    ('imagem_destacada', c.imagem_destacada = media_url),
    ('galeria', media_url = any (c.galeria)),
    ('depoimento_foto', c.depoimento_foto = media_url),
    ('seo_imagem', c.seo_imagem = media_url),
    ('problema', pg_catalog.strpos(c.problema, media_url) > 0),
    ('solucao', pg_catalog.strpos(c.solucao, media_url) > 0),
    ('resultados', pg_catalog.strpos(c.resultados, media_url) > 0)
  ) as f (field, used)
  where f.used
  union all
  select 'insight', i.id, i.titulo, f.field, i.deleted_at is not null
  from public.insights i
  cross join lateral (values
    ('imagem', i.imagem = media_url),
    ('seo_imagem', i.seo_imagem = media_url),
    ('conteudo', pg_catalog.strpos(i.conteudo, media_url) > 0)
  ) as f (field, used)
  where f.used
  union all
  select 'noticia', n.id, n.titulo, 'imagem', n.deleted_at is not null
  from public.noticias n
  where n.imagem = media_url
  union all
  select 'categoria', k.id, k.nome, 'seo_imagem', false
  from public.categorias k
  where k.seo_imagem = media_url
  union all
  select p.subject, p.item_id, coalesce(p.fields ->> 'titulo', ''), 'pending_changes', false
  from public.pending_changes p
  where pg_catalog.strpos(p.fields::text, media_url) > 0
$$;
comment on function private.media_usages(text) is
  'Where an image (by URL) is used, among the rows the caller may read.';

create function public.media_usages(media_id uuid)
returns table (subject text, item_id uuid, title text, field text, trashed boolean)
language sql
stable
set search_path = ''
as $$
  select u.* from public.media m cross join lateral private.media_usages(m.url) as u
  where m.id = media_usages.media_id
$$;
comment on function public.media_usages(uuid) is
  'Where a library image is used (staff): subject, item, its title, the field, and whether the item is in the trash.';

-- Refuses deleting an image still in use, naming where. Reads as the database (every row, the
-- trash and staged changes included), whoever deletes.
create function private.media_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  places text;
begin
  select pg_catalog.string_agg(distinct
      case u.subject when 'case' then 'case' when 'insight' then 'insight' when 'noticia' then 'notícia'
        else 'categoria' end || ' "' || u.title || '"' || case when u.trashed then ' (na lixeira)' else '' end,
      ', ')
    into places
    from private.media_usages(old.url) as u;
  if places is not null then
    raise exception using
      errcode = '23503',
      message = 'A imagem está em uso e não pode ser excluída: ' || places || '.',
      hint = 'Troque a imagem nesses itens e exclua de novo.';
  end if;
  return old;
end
$$;
create trigger media_before_delete before delete on public.media
  for each row execute function private.media_before_delete();

------------------------------------------------------------------------------------------
-- Privileges
------------------------------------------------------------------------------------------
alter table public.media enable row level security;
create policy "media: staff read" on public.media for select to authenticated
  using ((select private.is_staff()));
-- anon cannot evaluate anything in `private`: the visitors' rule reads the content tables itself,
-- under their own policies (public, not trashed). Image fields only: an image in rich text carries
-- its alt text in the HTML.
create policy "media: visitors read what public content uses" on public.media for select to anon
  using (
    exists (select 1 from public.cases c
            where c.imagem_destacada = url or url = any (c.galeria) or c.depoimento_foto = url or c.seo_imagem = url)
    or exists (select 1 from public.insights i where i.imagem = url or i.seo_imagem = url)
    or exists (select 1 from public.noticias n where n.imagem = url)
    or exists (select 1 from public.categorias k where k.seo_imagem = url)
  );
create policy "media: staff add" on public.media for insert to authenticated
  with check ((select private.is_staff()));
create policy "media: staff change" on public.media for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "media: staff delete" on public.media for delete to authenticated
  using ((select private.is_staff()));

-- Staff never set who added an image (the default) nor the stamps (the version rule).
grant select (id, url, alt, decorative, caption, width, height) on table public.media to anon;
grant select, delete on table public.media to authenticated;
grant insert (url, bucket, object_name, alt, decorative, caption, original_name, mime_type, size_bytes, width, height)
  on table public.media to authenticated;
grant update (alt, decorative, caption, width, height, base_version) on table public.media to authenticated;
grant select, insert, update, delete on table public.media to service_role;

revoke all on function private.media_usages(text), public.media_usages(uuid), private.media_before_delete()
  from public, anon, authenticated, service_role;
grant execute on function private.media_usages(text) to authenticated, service_role;
grant execute on function public.media_usages(uuid) to authenticated, service_role;

------------------------------------------------------------------------------------------
-- The images content uses today
------------------------------------------------------------------------------------------
-- Adds every image URL the content holds that the library lacks (alt text still to write), with
-- its file, type and size when it is in this project's Storage. Run here and by the seed.
create function private.import_content_media()
returns integer
language sql
set search_path = ''
as $$
  with used (url) as (
    select pg_catalog.unnest(array[c.imagem_destacada, c.depoimento_foto, c.seo_imagem] || coalesce(c.galeria, '{}'))
    from public.cases c
    union
    select pg_catalog.unnest(array[i.imagem, i.seo_imagem]) from public.insights i
    union
    select m[1] from public.insights i
    cross join lateral pg_catalog.regexp_matches(coalesce(i.conteudo, ''), '<img\s[^>]*src="([^"]+)"', 'gi') as m
    union
    select n.imagem from public.noticias n
    union
    select k.seo_imagem from public.categorias k
  ), added as (
    insert into public.media (url, bucket, object_name, mime_type, size_bytes, created_by)
    select u.url, o.bucket_id, o.name,
      case when o.metadata ->> 'mimetype' in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')
        then o.metadata ->> 'mimetype' end,
      (o.metadata ->> 'size')::bigint, null
    from (select distinct url from used where url is not null and private.is_http_url(url)) as u
    left join lateral (
      select s[1] as bucket, s[2] as name
      from pg_catalog.regexp_match(u.url, '/storage/v1/object/public/([^/]+)/([^?#]+)') as s
    ) as parsed on true
    left join storage.objects o on o.bucket_id = parsed.bucket and o.name = parsed.name
    on conflict (url) do nothing
    returning 1
  )
  select count(*)::integer from added
$$;
revoke all on function private.import_content_media() from public, anon, authenticated, service_role;

select private.import_content_media();
