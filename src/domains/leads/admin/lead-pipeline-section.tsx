import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { useCurrentUserId } from '@/components/admin/edit-conflict';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDateTime } from '@/lib/dates';

import type { Lead } from '../api/get-leads';
import { leadStaffQueryOptions } from '../api/get-lead-staff';
import {
  firstContactFormSchema,
  firstContactInstant,
  type FirstContactFormValues,
} from '../api/lead-pipeline-schema';
import {
  pipelineErrorMessage,
  useUpdateLeadPipeline,
  type LeadPipelineChange,
} from '../api/update-lead-pipeline';
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from '../stages';
import { DetailsSection } from './lead-details-section';

/** `<input type="datetime-local">`'s value for an instant, in the browser's time zone. */
const localMinute = (value: string | Date) => format(value, "yyyy-MM-dd'T'HH:mm");

/** What the toast says after each kind of change (and when it is refused). */
function changeMessages(change: LeadPipelineChange, staff: { id: string; email: string }[] | undefined) {
  if (change.stage) {
    return {
      success: ['Etapa alterada', `Etapa: ${LEAD_STAGE_LABELS[change.stage]}.`],
      failure: 'Não foi possível alterar a etapa',
    } as const;
  }
  if (change.owner_id !== undefined) {
    const email = staff?.find((member) => member.id === change.owner_id)?.email;
    return {
      success:
        change.owner_id === null
          ? ['Responsável removido', 'O lead está sem responsável.']
          : ['Responsável alterado', email ? `Responsável: ${email}.` : 'Responsável definido.'],
      failure: 'Não foi possível alterar o responsável',
    } as const;
  }
  return {
    success: [
      'Primeiro contato registrado',
      `Primeiro contato: ${formatDateTime(change.first_contacted_at!)}.`,
    ],
    failure: 'Não foi possível registrar o primeiro contato',
  } as const;
}

/**
 * 'Funil': the lead's stage and owner (each change shows at once, and is undone with a toast if
 * the database refuses it; the selects stay enabled meanwhile, so the keyboard focus stays on
 * them) and its first contact — stamped by the database on the first move out
 * of Novo, or set here by hand (not before the lead arrived).
 */
export function LeadPipelineSection({ lead }: { lead: Lead }) {
  const staff = useQuery(leadStaffQueryOptions());
  const mutation = useUpdateLeadPipeline();
  const userId = useCurrentUserId();
  const [editingFirstContact, setEditingFirstContact] = useState(false);

  // A change refused because someone changed the lead first says who and when; the lead is read
  // again (the first contact's form keeps what was typed, to save again on the lead as it is now).
  const change = (next: LeadPipelineChange, onDone?: () => void) => {
    const messages = changeMessages(next, staff.data);
    mutation.mutate(
      { id: lead.id, baseVersion: lead.version, change: next },
      {
        onSuccess: () => {
          toast.success(messages.success[0], { description: messages.success[1] });
          onDone?.();
        },
        onError: (error) => {
          console.error('Erro ao alterar o lead:', error);
          toast.error(messages.failure, { description: pipelineErrorMessage(error, userId) });
        },
      },
    );
  };

  // The owner stays listed while the staff loads (or after leaving the team).
  const owners = staff.data ?? [];
  const ownerMissing = lead.owner_id !== null && !owners.some((member) => member.id === lead.owner_id);

  return (
    <DetailsSection title="Funil">
      <div className="grid gap-4 rounded-lg border border-ink-200 p-4 sm:grid-cols-2">
        <FormField label="Etapa">
          {(control) => (
            <Select
              {...control}
              value={lead.stage}
              onChange={(event) => change({ stage: event.target.value as LeadStage })}
            >
              {LEAD_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {LEAD_STAGE_LABELS[stage]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label="Responsável"
          hint={staff.isError ? 'Não foi possível carregar a equipe.' : undefined}
        >
          {(control) => (
            <Select
              {...control}
              value={lead.owner_id ?? ''}
              disabled={staff.isPending}
              onChange={(event) => change({ owner_id: event.target.value || null })}
            >
              <option value="">Sem responsável</option>
              {ownerMissing && (
                <option value={lead.owner_id!}>{lead.owner?.email ?? 'Conta removida'}</option>
              )}
              {owners.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          {editingFirstContact ? (
            <FirstContactForm
              lead={lead}
              pending={mutation.isPending}
              onSave={(at) => change({ first_contacted_at: at }, () => setEditingFirstContact(false))}
              onCancel={() => setEditingFirstContact(false)}
            />
          ) : (
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
              <dl className="min-w-0">
                <dt className="text-sm font-medium text-ink-900">Primeiro contato</dt>
                <dd className="mt-0.5 text-sm text-ink-950 tabular-nums">
                  {lead.first_contacted_at ? (
                    <time dateTime={lead.first_contacted_at}>{formatDateTime(lead.first_contacted_at)}</time>
                  ) : (
                    <span className="text-ink-600">Ainda não registrado</span>
                  )}
                </dd>
                {!lead.first_contacted_at && (
                  <dd className="mt-1 text-xs text-ink-600">
                    Registrado sozinho na primeira mudança de Novo para Em contato, Qualificado ou Cliente.
                  </dd>
                )}
              </dl>
              <Button variant="outline" size="sm" onClick={() => setEditingFirstContact(true)}>
                {lead.first_contacted_at ? 'Alterar primeiro contato' : 'Registrar primeiro contato'}
              </Button>
            </div>
          )}
        </div>
      </div>
    </DetailsSection>
  );
}

interface FirstContactFormProps {
  lead: Lead;
  pending: boolean;
  onSave: (at: string) => void;
  onCancel: () => void;
}

/** The first contact's date and time (the browser's time zone), not before the lead arrived. */
function FirstContactForm({ lead, pending, onSave, onCancel }: FirstContactFormProps) {
  const schema = useMemo(() => firstContactFormSchema(lead.created_at), [lead.created_at]);
  const form = useForm<FirstContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { at: localMinute(lead.first_contacted_at ?? new Date()) },
    shouldFocusError: true,
  });
  const error = form.formState.errors.at?.message;
  return (
    <form
      noValidate
      aria-label="Primeiro contato"
      onSubmit={form.handleSubmit((values) => onSave(firstContactInstant(values)))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        label="Data e hora do primeiro contato"
        error={error}
        hint={`Recebido em ${formatDateTime(lead.created_at)}.`}
        className="flex-1"
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            min={localMinute(lead.created_at)}
            autoFocus
            {...form.register('at')}
          />
        )}
      </FormField>
      <div className="flex gap-2 sm:pt-7">
        <SubmitButton pending={pending} label="Salvar" pendingLabel="Salvando..." size="md" />
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
