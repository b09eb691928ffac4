import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { CaseEditForm } from '@/features/admin-cases/components/case-edit-form';

export default function AdminCaseEditRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <Seo
        title="Editar Case | Admin"
        description="Edite um case de sucesso."
        path={`/admin/cases/edit/${id}`}
        noindex
      />
      <AdminPageHeader
        title="Editar Case"
        description="Altere as informações do case. Campos com * são obrigatórios."
        actions={
          <Button variant="outline" asChild>
            <Link to="/admin/cases">
              <ArrowLeft aria-hidden />
              Voltar
            </Link>
          </Button>
        }
      />
      <CaseEditForm key={id} id={id} />
    </>
  );
}
