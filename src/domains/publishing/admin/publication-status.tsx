import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ChevronDown,
  CircleAlert,
  CircleCheck,
  CirclePause,
  Clock,
  CloudUpload,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorCode, errorText } from '@/lib/db-error';
import { useLogQueryError } from '@/lib/log-query-error';
import { cn } from '@/lib/utils';

import { liveBuildQueryOptions } from '../api/get-live-build';
import { publicationStatusQueryOptions } from '../api/get-publication-status';
import { usePublishSiteNow } from '../api/publish-site-now';
import { publicationStatusView, type PublicationStatusKind } from '../utils/publication-status';

/** While a rebuild is on its way, how often both sources are read again. */
export const PENDING_POLL_MS = 15_000;

/** The look of each state: an icon and a tint (the label says it too, never the colour alone). */
const KIND_STYLES: Record<PublicationStatusKind, { icon: LucideIcon; className: string }> = {
  published: { icon: CircleCheck, className: 'border-success-200 bg-success-50 text-success-800' },
  pending: { icon: Clock, className: 'border-accent-200 bg-accent-50 text-accent-900' },
  failed: { icon: CircleAlert, className: 'border-danger-200 bg-danger-50 text-danger-800' },
  off: { icon: CirclePause, className: 'border-ink-200 bg-ink-100 text-ink-800' },
};

/**
 * Each source's polling, decided after each of its reads and each render (so when either source
 * changes): every 15 s while the cached state of both says a rebuild is on its way, else none.
 */
function pollWhilePending(queryClient: QueryClient) {
  return () => {
    const row = queryClient.getQueryData(publicationStatusQueryOptions().queryKey);
    if (!row) return false;
    const liveBuild = queryClient.getQueryData(liveBuildQueryOptions().queryKey) ?? null;
    const { kind } = publicationStatusView(row, { liveBuild, isAdmin: false });
    return kind === 'pending' ? PENDING_POLL_MS : false;
  };
}

/** Refusals the database words itself: 55000 (no build hook) and 42501 (not an admin). */
const WORDED_REFUSALS = new Set(['55000', '42501']);

function publishFailure(error: unknown): string {
  const code = errorCode(error);
  return code && WORDED_REFUSALS.has(code) && errorText(error)
    ? errorText(error)
    : 'Não foi possível pedir a publicação. Tente novamente.';
}

interface PublicationStatusProps {
  /** Admins get "Publicar site agora" and are told how to act; editors only see the state. */
  isAdmin: boolean;
}

/**
 * The public site's state, for every staff page: a compact line (icon, colour and words) that
 * opens its details, and "Publicar site agora" for admins. Both sources are read again every 15 s
 * while a rebuild is on its way, and when the window gets the focus back.
 */
export function PublicationStatus({ isAdmin }: PublicationStatusProps) {
  const queryClient = useQueryClient();
  const refresh = { refetchInterval: pollWhilePending(queryClient), refetchOnWindowFocus: 'always' } as const;
  const status = useQuery({ ...publicationStatusQueryOptions(), ...refresh });
  const liveBuild = useQuery({ ...liveBuildQueryOptions(), ...refresh });
  const publish = usePublishSiteNow();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useLogQueryError('Erro ao ler o status da publicação:', status);
  useLogQueryError('Erro ao ler o build-info.json do site:', liveBuild);

  // A failed read of build-info.json counts as none: the database's side still tells the state.
  const view =
    status.data && !liveBuild.isPending
      ? publicationStatusView(status.data, { liveBuild: liveBuild.data ?? null, isAdmin })
      : null;

  // The details close on Escape (focus back on the line) and on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (status.isPending || (status.data && !view)) {
    return <Skeleton aria-hidden="true" className="h-8 w-44 rounded-full" />;
  }
  // Not staff (the function answers no row) or the state could not be read: nothing to say.
  if (!view) return null;

  const { icon: Icon, className } = KIND_STYLES[view.kind];

  const publishNow = () =>
    publish.mutate(undefined, {
      onSuccess: () =>
        toast.success('Sucesso', {
          description: 'Publicação pedida. O site será atualizado em alguns minutos.',
        }),
      onError: (error) => {
        console.error('Erro ao pedir a publicação do site:', error);
        toast.error('Erro', { description: publishFailure(error) });
      },
    });

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className={cn(
          'flex h-8 max-w-full min-w-0 items-center gap-1.5 rounded-full border px-2.5 text-xs font-semibold sm:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-700',
          className,
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Status da publicação: </span>
        <span className="truncate">{view.label}</span>
        {view.summary && <span className="hidden truncate font-normal lg:inline">· {view.summary}</span>}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Detalhes da publicação"
          className="absolute top-full right-0 z-30 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-ink-200 bg-white p-4 text-sm text-ink-800 shadow-lg"
        >
          <p className="flex items-center gap-2 font-semibold text-ink-950">
            <Icon aria-hidden="true" className={cn('size-4 shrink-0 rounded-full', className)} />
            {view.label}
          </p>
          <ul className="mt-2 space-y-1.5 text-ink-700">
            {view.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {isAdmin && (
            <Button size="sm" className="mt-4 w-full" onClick={publishNow} disabled={publish.isPending}>
              {publish.isPending ? <Spinner /> : <CloudUpload aria-hidden />}
              Publicar site agora
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
