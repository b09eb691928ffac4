import { cn } from '@/lib/utils';

interface CoverImageProps {
  src: string;
  /** `eager` above the fold; `highPriority` (`fetchpriority="high"`) for the page's LCP image. */
  loading: 'eager' | 'lazy';
  highPriority?: boolean;
  className?: string;
}

/**
 * The 16:9 cover of a case or an article, filling its frame. Decorative (`alt=""`): the title
 * beside it always says what the case or the article is.
 */
export function CoverImage({ src, loading, highPriority = false, className }: CoverImageProps) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={675}
      loading={loading}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
      className={cn('size-full object-cover', className)}
    />
  );
}
