import { cn } from '@/lib/utils';

interface CoverImageProps {
  src: string;
  /** The page's likely LCP image: loaded at once with `fetchpriority="high"`; otherwise lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * The 16:9 cover of a case or an article, filling its frame. Decorative (`alt=""`): the title
 * beside it always says what the case or the article is.
 */
export function CoverImage({ src, priority = false, className }: CoverImageProps) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={cn('size-full object-cover', className)}
    />
  );
}
