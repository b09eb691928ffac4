import { useQuery } from '@tanstack/react-query';
import { vi } from 'vitest';

import type { Niche } from '../api/case-schema';

/** The niche fetcher as the component tests answer it (never supabase). */
export const getAdminNiches = vi.fn<() => Promise<Niche[]>>();

const actual = await vi.importActual<typeof import('../api/get-admin-niches')>('../api/get-admin-niches');
const adminNichesQueryOptions = () => ({
  ...actual.adminNichesQueryOptions(),
  queryFn: () => getAdminNiches(),
});

/**
 * Stands in for '../api/get-admin-niches' (`vi.mock` it with this): the real module, its options
 * and hook keeping their query key but fetching through `getAdminNiches`.
 */
export const fakeGetAdminNichesModule = {
  ...actual,
  getAdminNiches,
  adminNichesQueryOptions,
  useAdminNiches: () => useQuery(adminNichesQueryOptions()),
};
