import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';

import { leadRetentionQueryOptions, type LeadRetention } from '../api/get-lead-retention';
import {
  RETENTION_MONTHS,
  retentionFormSchema,
  toRetentionForm,
  toRetentionMonths,
  type RetentionFormInput,
} from '../api/lgpd-schema';
import { useUpdateLeadRetention } from '../api/update-lead-retention';

/** What the saved setting means, said after saving and under the form. */
export function retentionSummary(months: number | null): string {
  if (months === null) return 'Leads descartados não são apagados automaticamente.';
  return `Leads na etapa Descartado são apagados automaticamente ${months} ${months === 1 ? 'mês' : 'meses'} depois de recebidos.`;
}

/** The form's fields as it labels them, for the conflict view. */
const RETENTION_CONFLICT_FIELDS: ConflictFields<RetentionFormInput> = {
  mode: {
    label: 'Quando apagar leads descartados',
    format: (mode) =>
      mode === 'keep' ? 'Não apagar automaticamente' : 'Apagar leads descartados após um prazo',
  },
  months: { label: 'Número de meses', equals: (a, b) => (a ?? '').trim() === (b ?? '').trim() },
};

/**
 * 'Retenção de leads descartados': keep them, or delete them after a number of months (1–120). A
 * daily job in the database applies it and logs what it deleted.
 */
export function LgpdRetentionForm() {
  const setting = useQuery(leadRetentionQueryOptions());

  return (
    <Card aria-labelledby="lgpd-retencao-titulo">
      <div className="p-4 sm:p-6">
        <h2 id="lgpd-retencao-titulo" className="font-display text-lg font-semibold text-ink-950">
          Retenção de leads descartados
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Todos os dias, de madrugada, os leads na etapa Descartado recebidos há mais tempo que o prazo
          escolhido são apagados, com notas, eventos e notificações. Cada execução que apaga algo entra no
          registro abaixo.
        </p>
        {setting.isPending ? (
          <div aria-busy="true" className="mt-4 space-y-2">
            <span role="status" className="sr-only">
              Carregando a configuração…
            </span>
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-80" />
          </div>
        ) : setting.isError ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger-800">
            Não foi possível carregar a configuração de retenção.
            <Button variant="outline" size="sm" onClick={() => void setting.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <RetentionForm saved={setting.data} />
        )}
      </div>
    </Card>
  );
}

function RetentionForm({
  saved: { discarded_retention_months: saved, version: savedVersion },
}: {
  saved: LeadRetention;
}) {
  const update = useUpdateLeadRetention();
  const queryClient = useQueryClient();
  const ids = useId();
  const monthsId = `${ids}-meses`;
  const errorId = `${monthsId}-erro`;
  const form = useForm<RetentionFormInput, unknown, RetentionFormInput>({
    resolver: zodResolver(retentionFormSchema),
    defaultValues: toRetentionForm(saved),
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const monthsError = errors.months?.message;
  // A save elsewhere (another tab) shows once this form has nothing unsaved; a save refused because
  // someone saved first opens the comparison, field by field.
  const conflict = useEditConflict({
    form,
    version: savedVersion,
    fields: RETENTION_CONFLICT_FIELDS,
    subject: { noun: 'a retenção', pronoun: 'a' },
    showSaved: { values: toRetentionForm(saved), version: savedVersion },
    loadSaved: async () => {
      const now = await queryClient.fetchQuery({ ...leadRetentionQueryOptions(), staleTime: 0 });
      return { values: toRetentionForm(now.discarded_retention_months), version: now.version };
    },
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'retencao-de-leads',
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  const onValid = async (values: RetentionFormInput) => {
    const months = toRetentionMonths(values);
    try {
      conflict.savedVersion(
        (await update.mutateAsync({ months, baseVersion: conflict.baseVersion ?? savedVersion })).version,
      );
    } catch (failure) {
      console.error('Erro ao salvar a retenção:', failure);
      if (conflict.handleSaveError(failure)) return;
      toast.error('Erro', { description: 'Não foi possível salvar a retenção. Tente novamente.' });
      return;
    }
    safeguards.saved();
    form.reset(toRetentionForm(months));
    toast.success('Retenção salva', { description: retentionSummary(months) });
  };

  return (
    <form
      noValidate
      aria-label="Retenção de leads descartados"
      onSubmit={form.handleSubmit(onValid)}
      className="mt-4"
    >
      {safeguards.notices}
      <fieldset className="space-y-3">
        <legend className="sr-only">Quando apagar leads descartados</legend>
        <label className="flex items-center gap-2.5 text-sm text-ink-900">
          <input type="radio" value="keep" className="size-4 accent-accent-600" {...form.register('mode')} />
          Não apagar automaticamente
        </label>
        <div className="flex flex-wrap items-center gap-x-2.5 gap-y-2 text-sm text-ink-900">
          <label className="flex items-center gap-2.5">
            <input
              type="radio"
              value="delete"
              className="size-4 accent-accent-600"
              {...form.register('mode')}
            />
            Apagar leads descartados após
          </label>
          <Input
            id={monthsId}
            type="number"
            inputMode="numeric"
            min={RETENTION_MONTHS.min}
            max={RETENTION_MONTHS.max}
            step={1}
            aria-label="Número de meses"
            aria-invalid={monthsError ? true : undefined}
            aria-describedby={monthsError ? errorId : undefined}
            disabled={mode !== 'delete'}
            className="w-24"
            {...form.register('months')}
          />
          <span>meses</span>
        </div>
        {monthsError && <FieldError id={errorId}>{monthsError}</FieldError>}
      </fieldset>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton pending={update.isPending} label="Salvar retenção" pendingLabel="Salvando..." />
        <p className="text-sm text-ink-600" aria-live="polite">
          Em vigor: {retentionSummary(saved)}
        </p>
      </div>
      {conflict.view}
      {safeguards.dialog}
    </form>
  );
}
