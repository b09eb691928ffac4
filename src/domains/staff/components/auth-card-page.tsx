import type { ReactNode } from 'react';

import { AdminHead } from '@/components/admin/admin-head';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { BRAND } from '@/content/brand';

/** Text links on these pages ("Esqueci minha senha", "Voltar para o login"). */
export const authLinkClasses =
  'rounded-md font-medium text-accent-700 underline-offset-4 hover:text-accent-800 hover:underline';

interface AuthCardPageProps {
  /** The page's h1 (and its document title, with the brand). */
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** The signed-out admin pages (login, password recovery): the brand over one card. */
export function AuthCardPage({ title, description, children }: AuthCardPageProps) {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-4 py-10">
      <AdminHead title={`${title} | ${BRAND}`} />
      <div className="w-full max-w-sm">
        <a href="/" className="mx-auto mb-6 flex w-fit items-center gap-2.5 rounded-md">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-md" />
          <span className="font-display text-lg font-bold text-ink-950">{BRAND}</span>
        </a>
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
