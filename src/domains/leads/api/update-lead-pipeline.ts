import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

import { errorCode, SaveError, type ConstraintFields } from '@/lib/db-error';
import { describeConflict } from '@/lib/edit-conflict';
import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/supabase-result';

import type { LeadStage } from '../stages';
import { adminLeadSchema, LEAD_COLUMNS, type CountedLeads, type Lead } from './get-leads';
import type { LeadStaffMember } from './get-lead-staff';
import { leadKeys } from './keys';
import { leadPipelineMessages } from './lead-pipeline-schema';

/** What an admin changes on a lead (the only columns the database lets them update). */
export interface LeadPipelineChange {
  stage?: LeadStage;
  owner_id?: string | null;
  first_contacted_at?: string;
}

export interface LeadPipelineInput {
  id: string;
  /** The version of the lead the change was made on (the one shown). */
  baseVersion: number;
  change: LeadPipelineChange;
}

type PipelineField = keyof LeadPipelineChange;

/** The field each constraint of the pipeline guards, and what to say when it refuses. */
const PIPELINE_CONSTRAINTS: ConstraintFields<PipelineField> = {
  leads_first_contacted_at_check: {
    field: 'first_contacted_at',
    message: leadPipelineMessages.firstContactBeforeLead,
  },
  leads_owner_id_fkey: {
    field: 'owner_id',
    message: 'O responsável escolhido não faz mais parte da equipe. Atualize a página e escolha outro.',
  },
  leads_stage_check: { field: 'stage', message: 'Etapa desconhecida.' },
};

/**
 * Why a change was refused, in Portuguese: someone changed the lead first (who and when; the lead
 * is read again); the constraint's message; no row changed (PGRST116 — RLS lets only admins update,
 * or the lead was erased meanwhile); a refused column (42501); or no answer at all.
 */
export function pipelineErrorMessage(error: unknown, currentUserId?: string | null): string {
  if (error instanceof SaveError && error.conflict) {
    return `${describeConflict(error.conflict, { noun: 'este lead', pronoun: 'o' }, currentUserId)} A sua alteração não foi salva: confira o lead como está agora e faça-a de novo se ainda quiser.`;
  }
  if (error instanceof SaveError && error.fieldMessage) return error.fieldMessage;
  switch (errorCode(error)) {
    case 'PGRST116':
      return 'O lead não foi alterado: ele pode ter sido apagado, ou sua conta não é de administrador.';
    case '42501':
      return 'Apenas administradores podem alterar leads.';
    case undefined:
      return 'Sem resposta do servidor. Verifique sua conexão e tente novamente.';
    default:
      return error instanceof Error && error.message ? error.message : 'Tente novamente.';
  }
}

/**
 * Moves a lead in the pipeline: its stage, owner or first contact. The row comes back as the
 * database left it — the first move out of Novo stamps the first contact, and `updated_at` — and
 * a lead no row of which changed (not an admin, or erased meanwhile) is an error (PGRST116).
 */
export async function updateLeadPipeline({ id, baseVersion, change }: LeadPipelineInput): Promise<Lead> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(
    supabase
      .from('leads')
      .update({ ...change, base_version: baseVersion })
      .eq('id', id)
      .select(LEAD_COLUMNS)
      .single(),
    (error) => new SaveError(error, 'Falha ao alterar o lead', PIPELINE_CONSTRAINTS),
  );
  return adminLeadSchema.parse(data);
}

/** `lead` with the change applied, the owner's e-mail taken from the staff list when known. */
function applied(
  lead: Lead,
  change: LeadPipelineChange,
  staff: readonly LeadStaffMember[] | undefined,
): Lead {
  const next = { ...lead, ...change };
  if (change.owner_id !== undefined) {
    const email = staff?.find((member) => member.id === change.owner_id)?.email;
    next.owner = change.owner_id === null ? null : email ? { email } : lead.owner;
  }
  return next;
}

/**
 * The change shows at once — in the details and in every page of the list holding the lead — and
 * is rolled back if the database refuses it. Then the lead, its history, the list, the person's
 * other leads and the dashboard's numbers are read again.
 */
export function useUpdateLeadPipeline() {
  const queryClient = useQueryClient();
  // Changes made in a row (a stage, then the owner) are sent one after the other; the optimistic
  // lead still shows the version the first one started from, which that save moved on: the next
  // change is made from the version it left, not refused as stale.
  const ownSaves = useRef(new Map<string, { from: number; to: number }>());
  return useMutation({
    scope: { id: 'lead-pipeline' },
    mutationFn: async (input: LeadPipelineInput) => {
      const own = ownSaves.current.get(input.id);
      const baseVersion = own?.from === input.baseVersion ? own.to : input.baseVersion;
      const lead = await updateLeadPipeline({ ...input, baseVersion });
      ownSaves.current.set(input.id, { from: input.baseVersion, to: lead.version });
      return lead;
    },
    onMutate: async ({ id, change }: LeadPipelineInput) => {
      const detail = leadKeys.detail(id);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: detail, exact: true }),
        queryClient.cancelQueries({ queryKey: leadKeys.list() }),
      ]);
      const staff = queryClient.getQueryData<LeadStaffMember[]>(leadKeys.staff());
      const before: [QueryKey, unknown][] = [
        [detail, queryClient.getQueryData(detail)],
        ...queryClient.getQueriesData({ queryKey: leadKeys.list() }),
      ];
      queryClient.setQueryData<Lead>(detail, (lead) => lead && applied(lead, change, staff));
      queryClient.setQueriesData<CountedLeads>({ queryKey: leadKeys.list() }, (page) =>
        page
          ? {
              ...page,
              leads: page.leads.map((lead) => (lead.id === id ? applied(lead, change, staff) : lead)),
            }
          : page,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
    },
    onSettled: (_lead, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.list() }),
        queryClient.invalidateQueries({ queryKey: leadKeys.senders() }),
        queryClient.invalidateQueries({ queryKey: leadKeys.stats() }),
      ]),
  });
}
