import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { CalendarClock, ExternalLink, GitPullRequestDraft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatSaoPauloDateTime, isDateTimeInputValue, saoPauloDateTimeToIso } from '@/lib/dates';
import { editConflict, errorText } from '@/lib/db-error';
import { isPublic, type PublicationStatus } from '@/lib/publication';

import {
  discardChanges,
  getPendingChanges,
  pendingChangesQueryOptions,
  pendingItemIdsQueryOptions,
  pendingKeys,
  publishChanges,
  scheduleChanges,
  stageChanges,
  type PendingChanges,
  type PendingChangesWithAuthor,
  type StagedSubject,
} from '@/lib/pending-changes';

import type { SavedVersion } from './edit-conflict';

/**
 * 'Alterações pendentes' on a row of the admin lists when the item has them (nothing otherwise,
 * and while the list of such items loads: one request per list, shared by its rows).
 */
export function PendingChangesMark({ subject, itemId }: { subject: StagedSubject; itemId: string }) {
  const { data } = useQuery(pendingItemIdsQueryOptions(subject));
  if (!data?.has(itemId)) return null;
  return (
    <Badge variant="accent">
      <GitPullRequestDraft aria-hidden="true" />
      Alterações pendentes
    </Badge>
  );
}

/** What the editors know of the live item. */
interface LiveItem {
  version: number;
  status: PublicationStatus;
  publicado_em: string;
}

interface StagedEditingOptions<Row extends LiveItem> {
  subject: StagedSubject;
  itemId: string;
  /** The live item as the editor holds it now. */
  live: Row;
  /** Reads the live item afresh. */
  loadLive: () => Promise<Row>;
  /** The editor's live item changed under it (published or discarded changes: a fresh read). */
  onLive: (row: Row) => void;
  /** The item's public address ('Pré-visualizar': staff see the pending version there). */
  previewPath: string;
  /** The item's domain queries (lists, pages, editor): read again after a publication. */
  content: QueryKey;
}

/** A set's fields over the live row: the item as it will be once published. */
export function withStagedFields<Row>(live: Row, set: Pick<PendingChanges, 'fields'>): Row {
  return { ...live, ...set.fields };
}

/**
 * Editing a published case or article with 'Alterações pendentes'. While the item has a set, its
 * form edits the set (staging 'active': the form's save stages, from the set's version); a public
 * item without one offers to stage the form's values instead of saving them live ('available').
 * `panel` says who saved the set and when, and publishes (now or at a moment), previews or discards
 * it. `formKey` changes when the form moves between the live item and a set (they have versions of
 * their own): the form opens again on what it edits now.
 */
export function useStagedEditing<Row extends LiveItem>({
  subject,
  itemId,
  live,
  loadLive,
  onLive,
  previewPath,
  content,
}: StagedEditingOptions<Row>) {
  const queryClient = useQueryClient();
  // Read once as the editor opens; afterwards this editor's own actions say what the set is.
  const query = useQuery({ ...pendingChangesQueryOptions(subject, itemId), staleTime: Infinity });
  const [known, setKnown] = useState<PendingChangesWithAuthor | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  if (query.isError && known === undefined)
    console.error('Erro ao carregar alterações pendentes:', query.error);
  // A failed read edits the live item: staging then meets the set (PT409) and the conflict view.
  const set = known !== undefined ? known : query.isError ? null : query.data;
  const ready = set !== undefined;

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: pendingKeys.all });

  /** Opens the form again on the live item, read afresh (the set went live or was dropped). */
  const backToLive = async () => {
    onLive(await loadLive());
    setKnown(null);
    setGeneration((value) => value + 1);
  };

  /** Stages `fields`; `baseVersion` is the form's version (the live item's while it has no set). */
  const stage = async ({
    fields,
    nichoIds,
    baseVersion,
  }: {
    fields: object;
    nichoIds?: readonly string[];
    baseVersion: number | undefined;
  }): Promise<PendingChanges> => {
    const saved = await stageChanges({
      subject,
      itemId,
      baseVersion: set ? set.version : null,
      liveVersion: set ? live.version : (baseVersion ?? live.version),
      fields,
      nichoIds,
    });
    // A first set came from the form's live version, which a live save may have moved.
    if (!set && baseVersion !== undefined && baseVersion !== live.version)
      onLive({ ...live, version: baseVersion });
    setKnown(
      (await getPendingChanges(subject, itemId).catch(() => null)) ?? { ...saved, updated_by_email: null },
    );
    void refreshLists();
    return saved;
  };

  /** The form's `loadSaved` (the conflict view): the live item, or the set over it, as saved now. */
  const loadSaved =
    <Values,>(toValues: (row: Row, set: PendingChanges | null) => Values) =>
    async (): Promise<SavedVersion<Values>> => {
      const [freshLive, freshSet] = await Promise.all([
        loadLive(),
        set ? getPendingChanges(subject, itemId) : null,
      ]);
      if (!set) return { values: toValues(freshLive, null), version: freshLive.version };
      onLive(freshLive);
      setKnown(freshSet);
      if (!freshSet)
        throw new Error('As alterações pendentes foram publicadas ou descartadas por outra pessoa.');
      return { values: toValues(withStagedFields(freshLive, freshSet), freshSet), version: freshSet.version };
    };

  const panel = set ? (
    <PendingChangesPanel
      set={set}
      previewPath={previewPath}
      onPublished={async () => {
        await Promise.all([backToLive(), queryClient.invalidateQueries({ queryKey: content })]);
        void refreshLists();
      }}
      onDiscarded={async () => {
        await backToLive();
        void refreshLists();
      }}
      onChanged={(changed) => setKnown({ ...set, ...changed })}
      onStale={async () => {
        const [freshLive, freshSet] = await Promise.all([loadLive(), getPendingChanges(subject, itemId)]);
        onLive(freshLive);
        setKnown(freshSet);
      }}
    />
  ) : null;

  return {
    ready,
    set: set ?? null,
    staging: set ? ('active' as const) : isPublic(live) ? ('available' as const) : undefined,
    formKey: `${set ? 'pending' : 'live'}-${generation}`,
    stage,
    loadSaved,
    panel,
  };
}

interface PendingChangesPanelProps {
  set: PendingChangesWithAuthor;
  previewPath: string;
  onPublished: () => Promise<void>;
  onDiscarded: () => Promise<void>;
  /** The set changed here (scheduled, unscheduled): its new version and moment. */
  onChanged: (set: PendingChanges) => void;
  /** Someone changed the set or the live item since: read both again. */
  onStale: () => Promise<void>;
}

/** ' por ana@exemplo.com em 29/11/2026 às 14:32' (who is left out when unknown). */
function savedBy(set: PendingChangesWithAuthor): string {
  const who = set.updated_by_email ? ` por ${set.updated_by_email}` : '';
  const when = set.updated_at ? ` em ${formatSaoPauloDateTime(set.updated_at)}` : '';
  return `${who}${when}`;
}

/** Says what went wrong with an action on the set; a conflict reads both again. */
function actionFailed(failure: string, error: unknown, onStale: () => Promise<void>) {
  console.error(`${failure}:`, error);
  const conflict = editConflict(error);
  if (conflict) {
    const who = conflict.updatedByEmail ?? 'Outra pessoa';
    const when = conflict.updatedAt ? ` em ${formatSaoPauloDateTime(conflict.updatedAt)}` : '';
    toast.error(failure, {
      description: `${who} alterou este item${when}, depois destas alterações. Revise o formulário e salve as alterações pendentes de novo.`,
    });
    void onStale().catch((reload: unknown) => console.error('Erro ao recarregar o item:', reload));
    return;
  }
  toast.error(failure, { description: errorText(error) || 'Erro interno do servidor' });
}

type Busy = 'publish' | 'schedule' | 'unschedule' | 'discard' | null;

/**
 * The band above the form of an item with pending changes: who saved them and when, the moment
 * they are scheduled for (or why the scheduled publication did not happen), and 'Pré-visualizar',
 * 'Publicar alterações' (now, or 'Agendar' at a moment) and 'Descartar alterações'.
 */
function PendingChangesPanel({
  set,
  previewPath,
  onPublished,
  onDiscarded,
  onChanged,
  onStale,
}: PendingChangesPanelProps) {
  const titleId = useId();
  const momentId = useId();
  const momentHintId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [moment, setMoment] = useState('');
  const [momentError, setMomentError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const ref = { subject: set.subject, itemId: set.item_id, version: set.version };

  const run = async (which: Exclude<Busy, null>, failure: string, action: () => Promise<void>) => {
    setBusy(which);
    try {
      await action();
    } catch (error) {
      actionFailed(failure, error, onStale);
    } finally {
      setBusy(null);
    }
  };

  const publish = () =>
    run('publish', 'Não foi possível publicar as alterações', async () => {
      await publishChanges(ref);
      toast.success('Alterações publicadas. O site será atualizado em instantes.');
      await onPublished();
    });

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!isDateTimeInputValue(moment) || Date.parse(saoPauloDateTimeToIso(moment)) <= Date.now()) {
      setMomentError('Escolha uma data e hora no futuro.');
      return;
    }
    setMomentError(null);
    const publishAt = saoPauloDateTimeToIso(moment);
    void run('schedule', 'Não foi possível agendar as alterações', async () => {
      onChanged(await scheduleChanges({ ...ref, publishAt }));
      setMoment('');
      toast.success(`Publicação agendada para ${formatSaoPauloDateTime(publishAt)}.`);
    });
  };

  const unschedule = () =>
    run('unschedule', 'Não foi possível cancelar o agendamento', async () => {
      onChanged(await scheduleChanges({ ...ref, publishAt: null }));
      toast.success('Agendamento cancelado. As alterações continuam pendentes.');
    });

  const discard = () =>
    run('discard', 'Não foi possível descartar as alterações', async () => {
      await discardChanges(ref);
      setConfirmDiscard(false);
      toast.success('Alterações pendentes descartadas.');
      await onDiscarded();
    });

  const spinner = (which: Busy) => busy === which && <Spinner />;

  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-xl border border-accent-300 bg-accent-50 p-5 text-sm text-ink-800"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="space-y-1.5">
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-ink-950">
            <GitPullRequestDraft aria-hidden="true" className="size-5 text-accent-800" />
            Alterações pendentes
          </h2>
          <p>
            Salvas{savedBy(set)}. O site continua com a versão publicada até você publicá-las; o formulário
            abaixo edita as alterações pendentes.
          </p>
          {set.publish_at && !set.publish_error && (
            <p className="flex items-center gap-1.5 font-semibold">
              <CalendarClock aria-hidden="true" className="size-4" />
              Publicação agendada para{' '}
              <time dateTime={set.publish_at}>{formatSaoPauloDateTime(set.publish_at)}</time>.
            </p>
          )}
          {set.publish_error && (
            <p role="alert" className="font-semibold text-danger-800">
              A publicação agendada não aconteceu: {set.publish_error}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:shrink-0 lg:flex-nowrap">
          <a href={previewPath} target="_blank" rel="noopener" className={buttonClasses('outline')}>
            <ExternalLink aria-hidden="true" />
            Pré-visualizar
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          <Button variant="outline" disabled={busy !== null} onClick={() => setConfirmDiscard(true)}>
            Descartar alterações
          </Button>
          <Button variant="primary" disabled={busy !== null} onClick={() => void publish()}>
            {spinner('publish')}
            Publicar alterações
          </Button>
        </div>
      </div>

      <form
        onSubmit={schedule}
        noValidate
        className="mt-4 flex flex-col gap-2 border-t border-accent-200 pt-4"
      >
        <Label htmlFor={momentId}>Ou publicar em (horário de Brasília)</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Input
            id={momentId}
            type="datetime-local"
            value={moment}
            onChange={(event) => setMoment(event.target.value)}
            aria-invalid={momentError ? true : undefined}
            aria-describedby={momentError ? momentHintId : undefined}
            className="sm:max-w-64"
          />
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {spinner('schedule')}
            Agendar publicação
          </Button>
          {set.publish_at && (
            <Button variant="ghost" disabled={busy !== null} onClick={() => void unschedule()}>
              {spinner('unschedule')}
              Cancelar agendamento
            </Button>
          )}
        </div>
        {momentError && (
          <p id={momentHintId} className="text-sm font-medium text-danger-800">
            {momentError}
          </p>
        )}
      </form>

      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Descartar alterações pendentes?"
        description="As alterações salvas sem publicar serão apagadas. A versão publicada continua como está."
        confirmLabel="Descartar alterações"
        pending={busy === 'discard'}
        onConfirm={() => void discard()}
      />
    </section>
  );
}
