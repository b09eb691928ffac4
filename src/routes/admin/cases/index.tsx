import { Plus, Tags } from 'lucide-react';
import { Link } from 'react-router';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { Button } from '@/components/ui/button';
import { CasesList } from '@/domains/cases/admin/cases-list';

export default function AdminCasesRoute() {
  return (
    <>
      <Seo
        title="Cases | Admin"
        description="Os cases de sucesso do site: rascunhos, agendados e publicados."
        path="/admin/cases"
        noindex
      />
      <AdminPageHeader
        title="Cases"
        description="Os cases de sucesso do site: rascunhos, agendados e publicados."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/cases/nichos">
                <Tags aria-hidden />
                Gerenciar nichos
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/cases/create">
                <Plus aria-hidden />
                Novo Case
              </Link>
            </Button>
          </>
        }
      />
      <CasesList />
    </>
  );
}
