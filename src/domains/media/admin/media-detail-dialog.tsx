import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { useCurrentUserId, useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { MediaDescriptionFields } from '@/components/admin/media/media-description-fields';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { formatSaoPauloDateTime } from '@/lib/dates';
import { errorText } from '@/lib/db-error';
import { descriptionProblem, type MediaDescription } from '@/lib/media-description';
import {
  getMedia,
  mediaUsagesQueryOptions,
  useDeleteMedia,
  useUpdateMedia,
  type MediaItem,
  type MediaRow,
} from '@/lib/media-library';

import { formatBytes, formatDimensions, mediaAuthor, usageField, usageLink, usageSubject } from '../utils';

const CONFLICT_FIELDS: ConflictFields<MediaDescription> = {
  alt: { label: 'Texto alternativo' },
  decorative: { label: 'Imagem decorativa', format: (value) => (value ? 'Sim' : 'Não') },
  caption: { label: 'Legenda (opcional)' },
};

const toDescription = (media: MediaRow): MediaDescription => ({
  alt: media.alt ?? '',
  decorative: media.decorative,
  caption: media.caption ?? '',
});

interface MediaDetailDialogProps {
  /** The image shown; the dialog is open while set. */
  media: MediaItem | null;
  onClose: () => void;
}

/**
 * An image of the library: its file, size and who added it; its alt text, 'decorative' and caption
 * (saved from the version read, a stale save shows the conflict); where it is used, with links;
 * 'Excluir', which the database refuses while it is used, naming where.
 */
export function MediaDetailDialog({ media, onClose }: MediaDetailDialogProps) {
  return (
    <Dialog open={media !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Detalhes da imagem" className="sm:max-w-2xl">
        {media && <MediaDetail key={media.id} media={media} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function MediaDetail({ media, onClose }: { media: MediaItem; onClose: () => void }) {
  const userId = useCurrentUserId();
  const form = useForm<MediaDescription>({ defaultValues: toDescription(media) });
  const values = useWatch({ control: form.control }) as MediaDescription;
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const usages = useQuery(mediaUsagesQueryOptions(media.id));
  const conflict = useEditConflict({
    form,
    version: media.version,
    fields: CONFLICT_FIELDS,
    subject: { noun: 'esta imagem', pronoun: 'a' },
    loadSaved: async () => {
      const saved = await getMedia(media.id);
      return { values: toDescription(saved), version: saved.version };
    },
  });
  // What is typed is kept in this browser until saved, and leaving with it unsaved asks first.
  const safeguards = useFormSafeguards({
    form,
    formName: 'imagem',
    itemId: media.id,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  const save = async () => {
    const description = form.getValues();
    const found = descriptionProblem(description);
    setProblem(found);
    if (found) return;
    try {
      const saved = await update.mutateAsync({
        id: media.id,
        baseVersion: conflict.baseVersion ?? media.version,
        description,
      });
      conflict.savedVersion(saved.version);
      safeguards.saved();
      form.reset(toDescription(saved));
      toast.success('Sucesso', { description: 'Descrição da imagem salva' });
    } catch (error) {
      console.error('Erro ao salvar a imagem:', error);
      if (conflict.handleSaveError(error)) return;
      toast.error('Erro', { description: errorText(error) || 'Erro ao salvar a imagem' });
    }
  };

  const confirmDelete = () => {
    remove.mutate(media, {
      onSuccess: ({ fileLeft }) => {
        setConfirming(false);
        safeguards.saved();
        if (fileLeft)
          toast.warning('Imagem excluída, mas o arquivo ficou no Storage', {
            description: `Não foi possível apagar ${media.bucket}/${media.object_name}. Um administrador pode removê-lo pelo painel do Supabase.`,
          });
        else toast.success('Sucesso', { description: 'Imagem excluída da biblioteca' });
        onClose();
      },
      onError: (error) => {
        console.error('Erro ao excluir a imagem:', error);
        setConfirming(false);
        const message = errorText(error) || 'Erro ao excluir a imagem';
        setRefusal(message);
        toast.error('Não foi possível excluir', { description: message });
      },
    });
  };

  const facts = [
    formatDimensions(media),
    formatBytes(media.size_bytes),
    media.mime_type?.replace('image/', '').toUpperCase() ?? '',
  ].filter(Boolean);

  return (
    <>
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-4 sm:flex-row">
          <a
            href={media.url}
            target="_blank"
            rel="noreferrer"
            className="flex aspect-[16/10] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-ink-50 sm:w-56"
          >
            <img src={media.url} alt={media.alt ?? ''} className="size-full object-contain" />
            <span className="sr-only">Abrir a imagem em tamanho real (nova aba)</span>
          </a>
          <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-600">Arquivo</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere] text-ink-900">{media.original_name ?? '—'}</dd>
            <dt className="text-ink-600">Tamanho</dt>
            <dd className="text-ink-900">{facts.join(' · ') || '—'}</dd>
            <dt className="text-ink-600">Enviada</dt>
            <dd className="text-ink-900">
              {formatSaoPauloDateTime(media.created_at)}, por {mediaAuthor(media, userId)}
            </dd>
            <dt className="text-ink-600">Endereço</dt>
            <dd className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] text-ink-800">{media.url}</dd>
          </dl>
        </div>

        <form
          aria-label="Descrição da imagem"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {safeguards.notices}
          <MediaDescriptionFields
            value={values}
            onChange={(next) => {
              (Object.keys(next) as (keyof MediaDescription)[]).forEach((key) => {
                if (next[key] !== values[key]) form.setValue(key, next[key] as never, { shouldDirty: true });
              });
              if (problem) setProblem(descriptionProblem(next));
            }}
            error={problem}
            disabled={update.isPending}
          />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Salvando...' : 'Salvar descrição'}
            </Button>
          </div>
        </form>

        <section aria-labelledby="media-usages" className="flex flex-col gap-2 border-t border-ink-200 pt-4">
          <h3 id="media-usages" className="font-display text-base font-semibold text-ink-950">
            Onde é usada
          </h3>
          {usages.isPending ? (
            <p className="text-sm text-ink-600">Carregando...</p>
          ) : usages.isError ? (
            <p className="text-sm text-danger-800">Não foi possível ver onde a imagem é usada.</p>
          ) : usages.data.length === 0 ? (
            <p className="text-sm text-ink-600">Em nenhum conteúdo. Pode ser excluída.</p>
          ) : (
            <ul className="flex flex-col gap-1.5 text-sm">
              {usages.data.map((usage) => (
                <li key={`${usage.subject}-${usage.item_id}-${usage.field}`}>
                  <Link
                    to={usageLink(usage)}
                    className="inline-flex items-center gap-1 font-medium text-ink-900 underline underline-offset-2 hover:text-accent-800"
                  >
                    {usageSubject(usage)} “{usage.title || 'sem título'}”
                    <ExternalLink aria-hidden className="size-3.5" />
                  </Link>{' '}
                  <span className="text-ink-600">
                    — {usageField(usage)}
                    {usage.trashed && ' (na lixeira)'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        {refusal && (
          <p
            role="alert"
            className="rounded-lg border border-danger-200 bg-danger-50 p-3 text-sm text-danger-800"
          >
            {refusal}
          </p>
        )}

        <DialogFooter className="border-t border-ink-200 pt-4">
          <Button
            variant="ghost"
            className="text-danger-800 hover:bg-danger-50"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden />
            Excluir
          </Button>
        </DialogFooter>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir imagem"
        description="Excluir a imagem da biblioteca e o arquivo? Uma imagem ainda usada em algum conteúdo não pode ser excluída. Não há lixeira para imagens: a exclusão é definitiva."
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
