import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Skeleton } from '@/components/ui/skeleton';

import { caseEditSchema, caseMessages, type CaseFormValues } from '../api/case-form-schema';
import { isUniqueViolation } from '../api/errors';
import { useAdminCase, type AdminCase } from '../api/get-admin-case';
import { useUpdateCase } from '../api/update-case';
import { CaseForm } from './case-form';

/** The loaded case as form values (null → ''). */
export function caseToFormValues(row: AdminCase): CaseFormValues {
  return {
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    slug: row.slug,
    data_publicacao: row.data_publicacao,
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
    nichos: row.nichoIds,
  };
}

/** Which toast a refused edit form shows (título, subtítulo and slug first). */
export function editInvalidMessage(errors: FieldErrors<CaseFormValues>): string {
  const required = [errors.titulo, errors.subtitulo, errors.slug].some(
    (error) => error?.message === caseMessages.editRequired,
  );
  return required ? caseMessages.editRequired : caseMessages.checkFields;
}

/** Case edit: loads the case, then the form; a load failure goes back to the list. */
export function CaseEditForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useAdminCase(id);

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
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(caseEditSchema),
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const updateCase = useUpdateCase();
  // The niches the case has on the server: the difference is computed against these.
  const [savedNichos, setSavedNichos] = useState(row.nichoIds);

  const onSave = async (values: CaseFormValues) => {
    let updated;
    try {
      updated = await updateCase.mutateAsync({ id: row.id, values, currentNichos: savedNichos });
    } catch (error) {
      console.error('Erro ao atualizar case:', error);
      if (isUniqueViolation(error)) {
        form.setError('slug', { type: 'server', message: caseMessages.slugTaken }, { shouldFocus: true });
      }
      toast.error('Erro', { description: 'Não foi possível atualizar o case.' });
      return;
    }
    setSavedNichos(updated.nichos);
    if (updated.nichosFailed) {
      // The case itself was saved; the chips keep the choice so saving again retries the rest.
      toast.error('Erro', { description: 'Erro ao salvar nichos' });
      return;
    }
    toast.success('Sucesso', { description: 'Case atualizado com sucesso!' });
    navigate('/admin/cases');
  };

  return <CaseForm form={form} mode="edit" onSave={onSave} invalidMessage={editInvalidMessage} />;
}
