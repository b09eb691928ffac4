import { useQuery } from '@tanstack/react-query';

import { AdminHead } from '@/components/admin/admin-head';
import { ActivityPage } from '@/domains/audit/admin/activity-page';
import { profilesQueryOptions } from '@/domains/staff/api/get-profiles';
import { staffSettingsQueryOptions } from '@/domains/staff/api/staff-settings';
import { AdminOnly } from '@/domains/staff/components/admin-only';

/** The audit trail: admins only (the database lets only them read it). */
export default function AdminActivityRoute() {
  return (
    <AdminOnly feature="O registro de atividade">
      <AdminHead title="Atividade | Admin" />
      <ActivityWithStaff />
    </AdminOnly>
  );
}

/** The page with what it needs from the staff domain: the people to filter by, the retention. */
function ActivityWithStaff() {
  const people = useQuery(profilesQueryOptions());
  const settings = useQuery(staffSettingsQueryOptions());
  return <ActivityPage people={people.data ?? []} retentionDays={settings.data?.audit_retention_days} />;
}
