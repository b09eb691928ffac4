import type { MediaItem } from '@/lib/media-library';

/** A library image as the API answers it, for the tests of the field, the picker and 'Mídia'. */
export function mediaItem(name: string, fields: Partial<MediaItem> = {}): MediaItem {
  return {
    id: `m-${name}`,
    url: `https://cdn.exemplo.com/${name}.webp`,
    bucket: 'case-images',
    object_name: `cases/${name}.webp`,
    alt: `Foto ${name}`,
    decorative: false,
    caption: null,
    original_name: `${name}.png`,
    mime_type: 'image/webp',
    size_bytes: 87_040,
    width: 1200,
    height: 750,
    created_by: 'u-editor',
    created_at: '2026-11-20T15:00:00Z',
    version: 1,
    base_version: null,
    updated_at: null,
    updated_by: null,
    uploader_email: 'editor@exemplo.com',
    ...fields,
  };
}
