import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';

import { ImageField } from '@/components/admin/media/image-field';
import { MediaDescriptionFields } from '@/components/admin/media/media-description-fields';
import type { ImageTarget } from '@/lib/image-upload';
import { descriptionColumns, descriptionProblem, type MediaDescription } from '@/lib/media-description';
import { mediaByUrlQueryOptions, type MediaRow } from '@/lib/media-library';
import { isStorableHttpUrl } from '@/lib/url';

import { BlockDialog, BlockForm, type BlockDialogForm } from './block-dialog';
import type { ImageAttributes } from './schema';

interface ImageDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ImageTarget;
}

/** The image's natural size (for `width`/`height`, which keep the page from jumping), or nulls. */
function measureImage(src: string): Promise<{ width: string | null; height: string | null }> {
  return new Promise((resolve) => {
    const image = new window.Image();
    const done = (width: number, height: number) =>
      resolve(
        width && height ? { width: String(width), height: String(height) } : { width: null, height: null },
      );
    const timer = setTimeout(() => done(0, 0), 3000);
    image.onload = () => {
      clearTimeout(timer);
      done(image.naturalWidth, image.naturalHeight);
    };
    image.onerror = () => {
      clearTimeout(timer);
      done(0, 0);
    };
    image.src = src;
  });
}

/**
 * The library row of the image at `src` (for `data-media-id` and the size): the one just picked or
 * uploaded, else the library's answer for that address (cached by the field's preview), else none.
 * So the id always names the row whose URL is `src`, and it and media_usages (which finds an image
 * in rich text by its URL, *_media.sql) point at the same image.
 */
async function libraryRowOf(
  src: string,
  picked: MediaRow | null,
  queryClient: QueryClient,
): Promise<MediaRow | null> {
  if (picked?.url === src) return picked;
  try {
    return await queryClient.fetchQuery({ ...mediaByUrlQueryOptions(src), staleTime: 60_000 });
  } catch {
    // The image still goes in; the library finds it by its URL all the same.
    return null;
  }
}

/**
 * Where the image comes from: the media library (an upload, asking its alt text, or a pick) or an
 * address. `onMedia` hands over the library's description of the chosen image.
 */
export function ImageSource({
  value,
  onChange,
  onMedia,
  error,
  target,
}: {
  value: string;
  onChange: (src: string) => void;
  onMedia?: (media: MediaRow) => void;
  error?: string;
  target: ImageTarget;
}) {
  return (
    <ImageField
      target={target}
      label="Imagem do texto"
      urlLabel="Endereço da imagem"
      required
      value={value}
      onChange={(src, media) => {
        onChange(src);
        if (media) onMedia?.(media);
      }}
      error={error}
    />
  );
}

/**
 * 'Imagem': the source, then the same description as the media library's (a required alternative
 * text or 'Imagem decorativa', alt="" on purpose, and an optional caption), with its limits. With
 * an image selected it edits that image.
 */
export function ImageDialog({ editor, open, onOpenChange, target }: ImageDialogProps) {
  return (
    <BlockDialog editor={editor} open={open} onOpenChange={onOpenChange} nodeType="imageFigure" noun="imagem">
      {(form: BlockDialogForm<ImageAttributes>) => <ImageForm {...form} target={target} />}
    </BlockDialog>
  );
}

function ImageForm({
  selected: editing,
  place,
  close,
  target,
}: BlockDialogForm<ImageAttributes> & { target: ImageTarget }) {
  const [src, setSrc] = useState(editing?.src ?? '');
  const [description, setDescription] = useState<MediaDescription>({
    alt: editing?.alt ?? '',
    decorative: editing ? editing.alt === '' : false,
    caption: editing?.caption ?? '',
  });
  const [errors, setErrors] = useState<{ src?: string; description?: string | null }>({});
  const [picked, setPicked] = useState<MediaRow | null>(null);
  const queryClient = useQueryClient();

  const submit = async () => {
    const address = src.trim();
    const found = {
      src: isStorableHttpUrl(address)
        ? undefined
        : 'Envie uma imagem ou informe um endereço https://… válido.',
      description: descriptionProblem(description),
    };
    setErrors(found);
    if (found.src || found.description) return;
    const media = await libraryRowOf(address, picked, queryClient);
    const size =
      editing?.src === address
        ? { width: editing.width, height: editing.height }
        : media?.width && media.height
          ? { width: String(media.width), height: String(media.height) }
          : await measureImage(address);
    const { alt, caption } = descriptionColumns(description);
    place({ src: address, alt: alt ?? '', caption: caption ?? '', mediaId: media?.id ?? null, ...size });
  };

  return (
    <BlockForm noun="imagem" editing={editing !== null} onCancel={close} onSubmit={submit}>
      <ImageSource
        value={src}
        onChange={setSrc}
        onMedia={(media) => {
          setPicked(media);
          // The library's description fills what is still empty here.
          setDescription((current) => ({
            ...(current.alt.trim() || current.decorative
              ? current
              : { ...current, alt: media.alt ?? '', decorative: media.decorative }),
            caption: current.caption.trim() ? current.caption : (media.caption ?? ''),
          }));
        }}
        error={errors.src}
        target={target}
      />
      <MediaDescriptionFields
        value={description}
        onChange={(next) => {
          setDescription(next);
          if (errors.description)
            setErrors((current) => ({ ...current, description: descriptionProblem(next) }));
        }}
        error={errors.description}
      />
    </BlockForm>
  );
}
