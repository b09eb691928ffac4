import { FolderOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { buttonClasses } from '@/components/ui/button';
import { InsightsList } from '@/domains/insights/admin/insights-list';

export default function AdminInsightsRoute() {
  return (
    <>
      <Seo
        title="Insights | Admin"
        description="Artigos de insights do site."
        path="/admin/insights"
        noindex
      />
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
