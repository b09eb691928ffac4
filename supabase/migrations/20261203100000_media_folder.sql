-- Library uploads get a folder of their own: every upload of the admin is a media library row
-- (*_media.sql), whatever it is for, so they go to `media/<timestamp>-<random>.<ext>` in the public
-- case-images bucket instead of `cases/` (articles' and categories' images landed among the
-- cases'). Same bucket, so the storage policies stay as they are (this migration cannot change
-- them: storage.objects is not the migration role's); they call this name rule, which now takes
-- the new folder too: staff write, anyone reads (a public bucket).
--
-- The old folders stay valid: their objects keep their URLs (content and the library hold them),
-- staff may still replace or remove them, and an app built before this migration still uploads
-- there until the new build is live.

create or replace function private.is_valid_image_object_name(bucket text, name text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    case bucket
      when 'case-images' then name ~ '^(media|cases)/[0-9]{1,20}-[A-Za-z0-9]{1,64}\.(jpg|jpeg|png|webp|gif|JPG|JPEG|PNG|WEBP|GIF)$'
      when 'news-images' then name ~ '^noticias/[0-9]{1,20}-[A-Za-z0-9]{1,64}\.(jpg|jpeg|png|webp|gif|JPG|JPEG|PNG|WEBP|GIF)$'
      else false
    end,
    false
  )
$$;
