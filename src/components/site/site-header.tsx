import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { headerA11y, headerLinks, legalHeaderLinks, raioXCta } from '@/content/navigation';
import type { Link as NavItem } from '@/content/types';
import { cn } from '@/lib/utils';

import { BrandLogo } from './brand-logo';
import { HeaderCta, isCurrent, NavLinks } from './header-nav';
import { SkipLink } from './skip-link';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

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
  /**
   * `sticky` (default) stays in the flow and sticks to the top; `fixed` stays on top of the page
   * (/salto) and renders a 4rem spacer after itself.
   */
  position?: 'sticky' | 'fixed';
}

/**
 * Public site header: brand link home, main navigation, the call to action and, under 768px, a
 * right-side drawer (`mobile-menu.tsx`, loaded on first hover, focus or tap of the menu button).
 * Also renders the skip link as the first focusable element of the page.
 */
export function SiteHeader({
  showCultura = false,
  ctaLabel = raioXCta.label,
  ctaHref = raioXCta.href,
  position = 'sticky',
}: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(true);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
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

          <NavLinks variant="bar" links={links} pathname={pathname} />

          <div className="flex items-center gap-2">
            <HeaderCta
              label={ctaLabel}
              href={ctaHref}
              className="hidden h-10 px-3.5 min-[360px]:inline-flex sm:px-4"
            />

            <button
              ref={menuButtonRef}
              type="button"
              aria-label={headerA11y.openMenu}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              onClick={() => {
                setRestoreFocus(true);
                setMenuOpen(true);
                setMenuRequested(true);
              }}
              className={cn(buttonClasses('ghost', 'icon'), '-mr-2 md:hidden [&_svg]:size-6')}
            >
              <Menu aria-hidden="true" />
            </button>
            {menuRequested && (
              <Suspense fallback={null}>
                <MobileMenu
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  links={links}
                  pathname={pathname}
                  ctaLabel={ctaLabel}
                  ctaHref={ctaHref}
                  restoreFocus={restoreFocus}
                  closeMenu={closeMenu}
                  menuButtonRef={menuButtonRef}
                />
              </Suspense>
            )}
          </div>
        </Container>
      </header>
      {position === 'fixed' && <div aria-hidden="true" className="h-16" />}
    </>
  );
}
