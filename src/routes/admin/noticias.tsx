import { Plus, X } from 'lucide-react';
import { useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Seo } from '@/components/site/seo';
import { Button } from '@/components/ui/button';
import { NEWS_CREATE_CARD_ID, NewsManager } from '@/domains/news/admin/news-manager';

export default function AdminNewsRoute() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Seo
        title="Notícias | Admin"
        description="Notícias externas da seção Na mídia."
        path="/admin/noticias"
        noindex
      />
      <AdminPageHeader
        title="Notícias"
        description='Matérias sobre a empresa em outros portais, exibidas em "Na mídia".'
        actions={
          <Button
            variant={creating ? 'outline' : 'primary'}
            onClick={() => setCreating((open) => !open)}
            aria-expanded={creating}
            aria-controls={creating ? NEWS_CREATE_CARD_ID : undefined}
          >
            {creating ? <X aria-hidden /> : <Plus aria-hidden />}
            Nova Notícia
          </Button>
        }
      />
      <NewsManager creating={creating} onCreatingChange={setCreating} />
    </>
  );
}
