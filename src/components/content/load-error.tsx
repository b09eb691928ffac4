import { RefreshCw, WifiOff } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { LoadErrorCopy } from '@/content/load-states';

interface LoadErrorProps {
  copy: LoadErrorCopy;
  /** `h1` when the error replaces the whole page (a case or an article), else `h2`. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * 'Erro de Conexão': the message of the page, 'Tentar Novamente' (reloads the page) and
 * a hint about the backend configuration. Announced as an alert.
 */
export function LoadError({ copy, headingLevel = 'h2' }: LoadErrorProps) {
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-danger-200 bg-white px-6 py-12 text-center shadow-xs sm:px-10"
    >
      <span className="grid size-14 place-items-center rounded-full bg-danger-50 text-danger-600">
        <WifiOff aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-5 font-display text-2xl font-bold tracking-tight text-ink-950">
        {copy.title}
      </Heading>
      <p className="mt-2 text-base text-ink-700">{copy.message}</p>
      <Button variant="dark" size="lg" className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {copy.retryLabel}
      </Button>
      <p className="mt-6 text-sm text-pretty text-ink-600">{copy.hint}</p>
    </div>
  );
}
