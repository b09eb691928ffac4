import { Spinner } from '@/components/ui/spinner';

/** Full-page spinner while the admin session is being restored. */
export function AdminLoading({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-ink-50 text-accent-600" aria-busy="true">
      <Spinner className="size-8 border-4" label={label} />
    </div>
  );
}
