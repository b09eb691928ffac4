import { cn } from '@/lib/utils';

interface GradientBackdropProps {
  /** The glow as Tailwind background utilities (`bg-[radial-gradient(…)]`)… */
  className?: string;
  /** …or as a CSS `background-image` value. */
  image?: string;
}

/**
 * A decorative glow behind a band's content, filling the band. The band needs its own stacking
 * context (`relative isolate`) and `overflow-hidden`.
 */
export function GradientBackdrop({ className, image }: GradientBackdropProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('absolute inset-0 -z-10', className)}
      style={image === undefined ? undefined : { backgroundImage: image }}
    />
  );
}
