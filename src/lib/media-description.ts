/**
 * What a person says of a library image: its alt text or 'decorative' (never both), and a caption.
 * One schema for the upload dialog and 'Mídia', with the numbers of src/limits/media.ts
 * (supabase/tests/limits-parity.test.ts runs it against public.media's CHECKs). The database
 * accepts a row without alt text (images imported from older content); the forms never send one.
 */
import * as z from 'zod/mini';

import { MEDIA_LIMITS } from '@/limits/media';

import { charLength } from './text';

/** How to write alt text, in one line (upload dialog and 'Mídia'). */
export const ALT_TEXT_HINT =
  'Descreva o que a imagem mostra e importa no contexto, em uma frase curta (sem “imagem de…”).';

export const mediaDescriptionMessages = {
  altRequired: 'Descreva a imagem para quem não pode vê-la, ou marque “Imagem decorativa”.',
  altMax: `O texto alternativo deve ter no máximo ${MEDIA_LIMITS.alt} caracteres.`,
  captionMax: `A legenda deve ter no máximo ${MEDIA_LIMITS.caption} caracteres.`,
} as const;

const trimmed = () => z.overwrite((value: string) => value.trim());

/**
 * The checks are the object's, in the order the form reports them (alt first), so each runs
 * whatever the others found; a decorative image's alt text is not checked (it is not sent).
 */
export const mediaDescriptionSchema = z
  .object({ alt: z.string().check(trimmed()), decorative: z.boolean(), caption: z.string().check(trimmed()) })
  .check(
    z.refine(({ alt, decorative }) => decorative || alt !== '', {
      error: mediaDescriptionMessages.altRequired,
      path: ['alt'],
    }),
    z.refine(({ alt, decorative }) => decorative || charLength(alt) <= MEDIA_LIMITS.alt, {
      error: mediaDescriptionMessages.altMax,
      path: ['alt'],
    }),
    z.refine(({ caption }) => charLength(caption) <= MEDIA_LIMITS.caption, {
      error: mediaDescriptionMessages.captionMax,
      path: ['caption'],
    }),
  );

export type MediaDescription = z.input<typeof mediaDescriptionSchema>;

/** The columns of a description: alt only when not decorative, trimmed, blanks as null. */
export function descriptionColumns({ alt, decorative, caption }: MediaDescription) {
  return {
    alt: decorative ? null : alt.trim() || null,
    decorative,
    caption: caption.trim() || null,
  };
}

/** Why a description cannot be saved (the alt field's message), or null. */
export function descriptionProblem(description: MediaDescription): string | null {
  const parsed = mediaDescriptionSchema.safeParse(description);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
