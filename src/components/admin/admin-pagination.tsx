import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/numbers';

interface AdminPaginationProps {
  /** Names the navigation, e.g. 'Páginas de leads'. */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

interface StepProps {
  label: string;
  icon: LucideIcon;
  /** The page it leads to; null at the end of the list it points past. */
  to: number | null;
  onPageChange: (page: number) => void;
  /** The label shows beside the icon from 640 px; on phones the icon alone (the label stays for screen readers). */
  labelVisible?: boolean;
  iconAfter?: boolean;
}

/**
 * A step button. At the first or last page it stays focusable with `aria-disabled` rather than
 * `disabled`, so that pressing 'Próxima' up to the last page does not drop the keyboard focus.
 */
function Step({ label, icon: Icon, to, onPageChange, labelVisible = false, iconAfter = false }: StepProps) {
  const icon = <Icon aria-hidden />;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={to === null || undefined}
      onClick={() => to !== null && onPageChange(to)}
      title={labelVisible ? undefined : label}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white max-sm:px-2.5"
    >
      {!iconAfter && icon}
      <span className={labelVisible ? 'max-sm:sr-only' : 'sr-only'}>{label}</span>
      {iconAfter && icon}
    </Button>
  );
}

/**
 * The pages of a list paged on the server: 'Página 3 de 351' (announced when it changes), first,
 * previous, next and last. Nothing when everything fits on one page.
 */
export function AdminPagination({ label, page, pageCount, onPageChange }: AdminPaginationProps) {
  if (pageCount <= 1) return null;
  const first = page > 1;
  const last = page < pageCount;
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 border-t border-ink-200 px-4 py-3 sm:px-6"
    >
      <p role="status" className="text-sm text-ink-600 tabular-nums">
        Página {formatCount(page)} de {formatCount(pageCount)}
      </p>
      <div className="flex gap-1.5 sm:gap-2">
        <Step label="Primeira página" icon={ChevronsLeft} to={first ? 1 : null} onPageChange={onPageChange} />
        <Step
          label="Anterior"
          icon={ChevronLeft}
          to={first ? page - 1 : null}
          onPageChange={onPageChange}
          labelVisible
        />
        <Step
          label="Próxima"
          icon={ChevronRight}
          to={last ? page + 1 : null}
          onPageChange={onPageChange}
          labelVisible
          iconAfter
        />
        <Step
          label="Última página"
          icon={ChevronsRight}
          to={last ? pageCount : null}
          onPageChange={onPageChange}
        />
      </div>
    </nav>
  );
}
