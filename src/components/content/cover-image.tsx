import { preload } from 'react-dom';

import { responsiveImage, type ImageLayout } from '@/lib/responsive-image';
import { cn } from '@/lib/utils';

interface CoverImageProps {
  src: string;
  /** Where it is shown (`IMAGE_LAYOUTS`): the sizes rendered for it and its box's proportions. */
  layout: ImageLayout & { aspectRatio: number };
  /**
   * The page's likely LCP image: preloaded from the document's head and loaded at once, both with
   * high priority; otherwise lazy.
   */
  priority?: boolean;
  className?: string;
}

/**
 * The cover of a case or an article, filling its frame. Decorative (`alt=""`): the title beside
 * it always says what the case or the article is.
 */
export function CoverImage({ src, layout, priority = false, className }: CoverImageProps) {
  const image = responsiveImage(src, layout);
  if (priority) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: 'high',
    });
  }
  const width = layout.widths[layout.widths.length - 1];
  return (
    <img
      {...image}
      alt=""
      width={width}
      height={Math.round(width / layout.aspectRatio)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={cn('size-full object-cover', className)}
    />
  );
}
