import { AdminPlaceholder } from '@/components/layout/admin-placeholder';

/** Placeholder until the page is built. */
export default function Route() {
  return <AdminPlaceholder title="Novo Insight" path="/admin/insights/create" />;
}
