import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Eye, ImageIcon, Lightbulb, Pencil } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';

import {
  AdminListEmpty,
  AdminListRow,
  AdminListSkeleton,
  AdminListState,
  DeleteRowButton,
} from '@/components/admin/admin-list';
import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import { PendingChangesMark } from '@/components/admin/staged-changes';
import { PublicationStatusBadge } from '@/components/admin/publication-status-badge';
import { PublicationStatusFilter, usePublicationFilter } from '@/components/admin/publication-status-filter';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useListUrlState } from '@/components/admin/use-list-url-state';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { insightPath } from '@/config/content-paths';
import { TRASH_CONFIRM, trashNotice } from '@/lib/trash';
import { cn } from '@/lib/utils';

import { useDeleteInsight } from '../api/delete-insight';
import { adminInsightsQueryOptions, flattenInsightPages } from '../api/get-admin-insights';
import type { InsightSummary } from '../api/row-schemas';

/**
 * Admin insights list: search by title ('Buscar insights...') and the publication filter, both on
 * the server and in the URL; rows with thumbnail, title, description, state (with its date) and
 * category ('Sem categoria'), view / edit / delete, and 'Carregar mais' (20 per page).
 */
export function InsightsList() {
  const list = useListUrlState();
  const { filter, setFilter } = usePublicationFilter();
  const query = useInfiniteQuery({
    ...adminInsightsQueryOptions({ search: list.search, filter }),
    placeholderData: keepPreviousData,
  });
  const rows = flattenInsightPages(query.data);
  const searchRef = useRef<HTMLInputElement>(null);

  useLoadErrorToast(query.error, 'Erro ao carregar insights');

  const deletion = useDeleteConfirmation<InsightSummary>({
    mutation: useDeleteInsight(),
    successMessage: 'Insight movido para a lixeira.',
    failureMessage: 'Erro ao excluir insight',
    // The row (and its button) is gone: continue from the search box.
    onDeleted: () => setTimeout(() => searchRef.current?.focus(), 0),
  });

  const searching = list.search !== '' || filter !== 'todos';
  const stale = query.isPlaceholderData;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SearchInput
          ref={searchRef}
          placeholder="Buscar insights..."
          value={list.text}
          onValueChange={list.setText}
          className="lg:max-w-md"
        />
        <PublicationStatusFilter value={filter} onChange={setFilter} />
      </div>

      <AdminListState
        query={query}
        skeleton={
          <AdminListSkeleton
            rows={5}
            lines={['h-4 w-3/5', 'h-3 w-4/5', 'h-3 w-32']}
            label="Carregando insights..."
          />
        }
        failed={query.isError && rows.length === 0}
        errorMessage="Não foi possível carregar os insights."
        isEmpty={rows.length === 0}
        empty={
          <AdminListEmpty
            icon={Lightbulb}
            title={searching ? 'Nenhum insight encontrado' : 'Nenhum insight cadastrado'}
            message={
              searching
                ? 'Tente outra palavra do título ou outra situação.'
                : 'Clique em "Novo Insight" para publicar o primeiro.'
            }
          />
        }
        carded
      >
        <Card className={cn('overflow-hidden transition-opacity', stale && 'opacity-60')}>
          <ul
            id="admin-insights-list"
            aria-label="Insights"
            aria-busy={stale || undefined}
            className="divide-y divide-ink-100"
          >
            {rows.map((row) => (
              <InsightRow key={row.id} row={row} onDelete={() => deletion.ask(row)} />
            ))}
          </ul>
        </Card>
      </AdminListState>

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
        {...deletion.dialogProps}
        title="Excluir insight"
        description={`Tem certeza que deseja excluir o insight "${deletion.item?.titulo ?? ''}"? ${trashNotice('masculine')}`}
        {...TRASH_CONFIRM}
      />
    </div>
  );
}

function InsightRow({ row, onDelete }: { row: InsightSummary; onDelete: () => void }) {
  return (
    <AdminListRow
      thumbnail={<AdminThumbnail url={row.imagem} fallbackIcon={ImageIcon} fit="cover" />}
      title={row.titulo}
      actions={
        <>
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
          <DeleteRowButton label={`Excluir o insight "${row.titulo}"`} onClick={onDelete} />
        </>
      }
    >
      {row.descricao && <p className="mt-0.5 line-clamp-2 text-sm text-ink-600">{row.descricao}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-ink-600">
        <PublicationStatusBadge item={row} />
        <PendingChangesMark subject="insight" itemId={row.id} />
        {row.categoria ? (
          <Badge variant="outline">{row.categoria.nome}</Badge>
        ) : (
          <Badge variant="outline">Sem categoria</Badge>
        )}
      </div>
    </AdminListRow>
  );
}
