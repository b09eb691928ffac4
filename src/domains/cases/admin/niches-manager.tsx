import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { useSavedRow } from '@/components/admin/use-saved-row';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { matchesSearch } from '@/lib/text';
import { TRASH_CONFIRM, trashNotice } from '@/lib/trash';

import type { Niche } from '../api/case-schema';
import { useDeleteNiche } from '../api/delete-niche';
import { adminNichesQueryOptions } from '../api/get-admin-niches';
import { ListCard } from './list-card';
import { NicheDialog } from './niche-dialog';

/** Niches: search, list, create/edit dialog, delete with confirmation (through the RPCs). */
export function NichesManager() {
  const niches = useQuery(adminNichesQueryOptions());
  useLoadErrorToast(niches.error, 'Erro ao carregar nichos');
  const deletion = useDeleteConfirmation<Niche>({
    mutation: useDeleteNiche(),
    successMessage: 'Nicho movido para a lixeira.',
    failureMessage: 'Erro ao excluir nicho',
  });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Niche | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const rows = (niches.data ?? []).filter((niche) => matchesSearch(search, niche.nome, niche.descricao));
  const searching = search.trim() !== '';

  // After a save the list shows the niche: highlighted, in view, announced.
  const savedRow = useSavedRow();

  const openDialog = (niche: Niche | null) => {
    setEditing(niche);
    setDialogOpen(true);
  };

  return (
    <>
      <AdminPageHeader
        title="Nichos"
        description="Os nichos classificam os cases e aparecem como filtro na página pública de cases."
        actions={
          <>
            <AdminBackLink to="/admin/cases">Voltar para cases</AdminBackLink>
            <Button onClick={() => openDialog(null)}>
              <Plus aria-hidden />
              Novo Nicho
            </Button>
          </>
        }
      />
      <ListCard
        title="Lista de nichos"
        query={niches}
        shown={rows.length}
        searchPlaceholder="Buscar nichos..."
        search={search}
        onSearchChange={setSearch}
        skeleton={
          <ul aria-busy="true" aria-label="Carregando nichos" className="divide-y divide-ink-200">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="flex flex-col gap-2 p-5 sm:p-6">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
              </li>
            ))}
          </ul>
        }
        errorMessage="Não foi possível carregar os nichos."
        emptyMessage={searching ? 'Nenhum nicho encontrado' : 'Nenhum nicho cadastrado'}
      >
        <ul aria-label="Nichos" className="divide-y divide-ink-200">
          {rows.map((niche) => (
            <li
              key={niche.id}
              {...savedRow.row(niche.id, 'flex items-start gap-3 p-4 sm:items-center sm:p-6')}
            >
              <div className="min-w-0 flex-1">
                <h3 className="font-display text-base font-semibold text-ink-950">{niche.nome}</h3>
                <p
                  className={
                    niche.descricao ? 'mt-1 text-sm text-ink-700' : 'mt-1 text-sm text-ink-600 italic'
                  }
                >
                  {niche.descricao || 'Sem descrição'}
                </p>
                <p className="mt-1 text-xs text-ink-600">
                  <span className="sr-only">Slug: </span>
                  <span className="font-mono">{niche.slug}</span>
                </p>
              </div>
              <div className="-mt-1 -mr-2 flex shrink-0 gap-0.5 sm:m-0 sm:gap-1">
                <Button variant="ghost" size="icon" onClick={() => openDialog(niche)}>
                  <Pencil aria-hidden />
                  <span className="sr-only">Editar nicho "{niche.nome}"</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-danger-800 hover:bg-danger-50"
                  onClick={() => deletion.ask(niche)}
                >
                  <Trash2 aria-hidden />
                  <span className="sr-only">Excluir nicho "{niche.nome}"</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListCard>
      {savedRow.announcement}

      <NicheDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        niche={editing}
        onSaved={(saved) => savedRow.show(saved.id, `Nicho “${saved.nome}” salvo e destacado na lista.`)}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir nicho"
        description={`Tem certeza que deseja excluir o nicho "${deletion.item?.nome ?? ''}"? Ele deixará de aparecer nos cases vinculados. ${trashNotice('masculine')}`}
        {...TRASH_CONFIRM}
      />
    </>
  );
}
