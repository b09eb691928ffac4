import { Seo } from '@/components/seo';
import { LeadsPage } from '@/features/admin-leads/components/leads-page';
import { AdminOnly } from '@/features/auth/components/admin-only';

/** Leads: personal data under LGPD, admins only; an editor gets the explanation. */
export default function AdminLeadsRoute() {
  return (
    <AdminOnly feature="A gestão de leads">
      <Seo
        title="Leads | Admin"
        description="Contatos recebidos pelos formulários do site."
        path="/admin/leads"
        noindex
      />
      <LeadsPage />
    </AdminOnly>
  );
}
