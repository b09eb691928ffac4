import { describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/dates';

import type { LeadEvent } from '../api/get-lead-events';
import { leadEventText } from './lead-history';

const AT = '2026-11-24T13:05:00.000Z';
const STAFF = [
  { id: 'a1', email: 'admin@salto.local' },
  { id: 'e1', email: 'editor@salto.local' },
];

const event = (overrides: Partial<LeadEvent>): LeadEvent => ({
  id: 1,
  lead_id: 'l1',
  actor_id: 'a1',
  actor: { email: 'admin@salto.local' },
  kind: 'stage',
  from_value: 'novo',
  to_value: 'em_contato',
  created_at: AT,
  ...overrides,
});

describe('leadEventText', () => {
  it('says who moved the stage, from what to what, and when', () => {
    expect(leadEventText(event({}), STAFF)).toBe(
      `admin@salto.local mudou de Novo para Em contato — ${formatDateTime(AT)}`,
    );
  });

  it('names owners by e-mail, and a removed account as such', () => {
    const owner = (from_value: string | null, to_value: string | null) =>
      leadEventText(event({ kind: 'owner', from_value, to_value }), STAFF);
    expect(owner(null, 'e1')).toBe(
      `admin@salto.local definiu o responsável: editor@salto.local — ${formatDateTime(AT)}`,
    );
    expect(owner('e1', 'a1')).toBe(
      `admin@salto.local mudou o responsável de editor@salto.local para admin@salto.local — ${formatDateTime(AT)}`,
    );
    expect(owner('gone', null)).toBe(
      `admin@salto.local removeu o responsável (conta removida) — ${formatDateTime(AT)}`,
    );
  });

  it('says "Alguém" when the author is not known', () => {
    expect(leadEventText(event({ actor_id: null, actor: null, to_value: 'descartado' }), STAFF)).toBe(
      `Alguém mudou de Novo para Descartado — ${formatDateTime(AT)}`,
    );
  });
});
