import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Skeleton } from '@/components/ui/skeleton';
import { casePath } from '@/config/content-paths';
import type { PendingChanges } from '@/lib/pending-changes';
import { useStagedEditing, withStagedFields } from '@/components/admin/staged-changes';

import { caseEditSchema, caseToFormValues, toCaseUpdate } from '../api/case-form-schema';
import { adminCaseQueryOptions, getAdminCase, type AdminCase } from '../api/get-admin-case';
import { caseKeys } from '../api/keys';
import { caseSaveError, useSaveCase } from '../api/save-case';
import { CaseForm } from './case-form';

/** Case edit: loads the case, then the form; a load failure goes back to the list. */
export function CaseEditForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useQuery(adminCaseQueryOptions(id));

  useEffect(() => {
    if (!query.isError) return;
    console.error('Erro ao carregar case:', query.error);
    toast.error('Erro', { description: 'Não foi possível carregar o case.' });
    navigate('/admin/cases', { replace: true });
  }, [query.isError, query.error, navigate]);

  if (!query.data) return <EditSkeleton />;
  return <LoadedCaseEditForm key={id} row={query.data} />;
}

/**
 * The form of a loaded case. After a save it stays on the case (the form holds what was saved and
 * its new version); the publication state follows the saved case. A published case may take
 * 'Alterações pendentes' instead (`useStagedEditing`): then the form edits those.
 */
function LoadedCaseEditForm({ row }: { row: AdminCase }) {
  // Held here, not read from the query: a background refetch must not move what the form saves from.
  const [live, setLive] = useState(row);
  const saveCase = useSaveCase();
  const staged = useStagedEditing({
    subject: 'case',
    itemId: row.id,
    live,
    loadLive: () => getAdminCase(row.id),
    onLive: setLive,
    previewPath: casePath(live.slug),
    content: caseKeys.all,
  });
  if (!staged.ready) return <EditSkeleton />;
  const toValues = (item: AdminCase, set: PendingChanges | null) =>
    caseToFormValues(item, set?.nicho_ids ?? item.nicheIds);
  // What the form edits: the pending changes over the live case, or the live case.
  const current = staged.set ? withStagedFields(live, staged.set) : live;

  return (
    <>
      {staged.panel}
      <CaseForm
        key={staged.formKey}
        mode="edit"
        defaultValues={toValues(current, staged.set)}
        saved={live}
        previewPath={casePath(live.slug)}
        itemId={row.id}
        version={staged.set ? staged.set.version : live.version}
        loadSaved={staged.loadSaved(toValues)}
        onSave={(values, baseVersion) =>
          saveCase.mutateAsync({ id: row.id, baseVersion: baseVersion ?? live.version, values })
        }
        onSaved={({ row: updated, niches }, message) => {
          setLive({ ...updated, nicheIds: niches });
          toast.success(message);
        }}
        staging={staged.staging}
        onStage={async (values, baseVersion) => {
          const fields = toCaseUpdate(caseEditSchema.parse(values));
          const set = await staged
            .stage({ fields, nichoIds: values.niches, baseVersion })
            .catch((error: unknown) => {
              throw caseSaveError(error);
            });
          return {
            row: { ...withStagedFields(live, set), version: set.version },
            niches: [...values.niches],
          };
        }}
      />
    </>
  );
}

/** Holds the place of the form while the case (and its pending changes) load. */
function EditSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        Carregando case...
      </span>
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
