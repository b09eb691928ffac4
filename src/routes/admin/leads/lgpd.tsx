import { Seo } from '@/components/site/seo';
import { LgpdPage } from '@/domains/leads/admin/lgpd-page';
import { AdminOnly } from '@/domains/staff/components/admin-only';

/** LGPD requests: personal data, admins only; an editor gets the explanation. */
export default function AdminLeadsLgpdRoute() {
  return (
    <AdminOnly feature="O atendimento de solicitações LGPD">
      <Seo
        title="Privacidade (LGPD) | Admin"
        description="Pedidos de acesso, cópia e exclusão de dados pessoais de leads."
        path="/admin/leads/lgpd"
        noindex
      />
      <LgpdPage />
    </AdminOnly>
  );
}
