import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

interface IconTileProps {
  icon: LucideIcon;
  /** Its colours (background, text, ring); `shrink-0` beside text in a flex row. */
  className: string;
  /** 'md': a 3rem tile with a 1.5rem icon; 'sm': 2.75rem with 1.25rem. */
  size?: 'md' | 'sm';
}

/** The rounded square with a decorative icon that marks a card or a point of the landing pages. */
export function IconTile({ icon: Icon, className, size = 'md' }: IconTileProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-xl',
        size === 'md' ? 'size-12' : 'size-11',
        className,
      )}
    >
      <Icon aria-hidden className={size === 'md' ? 'size-6' : 'size-5'} />
    </span>
  );
}
