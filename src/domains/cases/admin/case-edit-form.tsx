import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Skeleton } from '@/components/ui/skeleton';
import { casePath } from '@/config/content-paths';

import { caseToFormValues } from '../api/case-form-schema';
import { adminCaseQueryOptions, getAdminCase, type AdminCase } from '../api/get-admin-case';
import { useSaveCase } from '../api/save-case';
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

  if (!query.data) {
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
  return <LoadedCaseEditForm key={id} row={query.data} />;
}

/**
 * The form of a loaded case. After a save it stays on the case (the form holds what was saved and
 * its new version); the publication state follows the saved case.
 */
function LoadedCaseEditForm({ row }: { row: AdminCase }) {
  const [defaults] = useState(() => caseToFormValues(row, row.nicheIds));
  // Read once with the values: a background refetch must not move the version the form saves from.
  const [version] = useState(row.version);
  const [saved, setSaved] = useState({ status: row.status, publicado_em: row.publicado_em, slug: row.slug });
  const saveCase = useSaveCase();

  return (
    <CaseForm
      mode="edit"
      defaultValues={defaults}
      saved={saved}
      previewPath={casePath(saved.slug)}
      version={version}
      loadSaved={async () => {
        const latest = await getAdminCase(row.id);
        return { values: caseToFormValues(latest, latest.nicheIds), version: latest.version };
      }}
      onSave={(values, baseVersion) =>
        saveCase.mutateAsync({ id: row.id, baseVersion: baseVersion ?? version, values })
      }
      onSaved={({ row: updated }, message) => {
        setSaved({ status: updated.status, publicado_em: updated.publicado_em, slug: updated.slug });
        toast.success(message);
      }}
    />
  );
}
