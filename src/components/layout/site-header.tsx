import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, Menu, X } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { company } from '@/content/company';
import { headerA11y, headerLinks, legalHeaderLinks, raioXCta } from '@/content/navigation';
import type { Link as NavItem } from '@/content/types';
import { cn } from '@/lib/utils';

import { BrandLogo } from './brand-logo';
import { scrollToAnchor } from './scroll-to-anchor';
import { SkipLink } from './skip-link';

export interface SiteHeaderProps {
  /** Add 'Cultura' to the links (legal pages and /cultura). */
  showCultura?: boolean;
  /** Call-to-action label. Default 'Solicitar Raio-X'. */
  ctaLabel?: string;
  /**
   * Where the call to action goes. A route (default `/agentes-de-ia#raio-x-form`; use
   * `raioXCta.hrefFromContentPages` on legal, cases and insights pages) or an in-page anchor such as
   * `#salto-form` / `#raio-x-form`, which scrolls smoothly to that element instead of navigating.
   */
  ctaHref?: string;
  /** Runs first on a click of the call to action; call `event.preventDefault()` to take over. */
  onCtaClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * `sticky` (default) stays in the flow and sticks to the top; `fixed` stays on top of the page
   * (/salto) and renders a 4rem spacer after itself unless `fixedSpacer` is false (e.g. a hero that
   * slides under the header and pads itself); `static` scrolls away.
   */
  position?: 'sticky' | 'fixed' | 'static';
  fixedSpacer?: boolean;
  className?: string;
}

/** Header height (4rem): pad content under a `fixed` header without spacer with `pt-16`. */
export const SITE_HEADER_HEIGHT = '4rem';

function isCurrent(pathname: string, href: string) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalized === href;
}

function isInSection(pathname: string, href: string) {
  return href !== '/' && pathname.startsWith(`${href}/`);
}

interface CtaProps {
  label: string;
  href: string;
  onCtaClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Runs before scrolling/navigating (the drawer closes itself here). */
  onActivate?: () => void;
  /** Scroll after the drawer has closed (its scroll lock is released on unmount). */
  deferScroll?: boolean;
  className?: string;
}

function HeaderCta({ label, href, onCtaClick, onActivate, deferScroll = false, className }: CtaProps) {
  const classes = buttonClasses('primary', 'md', cn('group', className));
  const icon = (
    <ArrowRight
      aria-hidden="true"
      className="transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
    />
  );
  if (href.startsWith('#')) {
    const id = href.slice(1);
    return (
      <a
        href={href}
        className={classes}
        onClick={(event) => {
          onCtaClick?.(event);
          if (event.defaultPrevented) {
            onActivate?.();
            return;
          }
          if (!document.getElementById(id)) return; // let the browser follow the hash
          event.preventDefault();
          onActivate?.();
          if (deferScroll) window.setTimeout(() => scrollToAnchor(id), 0);
          else scrollToAnchor(id);
        }}
      >
        {label}
        {icon}
      </a>
    );
  }
  return (
    <Link
      to={href}
      className={classes}
      onClick={(event) => {
        onCtaClick?.(event);
        onActivate?.();
      }}
    >
      {label}
      {icon}
    </Link>
  );
}

/**
 * Public site header: brand link home, main navigation, the call to action and, under 768px, a
 * right-side drawer (Radix Dialog: focus trapped, closes on Escape, overlay click and link tap).
 * Also renders the skip link as the first focusable element of the page.
 */
export function SiteHeader({
  showCultura = false,
  ctaLabel = raioXCta.label,
  ctaHref = raioXCta.href,
  onCtaClick,
  position = 'sticky',
  fixedSpacer = true,
  className,
}: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(true);
  const links: readonly NavItem[] = showCultura ? legalHeaderLinks : headerLinks;

  const closeMenu = (restore: boolean) => {
    setRestoreFocus(restore);
    setMenuOpen(false);
  };

  return (
    <>
      <SkipLink />
      <header
        data-site-header=""
        className={cn(
          'z-40 border-b border-ink-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80',
          position === 'sticky' && 'sticky top-0',
          position === 'fixed' && 'fixed inset-x-0 top-0',
          position === 'static' && 'relative',
          className,
        )}
      >
        <Container className="flex h-16 items-center justify-between gap-4">
          <Link
            to="/"
            aria-label={headerA11y.homeLinkLabel}
            className="-m-1 shrink-0 rounded-lg p-1"
            aria-current={isCurrent(pathname, '/') ? 'page' : undefined}
          >
            <BrandLogo />
          </Link>

          <nav aria-label={headerA11y.mainNavLabel} className="hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              {links.map((link) => {
                const current = isCurrent(pathname, link.href);
                const active = current || isInSection(pathname, link.href);
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'relative inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3',
                        'after:absolute after:inset-x-2 after:-bottom-[0.8125rem] after:h-0.5 after:rounded-full lg:after:inset-x-3',
                        active
                          ? 'text-ink-950 after:bg-accent-500'
                          : 'text-ink-600 after:bg-transparent hover:bg-ink-100 hover:text-ink-950',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            <HeaderCta
              label={ctaLabel}
              href={ctaHref}
              onCtaClick={onCtaClick}
              className="hidden h-10 px-3.5 min-[360px]:inline-flex sm:px-4"
            />

            <Dialog.Root
              open={menuOpen}
              onOpenChange={(open) => {
                if (open) setRestoreFocus(true);
                setMenuOpen(open);
              }}
            >
              <Dialog.Trigger
                aria-label={headerA11y.openMenu}
                className={cn(buttonClasses('ghost', 'icon'), '-mr-2 md:hidden [&_svg]:size-6')}
              >
                <Menu aria-hidden="true" />
              </Dialog.Trigger>
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
                    if (!restoreFocus) event.preventDefault();
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

                  <nav aria-label={headerA11y.mainNavLabel} className="flex-1 overflow-y-auto px-3 py-4">
                    <ul className="flex flex-col gap-1">
                      {links.map((link) => {
                        const current = isCurrent(pathname, link.href);
                        const active = current || isInSection(pathname, link.href);
                        return (
                          <li key={link.href}>
                            <Link
                              to={link.href}
                              aria-current={current ? 'page' : undefined}
                              onClick={() => closeMenu(false)}
                              className={cn(
                                'flex items-center justify-between rounded-lg px-3 py-3 font-display text-lg font-semibold transition-colors',
                                active
                                  ? 'bg-accent-50 text-ink-950'
                                  : 'text-ink-800 hover:bg-ink-50 hover:text-ink-950',
                              )}
                            >
                              {link.label}
                              {active && (
                                <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
                              )}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </nav>

                  <div className="border-t border-ink-100 p-5">
                    <HeaderCta
                      label={ctaLabel}
                      href={ctaHref}
                      onCtaClick={onCtaClick}
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
          </div>
        </Container>
      </header>
      {position === 'fixed' && fixedSpacer && <div aria-hidden="true" className="h-16" />}
    </>
  );
}
