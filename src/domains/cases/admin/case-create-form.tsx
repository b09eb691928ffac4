import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { todayIsoDate } from '@/lib/dates';

import { caseCreateSchema, caseMessages, emptyCaseForm, type CaseFormValues } from '../api/case-form-schema';
import { useCreateCase } from '../api/create-case';
import { CaseForm } from './case-form';

/** Which toast a refused create form shows (título and subtítulo first). */
export function createInvalidMessage(errors: FieldErrors<CaseFormValues>): string {
  const required = [errors.titulo, errors.subtitulo].some(
    (error) => error?.message === caseMessages.createRequired,
  );
  return required ? caseMessages.createRequired : caseMessages.checkFields;
}

/** Case create: insert, link the niches, then back to the list. */
export function CaseCreateForm() {
  const navigate = useNavigate();
  const [defaults] = useState(() => emptyCaseForm(todayIsoDate()));
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(caseCreateSchema),
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const createCase = useCreateCase();

  const onSave = async (values: CaseFormValues) => {
    let created;
    try {
      created = await createCase.mutateAsync(values);
    } catch (error) {
      console.error('Erro ao criar case:', error);
      toast.error('Erro', { description: 'Erro ao criar case' });
      return;
    }
    toast.success('Sucesso', { description: 'Case criado com sucesso' });
    if (created.nichosFailed) {
      // The case exists: fix its niches on the edit page rather than creating it twice.
      toast.error('Erro', { description: 'Erro ao salvar nichos' });
      navigate(`/admin/cases/edit/${created.id}`);
      return;
    }
    navigate('/admin/cases');
  };

  return <CaseForm form={form} mode="create" onSave={onSave} invalidMessage={createInvalidMessage} />;
}
