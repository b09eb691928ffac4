import { useQuery } from '@tanstack/react-query';
import { ExternalLink, History, Newspaper, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import { AdminEditDialog } from '@/components/admin/admin-edit-dialog';
import {
  AdminListEmpty,
  AdminListRow,
  AdminListSkeleton,
  AdminListState,
  DeleteRowButton,
} from '@/components/admin/admin-list';
import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useLoadErrorToast } from '@/components/admin/use-load-error-toast';
import { useSavedRow, type SavedRowAttributes } from '@/components/admin/use-saved-row';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { formatShortDate } from '@/lib/dates';
import { TRASH_CONFIRM, trashNotice } from '@/lib/trash';
import { isHttpUrl } from '@/lib/url';

import { useDeleteNews } from '../api/delete-news';
import { newsQueryOptions, type NewsItem } from '../api/get-news';
import { emptyNewsForm, newsToFormValues } from '../api/news-schema';
import { getSavedNews, useCreateNews, useUpdateNews } from '../api/save-news';
import { filterNewsByTitle } from '../utils/search';
import { NewsForm } from './news-form';

export const NEWS_CREATE_CARD_ID = 'news-create-card';

interface NewsManagerProps {
  /** The create card is shown (toggled by the page's 'Nova Notícia' button). */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
}

/**
 * Admin news: the toggleable create card, search by title, rows with
 * image or placeholder, título, 'Publicado em', 'Externa' and the external link; edit in a dialog,
 * delete with confirmation.
 */
export function NewsManager({ creating, onCreatingChange }: NewsManagerProps) {
  const [search, setSearch] = useState('');
  const news = useQuery(newsQueryOptions());
  const createNews = useCreateNews();
  const updateNews = useUpdateNews();
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useLoadErrorToast(news.error, 'Erro ao carregar notícias');

  const deletion = useDeleteConfirmation<NewsItem>({
    mutation: useDeleteNews(),
    successMessage: 'Notícia movida para a lixeira.',
    failureMessage: 'Erro ao excluir notícia',
    // The row (and its button) is gone: continue from the search box.
    onDeleted: () => setTimeout(() => searchRef.current?.focus(), 0),
  });

  // After a save the list shows the item: highlighted, in view, announced.
  const savedRow = useSavedRow();
  const showSaved = (id: string, titulo: string) =>
    savedRow.show(id, `Notícia “${titulo.trim()}” salva e destacada na lista.`);

  const items = news.data ? filterNewsByTitle(news.data, search) : [];
  const searching = search.trim() !== '';

  return (
    <div className="space-y-6">
      {creating && (
        <Card id={NEWS_CREATE_CARD_ID}>
          <CardHeader className="pb-4">
            <CardTitle>Cadastrar Notícia</CardTitle>
            <CardDescription>
              Matéria sobre a empresa em outro portal, exibida em &quot;Na mídia&quot;.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NewsForm
              mode="create"
              label="Cadastrar notícia"
              defaultValues={emptyNewsForm}
              autoFocus
              onSave={async (values) => {
                const { id } = await createNews.mutateAsync(values);
                showSaved(id, values.titulo);
              }}
              onSaved={() => onCreatingChange(false)}
              onCancel={() => onCreatingChange(false)}
            />
          </CardContent>
        </Card>
      )}

      <div className="space-y-4">
        <SearchInput
          ref={searchRef}
          placeholder="Buscar notícias..."
          value={search}
          onValueChange={setSearch}
        />

        <AdminListState
          query={news}
          skeleton={
            <AdminListSkeleton rows={4} lines={['h-4 w-3/5', 'h-3 w-40']} label="Carregando notícias..." />
          }
          errorMessage="Não foi possível carregar as notícias."
          isEmpty={items.length === 0}
          empty={
            <AdminListEmpty
              icon={Newspaper}
              title={searching ? 'Nenhuma notícia encontrada' : 'Nenhuma notícia cadastrada'}
              message={
                searching
                  ? 'Tente buscar por outra palavra do título.'
                  : 'Clique em "Nova Notícia" para cadastrar a primeira.'
              }
            />
          }
          carded
        >
          <Card className="overflow-hidden">
            <ul id="admin-news-list" aria-label="Notícias" className="divide-y divide-ink-100">
              {items.map((item) => (
                <NewsRow
                  key={item.id}
                  item={item}
                  row={savedRow.row}
                  onEdit={() => setEditing(item)}
                  onDelete={() => deletion.ask(item)}
                />
              ))}
            </ul>
          </Card>
        </AdminListState>
        {savedRow.announcement}
        {news.data && news.data.length > 0 && (
          <p className="text-center text-sm text-ink-600" role="status">
            {searching
              ? `${items.length} de ${news.data.length} notícias`
              : news.data.length === 1
                ? '1 notícia'
                : `${news.data.length} notícias`}
          </p>
        )}
      </div>

      <AdminEditDialog
        item={editing}
        onClose={() => setEditing(null)}
        title="Editar Notícia"
        description="Altere o título, o link ou a imagem."
      >
        {(item) => (
          <NewsForm
            mode="edit"
            label="Editar notícia"
            defaultValues={newsToFormValues(item)}
            itemId={item.id}
            version={item.version}
            loadSaved={() => getSavedNews(item.id)}
            onSave={async (values, baseVersion) => {
              await updateNews.mutateAsync({ id: item.id, baseVersion: baseVersion ?? item.version, values });
              showSaved(item.id, values.titulo);
            }}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminEditDialog>

      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir notícia"
        description={`Tem certeza que deseja excluir a notícia "${deletion.item?.titulo ?? ''}"? ${trashNotice('feminine')}`}
        {...TRASH_CONFIRM}
      />
    </div>
  );
}

function hostOf(link: string): string | null {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

interface NewsRowProps {
  item: NewsItem;
  row: SavedRowAttributes;
  onEdit: () => void;
  onDelete: () => void;
}

function NewsRow({ item, row, onEdit, onDelete }: NewsRowProps) {
  const host = hostOf(item.link_externo);
  return (
    <AdminListRow
      {...row(item.id)}
      thumbnail={<AdminThumbnail url={item.imagem} fallbackIcon={Newspaper} fit="contain" />}
      title={item.titulo}
      actions={
        <>
          {isHttpUrl(item.link_externo) && (
            <a
              href={item.link_externo}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('ghost', 'icon')}
              aria-label={`Abrir a notícia "${item.titulo}" (abre em nova aba)`}
              title="Abrir link"
            >
              <ExternalLink aria-hidden />
            </a>
          )}
          <Link
            to={`/admin/noticias/${item.id}/historico`}
            className={buttonClasses('ghost', 'icon')}
            aria-label={`Histórico da notícia "${item.titulo}"`}
            title="Histórico"
          >
            <History aria-hidden />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={`Editar a notícia "${item.titulo}"`}
            title="Editar"
          >
            <Pencil aria-hidden />
          </Button>
          <DeleteRowButton label={`Excluir a notícia "${item.titulo}"`} onClick={onDelete} />
        </>
      }
    >
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-ink-600">
        <Badge variant="outline">
          <ExternalLink aria-hidden />
          Externa
        </Badge>
        <span>
          Publicado em <time dateTime={item.created_at}>{formatShortDate(item.created_at)}</time>
        </span>
        {host && <span className="min-w-0 truncate">{host}</span>}
      </div>
    </AdminListRow>
  );
}
