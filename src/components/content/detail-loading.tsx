import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** A case or an article while it loads: its header and text blocks as skeletons, and a status. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <div className="border-b border-ink-200/70 bg-ink-50">
        <Container className="pt-8 pb-12 sm:pt-10 sm:pb-16">
          <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-ink-700">
            <Spinner className="size-4 text-accent-600" />
            {label}
          </p>
          <div className="mt-8 max-w-3xl space-y-4">
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-10 w-11/12" />
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-4/5" />
          </div>
        </Container>
      </div>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-4">
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </Container>
    </div>
  );
}
