import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import * as z from 'zod/mini';

import { useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { SaveError } from '@/lib/db-error';
import { formatCount } from '@/lib/numbers';

import {
  AUDIT_RETENTION_DAYS,
  SECOND_FACTOR_FIRST,
  staffSettingsQueryOptions,
  useUpdateStaffSettings,
  type StaffSettings,
  type StaffSettingsChange,
} from '../api/staff-settings';

const RETENTION_MESSAGE = `Informe um número inteiro de dias entre ${AUDIT_RETENTION_DAYS.min} e ${formatCount(AUDIT_RETENTION_DAYS.max)}.`;

const isRetentionDays = (typed: string) => {
  const days = Number(typed.trim());
  return /^\d+$/.test(typed.trim()) && days >= AUDIT_RETENTION_DAYS.min && days <= AUDIT_RETENTION_DAYS.max;
};

const formSchema = z.object({
  require_admin_second_factor: z.boolean(),
  audit_retention_days: z.string().check(z.refine(isRetentionDays, RETENTION_MESSAGE)),
});

type FormInput = z.infer<typeof formSchema>;

const toForm = (settings: StaffSettingsChange): FormInput => ({
  require_admin_second_factor: settings.require_admin_second_factor,
  audit_retention_days: String(settings.audit_retention_days),
});

/** The form's fields as it labels them, for the conflict view. */
const RULES_CONFLICT_FIELDS: ConflictFields<FormInput> = {
  require_admin_second_factor: {
    label: 'Exigir verificação em duas etapas dos administradores',
    format: (required) => (required ? 'Sim' : 'Não'),
  },
  audit_retention_days: {
    label: 'Guardar o registro de atividade por (dias)',
    equals: (a, b) => a.trim() === b.trim(),
  },
};

/**
 * 'Segurança da equipe' (/admin/configuracoes, admins): require an authenticator app from every
 * admin, and how long the activity log keeps its entries. The database enforces both.
 */
export function TeamSecuritySection() {
  const settings = useQuery(staffSettingsQueryOptions());
  return (
    <Card aria-labelledby="seguranca-equipe-titulo">
      <CardContent className="p-4 sm:p-6">
        <h2 id="seguranca-equipe-titulo" className="font-display text-lg font-semibold text-ink-950">
          Segurança da equipe
        </h2>
        <p className="mt-1 text-sm text-ink-600">Regras que valem para todas as contas do painel.</p>
        {settings.isPending ? (
          <div aria-busy="true" className="mt-4 space-y-2">
            <span role="status" className="sr-only">
              Carregando as regras…
            </span>
            <Skeleton className="h-5 w-72" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : settings.isError ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger-800">
            Não foi possível carregar as regras da equipe.
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <TeamSecurityForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TeamSecurityForm({ saved }: { saved: StaffSettings }) {
  const update = useUpdateStaffSettings();
  const queryClient = useQueryClient();
  const form = useForm<FormInput>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(saved),
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  // A save elsewhere (another tab) shows once this form has nothing unsaved; a save refused because
  // someone saved first opens the comparison, field by field.
  const conflict = useEditConflict({
    form,
    version: saved.version,
    fields: RULES_CONFLICT_FIELDS,
    subject: { noun: 'estas regras', pronoun: 'as' },
    showSaved: { values: toForm(saved), version: saved.version },
    loadSaved: async () => {
      const now = await queryClient.fetchQuery({ ...staffSettingsQueryOptions(), staleTime: 0 });
      return { values: toForm(now), version: now.version };
    },
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'seguranca-da-equipe',
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  const onValid = async (input: FormInput) => {
    const values: StaffSettingsChange = {
      require_admin_second_factor: input.require_admin_second_factor,
      audit_retention_days: Number(input.audit_retention_days.trim()),
    };
    try {
      conflict.savedVersion(
        (await update.mutateAsync({ settings: values, baseVersion: conflict.baseVersion ?? saved.version }))
          .version,
      );
    } catch (failure) {
      if (conflict.handleSaveError(failure)) return;
      const hint =
        failure instanceof SaveError ? (failure.cause as { hint?: unknown } | null)?.hint : undefined;
      if (hint === 'second_factor_first') {
        form.setError('require_admin_second_factor', { message: SECOND_FACTOR_FIRST }, { shouldFocus: true });
        return;
      }
      console.error('Erro ao salvar as regras da equipe:', failure);
      toast.error('Erro', { description: 'Não foi possível salvar as regras. Tente novamente.' });
      return;
    }
    safeguards.saved();
    form.reset(toForm(values));
    toast.success('Regras da equipe salvas');
  };

  const requireError = errors.require_admin_second_factor?.message;
  return (
    <form
      noValidate
      aria-label="Segurança da equipe"
      onSubmit={form.handleSubmit(onValid)}
      className="mt-4 space-y-5"
    >
      {safeguards.notices}
      <div>
        <label className="flex items-start gap-2.5 text-sm text-ink-900">
          <Checkbox
            className="mt-0.5"
            aria-invalid={requireError ? true : undefined}
            aria-describedby={requireError ? 'exigir-2fa-erro' : 'exigir-2fa-dica'}
            {...form.register('require_admin_second_factor')}
          />
          <span>
            <span className="font-medium">Exigir verificação em duas etapas dos administradores</span>
            <span id="exigir-2fa-dica" className="mt-0.5 block text-ink-600">
              Administradores sem aplicativo autenticador ficam sem acesso a leads, usuários, atividade e
              notificações de leads até ativá-lo. Editores não são afetados.
            </span>
          </span>
        </label>
        {requireError && (
          <FieldError id="exigir-2fa-erro" className="mt-1.5">
            {requireError}
          </FieldError>
        )}
      </div>
      <FormField
        label="Guardar o registro de atividade por (dias)"
        error={errors.audit_retention_days?.message}
        hint="Registros mais antigos são apagados automaticamente todos os dias."
        className="max-w-xs"
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={AUDIT_RETENTION_DAYS.min}
            max={AUDIT_RETENTION_DAYS.max}
            step={1}
            {...form.register('audit_retention_days')}
          />
        )}
      </FormField>
      <SubmitButton pending={update.isPending} label="Salvar regras" pendingLabel="Salvando..." />
      {conflict.view}
      {safeguards.dialog}
    </form>
  );
}
