import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';

import { SkeletonBars } from './skeleton-bars';

/** The header's bars: the badge, two lines of title, two of summary. */
const HEADER_BARS = ['h-6 w-28 rounded-full', 'h-10 w-11/12', 'h-10 w-2/3', 'h-5 w-full', 'h-5 w-4/5'];
/** The body's: the cover, then three lines of text. */
const BODY_BARS = ['aspect-video w-full rounded-2xl', 'h-4 w-full', 'h-4 w-11/12', 'h-4 w-3/4'];

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
            <SkeletonBars bars={HEADER_BARS} />
          </div>
        </Container>
      </div>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-4">
          <SkeletonBars bars={BODY_BARS} />
        </div>
      </Container>
    </div>
  );
}
