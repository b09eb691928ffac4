import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

import { cn } from '@/lib/utils';

interface AdminThumbnailProps {
  url: string | null;
  /** Shown when there is no image or it does not load. */
  fallbackIcon: LucideIcon;
  /** 'cover' fills the frame (photos); 'contain' shows the whole image on white (portal logos). */
  fit: 'cover' | 'contain';
}

/** The 16:10 image of an admin list row, or an icon when there is none or it does not load. */
export function AdminThumbnail({ url, fallbackIcon: FallbackIcon, fit }: AdminThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <div
      className={cn(
        'flex aspect-[16/10] w-20 shrink-0 items-center justify-center self-start overflow-hidden rounded-md border border-ink-200 sm:w-28 sm:self-center',
        fit === 'cover' ? 'bg-ink-50' : 'bg-white',
      )}
    >
      {url && failedUrl !== url ? (
        <img
          src={url}
          alt=""
          width={112}
          height={70}
          loading="lazy"
          decoding="async"
          className={fit === 'cover' ? 'size-full object-cover' : 'size-full object-contain p-1.5'}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <FallbackIcon aria-hidden className="size-6 text-ink-400" />
      )}
    </div>
  );
}
