import { FolderOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { buttonClasses } from '@/components/ui/button';
import { InsightsList } from '@/domains/insights/admin/insights-list';

export default function AdminInsightsRoute() {
  return (
    <>
      <AdminHead title="Insights | Admin" />
      <AdminPageHeader
        title="Insights"
        description="Os artigos da seção Insights: rascunhos, agendados e publicados."
        actions={
          <>
            <Link to="/admin/categorias" className={buttonClasses('outline', 'md')}>
              <FolderOpen aria-hidden />
              Gerenciar categorias
            </Link>
            <Link to="/admin/insights/create" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden />
              Novo Insight
            </Link>
          </>
        }
      />
      <InsightsList />
    </>
  );
}
