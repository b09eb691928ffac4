import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';

import { useDeleteNicho } from '../api/delete-nicho';
import { useNichos, type Nicho } from '../api/get-nichos';
import { matchesSearch } from '../utils/search';
import { NichoDialog } from './nicho-dialog';

/** Niches: search, list, create/edit dialog, delete with confirmation (through the RPCs). */
export function NichosManager() {
  const nichos = useNichos();
  useLoadErrorToast(nichos.error, 'Erro ao carregar nichos');
  const deletion = useDeleteConfirmation<Nicho>({
    mutation: useDeleteNicho(),
    successMessage: 'Nicho excluído com sucesso',
    failureMessage: 'Erro ao excluir nicho',
  });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Nicho | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const rows = (nichos.data ?? []).filter((nicho) => matchesSearch(search, nicho.nome, nicho.descricao));
  const searching = search.trim() !== '';

  const openDialog = (nicho: Nicho | null) => {
    setEditing(nicho);
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
      <Card>
        <div className="flex flex-col gap-4 border-b border-ink-200 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <h2 className="font-display text-lg font-semibold text-ink-950">
            Lista de nichos{nichos.data ? ` (${rows.length})` : ''}
          </h2>
          <SearchInput placeholder="Buscar nichos..." value={search} onValueChange={setSearch} />
        </div>

        {nichos.isPending ? (
          <ul aria-busy="true" aria-label="Carregando nichos" className="divide-y divide-ink-200">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="flex flex-col gap-2 p-5 sm:p-6">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
              </li>
            ))}
          </ul>
        ) : nichos.isError ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <p className="text-sm text-ink-700">Não foi possível carregar os nichos.</p>
            <Button variant="outline" size="sm" onClick={() => void nichos.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="px-6 py-12 text-center text-sm text-ink-600">
            {searching ? 'Nenhum nicho encontrado' : 'Nenhum nicho cadastrado'}
          </p>
        ) : (
          <ul aria-label="Nichos" className="divide-y divide-ink-200">
            {rows.map((nicho) => (
              <li key={nicho.id} className="flex items-start gap-3 p-4 sm:items-center sm:p-6">
                <div className="min-w-0 flex-1">
                  <h3 className="font-display text-base font-semibold text-ink-950">{nicho.nome}</h3>
                  <p
                    className={
                      nicho.descricao ? 'mt-1 text-sm text-ink-700' : 'mt-1 text-sm text-ink-600 italic'
                    }
                  >
                    {nicho.descricao || 'Sem descrição'}
                  </p>
                  <p className="mt-1 text-xs text-ink-600">
                    <span className="sr-only">Slug: </span>
                    <span className="font-mono">{nicho.slug}</span>
                  </p>
                </div>
                <div className="-mt-1 -mr-2 flex shrink-0 gap-0.5 sm:m-0 sm:gap-1">
                  <Button variant="ghost" size="icon" onClick={() => openDialog(nicho)}>
                    <Pencil aria-hidden />
                    <span className="sr-only">Editar nicho "{nicho.nome}"</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-danger-800 hover:bg-danger-50"
                    onClick={() => deletion.ask(nicho)}
                  >
                    <Trash2 aria-hidden />
                    <span className="sr-only">Excluir nicho "{nicho.nome}"</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <NichoDialog open={dialogOpen} onOpenChange={setDialogOpen} nicho={editing} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir nicho"
        description={`Tem certeza que deseja excluir o nicho "${deletion.item?.nome ?? ''}"? Ele deixará de aparecer nos cases vinculados.`}
      />
    </>
  );
}
