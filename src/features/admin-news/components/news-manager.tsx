import { ExternalLink, Newspaper, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/dates';
import { isHttpUrl } from '@/lib/url';

import { useDeleteNews } from '../api/delete-news';
import { filterNewsByTitle, useAdminNews, type AdminNewsItem } from '../api/get-admin-news';
import { emptyNewsForm, newsToFormValues } from '../api/news-schema';
import { useCreateNews, useUpdateNews } from '../api/save-news';
import { NewsForm } from './news-form';

export const NEWS_CREATE_CARD_ID = 'news-create-card';

interface NewsManagerProps {
  /** The create card is shown (toggled by the page's 'Nova Notícia' button). */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
}

/**
 * Admin news (spec §2 'News (noticias)'): the toggleable create card, search by title, rows with
 * image or placeholder, título, 'Publicado em', 'Externa' and the external link; edit in a dialog,
 * delete with confirmation.
 */
export function NewsManager({ creating, onCreatingChange }: NewsManagerProps) {
  const [search, setSearch] = useState('');
  const news = useAdminNews();
  const createNews = useCreateNews();
  const updateNews = useUpdateNews();
  const deleteNews = useDeleteNews();
  const [editing, setEditing] = useState<AdminNewsItem | null>(null);
  const [toDelete, setToDelete] = useState<AdminNewsItem | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const { error } = news;
  useEffect(() => {
    if (!error) return;
    console.error('Erro ao carregar notícias:', error);
    toast.error('Erro', { description: 'Erro ao carregar notícias' });
  }, [error]);

  const items = news.data ? filterNewsByTitle(news.data, search) : [];
  const searching = search.trim() !== '';

  function confirmDelete() {
    if (!toDelete) return;
    deleteNews.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Sucesso', { description: 'Notícia excluída com sucesso' });
        setToDelete(null);
        // The row (and its button) is gone: continue from the search box.
        setTimeout(() => searchRef.current?.focus(), 0);
      },
      onError: (deleteError) => {
        console.error('Erro ao excluir notícia:', deleteError);
        toast.error('Erro', { description: 'Erro ao excluir notícia' });
        setToDelete(null);
      },
    });
  }

  return (
    <div className="space-y-6">
      {creating && (
        <Card id={NEWS_CREATE_CARD_ID}>
          <CardHeader className="pb-4">
            <CardTitle>Cadastrar Notícia</CardTitle>
            <CardDescription>Matéria sobre a empresa em outro portal, exibida em &quot;Na mídia&quot;.</CardDescription>
          </CardHeader>
          <CardContent>
            <NewsForm
              mode="create"
              label="Cadastrar notícia"
              defaultValues={emptyNewsForm}
              autoFocus
              onSave={(values) => createNews.mutateAsync(values)}
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

        {news.isPending ? (
          <ListSkeleton />
        ) : news.isError ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <p className="text-sm text-ink-700">Não foi possível carregar as notícias.</p>
            <Button variant="outline" size="sm" onClick={() => void news.refetch()}>
              <RotateCw aria-hidden />
              Tentar novamente
            </Button>
          </Card>
        ) : items.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <Newspaper aria-hidden className="size-8 text-ink-400" />
            <p className="font-medium text-ink-900">
              {searching ? 'Nenhuma notícia encontrada' : 'Nenhuma notícia cadastrada'}
            </p>
            <p className="text-sm text-ink-600">
              {searching ? 'Tente buscar por outra palavra do título.' : 'Clique em "Nova Notícia" para cadastrar a primeira.'}
            </p>
          </Card>
        ) : (
          <Card className="overflow-hidden">
            <ul id="admin-news-list" aria-label="Notícias" className="divide-y divide-ink-100">
              {items.map((item) => (
                <NewsRow key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => setToDelete(item)} />
              ))}
            </ul>
          </Card>
        )}
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

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title="Editar Notícia" description="Altere o título, o link ou a imagem." className="sm:max-w-xl">
            <NewsForm
              key={editing.id}
              mode="edit"
              label="Editar notícia"
              defaultValues={newsToFormValues(editing)}
              onSave={(values) => updateNews.mutateAsync({ id: editing.id, values })}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        )}
      </Dialog>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir notícia"
        description={toDelete ? `Tem certeza que deseja excluir a notícia "${toDelete.titulo}"?` : ''}
        confirmLabel="Excluir"
        pending={deleteNews.isPending}
        onConfirm={confirmDelete}
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

function NewsRow({ item, onEdit, onDelete }: { item: AdminNewsItem; onEdit: () => void; onDelete: () => void }) {
  const host = hostOf(item.link_externo);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <NewsImage url={item.imagem} />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base font-semibold text-ink-950">{item.titulo}</h2>
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
        </div>
      </div>
      <div className="flex justify-end gap-1 border-t border-ink-100 pt-2 sm:border-0 sm:pt-0">
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
        <Button
          variant="ghost"
          size="icon"
          onClick={onEdit}
          aria-label={`Editar a notícia "${item.titulo}"`}
          title="Editar"
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger-800 hover:bg-danger-50"
          onClick={onDelete}
          aria-label={`Excluir a notícia "${item.titulo}"`}
          title="Excluir"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function NewsImage({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex aspect-[16/10] w-20 shrink-0 items-center justify-center self-start overflow-hidden rounded-md border border-ink-200 bg-white sm:w-28 sm:self-center">
      {url && !failed ? (
        <img
          src={url}
          alt=""
          width={112}
          height={70}
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-1.5"
          onError={() => setFailed(true)}
        />
      ) : (
        <Newspaper aria-hidden className="size-6 text-ink-400" />
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <Card aria-busy="true" className="overflow-hidden">
      <p className="sr-only" role="status">
        Carregando notícias...
      </p>
      <ul aria-hidden="true" className="divide-y divide-ink-100">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex gap-3 p-4 sm:gap-4 sm:px-5">
            <Skeleton className="aspect-[16/10] w-20 shrink-0 rounded-md sm:w-28" />
            <div className="flex-1 space-y-2 py-1">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-40" />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
