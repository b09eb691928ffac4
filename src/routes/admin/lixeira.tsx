import { useQueryClient } from '@tanstack/react-query';

import { AdminHead } from '@/components/admin/admin-head';
import { caseKeys } from '@/domains/cases/api/keys';
import { insightKeys } from '@/domains/insights/api/keys';
import { newsKeys } from '@/domains/news/api/keys';
import { useAuth } from '@/domains/staff/hooks/use-auth';
import { TrashPage } from '@/domains/trash/admin/trash-page';

/** The trash: editors and admins restore; only admins delete for good (the database decides). */
export default function AdminTrashRoute() {
  const { isAdmin } = useAuth();
  const queryClient = useQueryClient();
  // A restored item is back in its lists (a niche, on its cases too) and on the public pages.
  const onRestored = () => {
    for (const queryKey of [caseKeys.all, insightKeys.all, newsKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return (
    <>
      <AdminHead title="Lixeira | Admin" />
      <TrashPage isAdmin={isAdmin} onRestored={onRestored} />
    </>
  );
}
