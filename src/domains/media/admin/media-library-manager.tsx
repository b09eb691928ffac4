import { useInfiniteQuery } from '@tanstack/react-query';
import { Images, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { AdminListEmpty } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useCurrentUserId } from '@/components/admin/edit-conflict';
import { MediaAltText } from '@/components/admin/media/media-alt-text';
import { MediaUploadDialog } from '@/components/admin/media/media-upload-dialog';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchInput } from '@/components/ui/search-input';
import { formatSaoPauloDate } from '@/lib/dates';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '@/lib/image-upload';
import { mediaListInfiniteOptions, type MediaItem } from '@/lib/media-library';
import { formatCount } from '@/lib/numbers';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { formatBytes, formatDimensions, mediaAuthor } from '../utils';
import { MediaDetailDialog } from './media-detail-dialog';

/**
 * 'Mídia' (editors and admins): the library's images, newest first, with their alt text (or the
 * 'Sem texto alternativo' badge), dimensions, size, who added them and when; search, the filter
 * of images without alt text, upload, and each image's details (description, usages, delete).
 */
export function MediaLibraryManager() {
  const [search, setSearch] = useState('');
  const [withoutAlt, setWithoutAlt] = useState(false);
  const debounced = useDebouncedValue(search, 300);
  const query = useInfiniteQuery(mediaListInfiniteOptions({ search: debounced, withoutAlt }));
  useLoadErrorToast(query.error, 'Erro ao carregar a biblioteca de mídia');
  const [openId, setOpenId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const filterId = useId();
  const userId = useCurrentUserId();

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  // The open image as listed now (a save or an upload refreshes the list).
  const open = items.find((media) => media.id === openId) ?? null;
  const filtering = debounced.trim() !== '' || withoutAlt;

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

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            placeholder="Buscar imagens..."
            aria-label="Buscar imagens por texto alternativo, legenda ou nome do arquivo"
            value={search}
            onValueChange={setSearch}
          />
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
        </div>
        <h2 className="sr-only">Imagens da biblioteca</h2>
        {query.isPending ? (
          <p role="status" className="py-8 text-center text-sm text-ink-600">
            Carregando imagens...
          </p>
        ) : query.isError ? (
          <p role="alert" className="py-8 text-center text-sm text-danger-800">
            Não foi possível carregar a biblioteca.
          </p>
        ) : items.length === 0 ? (
          <AdminListEmpty
            icon={Images}
            title={filtering ? 'Nenhuma imagem encontrada' : 'Nenhuma imagem na biblioteca'}
            message={
              filtering
                ? 'Tente outra palavra ou desmarque o filtro.'
                : 'Clique em "Enviar imagem" para adicionar a primeira.'
            }
          />
        ) : (
          <>
            <p role="status" className="text-sm text-ink-600">
              {total === 1 ? '1 imagem' : `${formatCount(total)} imagens`}
            </p>
            <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
              {items.map((media) => (
                <MediaCard key={media.id} media={media} userId={userId} onOpen={() => setOpenId(media.id)} />
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>

      <MediaUploadDialog
        file={file}
        target="case"
        onClose={() => setFile(null)}
        onUploaded={(media) => setOpenId(media.id)}
      />
      <MediaDetailDialog media={open} onClose={() => setOpenId(null)} />
    </>
  );
}

function MediaCard({ media, userId, onOpen }: { media: MediaItem; userId?: string; onOpen: () => void }) {
  const facts = [formatDimensions(media), formatBytes(media.size_bytes)].filter(Boolean).join(' · ');
  return (
    <li className="min-w-0">
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full flex-col overflow-hidden rounded-lg border border-ink-200 text-left hover:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-700"
      >
        <span className="flex aspect-[16/10] w-full items-center justify-center overflow-hidden bg-ink-50">
          <img src={media.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1 p-3">
          <span className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere] text-ink-900">
            <MediaAltText media={media} />
          </span>
          {facts && <span className="text-xs text-ink-600">{facts}</span>}
          <span className="text-xs [overflow-wrap:anywhere] text-ink-600">
            {formatSaoPauloDate(media.created_at)}, {mediaAuthor(media, userId)}
          </span>
        </span>
      </button>
    </li>
  );
}
