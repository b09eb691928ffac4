import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Seo } from '@/components/seo';
import { buttonClasses } from '@/components/ui/button';
import { EditInsightEditor } from '@/features/admin-insights/components/insight-editors';

export default function AdminInsightEditRoute() {
  const id = useParams().id ?? '';
  return (
    <>
      <Seo title="Editar Insight | Admin" description="Editar um insight." path={`/admin/insights/edit/${id}`} noindex />
      <AdminPageHeader
        title="Editar Insight"
        description="Altere o artigo; o endereço muda quando o título muda."
        actions={
          <Link to="/admin" className={buttonClasses('outline', 'md')}>
            <ArrowLeft aria-hidden />
            Voltar
          </Link>
        }
      />
      <EditInsightEditor key={id} id={id} />
    </>
  );
}
