import { Skeleton } from '@/components/ui/skeleton';

/** One skeleton bar per entry of `bars`: each entry is a bar's size classes, unique in the list. */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((bar) => <Skeleton key={bar} className={bar} />);
}
