import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';

import {
  AdminListEmpty,
  AdminTableHead,
  AdminTableSkeleton,
  DeleteRowButton,
} from '@/components/admin/admin-list';
import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSearchCard } from '@/components/admin/admin-search-card';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useListSearch } from '@/components/admin/use-list-search';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { useSavedRow, type SavedRowAttributes } from '@/components/admin/use-saved-row';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { categoryPath } from '@/config/content-paths';
import { formatCount } from '@/lib/numbers';
import { matchesSearch } from '@/lib/text';

import { useDeleteCategory } from '../api/delete-category';
import { adminCategoriesQueryOptions, type AdminCategory } from '../api/get-admin-categories';
import { CategoryDialog } from './category-dialog';

const filterCategories = (rows: readonly AdminCategory[], search: string) =>
  rows.filter((category) => matchesSearch(search, category.nome, category.slug, category.descricao));

/** '1 artigo', '12 artigos', 'Nenhum artigo'. */
export function articleCount(count: number): string {
  if (count === 0) return 'Nenhum artigo';
  return `${formatCount(count)} ${count === 1 ? 'artigo' : 'artigos'}`;
}

/** What deleting `category` does, for the confirmation. */
export function deleteCategoryQuestion(category: AdminCategory | null): string {
  if (!category) return '';
  const { nome, slug, artigos } = category;
  const articles =
    artigos === 0
      ? 'Ela não tem artigos.'
      : artigos === 1
        ? 'O artigo dela fica sem categoria (publicado, passa para /insights/sem-categoria/…).'
        : `Os ${formatCount(artigos)} artigos dela ficam sem categoria (os publicados passam para /insights/sem-categoria/…).`;
  return `Tem certeza que deseja excluir a categoria "${nome}"? ${articles} O endereço ${categoryPath(slug)} passa a levar à lista de insights, e os antigos endereços dos artigos, aos novos. Não há lixeira para categorias: a exclusão é definitiva.`;
}

interface RowActions {
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/**
 * Categories of the insights (editors and admins): search, a table (cards on phones) with name,
 * address, number of articles and description; create and edit in a dialog, delete after a
 * confirmation that says where the articles and the address go.
 */
export function CategoriesManager() {
  const query = useQuery(adminCategoriesQueryOptions());
  useLoadErrorToast(query.error, 'Erro ao carregar categorias');
  const list = useListSearch(query.data, filterCategories);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const deletion = useDeleteConfirmation<AdminCategory>({
    mutation: useDeleteCategory(),
    successMessage: 'Categoria excluída.',
    failureMessage: 'Erro ao excluir a categoria',
    // The row (and its button) is gone: continue from the list's heading.
    onDeleted: () => setTimeout(() => headingRef.current?.focus(), 0),
  });

  const openDialog = (category: AdminCategory | null) => {
    setEditing(category);
    setDialogOpen(true);
  };
  const actions: RowActions = { onEdit: openDialog, onDelete: deletion.ask };
  // After a save the list shows the category: highlighted, in view, announced.
  const savedRow = useSavedRow();

  return (
    <>
      <AdminPageHeader
        title="Categorias"
        description="As categorias organizam os insights; cada uma tem a sua página no site, em /insights/endereço."
        actions={
          <>
            <AdminBackLink to="/admin/insights">Voltar para insights</AdminBackLink>
            <Button onClick={() => openDialog(null)}>
              <Plus aria-hidden />
              Nova Categoria
            </Button>
          </>
        }
      />

      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Lista de categorias
      </h2>
      <AdminSearchCard
        query={query}
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Buscar categorias..."
        count={list.count}
        noun={['categoria', 'categorias']}
        skeleton={<AdminTableSkeleton label="Carregando categorias..." rows={4} />}
        errorMessage="Não foi possível carregar as categorias."
        isEmpty={list.shown.length === 0}
        empty={
          <AdminListEmpty
            icon={FolderOpen}
            title={list.searching ? 'Nenhuma categoria encontrada' : 'Nenhuma categoria cadastrada'}
            message={
              list.searching
                ? 'Tente buscar por outra palavra do nome, do endereço ou da descrição.'
                : 'Clique em "Nova Categoria" para cadastrar a primeira.'
            }
          />
        }
      >
        <CategoriesTable categories={list.shown} row={savedRow.row} {...actions} />
        <CategoriesCards categories={list.shown} row={savedRow.row} {...actions} />
      </AdminSearchCard>
      {savedRow.announcement}

      <CategoryDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        category={editing}
        onSaved={(saved) => savedRow.show(saved.id, `Categoria “${saved.nome}” salva e destacada na lista.`)}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir categoria"
        description={deleteCategoryQuestion(deletion.item)}
      />
    </>
  );
}

function RowButtons({ category, onEdit, onDelete }: RowActions & { category: AdminCategory }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEdit(category)}
        aria-label={`Editar a categoria "${category.nome}"`}
        title="Editar"
      >
        <Pencil aria-hidden />
      </Button>
      <DeleteRowButton label={`Excluir a categoria "${category.nome}"`} onClick={() => onDelete(category)} />
    </div>
  );
}

function Description({ text }: { text: string | null }) {
  return text ? (
    <span className="line-clamp-2 text-ink-700">{text}</span>
  ) : (
    <span className="text-ink-600 italic">Sem descrição</span>
  );
}

interface CategoriesListProps extends RowActions {
  categories: readonly AdminCategory[];
  /** Marks the category just saved. */
  row: SavedRowAttributes;
}

/** From 768 px: Nome, Endereço, Artigos, Descrição and the actions. */
function CategoriesTable({ categories, row, ...actions }: CategoriesListProps) {
  return (
    <div className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Categorias, por nome</caption>
        <AdminTableHead
          columns={[
            'Nome',
            'Endereço',
            { label: 'Artigos', className: 'px-4 py-3 text-right' },
            'Descrição',
            { label: 'Ações', className: 'px-4 py-3 text-right' },
          ]}
        />
        <tbody className="divide-y divide-ink-100">
          {categories.map((category) => (
            <tr key={category.id} {...row(category.id, 'hover:bg-ink-50/60')}>
              <th scope="row" className="px-4 py-3 text-left font-semibold text-ink-950 lg:pl-6">
                {category.nome}
              </th>
              <td className="max-w-56 px-4 py-3">
                <span className="font-mono text-[0.8125rem] [overflow-wrap:anywhere] text-ink-800">
                  {categoryPath(category.slug)}
                </span>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-ink-700 tabular-nums">
                {formatCount(category.artigos)}
              </td>
              <td className="max-w-80 px-4 py-3">
                <Description text={category.descricao} />
              </td>
              <td className="px-4 py-2 lg:pr-6">
                <RowButtons category={category} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 768 px: one card per category. */
function CategoriesCards({ categories, row, ...actions }: CategoriesListProps) {
  return (
    <ul aria-label="Categorias" className="divide-y divide-ink-100 md:hidden">
      {categories.map((category) => (
        <li key={category.id} {...row(category.id, 'flex gap-3 px-4 py-4')}>
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <h3 className="font-display text-base font-semibold text-ink-950">{category.nome}</h3>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
              <span className="font-mono [overflow-wrap:anywhere]">
                <span className="sr-only">Endereço: </span>
                {categoryPath(category.slug)}
              </span>
              <span>{articleCount(category.artigos)}</span>
            </p>
            <p>
              <Description text={category.descricao} />
            </p>
          </div>
          <RowButtons category={category} {...actions} />
        </li>
      ))}
    </ul>
  );
}
