import { describe, expect, it } from 'vitest';

import type { Profile } from '../api/get-profile';
import { filterProfilesByEmail } from './search';

const profiles: Profile[] = [
  {
    id: '1',
    email: 'admin@salto.local',
    tipo: 'admin',
    created_at: '2025-08-01T10:00:00Z',
    desativado_em: null,
    verificacao_em_duas_etapas: false,
  },
  {
    id: '2',
    email: 'Editor@Salto.local',
    tipo: 'editor',
    created_at: '2025-08-02T10:00:00Z',
    desativado_em: null,
    verificacao_em_duas_etapas: false,
  },
];

describe('filterProfilesByEmail', () => {
  it('keeps everyone for a blank search', () => {
    expect(filterProfilesByEmail(profiles, '  ')).toEqual(profiles);
  });

  it('matches part of the e-mail, ignoring case and surrounding spaces', () => {
    expect(filterProfilesByEmail(profiles, ' EDITOR ').map((profile) => profile.id)).toEqual(['2']);
    expect(filterProfilesByEmail(profiles, 'salto').map((profile) => profile.id)).toEqual(['1', '2']);
    expect(filterProfilesByEmail(profiles, 'nobody')).toEqual([]);
  });
});
