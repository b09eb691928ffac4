import { Seo } from '@/components/site/seo';
import { CategoriesManager } from '@/domains/insights/admin/categories-manager';

/** Categories of the insights: editors and admins (the database lets staff write them). */
export default function AdminCategoriesRoute() {
  return (
    <>
      <Seo
        title="Categorias | Admin"
        description="Gerencie as categorias dos insights e as suas páginas."
        path="/admin/categorias"
        noindex
      />
      <CategoriesManager />
    </>
  );
}
