import { AdminHead } from '@/components/admin/admin-head';
import { MediaLibraryManager } from '@/domains/media/admin/media-library-manager';

/** The media library: editors and admins (the database lets staff read and write it). */
export default function AdminMediaRoute() {
  return (
    <>
      <AdminHead title="Mídia | Admin" />
      <MediaLibraryManager />
    </>
  );
}
