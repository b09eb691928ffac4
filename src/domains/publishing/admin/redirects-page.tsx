import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Pencil, Plus, Signpost, X } from 'lucide-react';
import { useRef, useState } from 'react';

import { AdminEditDialog } from '@/components/admin/admin-edit-dialog';
import { AdminListEmpty, AdminTableSkeleton, DeleteRowButton } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSearchCard } from '@/components/admin/admin-search-card';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useListSearch } from '@/components/admin/use-list-search';
import { useSavedRow, type SavedRowAttributes } from '@/components/admin/use-saved-row';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatShortDate } from '@/lib/dates';

import { useDeleteRedirect } from '../api/delete-redirect';
import { redirectsQueryOptions } from '../api/get-redirects';
import { emptyRedirectForm, redirectToFormValues } from '../api/redirect-schema';
import type { Redirect } from '../api/row-schemas';
import { getSavedRedirect, useCreateRedirect, useUpdateRedirect } from '../api/save-redirect';
import { REDIRECT_STATUS_LABELS, type RedirectStatusCode } from '../limits';
import { filterRedirectsByPath } from '../utils/search';
import { RedirectForm } from './redirect-form';

const CREATE_CARD_ID = 'redirect-create-card';

/** Where a redirect came from: an admin, or an address that moved (a slug or category changed). */
const SOURCE_LABELS: Record<string, string> = { manual: 'Manual', slug: 'Mudança de endereço' };

const statusLabel = (code: number) => REDIRECT_STATUS_LABELS[code as RedirectStatusCode] ?? String(code);

interface RowActions {
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}

/**
 * Redirects (admins): every old address and where it goes, searchable by path; a new one in a card
 * above the list, edit (destination, type) in a dialog, delete after confirming.
 */
export function RedirectsPage() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Redirect | null>(null);
  const query = useQuery(redirectsQueryOptions());
  useLoadErrorToast(query.error, 'Erro ao carregar redirecionamentos');
  const list = useListSearch(query.data, filterRedirectsByPath);
  const createRedirect = useCreateRedirect();
  const updateRedirect = useUpdateRedirect();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const deletion = useDeleteConfirmation<Redirect>({
    mutation: useDeleteRedirect(),
    successMessage: 'Redirecionamento excluído.',
    failureMessage: 'Erro ao excluir o redirecionamento',
    // The row (and its button) is gone: continue from the list's heading.
    onDeleted: () => setTimeout(() => headingRef.current?.focus(), 0),
  });
  const actions: RowActions = { onEdit: setEditing, onDelete: deletion.ask };
  // After a save the list shows the redirect: highlighted, in view, announced.
  const savedRow = useSavedRow();
  const showSaved = (id: string, fromPath: string) =>
    savedRow.show(id, `Redirecionamento de ${fromPath} salvo e destacado na lista.`);

  return (
    <>
      <AdminPageHeader
        title="Redirecionamentos"
        description="Endereços antigos do site e para onde levam. Valem no site na hora; no servidor do host, a partir da próxima publicação."
        actions={
          <Button
            variant={creating ? 'outline' : 'primary'}
            onClick={() => setCreating((open) => !open)}
            aria-expanded={creating}
            aria-controls={creating ? CREATE_CARD_ID : undefined}
          >
            {creating ? <X aria-hidden /> : <Plus aria-hidden />}
            Novo redirecionamento
          </Button>
        }
      />

      {creating && (
        <Card id={CREATE_CARD_ID} className="mb-6">
          <CardHeader className="pb-4">
            <CardTitle>Novo redirecionamento</CardTitle>
            <CardDescription>
              Quem abrir o endereço de origem vai para o destino. Mudanças de endereço de cases, insights e
              categorias já criam os seus sozinhas.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RedirectForm
              mode="create"
              label="Novo redirecionamento"
              defaultValues={emptyRedirectForm}
              autoFocus
              onSave={async (values) => {
                const { id } = await createRedirect.mutateAsync(values);
                showSaved(id, values.from_path.trim());
              }}
              onSaved={() => setCreating(false)}
              onCancel={() => setCreating(false)}
            />
          </CardContent>
        </Card>
      )}

      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Lista de redirecionamentos
      </h2>
      <AdminSearchCard
        query={query}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Buscar por caminho..."
        count={list.count}
        noun={['redirecionamento', 'redirecionamentos']}
        skeleton={<AdminTableSkeleton label="Carregando redirecionamentos..." rows={5} />}
        errorMessage="Não foi possível carregar os redirecionamentos."
        isEmpty={list.shown.length === 0}
        empty={
          <AdminListEmpty
            icon={Signpost}
            title={list.searching ? 'Nenhum redirecionamento encontrado' : 'Nenhum redirecionamento'}
            message={
              list.searching
                ? 'Tente outro trecho do caminho de origem ou de destino.'
                : 'Clique em "Novo redirecionamento" para criar o primeiro.'
            }
          />
        }
      >
        <RedirectsTable redirects={list.shown} row={savedRow.row} {...actions} />
        <RedirectsCards redirects={list.shown} row={savedRow.row} {...actions} />
      </AdminSearchCard>
      {savedRow.announcement}

      <AdminEditDialog
        item={editing}
        onClose={() => setEditing(null)}
        title="Editar redirecionamento"
        description="Altere o destino ou o tipo."
      >
        {(redirect) => (
          <RedirectForm
            mode="edit"
            label="Editar redirecionamento"
            defaultValues={redirectToFormValues(redirect)}
            itemId={redirect.id}
            version={redirect.version}
            loadSaved={() => getSavedRedirect(redirect.id)}
            onSave={async (values, baseVersion) => {
              await updateRedirect.mutateAsync({
                id: redirect.id,
                baseVersion: baseVersion ?? redirect.version,
                values,
              });
              showSaved(redirect.id, redirect.from_path);
            }}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminEditDialog>

      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir redirecionamento"
        description={`Tem certeza que deseja excluir o redirecionamento de ${deletion.item?.from_path ?? ''}? Quem abrir esse endereço verá a página não encontrada.`}
      />
    </>
  );
}

function RowButtons({ redirect, onEdit, onDelete }: RowActions & { redirect: Redirect }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEdit(redirect)}
        aria-label={`Editar o redirecionamento de ${redirect.from_path}`}
        title="Editar"
      >
        <Pencil aria-hidden />
      </Button>
      <DeleteRowButton
        label={`Excluir o redirecionamento de ${redirect.from_path}`}
        onClick={() => onDelete(redirect)}
      />
    </div>
  );
}

function SourceBadge({ source }: { source: string }) {
  return <Badge variant={source === 'slug' ? 'accent' : 'neutral'}>{SOURCE_LABELS[source] ?? source}</Badge>;
}

/** A path in the code face; a long one wraps after a '-' or '/' where it can, anywhere if it must. */
function PathText({ path }: { path: string }) {
  return <span className="font-mono text-[0.8125rem] [overflow-wrap:anywhere] text-ink-950">{path}</span>;
}

interface RedirectsListProps extends RowActions {
  redirects: readonly Redirect[];
  /** Marks the redirect just saved. */
  row: SavedRowAttributes;
}

/** From 768 px: De, Para, Tipo, Origem, Criado em and the actions. */
function RedirectsTable({ redirects, row, ...actions }: RedirectsListProps) {
  return (
    <div className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Redirecionamentos, do mais recente ao mais antigo</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold text-ink-600">
          <tr>
            <th scope="col" className="px-4 py-3 lg:pl-6">
              De
            </th>
            <th scope="col" className="px-4 py-3">
              Para
            </th>
            <th scope="col" className="px-4 py-3">
              Tipo
            </th>
            <th scope="col" className="px-4 py-3">
              Origem
            </th>
            <th scope="col" className="px-4 py-3">
              Criado em
            </th>
            <th scope="col" className="px-4 py-3 lg:pr-6">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {redirects.map((redirect) => (
            <tr key={redirect.id} {...row(redirect.id, 'hover:bg-ink-50/60')}>
              <th scope="row" className="max-w-64 min-w-32 px-4 py-3 text-left font-normal lg:pl-6">
                <PathText path={redirect.from_path} />
              </th>
              <td className="max-w-64 min-w-32 px-4 py-3">
                <PathText path={redirect.to_path} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                {statusLabel(redirect.status_code)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <SourceBadge source={redirect.source} />
              </td>
              <td className="px-4 py-3 text-ink-700 tabular-nums">
                <time dateTime={redirect.created_at}>{formatShortDate(redirect.created_at)}</time>
              </td>
              <td className="px-4 py-2 lg:pr-6">
                <RowButtons redirect={redirect} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px: one card per redirect (six columns do not fit a phone). */
function RedirectsCards({ redirects, row, ...actions }: RedirectsListProps) {
  return (
    <ul aria-label="Redirecionamentos" className="divide-y divide-ink-100 md:hidden">
      {redirects.map((redirect) => (
        <li key={redirect.id} {...row(redirect.id, 'flex gap-3 px-4 py-4')}>
          <div className="min-w-0 flex-1 space-y-2">
            <p className="space-y-1">
              <span className="block">
                <span className="sr-only">De </span>
                <PathText path={redirect.from_path} />
              </span>
              <span className="flex items-start gap-1.5">
                <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
                <span className="sr-only">para </span>
                <PathText path={redirect.to_path} />
              </span>
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-ink-600">
              <span>{statusLabel(redirect.status_code)}</span>
              <SourceBadge source={redirect.source} />
              <span>
                Criado em <time dateTime={redirect.created_at}>{formatShortDate(redirect.created_at)}</time>
              </span>
            </div>
          </div>
          <RowButtons redirect={redirect} {...actions} />
        </li>
      ))}
    </ul>
  );
}
