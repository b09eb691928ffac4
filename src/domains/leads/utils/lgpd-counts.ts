import type { LgpdPerson, LgpdRequest } from '../api/lgpd-schema';

/** How many records of each kind: what the log keeps of a request. */
export type LgpdCounts = Pick<LgpdRequest, 'leads' | 'notes' | 'events' | 'notifications'>;

/** The counts of what a search found (the same the log records for an export or erasure). */
export function countRecords(person: LgpdPerson): LgpdCounts {
  const sum = (count: (lead: LgpdPerson['leads'][number]) => number) =>
    person.leads.reduce((total, lead) => total + count(lead), 0);
  return {
    leads: person.leads.length,
    notes: sum((lead) => lead.notes.length),
    events: sum((lead) => lead.events.length),
    notifications: sum((lead) => lead.notifications.length),
  };
}

const NOUNS: Record<keyof LgpdCounts, readonly [string, string]> = {
  leads: ['lead', 'leads'],
  notes: ['nota', 'notas'],
  events: ['evento', 'eventos'],
  notifications: ['notificação', 'notificações'],
};

/** e.g. '1 lead', '2 notas' (pt-BR: 0 takes the plural). */
export function countLabel(kind: keyof LgpdCounts, count: number): string {
  const [one, many] = NOUNS[kind];
  return `${count} ${count === 1 ? one : many}`;
}

/** '2 leads, 3 notas, 1 evento e 0 notificações'. */
export function countsSentence(counts: LgpdCounts): string {
  const parts = (Object.keys(NOUNS) as (keyof LgpdCounts)[]).map((kind) => countLabel(kind, counts[kind]));
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}
