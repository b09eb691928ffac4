import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExternalLink, ImageIcon, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { PendingChangesMark } from '@/components/admin/staged-changes';
import { PublicationStatusBadge } from '@/components/admin/publication-status-badge';
import { PublicationStatusFilter, usePublicationFilter } from '@/components/admin/publication-status-filter';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useListUrlState } from '@/components/admin/use-list-url-state';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { casePath } from '@/config/content-paths';
import { matchesSearch } from '@/lib/text';
import { TRASH_CONFIRM, trashNotice } from '@/lib/trash';
import { cn } from '@/lib/utils';

import { useDeleteCase } from '../api/delete-case';
import { adminCasesQueryOptions, type AdminCaseSummary } from '../api/get-admin-cases';
import { ListCard } from './list-card';

/** Niche names in alphabetical order joined by ', ', or 'Sem nicho'. */
function nicheNames(row: AdminCaseSummary): string {
  const names = row.cases_nichos.map((niche) => niche.nome).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return names.length > 0 ? names.join(', ') : 'Sem nicho';
}

/**
 * Admin cases list: the publication filter (on the server) and the search (on the loaded rows),
 * both in the URL; the count; rows with their state and actions; delete with confirmation.
 */
export function CasesList() {
  const list = useListUrlState();
  const { filter, setFilter } = usePublicationFilter();
  const cases = useQuery({ ...adminCasesQueryOptions(filter), placeholderData: keepPreviousData });
  useLoadErrorToast(cases.error, 'Erro ao carregar cases');
  const deletion = useDeleteConfirmation<AdminCaseSummary>({
    mutation: useDeleteCase(),
    successMessage: 'Case movido para a lixeira.',
    failureMessage: 'Erro ao excluir case',
  });

  const rows = (cases.data ?? []).filter((row) => matchesSearch(list.search, row.titulo, row.subtitulo));
  const narrowed = list.search !== '' || filter !== 'todos';

  return (
    <ListCard
      title="Lista de cases"
      query={cases}
      shown={rows.length}
      searchPlaceholder="Buscar cases..."
      search={list.text}
      onSearchChange={list.setText}
      filters={<PublicationStatusFilter value={filter} onChange={setFilter} />}
      skeleton={
        <ul aria-busy="true" aria-label="Carregando cases" className="divide-y divide-ink-200">
          {Array.from({ length: 4 }, (_, index) => (
            <li
              key={index}
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-4 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:p-6"
            >
              <Skeleton className="aspect-[16/10] w-full rounded-lg" />
              <div className="flex flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      }
      errorMessage="Não foi possível carregar os cases."
      emptyMessage={narrowed ? 'Nenhum case encontrado' : 'Nenhum case cadastrado'}
    >
      <ul
        aria-label="Cases"
        aria-busy={cases.isPlaceholderData || undefined}
        className={cn('divide-y divide-ink-200 transition-opacity', cases.isPlaceholderData && 'opacity-60')}
      >
        {rows.map((row) => (
          <CaseRow key={row.id} row={row} onDelete={() => deletion.ask(row)} />
        ))}
      </ul>

      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir case"
        description={`Tem certeza que deseja excluir o case "${deletion.item?.titulo ?? ''}"? ${trashNotice('masculine')}`}
        {...TRASH_CONFIRM}
      />
    </ListCard>
  );
}

/** The featured image, or a placeholder when there is none or it does not load. */
function CaseThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="row-span-2 flex aspect-[16/10] w-full items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-ink-50 sm:row-span-1">
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="size-full object-cover"
        />
      ) : (
        <ImageIcon aria-hidden className="size-6 text-ink-400 sm:size-7" />
      )}
    </div>
  );
}

function CaseRow({ row, onDelete }: { row: AdminCaseSummary; onDelete: () => void }) {
  const name = `"${row.titulo}"`;
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-2 p-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center sm:gap-y-0 sm:p-6">
      <CaseThumbnail src={row.imagem_destacada} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-display text-base font-semibold text-ink-950">{row.titulo}</h3>
          {row.destaque && (
            <Badge variant="accent">
              <Star aria-hidden />
              Destaque
            </Badge>
          )}
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-ink-700">{row.subtitulo}</p>
        <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-600">
          <div className="flex">
            <dt className="sr-only">Situação:</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <PublicationStatusBadge item={row} />
              <PendingChangesMark subject="case" itemId={row.id} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Nichos:</dt>
            <dd className={row.cases_nichos.length === 0 ? 'italic' : undefined}>{nicheNames(row)}</dd>
          </div>
        </dl>
      </div>
      <div className="col-start-2 flex justify-end gap-1 sm:col-start-3">
        <a
          href={casePath(row.slug)}
          target="_blank"
          rel="noopener noreferrer"
          title="Ver página pública"
          className={buttonClasses('ghost', 'icon')}
        >
          <ExternalLink aria-hidden />
          <span className="sr-only">Ver página pública do case {name} (abre em nova aba)</span>
        </a>
        <Link to={`/admin/cases/edit/${row.id}`} title="Editar" className={buttonClasses('ghost', 'icon')}>
          <Pencil aria-hidden />
          <span className="sr-only">Editar case {name}</span>
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger-800 hover:bg-danger-50"
          onClick={onDelete}
          title="Excluir"
        >
          <Trash2 aria-hidden />
          <span className="sr-only">Excluir case {name}</span>
        </Button>
      </div>
    </li>
  );
}
