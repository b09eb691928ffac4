import { describe, expect, it } from 'vitest';

import type { AuditEvent } from '../api/get-audit-events';
import { describeDetails } from './describe-details';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  created_at: '2026-11-25T15:00:00Z',
  actor_id: null,
  actor_email: null,
  kind: 'sign_in',
  subject_type: 'user',
  subject_id: null,
  subject_label: null,
  details: {},
  ip: null,
  ...overrides,
});

describe('describeDetails', () => {
  it('says what changed, in the panel’s words', () => {
    expect(
      describeDetails(event({ kind: 'user_role_changed', details: { de: 'editor', para: 'admin' } })),
    ).toBe('Editor → Administrador');
    expect(
      describeDetails(event({ kind: 'email_change_requested', details: { para: 'novo@salto.local' } })),
    ).toBe('Para novo@salto.local');
    expect(
      describeDetails(
        event({ kind: 'email_changed', details: { de: 'ana@salto.local', para: 'novo@salto.local' } }),
      ),
    ).toBe('ana@salto.local → novo@salto.local');
    expect(
      describeDetails(event({ kind: 'content_updated', details: { campos: ['subtitulo', 'titulo'] } })),
    ).toBe('Campos: subtitulo, titulo');
    expect(
      describeDetails(
        event({ kind: 'content_published', details: { publicado_em: '2026-12-01T12:00:00Z' } }),
      ),
    ).toBe('No ar a partir de 01/12/2026 às 09:00');
    expect(describeDetails(event({ kind: 'leads_exported', details: { total: 1234 } }))).toBe('1.234 leads');
    expect(describeDetails(event({ kind: 'leads_deleted', details: { total: 1 } }))).toBe('1 lead');
    expect(
      describeDetails(event({ kind: 'leads_exported', details: { total: 2, filtros: { busca: true } } })),
    ).toBe('2 leads · Com busca por texto');
    expect(
      describeDetails(event({ kind: 'lead_viewed', subject_type: 'lead', details: { lead_apagado: true } })),
    ).toBe('Lead apagado (LGPD)');
    expect(
      describeDetails(
        event({
          kind: 'settings_changed',
          subject_id: 'staff_settings',
          details: { campos: ['audit_retention_days'] },
        }),
      ),
    ).toBe('Segurança da equipe · Campos: audit_retention_days');
  });

  it('adds the address a sign-in came from, and says nothing when there is nothing to say', () => {
    expect(describeDetails(event({ kind: 'sign_in_failed', ip: '198.51.100.7' }))).toBe('IP 198.51.100.7');
    expect(describeDetails(event({ kind: 'content_deleted' }))).toBe('');
    // A shape the page does not expect is shown as far as it can be, never thrown on.
    expect(describeDetails(event({ kind: 'user_role_changed', details: {} }))).toBe('? → ?');
  });
});
