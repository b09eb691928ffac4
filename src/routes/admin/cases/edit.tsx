import { History } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { buttonClasses } from '@/components/ui/button';
import { CaseEditForm } from '@/domains/cases/admin/case-edit-form';

export default function AdminCaseEditRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminHead title="Editar Case | Admin" />
      <AdminPageHeader
        title="Editar Case"
        description="Altere as informações do case. Campos com * são obrigatórios."
        actions={
          <>
            <Link to="historico" relative="path" className={buttonClasses('outline')}>
              <History aria-hidden />
              Histórico
            </Link>
            <AdminBackLink to="/admin/cases">Voltar</AdminBackLink>
          </>
        }
      />
      <CaseEditForm key={id} id={id} />
    </>
  );
}
