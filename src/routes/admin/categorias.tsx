import { AdminHead } from '@/components/admin/admin-head';
import { CategoriesManager } from '@/domains/insights/admin/categories-manager';

/** Categories of the insights: editors and admins (the database lets staff write them). */
export default function AdminCategoriesRoute() {
  return (
    <>
      <AdminHead title="Categorias | Admin" />
      <CategoriesManager />
    </>
  );
}
