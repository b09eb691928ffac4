import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Skeleton } from '@/components/ui/skeleton';
import { casePath } from '@/config/content-paths';
import { publicationFormValues } from '@/lib/publication-form';

import type { CaseFormValues } from '../api/case-form-schema';
import { adminCaseQueryOptions, type AdminCase } from '../api/get-admin-case';
import { useSaveCase, type SavedCase } from '../api/save-case';
import { CaseForm } from './case-form';

/** The loaded case as form values (null → ''). */
function caseToFormValues(row: AdminCase): CaseFormValues {
  return {
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    slug: row.slug,
    ...publicationFormValues(row),
    destaque: row.destaque,
    imagem_destacada: row.imagem_destacada ?? '',
    video_url: row.video_url ?? '',
    agente_ia_url: row.agente_ia_url ?? '',
    galeria: (row.galeria ?? []).map((url) => ({ url })),
    problema: row.problema ?? '',
    solucao: row.solucao ?? '',
    resultados: row.resultados ?? '',
    depoimento_texto: row.depoimento_texto ?? '',
    depoimento_nome: row.depoimento_nome ?? '',
    depoimento_cargo: row.depoimento_cargo ?? '',
    depoimento_foto: row.depoimento_foto ?? '',
    niches: row.nicheIds,
  };
}

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

function LoadedCaseEditForm({ row }: { row: AdminCase }) {
  const navigate = useNavigate();
  const [defaults] = useState(() => caseToFormValues(row));
  const saveCase = useSaveCase();
  // The niches the case has on the server: the difference is computed against these.
  const [savedNiches, setSavedNiches] = useState(row.nicheIds);

  const onSaved = (updated: SavedCase, message: string) => {
    setSavedNiches(updated.niches);
    toast.success(message);
    if (updated.nichesFailed) {
      // The case itself was saved; the chips keep the choice so saving again retries the rest.
      toast.error('Erro', { description: 'Erro ao salvar nichos' });
      return;
    }
    navigate('/admin/cases');
  };

  return (
    <CaseForm
      mode="edit"
      defaultValues={defaults}
      saved={row}
      previewPath={casePath(row.slug)}
      onSave={(values) => saveCase.mutateAsync({ id: row.id, values, currentNiches: savedNiches })}
      onSaved={onSaved}
    />
  );
}
