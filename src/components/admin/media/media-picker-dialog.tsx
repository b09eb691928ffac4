import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { mediaListInfiniteOptions, type MediaItem } from '@/lib/media-library';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { MediaAltText } from './media-alt-text';

interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: MediaItem) => void;
  /** What the image is for, in the title: 'Escolher da biblioteca: Imagem destacada'. */
  label?: string;
}

/**
 * 'Escolher da biblioteca': the library's images, newest first, searched by alt text, caption or
 * file name; each thumbnail is a button (Tab or the arrow keys move between them, Enter picks).
 */
export function MediaPickerDialog({ open, onOpenChange, onPick, label }: MediaPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={label ? `Escolher da biblioteca: ${label}` : 'Escolher da biblioteca'}
        description="Clique numa imagem (ou use Tab e Enter) para usá-la."
        className="sm:max-w-3xl"
      >
        <MediaPicker
          onPick={(media) => {
            onPick(media);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Moves focus between the grid's buttons with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  if (!(event.key in keys) && event.key !== 'Home' && event.key !== 'End') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : Math.min(buttons.length - 1, Math.max(0, current + (keys[event.key] ?? 0)));
  buttons[next]?.focus();
}

function MediaPicker({ onPick }: { onPick: (media: MediaItem) => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const query = useInfiniteQuery(mediaListInfiniteOptions({ search: debounced, withoutAlt: false }));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <SearchInput
        placeholder="Buscar imagens..."
        aria-label="Buscar imagens por texto alternativo, legenda ou nome do arquivo"
        value={search}
        onValueChange={setSearch}
        className="sm:max-w-none"
      />
      {query.isPending ? (
        <p role="status" className="text-sm text-ink-600">
          Carregando imagens...
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger-800">
          Não foi possível carregar a biblioteca.{' '}
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Tentar de novo
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p role="status" className="text-sm text-ink-600">
          {debounced.trim() ? 'Nenhuma imagem encontrada.' : 'A biblioteca ainda não tem imagens.'}
        </p>
      ) : (
        <>
          <p role="status" className="text-xs text-ink-600">
            {total === 1 ? '1 imagem' : `${total} imagens`}
          </p>
          <ul
            aria-label="Imagens da biblioteca"
            className="grid max-h-[55vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 md:grid-cols-4"
            onKeyDown={moveFocus}
          >
            {items.map((media) => (
              <li key={media.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onPick(media)}
                  className="flex w-full flex-col gap-1.5 rounded-lg border border-ink-200 p-1.5 text-left hover:border-accent-500 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-700"
                >
                  <span className="flex aspect-[16/10] w-full items-center justify-center overflow-hidden rounded-md bg-ink-50">
                    <img
                      src={media.url}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  </span>
                  <span className="line-clamp-2 text-xs text-ink-800">
                    <MediaAltText media={media} />
                  </span>
                  {media.original_name && (
                    <span className="truncate text-[0.6875rem] text-ink-600">{media.original_name}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="sm"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
