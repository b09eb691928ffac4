import { useParams } from 'react-router';

import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { newsKeys } from '@/domains/news/api/keys';
import { RevisionHistory } from '@/domains/revisions/admin/revision-history';

// News items are edited in a dialog of their list: after a restore the list shows the item.
const LIST_PATH = '/admin/noticias';

export default function AdminNewsHistoryRoute() {
  const id = useParams().id ?? '';
  return (
    <>
      <AdminHead title="Histórico da Notícia | Admin" />
      <AdminPageHeader
        title="Histórico da Notícia"
        description="Cada salvamento guarda uma versão. Compare duas ou restaure uma delas."
        actions={<AdminBackLink to={LIST_PATH}>Voltar para as notícias</AdminBackLink>}
      />
      <RevisionHistory key={id} subject="noticia" itemId={id} editPath={LIST_PATH} refresh={newsKeys.all} />
    </>
  );
}
