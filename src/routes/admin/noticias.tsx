import { Plus, X } from 'lucide-react';
import { useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminHead } from '@/components/admin/admin-head';
import { Button } from '@/components/ui/button';
import { NEWS_CREATE_CARD_ID, NewsManager } from '@/domains/news/admin/news-manager';

export default function AdminNewsRoute() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AdminHead title="Notícias | Admin" />
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
