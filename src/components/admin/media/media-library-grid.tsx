import { useInfiniteQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';

import { AdminListEmpty } from '@/components/admin/admin-list';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { mediaListInfiniteOptions, type MediaItem } from '@/lib/media-library';
import { formatCount } from '@/lib/numbers';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

import { MediaAltText } from './media-alt-text';

/** 'dialog': compact, scrolling inside the picker; 'page': the wider cards of 'Mídia'. */
type GridLayout = 'dialog' | 'page';

const LAYOUTS: Record<
  GridLayout,
  { search?: string; list: string; card: string; thumb: string; text: string; alt: string }
> = {
  dialog: {
    search: 'sm:max-w-none',
    list: 'grid max-h-[55vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 md:grid-cols-4',
    card: 'gap-1.5 p-1.5 hover:bg-accent-50',
    thumb: 'rounded-md',
    text: 'gap-0.5 text-xs text-ink-800',
    alt: '',
  },
  page: {
    list: 'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
    card: 'h-full overflow-hidden',
    thumb: '',
    text: 'flex-1 gap-1 p-3 text-sm',
    alt: 'font-medium text-ink-900',
  },
};

interface MediaLibraryGridProps {
  layout: GridLayout;
  /** What a click (or Enter) on an image does: pick it, open its details. */
  onChoose: (media: MediaItem) => void;
  /** What each card shows under the image's alt text (its file name; its size, who and when). */
  details: (media: MediaItem) => ReactNode;
  /** Only images with neither alt text nor 'decorative' (the filter of 'Mídia'). */
  withoutAlt?: boolean;
  /** Beside the search box: the filters of the screen around it. */
  filters?: ReactNode;
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

/**
 * The media library as a grid, the picker's and the screen's: searched by alt text, caption or
 * file name on the server, newest first, a page at a time ('Carregar mais'). Each image is a
 * button (Tab or the arrow keys move between them, Enter chooses).
 */
export function MediaLibraryGrid({
  layout,
  onChoose,
  details,
  withoutAlt = false,
  filters,
}: MediaLibraryGridProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const query = useInfiniteQuery(mediaListInfiniteOptions({ search: debounced, withoutAlt }));
  useLoadErrorToast(query.error, 'Erro ao carregar a biblioteca de mídia');
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtering = debounced.trim() !== '' || withoutAlt;
  const styles = LAYOUTS[layout];

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          placeholder="Buscar imagens..."
          aria-label="Buscar imagens por texto alternativo, legenda ou nome do arquivo"
          value={search}
          onValueChange={setSearch}
          className={styles.search}
        />
        {filters}
      </div>
      {query.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-ink-600">
          Carregando imagens...
        </p>
      ) : query.isError ? (
        <p role="alert" className="py-8 text-center text-sm text-danger-800">
          Não foi possível carregar a biblioteca.{' '}
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Tentar de novo
          </Button>
        </p>
      ) : items.length === 0 ? (
        <AdminListEmpty
          icon={Images}
          title={filtering ? 'Nenhuma imagem encontrada' : 'Nenhuma imagem na biblioteca'}
          message={
            filtering
              ? withoutAlt
                ? 'Tente outra palavra ou desmarque o filtro.'
                : 'Tente outra palavra.'
              : 'Use “Enviar imagem” para adicionar a primeira.'
          }
        />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-600">
            {total === 1 ? '1 imagem' : `${formatCount(total)} imagens`}
          </p>
          <ul aria-label="Imagens da biblioteca" className={styles.list} onKeyDown={moveFocus}>
            {items.map((media) => (
              <li key={media.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onChoose(media)}
                  className={cn(
                    'flex w-full flex-col rounded-lg border border-ink-200 text-left hover:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-700',
                    styles.card,
                  )}
                >
                  <span
                    className={cn(
                      'flex aspect-[16/10] w-full items-center justify-center overflow-hidden bg-ink-50',
                      styles.thumb,
                    )}
                  >
                    <img
                      src={media.url}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  </span>
                  <span className={cn('flex min-w-0 flex-col', styles.text)}>
                    <span className={cn('line-clamp-2 [overflow-wrap:anywhere]', styles.alt)}>
                      <MediaAltText media={media} />
                    </span>
                    {details(media)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size={layout === 'dialog' ? 'sm' : undefined}
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
