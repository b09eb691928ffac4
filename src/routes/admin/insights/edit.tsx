import { History } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { buttonClasses } from '@/components/ui/button';
import { EditInsightEditor } from '@/domains/insights/admin/insight-editors';

export default function AdminInsightEditRoute() {
  const id = useParams().id ?? '';
  return (
    <>
      <AdminHead title="Editar Insight | Admin" />
      <AdminPageHeader
        title="Editar Insight"
        description="Altere o artigo; o endereço muda quando o título muda."
        actions={
          <>
            <Link to="historico" relative="path" className={buttonClasses('outline')}>
              <History aria-hidden />
              Histórico
            </Link>
            <AdminBackLink to="/admin">Voltar</AdminBackLink>
          </>
        }
      />
      <EditInsightEditor key={id} id={id} />
    </>
  );
}
