import { Seo } from '@/components/site/seo';
import { MediaLibraryManager } from '@/domains/media/admin/media-library-manager';

/** The media library: editors and admins (the database lets staff read and write it). */
export default function AdminMediaRoute() {
  return (
    <>
      <Seo
        title="Mídia | Admin"
        description="As imagens do site e o seu texto alternativo."
        path="/admin/midia"
        noindex
      />
      <MediaLibraryManager />
    </>
  );
}
