import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

/** Placeholder until the page is built. */
export default function Route() {
  return <AdminPlaceholder title="Notícias" path="/admin/noticias" />;
}
