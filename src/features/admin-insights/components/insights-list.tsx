import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Eye, ImageIcon, Lightbulb, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { insightPath } from '@/config/content-paths';
import { formatShortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

import { useDeleteInsight } from '../api/delete-insight';
import { adminInsightsQueryOptions, flattenInsightPages, type AdminInsightRow } from '../api/get-admin-insights';

/** Waits this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Admin insights list (spec §2): search by title ('Buscar insights...'), rows with thumbnail,
 * title, description, publication date and category ('Sem categoria'), view / edit / delete, and
 * 'Carregar mais' (20 per page).
 */
export function InsightsList() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({ ...adminInsightsQueryOptions(term), placeholderData: keepPreviousData });
  const rows = flattenInsightPages(query.data);
  const searchRef = useRef<HTMLInputElement>(null);

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    console.error('Erro ao carregar insights:', error);
    toast.error('Erro', { description: 'Erro ao carregar insights' });
  }, [error]);

  const [toDelete, setToDelete] = useState<AdminInsightRow | null>(null);
  const deleteInsight = useDeleteInsight();

  function confirmDelete() {
    if (!toDelete) return;
    deleteInsight.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Sucesso', { description: 'Insight excluído com sucesso' });
        setToDelete(null);
        // The row (and its button) is gone: continue from the search box.
        setTimeout(() => searchRef.current?.focus(), 0);
      },
      onError: (deleteError) => {
        console.error('Erro ao excluir insight:', deleteError);
        toast.error('Erro', { description: 'Erro ao excluir insight' });
        setToDelete(null);
      },
    });
  }

  const searching = term !== '';
  const stale = query.isPlaceholderData;

  return (
    <div className="space-y-4">
      <SearchInput
        ref={searchRef}
        placeholder="Buscar insights..."
        value={search}
        onValueChange={setSearch}
      />

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <p className="text-sm text-ink-700">Não foi possível carregar os insights.</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden />
            Tentar novamente
          </Button>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <Lightbulb aria-hidden className="size-8 text-ink-400" />
          <p className="font-medium text-ink-900">
            {searching ? 'Nenhum insight encontrado' : 'Nenhum insight cadastrado'}
          </p>
          <p className="text-sm text-ink-600">
            {searching ? 'Tente buscar por outra palavra do título.' : 'Clique em "Novo Insight" para publicar o primeiro.'}
          </p>
        </Card>
      ) : (
        <Card className={cn('overflow-hidden transition-opacity', stale && 'opacity-60')}>
          <ul id="admin-insights-list" aria-label="Insights" aria-busy={stale || undefined} className="divide-y divide-ink-100">
            {rows.map((row) => (
              <InsightRow key={row.id} row={row} onDelete={() => setToDelete(row)} />
            ))}
          </ul>
        </Card>
      )}

      {rows.length > 0 && (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-ink-600" role="status">
            {rows.length === 1 ? '1 insight exibido' : `${rows.length} insights exibidos`}
          </p>
          {query.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage || stale}
                  >
              {query.isFetchingNextPage && <Spinner />}
              {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir insight"
        description={toDelete ? `Tem certeza que deseja excluir o insight "${toDelete.titulo}"?` : ''}
        confirmLabel="Excluir"
        pending={deleteInsight.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function InsightRow({ row, onDelete }: { row: AdminInsightRow; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <Thumbnail url={row.imagem} />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base font-semibold text-ink-950">{row.titulo}</h2>
          {row.descricao && <p className="mt-0.5 line-clamp-2 text-sm text-ink-600">{row.descricao}</p>}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-ink-600">
            {row.categoria ? (
              <Badge variant="accent">{row.categoria.nome}</Badge>
            ) : (
              <Badge variant="outline">Sem categoria</Badge>
            )}
            <span>
              Publicado em <time dateTime={row.data_publicacao}>{formatShortDate(row.data_publicacao)}</time>
            </span>
          </div>
        </div>
      </div>
      <div className="flex justify-end gap-1 border-t border-ink-100 pt-2 sm:border-0 sm:pt-0">
        <a
          href={insightPath(row.categoria?.slug, row.slug)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('ghost', 'icon')}
          aria-label={`Ver o insight "${row.titulo}" no site (abre em nova aba)`}
          title="Ver no site"
        >
          <Eye aria-hidden />
        </a>
        <Link
          to={`/admin/insights/edit/${row.id}`}
          className={buttonClasses('ghost', 'icon')}
          aria-label={`Editar o insight "${row.titulo}"`}
          title="Editar"
        >
          <Pencil aria-hidden />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger-800 hover:bg-danger-50"
          onClick={onDelete}
          aria-label={`Excluir o insight "${row.titulo}"`}
          title="Excluir"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function Thumbnail({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex aspect-[16/10] w-20 shrink-0 items-center justify-center self-start overflow-hidden rounded-md border border-ink-200 bg-ink-50 sm:w-28 sm:self-center">
      {url && !failed ? (
        <img
          src={url}
          alt=""
          width={112}
          height={70}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <ImageIcon aria-hidden className="size-6 text-ink-400" />
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <Card aria-busy="true" className="overflow-hidden">
      <p className="sr-only" role="status">
        Carregando insights...
      </p>
      <ul aria-hidden="true" className="divide-y divide-ink-100">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="flex gap-3 p-4 sm:gap-4 sm:px-5">
            <Skeleton className="aspect-[16/10] w-20 shrink-0 rounded-md sm:w-28" />
            <div className="flex-1 space-y-2 py-1">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-3 w-32" />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
