import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

import { IconTile } from './icon-tile';

const FRAMES = {
  /** White card with a border that gains a shadow on hover. */
  outline: 'border border-ink-200 bg-white transition-shadow hover:shadow-md',
  /** White card lifted by a soft shadow and ring (on a tinted band). */
  raised: 'bg-white shadow-xs ring-1 ring-ink-200/70',
} as const;

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  frame: keyof typeof FRAMES;
  /** The icon tile's colours. */
  iconClassName: string;
  /** Grid placement. */
  className?: string;
}

/** A list item of a landing page's card grid: icon tile, title (h3) and text. Render inside a `<ul>`. */
export function IconCard({ icon, title, description, frame, iconClassName, className }: IconCardProps) {
  return (
    <li className={cn('rounded-2xl p-6 sm:p-7', FRAMES[frame], className)}>
      <IconTile icon={icon} className={iconClassName} />
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-ink-600">{description}</p>
    </li>
  );
}
