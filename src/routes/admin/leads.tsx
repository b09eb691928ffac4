import { Seo } from '@/components/site/seo';
import { LeadsPage } from '@/domains/leads/admin/leads-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';
import { useAuth } from '@/domains/staff/hooks/use-auth';

/** Leads: personal data under LGPD, admins only; an editor gets the explanation. */
export default function AdminLeadsRoute() {
  const { user } = useAuth();
  return (
    <AdminOnly feature="A gestão de leads">
      <Seo
        title="Leads | Admin"
        description="Contatos recebidos pelos formulários do site."
        path="/admin/leads"
        noindex
      />
      <LeadsPage currentUserId={user?.id} />
    </AdminOnly>
  );
}
