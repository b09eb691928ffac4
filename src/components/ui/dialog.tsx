import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/**
 * A modal dialog (Radix: focus trapped and returned, Escape and overlay close it, title announced).
 * `<Dialog open onOpenChange><DialogContent title="…" description="…">…</DialogContent></Dialog>`.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  title: string;
  /** Shown under the title and announced with it. */
  description?: string;
  /** The ✕ in the corner; off for a dialog that must be answered. */
  closeButton?: boolean;
}

export function DialogContent({
  title,
  description,
  closeButton = true,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/60 transition-opacity starting:opacity-0" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-xl border border-ink-200 bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pr-8">
          <DialogPrimitive.Title className="font-display text-lg font-semibold text-ink-950">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-ink-600">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        {closeButton && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-md p-1 text-ink-600 hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-ink-700"
            aria-label="Fechar"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
