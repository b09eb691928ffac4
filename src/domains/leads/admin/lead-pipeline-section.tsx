import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { useCurrentUserId, useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDateTime } from '@/lib/dates';
import { readDraft } from '@/lib/local-draft';
import { useSignedInStaff } from '@/lib/signed-in-staff';

import { leadQueryOptions } from '../api/get-lead';
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

/** The first contact's form, in the kept drafts. */
const FIRST_CONTACT_FORM = 'primeiro-contato';

/** The stage and the owner as the selects hold them ('' : no owner), for the conflict view. */
interface PipelineValues {
  stage: LeadStage;
  owner_id: string;
}

const pipelineValuesOf = (lead: Pick<Lead, 'stage' | 'owner_id'>): PipelineValues => ({
  stage: lead.stage,
  owner_id: lead.owner_id ?? '',
});

/** The first contact as its form holds it ('' : none yet). */
const firstContactValuesOf = (lead: Pick<Lead, 'first_contacted_at'>): FirstContactFormValues => ({
  at: lead.first_contacted_at ? localMinute(lead.first_contacted_at) : '',
});

const FIRST_CONTACT_CONFLICT_FIELDS: ConflictFields<FirstContactFormValues> = {
  at: {
    label: 'Data e hora do primeiro contato',
    format: (at) => (at ? formatDateTime(new Date(at)) : 'Ainda não registrado'),
  },
};

const LEAD_SUBJECT = { noun: 'este lead', pronoun: 'o' } as const;

/** How a change is sent: from which version, what follows a save, and who handles a refusal first. */
interface ChangeOptions {
  baseVersion: number;
  onDone?: () => void;
  /** True when it took care of the refusal (a conflict, shown in the conflict view). */
  onRefused?: (error: unknown) => boolean;
}

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
 * 'Funil': the lead's stage and owner (each change shows at once, and is undone if the database
 * refuses it; the selects stay enabled meanwhile, so the keyboard focus stays on them) and its first
 * contact — stamped by the database on the first move out of Novo, or set here by hand (not before
 * the lead arrived). A change refused because someone changed the lead first opens the conflict
 * view: their stage and owner beside the person's, to keep or take, saved as soon as they choose.
 */
export function LeadPipelineSection({ lead }: { lead: Lead }) {
  const staff = useQuery(leadStaffQueryOptions());
  const queryClient = useQueryClient();
  const mutation = useUpdateLeadPipeline();
  const userId = useCurrentUserId();
  const user = useSignedInStaff();
  // A first contact typed and not saved (a reload, a crash) opens its form again, with the offer.
  const [editingFirstContact, setEditingFirstContact] = useState(
    () => user !== null && readDraft({ userId: user.id, form: FIRST_CONTACT_FORM, itemId: lead.id }) !== null,
  );

  const change = (next: LeadPipelineChange, { baseVersion, onDone, onRefused }: ChangeOptions) => {
    const messages = changeMessages(next, staff.data);
    mutation.mutate(
      { id: lead.id, baseVersion, change: next },
      {
        onSuccess: () => {
          toast.success(messages.success[0], { description: messages.success[1] });
          onDone?.();
        },
        onError: (error) => {
          console.error('Erro ao alterar o lead:', error);
          if (onRefused?.(error)) return;
          toast.error(messages.failure, { description: pipelineErrorMessage(error, userId) });
        },
      },
    );
  };

  // The owner stays listed while the staff loads (or after leaving the team).
  const owners = staff.data ?? [];
  const ownerMissing = lead.owner_id !== null && !owners.some((member) => member.id === lead.owner_id);

  const pipelineForm = useForm<PipelineValues>({ defaultValues: pipelineValuesOf(lead) });
  const ownerEmail = (id: string) =>
    id === ''
      ? 'Sem responsável'
      : (owners.find((member) => member.id === id)?.email ??
        (id === lead.owner_id ? lead.owner?.email : undefined) ??
        'Conta removida');
  const pipelineConflict = useEditConflict({
    form: pipelineForm,
    version: lead.version,
    fields: {
      stage: { label: 'Etapa', format: (stage) => LEAD_STAGE_LABELS[stage] },
      owner_id: { label: 'Responsável', format: ownerEmail },
    },
    subject: LEAD_SUBJECT,
    loadSaved: async () => {
      const now = await queryClient.fetchQuery({ ...leadQueryOptions(lead.id), staleTime: 0 });
      return { values: pipelineValuesOf(now), version: now.version };
    },
    // The selects save as they change: what the person chose is saved at once.
    onApplied: (chosen, saved) => {
      const next: LeadPipelineChange = {};
      if (chosen.stage !== saved.values.stage) next.stage = chosen.stage;
      if (chosen.owner_id !== saved.values.owner_id) next.owner_id = chosen.owner_id || null;
      if (Object.keys(next).length > 0) change(next, { baseVersion: saved.version });
    },
  });

  /** A stage or owner chosen in a select: saved at once, from the lead as shown. */
  const changeSelect = (next: Partial<PipelineValues>) => {
    const before = pipelineValuesOf(lead);
    const mine = { ...before, ...next };
    change(
      {
        ...(next.stage !== undefined && { stage: next.stage }),
        ...(next.owner_id !== undefined && { owner_id: next.owner_id || null }),
      },
      {
        baseVersion: lead.version,
        onRefused: (error) => pipelineConflict.handleSaveError(error, { mine, base: before }),
      },
    );
  };

  return (
    <DetailsSection title="Funil">
      <div className="grid gap-4 rounded-lg border border-ink-200 p-4 sm:grid-cols-2">
        <FormField label="Etapa">
          {(control) => (
            <Select
              {...control}
              value={lead.stage}
              onChange={(event) => changeSelect({ stage: event.target.value as LeadStage })}
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
              onChange={(event) => changeSelect({ owner_id: event.target.value })}
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
              onSave={(at, options) => change({ first_contacted_at: at }, options)}
              onClose={() => setEditingFirstContact(false)}
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
      {pipelineConflict.view}
    </DetailsSection>
  );
}

interface FirstContactFormProps {
  lead: Lead;
  pending: boolean;
  onSave: (at: string, options: ChangeOptions) => void;
  /** Saved or cancelled: back to the first contact as saved. */
  onClose: () => void;
}

/**
 * The first contact's date and time (the browser's time zone), not before the lead arrived. What is
 * typed is kept in this browser until saved or cancelled, and leaving with it unsaved asks first; a
 * save refused because someone changed the lead first opens the conflict view.
 */
function FirstContactForm({ lead, pending, onSave, onClose }: FirstContactFormProps) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => firstContactFormSchema(lead.created_at), [lead.created_at]);
  const form = useForm<FirstContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { at: localMinute(lead.first_contacted_at ?? new Date()) },
    shouldFocusError: true,
  });
  const conflict = useEditConflict({
    form,
    version: lead.version,
    fields: FIRST_CONTACT_CONFLICT_FIELDS,
    subject: LEAD_SUBJECT,
    loadSaved: async () => {
      const now = await queryClient.fetchQuery({ ...leadQueryOptions(lead.id), staleTime: 0 });
      return { values: firstContactValuesOf(now), version: now.version };
    },
  });
  const safeguards = useFormSafeguards({
    form,
    formName: FIRST_CONTACT_FORM,
    itemId: lead.id,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });
  const error = form.formState.errors.at?.message;
  const submit = form.handleSubmit((values) =>
    onSave(firstContactInstant(values), {
      baseVersion: conflict.baseVersion ?? lead.version,
      onDone: () => {
        safeguards.saved();
        onClose();
      },
      onRefused: conflict.handleSaveError,
    }),
  );
  return (
    <>
      <form noValidate aria-label="Primeiro contato" onSubmit={submit}>
        {safeguards.notices}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
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
            <Button
              variant="outline"
              disabled={pending}
              onClick={() => {
                // Cancelling discards what was typed: nothing to offer back, nothing to ask.
                safeguards.saved();
                onClose();
              }}
            >
              Cancelar
            </Button>
          </div>
        </div>
      </form>
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
