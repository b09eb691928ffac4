import { AdminHead } from '@/components/admin/admin-head';
import { LgpdPage } from '@/domains/leads/admin/lgpd-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';

/** LGPD requests: personal data, admins only; an editor gets the explanation. */
export default function AdminLeadsLgpdRoute() {
  return (
    <AdminOnly feature="O atendimento de solicitações LGPD">
      <AdminHead title="Privacidade (LGPD) | Admin" />
      <LgpdPage />
    </AdminOnly>
  );
}
