import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useCurrentUserId } from '@/components/admin/edit-conflict';
import { MediaLibraryGrid } from '@/components/admin/media/media-library-grid';
import { MediaUploadDialog } from '@/components/admin/media/media-upload-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { formatSaoPauloDate } from '@/lib/dates';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '@/lib/image-upload';
import type { MediaItem } from '@/lib/media-library';

import { formatBytes, formatDimensions, mediaAuthor } from '../utils';
import { MediaDetailDialog } from './media-detail-dialog';

/**
 * 'Mídia' (editors and admins): the library's grid, each image with its alt text (or the 'Sem
 * texto alternativo' badge), dimensions, size, who added it and when; the filter of images without
 * alt text, upload, and each image's details (description, usages, delete).
 */
export function MediaLibraryManager() {
  const [withoutAlt, setWithoutAlt] = useState(false);
  // The image whose details are open, as it was chosen: a save, or a filter it no longer matches,
  // must not close or reload the details under the person editing them.
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const filterId = useId();
  const userId = useCurrentUserId();

  const chooseFile = (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const refusal = imageFileProblem(chosen);
    if (refusal) {
      toast.error('Erro', { description: refusal });
      return;
    }
    setFile(chosen);
  };

  return (
    <>
      <AdminPageHeader
        title="Mídia"
        description="As imagens do site, com o texto alternativo que os leitores de tela leem."
        actions={
          <>
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              aria-label="Arquivo de imagem para a biblioteca"
              tabIndex={-1}
              className="sr-only"
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
            <Button onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden />
              Enviar imagem
            </Button>
          </>
        }
      />

      <Card className="p-4 sm:p-6">
        <MediaLibraryGrid
          layout="page"
          withoutAlt={withoutAlt}
          filters={
            <div className="flex items-center gap-2">
              <Checkbox
                id={filterId}
                checked={withoutAlt}
                onChange={(event) => setWithoutAlt(event.target.checked)}
              />
              <label htmlFor={filterId} className="text-sm text-ink-800">
                Só as sem texto alternativo
              </label>
            </div>
          }
          onChoose={setOpen}
          details={(media) => <MediaFacts media={media} userId={userId} />}
        />
      </Card>

      <MediaUploadDialog
        file={file}
        target="case"
        onClose={() => setFile(null)}
        // Just uploaded by whoever is here: no one else's address to look up.
        onUploaded={(media) => setOpen({ ...media, uploader_email: null })}
      />
      <MediaDetailDialog media={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** Under a card's alt text: dimensions and size; when and by whom it was added. */
function MediaFacts({ media, userId }: { media: MediaItem; userId?: string }) {
  const facts = [formatDimensions(media), formatBytes(media.size_bytes)].filter(Boolean).join(' · ');
  return (
    <>
      {facts && <span className="text-xs text-ink-600">{facts}</span>}
      <span className="text-xs [overflow-wrap:anywhere] text-ink-600">
        {formatSaoPauloDate(media.created_at)}, {mediaAuthor(media, userId)}
      </span>
    </>
  );
}
