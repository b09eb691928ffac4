import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';

/** An outlined 'Voltar' link for an admin page header. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('outline')}>
      <ArrowLeft aria-hidden />
      {children}
    </Link>
  );
}
