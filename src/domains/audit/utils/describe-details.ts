import { formatSaoPauloDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff-roles';

import type { AuditEvent } from '../api/get-audit-events';

/** The settings tables an entry can name, as Configurações titles them. */
const SETTINGS_LABELS: Record<string, string> = {
  lead_settings: 'Notificações de leads',
  staff_settings: 'Segurança da equipe',
};

const roleLabel = (value: unknown) =>
  typeof value === 'string' ? (STAFF_ROLE_LABELS[value as StaffRole] ?? value) : '?';

const leadsCount = (value: unknown) =>
  typeof value === 'number' ? `${formatCount(value)} ${value === 1 ? 'lead' : 'leads'}` : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const fields = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? `Campos: ${value.map(String).join(', ')}` : null;

/** The entry's details in words ('Administrador → Editor', '3 leads', 'IP 198.51.100.7'); '' when none. */
export function describeDetails(event: AuditEvent): string {
  const details = event.details;
  const parts: (string | null)[] = [];
  switch (event.kind) {
    case 'content_created':
      parts.push(details.status === 'rascunho' ? 'Como rascunho' : null);
      break;
    case 'content_updated':
      parts.push(fields(details.campos));
      break;
    case 'content_published':
      parts.push(
        typeof details.publicado_em === 'string'
          ? `No ar a partir de ${formatSaoPauloDateTime(details.publicado_em)}`
          : null,
      );
      break;
    case 'user_created':
    case 'user_removed':
      parts.push(details.tipo ? roleLabel(details.tipo) : null);
      break;
    case 'user_role_changed':
      parts.push(`${roleLabel(details.de)} → ${roleLabel(details.para)}`);
      break;
    case 'email_change_requested':
      parts.push(typeof details.para === 'string' ? `Para ${details.para}` : null);
      break;
    case 'email_changed':
      parts.push(
        typeof details.de === 'string' && typeof details.para === 'string'
          ? `${details.de} → ${details.para}`
          : null,
      );
      break;
    case 'leads_exported':
      parts.push(
        leadsCount(details.total),
        isRecord(details.filtros) && details.filtros.busca === true ? 'Com busca por texto' : null,
      );
      break;
    case 'leads_deleted':
      parts.push(leadsCount(details.total));
      break;
    case 'lead_data_exported':
      parts.push(leadsCount(details.leads));
      break;
    case 'settings_changed':
      parts.push(SETTINGS_LABELS[event.subject_id ?? ''] ?? null, fields(details.campos));
      break;
    default:
      break;
  }
  // The lead was erased (LGPD request or retention): the entry no longer says which one.
  if (details.lead_apagado === true) parts.push('Lead apagado (LGPD)');
  if (event.ip) parts.push(`IP ${event.ip}`);
  return parts.filter(Boolean).join(' · ');
}
