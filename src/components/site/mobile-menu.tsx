import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { company } from '@/content/company';
import { headerA11y } from '@/content/navigation';
import type { Link as NavItem } from '@/content/types';
import { cn } from '@/lib/utils';

import { HeaderCta, NavLinks } from './header-nav';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly NavItem[];
  pathname: string;
  ctaLabel: string;
  ctaHref: string;
  /** Whether focus goes back to the menu button on close (not after following a link). */
  restoreFocus: boolean;
  closeMenu: (restoreFocus: boolean) => void;
  /** The header's menu button. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The mobile drawer (Radix Dialog: focus trapped, closes on Escape, overlay click and link tap).
 * Loaded on demand by SiteHeader, so Radix never weighs on a page's first load.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  links,
  pathname,
  ctaLabel,
  ctaHref,
  restoreFocus,
  closeMenu,
  menuButtonRef,
}: MobileMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="drawer-overlay"
          className={cn(
            'fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-[2px] md:hidden',
            'transition-opacity duration-300 starting:opacity-0',
          )}
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Radix Trigger (the button lives in the header): give focus back ourselves.
            event.preventDefault();
            if (restoreFocus) menuButtonRef.current?.focus();
          }}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl outline-none md:hidden',
            'transition-transform duration-300 ease-out starting:translate-x-full',
          )}
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-100 px-5">
            <Dialog.Title className="font-display text-base font-bold text-ink-950">
              {headerA11y.mobileMenuTitle}
            </Dialog.Title>
            <Dialog.Close
              aria-label={headerA11y.closeMenu}
              className={cn(buttonClasses('ghost', 'icon'), '-mr-2 [&_svg]:size-6')}
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>

          <NavLinks variant="drawer" links={links} pathname={pathname} onNavigate={() => closeMenu(false)} />

          <div className="border-t border-ink-100 p-5">
            <HeaderCta
              label={ctaLabel}
              href={ctaHref}
              onActivate={() => closeMenu(false)}
              deferScroll
              className="w-full"
            />
            <p className="mt-4 text-center text-sm text-ink-600">
              <a
                href={`mailto:${company.contactEmail}`}
                className="rounded-sm underline-offset-4 hover:text-ink-950 hover:underline"
              >
                {company.contactEmail}
              </a>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
