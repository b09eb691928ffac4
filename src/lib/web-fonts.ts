import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Marks the `<style>` that applies the full stylesheet on a prerendered page once the app is
 * ready (scripts/build/critical-css.ts); its value is the stylesheet's address.
 */
export const APPLIED_STYLESHEET_ATTRIBUTE = 'data-href';

/**
 * With `font-display: optional`, a web font that arrived after the page's first paint stays out
 * of that document for good, which in this app is the whole visit. On the first navigation inside
 * the app, when the page's content changes anyway, moving the applied stylesheet makes the
 * browser rebuild the document's font faces, which then take the fonts from the cache at once.
 * Nothing happens on a page without it (the SPA shell links its stylesheet, fonts included).
 */
export function useWebFontsFromFirstNavigation(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || pathname === firstPath.current) return;
    done.current = true;
    const applied = document.querySelector(`style[${APPLIED_STYLESHEET_ATTRIBUTE}]`);
    if (applied) document.head.append(applied);
  }, [pathname]);
}
