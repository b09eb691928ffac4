/**
 * The media library (public.media, supabase/migrations/*_media.sql) from the admin: every image
 * the site uses, with its alt text (or 'decorative'), caption, file, size and who added it.
 * Content still stores the image's URL; the library describes it. Every upload of the admin makes
 * a row here (`uploadToLibrary`); image fields, the editor's image dialog and 'Mídia' read it.
 *
 * Shared (src/lib): the image field and the picker live in src/components/admin, which cannot
 * import a domain.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { SaveError } from './db-error';
import { getSupabase } from './get-supabase';
import { uploadImageObject, type ImageTarget } from './image-upload';
import { containsPattern } from './like-pattern';
import { descriptionColumns, type MediaDescription } from './media-description';
import { parseRow, parseRows, throwOnError } from './supabase-result';
import { editVersionShape, tableRow, type TableRow } from './table-row';

export const mediaRowSchema = tableRow<TableRow<'media'>>()(
  z.object({
    id: z.string(),
    url: z.string(),
    bucket: z.nullable(z.string()),
    object_name: z.nullable(z.string()),
    alt: z.nullable(z.string()),
    decorative: z.boolean(),
    caption: z.nullable(z.string()),
    original_name: z.nullable(z.string()),
    mime_type: z.nullable(z.string()),
    size_bytes: z.nullable(z.number()),
    width: z.nullable(z.number()),
    height: z.nullable(z.number()),
    created_by: z.nullable(z.string()),
    created_at: z.string(),
    ...editVersionShape,
  }),
);
export type MediaRow = z.output<typeof mediaRowSchema>;

/**
 * A library image as the admin lists it: the row and the e-mail of who added it (null for an image
 * imported from older content, or whose uploader's account is gone).
 */
export type MediaItem = MediaRow & { uploader_email: string | null };

const uploaderSchema = z.object({ media_id: z.string(), email: z.nullable(z.string()) });

/**
 * The rows with who added each. Editors may not read other staff profiles, so the addresses come
 * from media_uploaders (staff only, *_media_uploaders.sql), not from an embedded profile.
 */
async function withUploaders(rows: MediaRow[]): Promise<MediaItem[]> {
  const withCreator = rows.filter((row) => row.created_by).map((row) => row.id);
  const supabase = await getSupabase();
  const uploaders = withCreator.length
    ? await parseRows(uploaderSchema, supabase.rpc('media_uploaders', { media_ids: withCreator }))
    : [];
  const emails = new Map(uploaders.map((uploader) => [uploader.media_id, uploader.email]));
  return rows.map((row) => ({ ...row, uploader_email: emails.get(row.id) ?? null }));
}

/** Where an image is used (RPC media_usages). */
export const mediaUsageSchema = z.object({
  subject: z.string(),
  item_id: z.string(),
  title: z.string(),
  field: z.string(),
  trashed: z.boolean(),
});
export type MediaUsage = z.output<typeof mediaUsageSchema>;

export interface MediaListParams {
  search: string;
  /** Only images with neither alt text nor 'decorative'. */
  withoutAlt: boolean;
}

export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (params: MediaListParams) => [...mediaKeys.lists(), params] as const,
  byUrl: (url: string) => [...mediaKeys.all, 'url', url] as const,
  usages: (id: string) => [...mediaKeys.all, 'usages', id] as const,
};

/** Images per page of the library ('Carregar mais' asks for the next). */
export const MEDIA_PAGE_SIZE = 24;

/**
 * The search box as a PostgREST `or` filter over alt text, caption and file name, matching the
 * text literally: `containsPattern` escapes `%`, `_` and `\` for Postgres, and the value is
 * double-quoted so a typed `,`, `(`, `)` or `.` stays inside it; within quotes PostgREST reads `\`
 * as an escape of its own, so `\` and `"` are escaped once more for it.
 */
export function mediaSearchFilter(search: string): string {
  const value = `"${containsPattern(search).replace(/[\\"]/g, '\\$&')}"`;
  return ['alt', 'caption', 'original_name'].map((column) => `${column}.ilike.${value}`).join(',');
}

/** True for an image the page would read with no alt text: neither described nor decorative. */
export const lacksAlt = (media: Pick<MediaRow, 'alt' | 'decorative'>) => !media.alt && !media.decorative;

/** One page of the library, newest first, with the total matching. */
export async function listMedia(
  { search, withoutAlt }: MediaListParams,
  page: number,
): Promise<{ items: MediaItem[]; total: number }> {
  const supabase = await getSupabase();
  let query = supabase.from('media').select('*', { count: 'exact' });
  const text = search.trim();
  if (text) query = query.or(mediaSearchFilter(text));
  if (withoutAlt) query = query.is('alt', null).eq('decorative', false);
  const from = page * MEDIA_PAGE_SIZE;
  const { data, count } = await throwOnError(
    query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + MEDIA_PAGE_SIZE - 1),
  );
  return { items: await withUploaders(z.array(mediaRowSchema).parse(data)), total: count ?? 0 };
}

export function mediaListInfiniteOptions(params: MediaListParams) {
  return {
    queryKey: mediaKeys.list(params),
    queryFn: ({ pageParam }: { pageParam: number }) => listMedia(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: { total: number }, pages: unknown[]) =>
      pages.length * MEDIA_PAGE_SIZE < last.total ? pages.length : undefined,
  };
}

/** The library's row for an image URL, or null when the library does not know it. */
export async function getMediaByUrl(url: string): Promise<MediaRow | null> {
  const supabase = await getSupabase();
  return parseRow(
    z.nullable(mediaRowSchema),
    supabase.from('media').select('*').eq('url', url).maybeSingle(),
  );
}

export function mediaByUrlQueryOptions(url: string) {
  return queryOptions({
    queryKey: mediaKeys.byUrl(url),
    queryFn: () => getMediaByUrl(url),
    enabled: url !== '',
    retry: false,
  });
}

/** Where the image is used (the items the reader may see, the trash and staged changes included). */
export async function getMediaUsages(id: string): Promise<MediaUsage[]> {
  const supabase = await getSupabase();
  return parseRows(mediaUsageSchema, supabase.rpc('media_usages', { media_id: id }));
}

export function mediaUsagesQueryOptions(id: string) {
  return queryOptions({ queryKey: mediaKeys.usages(id), queryFn: () => getMediaUsages(id) });
}

/** The image's natural size, read by the browser; nulls when it cannot be decoded here. */
export async function measureImageFile(file: Blob): Promise<{ width: number | null; height: number | null }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width || null, height: bitmap.height || null };
    bitmap.close();
    return size;
  } catch {
    return { width: null, height: null };
  }
}

export interface UploadToLibraryInput {
  target: ImageTarget;
  file: File;
  description: MediaDescription;
}

/**
 * Uploads the file (shrunk as the target asks) and adds it to the library with its description,
 * size and dimensions. When the row is refused, the uploaded object is removed again.
 */
export async function uploadToLibrary({
  target,
  file,
  description,
}: UploadToLibraryInput): Promise<MediaRow> {
  const uploaded = await uploadImageObject(target, file);
  const { width, height } = await measureImageFile(uploaded.file);
  const supabase = await getSupabase();
  try {
    const { data } = await throwOnError(
      supabase
        .from('media')
        .insert({
          url: uploaded.url,
          bucket: uploaded.bucket,
          object_name: uploaded.objectName,
          original_name: file.name.slice(0, 255) || null,
          mime_type: uploaded.file.type,
          size_bytes: uploaded.file.size,
          width,
          height,
          ...descriptionColumns(description),
        })
        .select('*')
        .single(),
    );
    return mediaRowSchema.parse(data);
  } catch (error) {
    await supabase.storage
      .from(uploaded.bucket)
      .remove([uploaded.objectName])
      .catch(() => undefined);
    throw error;
  }
}

export interface UpdateMediaInput {
  id: string;
  /** The version the form was read from: a save after someone else's is refused (PT409). */
  baseVersion: number;
  description: MediaDescription;
}

export async function updateMedia({ id, baseVersion, description }: UpdateMediaInput): Promise<MediaRow> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase
      .from('media')
      .update({ ...descriptionColumns(description), base_version: baseVersion })
      .eq('id', id)
      .select('*')
      .single(),
    (error) => new SaveError(error, 'Erro ao salvar a imagem'),
  );
  return mediaRowSchema.parse(data);
}

/** A library image as saved now (the conflict view compares with it). */
export async function getMedia(id: string): Promise<MediaRow> {
  const supabase = await getSupabase();
  return parseRow(mediaRowSchema, supabase.from('media').select('*').eq('id', id).single());
}

/**
 * Deletes the row, then its file in Storage, if it has one; answers whether the file stayed there
 * (its removal failed: the person is told, the row is gone all the same).
 *
 * The row goes first because only the database knows, atomically, whether the image is still used
 * (it refuses, naming where: 23503 with the message). Removing the file first would break every
 * page still showing an image whose deletion is then refused; the other order can at worst leave
 * an unreferenced file, which costs storage and nothing a visitor sees.
 */
export async function deleteMedia(
  media: Pick<MediaRow, 'id' | 'bucket' | 'object_name'>,
): Promise<{ fileLeft: boolean }> {
  const supabase = await getSupabase();
  await throwOnError(
    supabase.from('media').delete().eq('id', media.id),
    (error) => new SaveError(error, 'Erro ao excluir a imagem'),
  );
  if (!media.bucket || !media.object_name) return { fileLeft: false };
  const { error } = await supabase.storage.from(media.bucket).remove([media.object_name]);
  if (error) console.error('A imagem saiu da biblioteca, mas o arquivo ficou no Storage:', error);
  return { fileLeft: error !== null };
}

function useMediaMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export const useUploadToLibrary = () => useMediaMutation(uploadToLibrary);
export const useUpdateMedia = () => useMediaMutation(updateMedia);
export const useDeleteMedia = () => useMediaMutation(deleteMedia);
