/**
 * Staff roles (`profiles.tipo`, bounded by the table's CHECK): an editor manages cases, insights
 * and news; an admin also manages users and leads. Here rather than in the staff domain because
 * the admin shell (shared code) shows the role too.
 */
export const STAFF_ROLES = ['editor', 'admin'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  editor: 'Editor',
  admin: 'Administrador',
};
