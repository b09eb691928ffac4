/**
 * The toasts as spies: `vi.mock('sonner', () => import('@/test/fake-sonner'))`, then assert on
 * `toast` imported from here.
 */
import { vi } from 'vitest';

export const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
