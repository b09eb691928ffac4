import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';

import { AdminListEmpty, AdminTableHead, AdminTableSkeleton } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSearchCard } from '@/components/admin/admin-search-card';
import { useListSearch } from '@/components/admin/use-list-search';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { matchesSearch } from '@/lib/text';
import { TRASH_DAYS } from '@/lib/trash';
import { cn } from '@/lib/utils';

import {
  TRASH_KIND_LABELS,
  trashItemsQueryOptions,
  useDeleteFromTrash,
  useRestoreFromTrash,
  type TrashItem,
} from '../api/trash-items';

const DAY_MS = 86_400_000;

/** How long until the daily job deletes it: 'Em 29 dias', 'Em 1 dia', 'Hoje'. */
export function timeLeft(purgeAt: string, now: number = Date.now()): string {
  const days = Math.floor((Date.parse(purgeAt) - now) / DAY_MS);
  if (days < 1) return 'Hoje';
  return days === 1 ? 'Em 1 dia' : `Em ${days} dias`;
}

const filterByTitle = (rows: readonly TrashItem[], search: string) =>
  rows.filter((row) => matchesSearch(search, row.titulo));

interface TrashPageProps {
  /** Admins also delete for good (the database refuses editors). */
  isAdmin: boolean;
  /** After a restore: refresh the lists the item comes back to. */
  onRestored: () => void;
}

interface RowActions {
  isAdmin: boolean;
  /** The item whose restore is on its way (its button waits). */
  restoring: string | undefined;
  onRestore: (item: TrashItem) => void;
  onDelete: (item: TrashItem) => void;
}

/**
 * 'Lixeira': the deleted cases, articles, press items and niches, each with who deleted it, when,
 * and how long until it is deleted for good; 'Restaurar' for staff, 'Excluir para sempre' for
 * admins (confirmed first).
 */
export function TrashPage({ isAdmin, onRestored }: TrashPageProps) {
  const query = useQuery(trashItemsQueryOptions());
  useLoadErrorToast(query.error, 'Erro ao carregar a lixeira');
  const list = useListSearch(query.data, filterByTitle);
  const restore = useRestoreFromTrash(onRestored);
  const purge = useDeleteFromTrash();
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row (and its buttons) is gone: continue from the list's heading.
  const refocus = () => setTimeout(() => headingRef.current?.focus(), 0);

  const onRestore = (item: TrashItem) =>
    restore.mutate(item, {
      onSuccess: () => {
        toast.success('Sucesso', { description: TRASH_KIND_LABELS[item.kind].restored });
        refocus();
      },
      onError: (error) => {
        console.error('Erro ao restaurar da lixeira:', error);
        toast.error('Erro', { description: 'Não foi possível restaurar o item.' });
      },
    });

  const onDelete = (item: TrashItem) => {
    setPurging(item);
    setConfirming(true);
  };

  const confirmDelete = () => {
    if (!purging) return;
    purge.mutate(purging, {
      onSuccess: () => {
        toast.success('Sucesso', { description: TRASH_KIND_LABELS[purging.kind].deleted });
        setConfirming(false);
        refocus();
      },
      onError: (error) => {
        console.error('Erro ao excluir para sempre:', error);
        toast.error('Erro', { description: 'Não foi possível excluir o item para sempre.' });
        setConfirming(false);
      },
    });
  };

  const actions: RowActions = {
    isAdmin,
    restoring: restore.isPending ? restore.variables.id : undefined,
    onRestore,
    onDelete,
  };

  return (
    <>
      <AdminPageHeader
        title="Lixeira"
        description={`Cases, insights, notícias e nichos excluídos. Ficam aqui por ${TRASH_DAYS} dias, fora do site, e podem ser restaurados; depois são excluídos para sempre.`}
      />
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Itens na lixeira
      </h2>
      <AdminSearchCard
        query={query}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Buscar por título..."
        count={list.count}
        noun={['item', 'itens']}
        skeleton={<AdminTableSkeleton label="Carregando a lixeira..." rows={4} />}
        errorMessage="Não foi possível carregar a lixeira."
        isEmpty={list.shown.length === 0}
        empty={
          <AdminListEmpty
            icon={Trash2}
            title={list.searching ? 'Nenhum item encontrado' : 'A lixeira está vazia'}
            message={
              list.searching
                ? 'Tente outro trecho do título.'
                : 'O que for excluído de cases, insights, notícias e nichos aparece aqui.'
            }
          />
        }
      >
        <TrashTable items={list.shown} {...actions} />
        <TrashCards items={list.shown} {...actions} />
      </AdminSearchCard>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={purge.isPending}
        onConfirm={confirmDelete}
        title="Excluir para sempre"
        description={
          purging
            ? `Excluir para sempre ${TRASH_KIND_LABELS[purging.kind].the} "${purging.titulo}"? Não será possível desfazer.`
            : ''
        }
        confirmLabel="Excluir para sempre"
      />
    </>
  );
}

function RowButtons({
  item,
  isAdmin,
  restoring,
  onRestore,
  onDelete,
  wrap = false,
}: RowActions & { item: TrashItem; wrap?: boolean }) {
  const name = `${TRASH_KIND_LABELS[item.kind].the} "${item.titulo}"`;
  const pending = restoring === item.id;
  return (
    <div className={cn('flex justify-end gap-2', wrap ? 'flex-wrap' : 'flex-nowrap whitespace-nowrap')}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onRestore(item)}
        disabled={pending}
        aria-label={`Restaurar ${name}`}
      >
        {pending ? <Spinner /> : <RotateCcw aria-hidden />}
        Restaurar
      </Button>
      {isAdmin && (
        <Button
          variant="ghost"
          size="sm"
          className="text-danger-800 hover:bg-danger-50"
          onClick={() => onDelete(item)}
          aria-label={`Excluir para sempre ${name}`}
        >
          <Trash2 aria-hidden />
          Excluir para sempre
        </Button>
      )}
    </div>
  );
}

const deletedBy = (item: TrashItem) => item.deleted_by_email ?? 'Conta removida';

interface TrashListProps extends RowActions {
  items: readonly TrashItem[];
}

/** From 768 px: Tipo, Título, Excluído (who, then when), Exclusão definitiva and the actions. */
function TrashTable({ items, ...actions }: TrashListProps) {
  return (
    <div className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Itens na lixeira, do excluído mais recentemente ao mais antigo</caption>
        <AdminTableHead columns={['Tipo', 'Título', 'Excluído por', 'Exclusão definitiva', 'Ações']} />
        <tbody className="divide-y divide-ink-100">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-ink-50/60">
              <td className="px-4 py-3 lg:pl-6">
                <Badge>{TRASH_KIND_LABELS[item.kind].type}</Badge>
              </td>
              <th scope="row" className="max-w-80 min-w-40 px-4 py-3 text-left font-medium text-ink-950">
                {item.titulo}
              </th>
              <td className="px-4 py-3 text-ink-700">
                <span className="block break-words">{deletedBy(item)}</span>
                <time
                  dateTime={item.deleted_at}
                  className="block text-xs whitespace-nowrap text-ink-600 tabular-nums"
                >
                  em {formatDateTime(item.deleted_at)}
                </time>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                <time dateTime={item.purge_at}>{timeLeft(item.purge_at)}</time>
              </td>
              <td className="px-4 py-2 lg:pr-6">
                <RowButtons item={item} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px: one card per item. */
function TrashCards({ items, ...actions }: TrashListProps) {
  return (
    <ul aria-label="Itens na lixeira" className="divide-y divide-ink-100 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="space-y-2 px-4 py-4">
          <div className="flex items-start gap-2">
            <Badge className="shrink-0">{TRASH_KIND_LABELS[item.kind].type}</Badge>
            <h3 className="min-w-0 text-sm font-semibold text-ink-950">{item.titulo}</h3>
          </div>
          <p className="text-xs text-ink-600">
            Excluído por <span className="[overflow-wrap:anywhere]">{deletedBy(item)}</span> em{' '}
            <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>
            {' · '}
            Exclusão definitiva: <time dateTime={item.purge_at}>{timeLeft(item.purge_at).toLowerCase()}</time>
          </p>
          <RowButtons item={item} {...actions} wrap />
        </li>
      ))}
    </ul>
  );
}
