import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The 'Voltar para …' link at the top of a case or an article. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-ml-1 inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
