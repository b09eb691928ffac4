import type { LeadStatsPeriod } from './get-lead-stats';
import type { LeadFilters } from './get-leads';

/**
 * Query keys of the leads domain: the public forms' insert mutation and the admin list, under one
 * root, so invalidating `leadKeys.all` refreshes the list.
 */
export const leadKeys = {
  all: ['leads'] as const,
  /** The admin list: every page of it, or one page of the leads matching `filters`. */
  list: () => [...leadKeys.all, 'list'] as const,
  page: (filters: LeadFilters, page: number) => [...leadKeys.list(), filters, page] as const,
  insert: () => [...leadKeys.all, 'insert'] as const,
  /**
   * One lead in the admin's details (opened from the list or `?lead=<id>`), with its notes and its
   * log of stage and owner changes under it, so invalidating `detail(id)` refreshes all three.
   */
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
  notes: (id: string) => [...leadKeys.detail(id), 'notes'] as const,
  events: (id: string) => [...leadKeys.detail(id), 'events'] as const,
  /** The leads of one sender (the e-mail in lower case without its `+tag`), or of every sender. */
  senders: () => [...leadKeys.all, 'sender'] as const,
  sender: (sender: string) => [...leadKeys.senders(), sender] as const,
  /** The staff a lead can be assigned to (id and e-mail of every profile; admins read them all). */
  staff: () => [...leadKeys.all, 'staff'] as const,
  /** LGPD requests: one person's records by e-mail, the log of requests, the retention setting. */
  lgpd: () => [...leadKeys.all, 'lgpd'] as const,
  lgpdPerson: (email: string) => [...leadKeys.lgpd(), 'person', email] as const,
  lgpdRequests: () => [...leadKeys.lgpd(), 'requests'] as const,
  retention: () => [...leadKeys.lgpd(), 'retention'] as const,
  /** The dashboard's numbers (admins): leads per week and source, per origin page, per campaign, first contact. */
  stats: () => [...leadKeys.all, 'stats'] as const,
  weeklySources: () => [...leadKeys.stats(), 'weekly-sources'] as const,
  origins: (period: LeadStatsPeriod) => [...leadKeys.stats(), 'origins', period] as const,
  campaigns: (period: LeadStatsPeriod) => [...leadKeys.stats(), 'campaigns', period] as const,
  firstContact: (period: LeadStatsPeriod) => [...leadKeys.stats(), 'first-contact', period] as const,
  /**
   * Lead notifications (admins, /admin/configuracoes): the delivery settings, whether the database
   * knows where the function is, and the outbox (latest rows, counts per status).
   */
  delivery: () => [...leadKeys.all, 'delivery'] as const,
  deliverySettings: () => [...leadKeys.delivery(), 'settings'] as const,
  deliveryConfigured: () => [...leadKeys.delivery(), 'configured'] as const,
  outbox: () => [...leadKeys.delivery(), 'outbox'] as const,
  outboxRecent: () => [...leadKeys.outbox(), 'recent'] as const,
  outboxCounts: () => [...leadKeys.outbox(), 'counts'] as const,
};
