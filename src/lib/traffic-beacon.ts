/**
 * What the app counts of the site's traffic, beside the inline script (traffic-beacon-script.ts,
 * where counting is explained): a page reached inside the app, a lead form started, sent or refused.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import type { TrafficEventKind } from '@/limits/traffic';

/** The function the script defines on `window` when this page load is counted. */
export const TRAFFIC_GLOBAL = 'siteTraffic';

declare global {
  interface Window {
    [TRAFFIC_GLOBAL]?: (kind: TrafficEventKind, target?: string) => void;
  }
}

/**
 * Counts what the app knows and the script cannot see: a page reached inside the app, a lead form
 * sent or refused. Does nothing where the page load is not counted.
 */
export function countTraffic(kind: TrafficEventKind, target?: string): void {
  if (typeof window !== 'undefined') window[TRAFFIC_GLOBAL]?.(kind, target);
}

/**
 * Counts each page the visitor reaches inside the app (the script counted the page load's own).
 * Called once, by the public pages' layout.
 */
export function useCountedNavigation(): void {
  const { pathname } = useLocation();
  const counted = useRef(pathname);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    countTraffic('view');
  }, [pathname]);
}
