import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
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

interface NavLinksProps {
  links: readonly NavItem[];
  pathname: string;
  /** The list's layout. */
  className: string;
  /** A link's classes; `active` is the current page or a page under it (a case under /cases). */
  linkClassName: (active: boolean) => string;
  /** Runs when a link is followed (the drawer closes itself here). */
  onNavigate?: () => void;
  /** Drawn after the active link's label. */
  activeMark?: ReactNode;
}

/** The main navigation's links, the current page marked with `aria-current="page"`. */
export function NavLinks({
  links,
  pathname,
  className,
  linkClassName,
  onNavigate,
  activeMark,
}: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrent(pathname, link.href);
        const active = current || isInSection(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              to={link.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={linkClassName(active)}
            >
              {link.label}
              {active && activeMark}
            </Link>
          </li>
        );
      })}
    </ul>
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
