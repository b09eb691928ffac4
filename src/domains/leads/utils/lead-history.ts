import { formatDateTime } from '@/lib/dates';

import type { LeadEvent } from '../api/get-lead-events';
import type { LeadStaffMember } from '../api/get-lead-staff';
import { LEAD_STAGE_LABELS, type LeadStage } from '../stages';

/** Who made a change whose author is not known any more (an account removed, or a change outside the admin). */
export const UNKNOWN_ACTOR = 'Alguém';

/** A staff member who is not on the team any more. */
const REMOVED_ACCOUNT = 'conta removida';

const stageLabel = (value: string | null) =>
  value === null ? 'nenhuma' : (LEAD_STAGE_LABELS[value as LeadStage] ?? value);

/**
 * One change of a lead's history in words, with who and when:
 * 'admin@salto.local mudou de Novo para Em contato — 24/11/2026 10:05'. Owner changes name the
 * staff members by e-mail (the log holds their ids).
 */
export function leadEventText(event: LeadEvent, staff: readonly LeadStaffMember[]): string {
  const who = event.actor?.email ?? UNKNOWN_ACTOR;
  const when = formatDateTime(event.created_at);
  const member = (id: string) => staff.find((person) => person.id === id)?.email ?? REMOVED_ACCOUNT;
  let what: string;
  if (event.kind === 'stage') {
    what = `mudou de ${stageLabel(event.from_value)} para ${stageLabel(event.to_value)}`;
  } else if (event.from_value === null) {
    what = `definiu o responsável: ${event.to_value === null ? 'ninguém' : member(event.to_value)}`;
  } else if (event.to_value === null) {
    what = `removeu o responsável (${member(event.from_value)})`;
  } else {
    what = `mudou o responsável de ${member(event.from_value)} para ${member(event.to_value)}`;
  }
  return `${who} ${what} — ${when}`;
}
