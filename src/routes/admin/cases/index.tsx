import { Plus, Tags } from 'lucide-react';
import { Link } from 'react-router';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { buttonClasses } from '@/components/ui/button';
import { CasesList } from '@/domains/cases/admin/cases-list';

export default function AdminCasesRoute() {
  return (
    <>
      <AdminHead title="Cases | Admin" />
      <AdminPageHeader
        title="Cases"
        description="Os cases de sucesso do site: rascunhos, agendados e publicados."
        actions={
          <>
            <Link to="/admin/cases/nichos" className={buttonClasses('outline')}>
              <Tags aria-hidden />
              Gerenciar nichos
            </Link>
            <Link to="/admin/cases/create" className={buttonClasses()}>
              <Plus aria-hidden />
              Novo Case
            </Link>
          </>
        }
      />
      <CasesList />
    </>
  );
}
