import { useQuery } from '@tanstack/react-query';

import { Seo } from '@/components/site/seo';
import { ActivityPage } from '@/domains/audit/admin/activity-page';
import { profilesQueryOptions } from '@/domains/staff/api/get-profiles';
import { staffSettingsQueryOptions } from '@/domains/staff/api/staff-settings';
import { AdminOnly } from '@/domains/staff/components/admin-only';

/** The audit trail: admins only (the database lets only them read it). */
export default function AdminActivityRoute() {
  return (
    <AdminOnly feature="O registro de atividade">
      <Seo
        title="Atividade | Admin"
        description="Quem fez o quê e quando no painel."
        path="/admin/atividade"
        noindex
      />
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
