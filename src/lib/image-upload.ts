import { env } from '@/config/env';

import { getSupabase } from './get-supabase';
import { IMAGE_LAYOUTS, largestWidth } from './responsive-image';
import { shrinkImage } from './shrink-image';
import { throwOnError } from './supabase-result';

/**
 * Where every upload goes: the media library's folder of the public image bucket (the storage
 * policies accept only these names, *_media_folder.sql). Older images stay where they were
 * uploaded (`cases/` here, `noticias/` in news-images); the library row names each one's place.
 */
const LIBRARY_BUCKET = 'case-images';
const LIBRARY_FOLDER = 'media';

/**
 * What an upload is for: the widest the site shows it (a case image at most in the lightbox, a
 * press logo in its 160 px box), to which it is shrunk, and the message when it fails.
 */
export const IMAGE_TARGETS = {
  case: {
    failure: 'Erro ao fazer upload da imagem',
    maxWidth: largestWidth(
      IMAGE_LAYOUTS.card,
      IMAGE_LAYOUTS.featuredCard,
      IMAGE_LAYOUTS.caseCover,
      IMAGE_LAYOUTS.gallery,
      IMAGE_LAYOUTS.lightbox,
      IMAGE_LAYOUTS.avatar,
    ),
  },
  news: {
    failure: 'Erro ao enviar imagem',
    maxWidth: largestWidth(IMAGE_LAYOUTS.pressLogo),
  },
} as const;

export type ImageTarget = keyof typeof IMAGE_TARGETS;

/** 10 MB per image, as the buckets' `file_size_limit`. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The buckets' `allowed_mime_types` (no SVG), with the extension each is stored under. */
const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const ACCEPTED_IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS).join(',');

/** Why a file cannot be uploaded (the toast text), or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(file.type in IMAGE_EXTENSIONS)) return 'Por favor, selecione apenas arquivos de imagem';
  if (file.size > MAX_IMAGE_BYTES) return 'O arquivo deve ter no máximo 10MB';
  return null;
}

/** `media/1732262400000-k3j9x2.webp`: a fresh name per upload, never the visitor's file name. */
export function imageObjectPath(mimeType: string, now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10) || 'img';
  return `${LIBRARY_FOLDER}/${now}-${random}.${IMAGE_EXTENSIONS[mimeType] ?? 'bin'}`;
}

/** Where an uploaded image went: its bucket, object name and public URL, and the file as stored. */
export interface UploadedImage {
  bucket: string;
  objectName: string;
  url: string;
  /** What was stored (shrunk, maybe re-encoded as WebP). */
  file: File;
}

/**
 * Uploads an image (staff only, by storage policy). A project without image transformations
 * serves the file as stored to every screen, so it is first shrunk to the widest the site shows it.
 */
export async function uploadImageObject(target: ImageTarget, file: File): Promise<UploadedImage> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const upload =
    env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS === 'on'
      ? file
      : await shrinkImage(file, IMAGE_TARGETS[target].maxWidth);
  const supabase = await getSupabase();
  const objectName = imageObjectPath(upload.type);
  await throwOnError(
    supabase.storage
      .from(LIBRARY_BUCKET)
      .upload(objectName, upload, { contentType: upload.type, cacheControl: '31536000', upsert: false }),
  );
  const url = supabase.storage.from(LIBRARY_BUCKET).getPublicUrl(objectName).data.publicUrl;
  return { bucket: LIBRARY_BUCKET, objectName, url, file: upload };
}
