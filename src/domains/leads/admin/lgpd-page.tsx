import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';

import { LgpdRequestsLog } from './lgpd-requests-log';
import { LgpdRetentionForm } from './lgpd-retention-form';
import { LgpdSearch } from './lgpd-search';

/**
 * 'Privacidade (LGPD)': serve a person's request for access, a copy or erasure of their data (the
 * search by e-mail, the exports, the erasure), the retention of discarded leads and the log of
 * what was done. Admins only; the database refuses anyone else.
 */
export function LgpdPage() {
  return (
    <>
      <AdminPageHeader
        title="Privacidade (LGPD)"
        description="Pedidos de acesso, cópia e exclusão de dados pessoais de leads."
        actions={<AdminBackLink to="/admin/leads">Voltar para leads</AdminBackLink>}
      />
      <div className="space-y-6">
        <LgpdSearch />
        <LgpdRetentionForm />
        <LgpdRequestsLog />
      </div>
    </>
  );
}
