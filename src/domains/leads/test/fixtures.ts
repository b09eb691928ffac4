import type { Lead } from '../api/get-leads';

/** A lead with every optional column empty; override what a test needs. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    nome: 'Carla Mendes',
    email: 'carla.mendes@example.com',
    telefone: '5548991234567',
    empresa: 'Mendes Odontologia',
    created_at: '2025-08-20T13:45:00.000Z',
    pagina_origem: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
    landing_page: null,
    referrer: null,
    privacy_policy_version: null,
    submission_id: null,
    stage: 'novo',
    owner_id: null,
    first_contacted_at: null,
    version: 1,
    updated_at: null,
    updated_by: null,
    owner: null,
    ...overrides,
  };
}
