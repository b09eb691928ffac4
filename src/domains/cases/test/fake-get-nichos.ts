import { useQuery } from '@tanstack/react-query';
import { vi } from 'vitest';

import type { Nicho } from '../api/get-nichos';

/** The niche fetcher as the component tests answer it (never supabase). */
export const getNichos = vi.fn<() => Promise<Nicho[]>>();

const actual = await vi.importActual<typeof import('../api/get-nichos')>('../api/get-nichos');
const nichosQueryOptions = () => ({ ...actual.nichosQueryOptions(), queryFn: () => getNichos() });

/**
 * Stands in for '../api/get-nichos' (`vi.mock` it with this): the real module, its options and hook
 * keeping their query key but fetching through `getNichos`.
 */
export const fakeGetNichosModule = {
  ...actual,
  getNichos,
  nichosQueryOptions,
  useNichos: () => useQuery(nichosQueryOptions()),
};
