/**
 * What the media library says about the images a public page shows: the alt text to print (an
 * image marked decorative prints `alt=""` knowingly) and its size. A page asks for the images it
 * shows, by URL, with its item; a visitor reads only images public content uses (RLS).
 *
 * An image the library has not described yet (no row, or no alt text) keeps the page's own
 * fallback.
 */
import * as z from 'zod/mini';

import { getPublicClient } from './get-supabase';
import { parseRows } from './supabase-result';

const descriptionRowSchema = z.object({
  url: z.string(),
  alt: z.nullable(z.string()),
  decorative: z.boolean(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
});

export type ImageDescription = Omit<z.infer<typeof descriptionRowSchema>, 'url'>;

/** Descriptions by URL. */
export type ImageDescriptions = Readonly<Record<string, ImageDescription>>;

/** The library's descriptions of these images (blank and repeated URLs ignored). */
export async function getImageDescriptions(
  urls: readonly (string | null | undefined)[],
): Promise<ImageDescriptions> {
  const wanted = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  if (wanted.length === 0) return {};
  const supabase = await getPublicClient();
  const rows = await parseRows(
    descriptionRowSchema,
    supabase.from('media').select('url, alt, decorative, width, height').in('url', wanted).retry(false),
  );
  return Object.fromEntries(rows.map(({ url, ...description }) => [url, description]));
}

/** The alt text to print for an image: the library's, '' when decorative, else `fallback`. */
export function altFor(images: ImageDescriptions | undefined, url: string, fallback: string): string {
  const description = images?.[url];
  if (description?.decorative) return '';
  return description?.alt ?? fallback;
}
