import { useQuery, type QueryKey } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { AdminListEmpty, AdminListState, AdminTableSkeleton } from '@/components/admin/admin-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { editConflict, errorText } from '@/lib/db-error';

import {
  revisionContentQueryOptions,
  revisionsQueryOptions,
  useRestoreRevision,
  type Revision,
} from '../api/revisions';
import { changedFields, type RevisionNames, type RevisionSubject } from '../utils/revision-fields';
import { RevisionDiff } from './revision-diff';

interface RevisionHistoryProps {
  subject: RevisionSubject;
  itemId: string;
  /** Where the person goes after a restore: the item's form, which then loads the restored content. */
  editPath: string;
  /** The item's domain queries, read again after a restore. */
  refresh: QueryKey;
  /** Readable names of ids the item holds (e.g. its category). */
  names?: RevisionNames;
}

const authorLabel = (revision: Revision) => revision.created_by_email ?? 'Sem autor registrado';

/**
 * 'Histórico' of a case, article or news item: its saved versions (the first is the current one),
 * two of them compared field by field, and 'Restaurar esta versão'.
 */
export function RevisionHistory({ subject, itemId, editPath, refresh, names }: RevisionHistoryProps) {
  const query = useQuery(revisionsQueryOptions(subject, itemId));
  const revisions = query.data ?? [];
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const restore = useRestoreRevision(refresh);
  const navigate = useNavigate();
  const current = revisions[0];
  const listTitleId = useId();

  const confirmRestore = async () => {
    if (!restoring || !current) return;
    try {
      const version = await restore.mutateAsync({ revisionId: restoring.id, baseVersion: current.version });
      toast.success('Versão restaurada', {
        description: `O conteúdo da versão ${restoring.version} voltou como versão ${version}.`,
      });
      navigate(editPath);
    } catch (error) {
      const conflict = editConflict(error);
      toast.error(
        conflict
          ? 'Alguém salvou este item enquanto você via o histórico'
          : 'Não foi possível restaurar a versão',
        {
          description: conflict
            ? `${conflict.updatedByEmail ?? 'Outra pessoa'} salvou a versão ${conflict.version}${
                conflict.updatedAt ? ` em ${formatDateTime(conflict.updatedAt)}` : ''
              }. Nada foi restaurado; confira a lista atualizada e tente de novo.`
            : errorText(error),
        },
      );
    } finally {
      setRestoring(null);
    }
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card>
        <h2 id={listTitleId} className="border-b border-ink-200 px-4 py-3 text-base font-semibold lg:px-6">
          Versões
        </h2>
        <AdminListState
          query={query}
          skeleton={<AdminTableSkeleton label="Carregando o histórico…" rows={3} />}
          errorMessage="Não foi possível carregar o histórico."
          isEmpty={revisions.length === 0}
          empty={<AdminListEmpty icon={History} message="Nenhuma versão salva ainda." />}
        >
          <ol aria-labelledby={listTitleId} className="divide-y divide-ink-100">
            {revisions.map((revision, index) => (
              <RevisionRow
                key={revision.id}
                revision={revision}
                isCurrent={index === 0}
                onRestore={() => setRestoring(revision)}
              />
            ))}
          </ol>
        </AdminListState>
      </Card>
      {revisions.length > 0 && <RevisionCompare subject={subject} revisions={revisions} names={names} />}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title="Restaurar esta versão?"
        description={
          restoring
            ? `O conteúdo da versão ${restoring.version} (${formatDateTime(restoring.created_at)}) volta como uma nova versão; a atual continua no histórico. A publicação (status e data) não muda.`
            : ''
        }
        confirmLabel="Restaurar"
        confirmVariant="primary"
        pending={restore.isPending}
        onConfirm={() => void confirmRestore()}
      />
    </div>
  );
}

function RevisionRow({
  revision,
  isCurrent,
  onRestore,
}: {
  revision: Revision;
  isCurrent: boolean;
  onRestore: () => void;
}) {
  const titleId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 lg:px-6">
      <div className="min-w-0 text-sm">
        <p className="flex items-center gap-2 font-semibold text-ink-950">
          <span id={titleId}>Versão {revision.version}</span>
          {isCurrent && <Badge variant="success">Atual</Badge>}
        </p>
        <p className="break-words text-ink-700">{authorLabel(revision)}</p>
        <p className="text-ink-600 tabular-nums">{formatDateTime(revision.created_at)}</p>
      </div>
      {!isCurrent && (
        <Button variant="outline" size="sm" onClick={onRestore} aria-describedby={titleId}>
          Restaurar esta versão
        </Button>
      )}
    </li>
  );
}

/** Two versions picked from the list (by default the one before the current, and the current). */
function RevisionCompare({
  subject,
  revisions,
  names,
}: {
  subject: RevisionSubject;
  revisions: readonly Revision[];
  names?: RevisionNames;
}) {
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const fromId = picked.from ?? (revisions[1] ?? revisions[0]).id;
  const toId = picked.to ?? revisions[0].id;
  const from = useQuery(revisionContentQueryOptions(fromId));
  const to = useQuery(revisionContentQueryOptions(toId));
  const fromFieldId = useId();
  const toFieldId = useId();
  const versionOf = (id: number) => revisions.find((revision) => revision.id === id)?.version;

  if (revisions.length < 2) {
    return (
      <Card className="space-y-2 p-4 sm:p-6">
        <h2 className="text-base font-semibold">Comparar versões</h2>
        <p className="text-sm text-ink-600">
          Há uma só versão até agora: a comparação aparece depois do próximo salvamento.
        </p>
      </Card>
    );
  }

  const options = revisions.map((revision, index) => (
    <option key={revision.id} value={revision.id}>
      {`Versão ${revision.version}${index === 0 ? ' (atual)' : ''} · ${formatDateTime(revision.created_at)}`}
    </option>
  ));

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <h2 className="text-base font-semibold">Comparar versões</h2>
      {/* Side by side where the card is wide: alone on a tablet, or beside the list on a large screen. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={fromFieldId}>Comparar a versão</Label>
          <Select
            id={fromFieldId}
            value={fromId}
            onChange={(event) => setPicked((state) => ({ ...state, from: Number(event.target.value) }))}
          >
            {options}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={toFieldId}>com a versão</Label>
          <Select
            id={toFieldId}
            value={toId}
            onChange={(event) => setPicked((state) => ({ ...state, to: Number(event.target.value) }))}
          >
            {options}
          </Select>
        </div>
      </div>
      <p className="text-xs text-ink-600">
        Texto <del className="bg-danger-50 text-danger-800">riscado</del> existe só na versão{' '}
        {versionOf(fromId)}; texto <ins className="bg-success-50 text-success-800">sublinhado</ins> existe só
        na versão {versionOf(toId)}.
      </p>
      <section aria-label="Diferenças" aria-live="polite" aria-busy={from.isPending || to.isPending}>
        {from.isError || to.isError ? (
          <p role="alert" className="text-sm text-danger-800">
            Não foi possível carregar as versões para comparar.
          </p>
        ) : from.data && to.data ? (
          <RevisionDiff changes={changedFields(subject, from.data, to.data, names)} />
        ) : (
          <div className="space-y-3" aria-hidden>
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </section>
    </Card>
  );
}
