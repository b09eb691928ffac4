import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/** false while prerendering and during hydration, true afterwards — without an extra effect. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
