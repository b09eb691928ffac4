import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { CaseCreateForm } from '@/domains/cases/admin/case-create-form';

export default function AdminCaseCreateRoute() {
  return (
    <>
      <AdminHead title="Novo Case | Admin" />
      <AdminPageHeader
        title="Novo Case"
        description="Preencha as informações do case. Campos com * são obrigatórios."
        actions={<AdminBackLink to="/admin/cases">Voltar</AdminBackLink>}
      />
      <CaseCreateForm />
    </>
  );
}
