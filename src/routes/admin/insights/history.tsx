import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { categoriesQueryOptions } from '@/domains/insights/api/get-categories';
import { insightKeys } from '@/domains/insights/api/keys';
import { RevisionHistory } from '@/domains/revisions/admin/revision-history';

export default function AdminInsightHistoryRoute() {
  const id = useParams().id ?? '';
  const categories = useQuery(categoriesQueryOptions());
  const editPath = `/admin/insights/edit/${id}`;
  return (
    <>
      <AdminHead title="Histórico do Insight | Admin" />
      <AdminPageHeader
        title="Histórico do Insight"
        description="Cada salvamento guarda uma versão. Compare duas ou restaure uma delas."
        actions={<AdminBackLink to={editPath}>Voltar para o insight</AdminBackLink>}
      />
      <RevisionHistory
        key={id}
        subject="insight"
        itemId={id}
        editPath={editPath}
        refresh={insightKeys.all}
        names={{ categoria_id: new Map(categories.data?.map((category) => [category.id, category.nome])) }}
      />
    </>
  );
}
