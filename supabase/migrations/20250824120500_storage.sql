-- Image buckets: public download, images only (no SVG), 10 MiB; staff-only writes.
-- The same buckets are declared in supabase/config.toml (for `supabase start` / seed buckets);
-- this migration makes hosted projects match.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('case-images', 'case-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('news-images', 'news-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update
set name = excluded.name,
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Server-side name rule for uploads: `cases/<timestamp>-<random>.<ext>` in case-images and
-- `noticias/<timestamp>-<random>.<ext>` in news-images, ext one of jpg jpeg png webp gif.
create or replace function public.is_valid_image_object_name(bucket text, name text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    case bucket
      when 'case-images' then name ~ '^cases/[0-9]{1,20}-[A-Za-z0-9]{1,64}\.(jpg|jpeg|png|webp|gif|JPG|JPEG|PNG|WEBP|GIF)$'
      when 'news-images' then name ~ '^noticias/[0-9]{1,20}-[A-Za-z0-9]{1,64}\.(jpg|jpeg|png|webp|gif|JPG|JPEG|PNG|WEBP|GIF)$'
      else false
    end,
    false
  )
$$;
revoke all on function public.is_valid_image_object_name(text, text) from public;
grant execute on function public.is_valid_image_object_name(text, text) to anon, authenticated, service_role;

-- No select policy for anon: public buckets serve /object/public/... without RLS.
create policy "image buckets: staff lists"
  on storage.objects for select
  to authenticated
  using (bucket_id in ('case-images', 'news-images') and (select public.is_staff()));

create policy "image buckets: staff uploads"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('case-images', 'news-images')
    and (select public.is_staff())
    and public.is_valid_image_object_name(bucket_id, name)
  );

create policy "image buckets: staff replaces"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('case-images', 'news-images') and (select public.is_staff()))
  with check (
    bucket_id in ('case-images', 'news-images')
    and (select public.is_staff())
    and public.is_valid_image_object_name(bucket_id, name)
  );

create policy "image buckets: staff deletes"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('case-images', 'news-images') and (select public.is_staff()));
