-- Who added each library image, for staff. 'Mídia' names the uploader of every image, but editors
-- may read only their own profile (profiles' policies), so the embedded profiles!created_by gave
-- an editor no address for anyone else's upload. As the revisions and staged changes do, the
-- address comes from private.revision_author_email (staff only, *_revisions.sql).
--
-- public.media_uploaders(media_ids): the e-mail of who added each of those images. It runs as the
-- caller, so it sees only the media rows the caller may read (staff: all; anon is not granted it).

create function public.media_uploaders(media_ids uuid[])
returns table (media_id uuid, email text)
language sql
stable
security invoker
set search_path = ''
as $$
  select m.id, private.revision_author_email(m.created_by)
  from public.media m
  where m.id = any (media_uploaders.media_ids) and m.created_by is not null
$$;
comment on function public.media_uploaders(uuid[]) is
  'The e-mail of who added each of these library images (staff).';
revoke all on function public.media_uploaders(uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.media_uploaders(uuid[]) to authenticated;
