import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { CaseCreateForm } from '@/domains/cases/admin/case-create-form';

export default function AdminCaseCreateRoute() {
  return (
    <>
      <Seo
        title="Novo Case | Admin"
        description="Cadastre um novo case de sucesso."
        path="/admin/cases/create"
        noindex
      />
      <AdminPageHeader
        title="Novo Case"
        description="Preencha as informações do case. Campos com * são obrigatórios."
        actions={<AdminBackLink to="/admin/cases">Voltar</AdminBackLink>}
      />
      <CaseCreateForm />
    </>
  );
}
