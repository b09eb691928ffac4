import type { StaffUser } from '../api/get-staff-users';

/** Users whose e-mail contains the search text (case-insensitive); everyone when it is blank. */
export function filterUsersByEmail(users: readonly StaffUser[], search: string): StaffUser[] {
  const term = search.trim().toLocaleLowerCase('pt-BR');
  if (!term) return [...users];
  return users.filter((user) => user.email.toLocaleLowerCase('pt-BR').includes(term));
}
