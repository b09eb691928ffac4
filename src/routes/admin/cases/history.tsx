import { useParams } from 'react-router';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { caseKeys } from '@/domains/cases/api/keys';
import { RevisionHistory } from '@/domains/revisions/admin/revision-history';

export default function AdminCaseHistoryRoute() {
  const id = useParams().id ?? '';
  const editPath = `/admin/cases/edit/${id}`;
  return (
    <>
      <AdminHead title="Histórico do Case | Admin" />
      <AdminPageHeader
        title="Histórico do Case"
        description="Cada salvamento guarda uma versão, com os nichos. Compare duas ou restaure uma delas."
        actions={<AdminBackLink to={editPath}>Voltar para o case</AdminBackLink>}
      />
      <RevisionHistory key={id} subject="case" itemId={id} editPath={editPath} refresh={caseKeys.all} />
    </>
  );
}
