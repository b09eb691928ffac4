import { describe, expect, it } from 'vitest';

import type { StaffUser } from '../api/get-staff-users';
import { filterUsersByEmail } from './search';

const users: StaffUser[] = [
  { id: '1', email: 'admin@salto.local', tipo: 'admin', created_at: '2025-08-01T10:00:00Z' },
  { id: '2', email: 'Editor@Salto.local', tipo: 'editor', created_at: '2025-08-02T10:00:00Z' },
];

describe('filterUsersByEmail', () => {
  it('keeps everyone for a blank search', () => {
    expect(filterUsersByEmail(users, '  ')).toEqual(users);
  });

  it('matches part of the e-mail, ignoring case and surrounding spaces', () => {
    expect(filterUsersByEmail(users, ' EDITOR ').map((user) => user.id)).toEqual(['2']);
    expect(filterUsersByEmail(users, 'salto').map((user) => user.id)).toEqual(['1', '2']);
    expect(filterUsersByEmail(users, 'nobody')).toEqual([]);
  });
});
