import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { headerA11y } from '@/content/navigation';
import type { Link as NavItem } from '@/content/types';
import { cn } from '@/lib/utils';

import { scrollToAnchor } from './scroll-to-anchor';

export function isCurrent(pathname: string, href: string) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalized === href;
}

function isInSection(pathname: string, href: string) {
  return href !== '/' && pathname.startsWith(`${href}/`);
}

const NAV_STYLES = {
  /** The header's row (768px and up): an accent underline marks the active link. */
  bar: {
    nav: 'hidden md:block',
    list: 'flex items-center gap-0.5 lg:gap-1',
    link: (active: boolean) =>
      cn(
        'relative inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3',
        'after:absolute after:inset-x-2 after:-bottom-[0.8125rem] after:h-0.5 after:rounded-full lg:after:inset-x-3',
        active
          ? 'text-ink-950 after:bg-accent-500'
          : 'text-ink-600 after:bg-transparent hover:bg-ink-100 hover:text-ink-950',
      ),
  },
  /** The drawer's column: a tinted row and a dot mark the active link. */
  drawer: {
    nav: 'flex-1 overflow-y-auto px-3 py-4',
    list: 'flex flex-col gap-1',
    link: (active: boolean) =>
      cn(
        'flex items-center justify-between rounded-lg px-3 py-3 font-display text-lg font-semibold transition-colors',
        active ? 'bg-accent-50 text-ink-950' : 'text-ink-800 hover:bg-ink-50 hover:text-ink-950',
      ),
  },
} as const;

interface NavLinksProps {
  variant: keyof typeof NAV_STYLES;
  links: readonly NavItem[];
  pathname: string;
  /** Runs when a link is followed (the drawer closes itself here). */
  onNavigate?: () => void;
}

/**
 * The main navigation, in the header or in the drawer. The current page carries
 * `aria-current="page"`; the active link is that page's or its section's (a case under /cases).
 */
export function NavLinks({ variant, links, pathname, onNavigate }: NavLinksProps) {
  const styles = NAV_STYLES[variant];
  return (
    <nav aria-label={headerA11y.mainNavLabel} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => {
          const current = isCurrent(pathname, link.href);
          const active = current || isInSection(pathname, link.href);
          return (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                className={styles.link(active)}
              >
                {link.label}
                {variant === 'drawer' && active && (
                  <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface CtaProps {
  label: string;
  href: string;
  /** Runs before scrolling/navigating (the drawer closes itself here). */
  onActivate?: () => void;
  /** Scroll after the drawer has closed (its scroll lock is released on unmount). */
  deferScroll?: boolean;
  className?: string;
}

export function HeaderCta({ label, href, onActivate, deferScroll = false, className }: CtaProps) {
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
    <Link to={href} className={classes} onClick={() => onActivate?.()}>
      {label}
      {icon}
    </Link>
  );
}
