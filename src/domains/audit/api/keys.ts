import type { AuditFilters } from './get-audit-events';

/** Query keys of the audit trail (public.audit_events). */
export const auditKeys = {
  all: ['audit_events'] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, 'page', filters, page] as const,
  people: () => [...auditKeys.all, 'people'] as const,
};
