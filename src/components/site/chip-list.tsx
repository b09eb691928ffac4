import { cn } from '@/lib/utils';

interface ChipListProps {
  items: readonly string[];
  /** The list's top margin. */
  className: string;
  /** Each chip's background and vertical padding. */
  chipClassName: string;
}

/** Short names (CRMs, AI models, areas) as rounded chips that wrap. */
export function ChipList({ items, className, chipClassName }: ChipListProps) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            'rounded-full border border-ink-200 px-3 text-sm font-medium text-ink-800',
            chipClassName,
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
