import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { CaseCreateForm } from '@/features/admin-cases/components/case-create-form';

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
        actions={
          <Button variant="outline" asChild>
            <Link to="/admin/cases">
              <ArrowLeft aria-hidden />
              Voltar
            </Link>
          </Button>
        }
      />
      <CaseCreateForm />
    </>
  );
}
