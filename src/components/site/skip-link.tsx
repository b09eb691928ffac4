import { cn } from '@/lib/utils';

const MAIN_CONTENT_ID = 'conteudo';

/**
 * 'Pular para o conteúdo': the first focusable element of every public page, visible on focus.
 * Targets the page's `<main id="conteudo">`. Rendered by `SiteHeader`, so pages using the header get
 * it for free.
 */
export function SkipLink({ className }: { className?: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg',
        'focus:bg-ink-950 focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-white focus:shadow-lg',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
        className,
      )}
    >
      Pular para o conteúdo
    </a>
  );
}
