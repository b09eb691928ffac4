import { Construction } from 'lucide-react';

import { Seo } from '@/components/seo';
import { Card } from '@/components/ui/card';

import { AdminPageHeader } from './admin-page-header';

interface AdminPlaceholderProps {
  title: string;
  /** Canonical path of the page (admin pages are noindex anyway). */
  path: string;
}

/** A back-office page that is still being built. */
export function AdminPlaceholder({ title, path }: AdminPlaceholderProps) {
  return (
    <>
      <Seo title={`${title} | Admin`} description={`${title} — painel administrativo.`} path={path} noindex />
      <AdminPageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <Construction aria-hidden="true" className="size-8 text-accent-600" />
        <p className="font-display text-lg font-semibold text-ink-950">Em construção</p>
        <p className="max-w-sm text-sm text-ink-600">Esta seção do painel ainda está sendo desenvolvida.</p>
      </Card>
    </>
  );
}
