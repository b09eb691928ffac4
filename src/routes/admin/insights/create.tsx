import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { useAuth } from '@/domains/staff/hooks/use-auth';
import { CreateInsightEditor } from '@/domains/insights/admin/insight-editors';

export default function AdminInsightCreateRoute() {
  const { user } = useAuth();
  return (
    <>
      <AdminHead title="Novo Insight | Admin" />
      <AdminPageHeader
        title="Novo Insight"
        description="Escreva o artigo, salve como rascunho ou publique agora ou em outro horário."
        actions={<AdminBackLink to="/admin">Voltar</AdminBackLink>}
      />
      <CreateInsightEditor authorId={user?.id ?? null} />
    </>
  );
}
