/**
 * A query module keeps its fetcher, its `queryOptions` and its mutation hooks in one file, so a
 * test cannot swap the fetcher alone: the module calls it from inside. These build what a
 * `vi.mock` factory returns instead, the real module with one export fetching (or mutating)
 * through the test's spy, never supabase:
 *
 *   vi.mock(import('../api/get-cases'), async (importOriginal) =>
 *     fetchingThrough(await importOriginal(), 'casesQueryOptions', getCases),
 *   );
 */
import { useMutation } from '@tanstack/react-query';

type Spy = (...args: never[]) => unknown;

/**
 * `actual` with its options `optionsName` keeping their query key and every other setting, but
 * fetching through `fetcher`, called with the options' own arguments.
 */
export function fetchingThrough<Module, Name extends keyof Module>(
  actual: Module,
  optionsName: Name,
  fetcher: Spy,
): Module {
  const options = actual[optionsName] as (...args: unknown[]) => object;
  const fetch = fetcher as (...args: unknown[]) => unknown;
  return {
    ...actual,
    [optionsName]: (...args: unknown[]) => ({ ...options(...args), queryFn: () => fetch(...args) }),
  };
}

/** `actual` with its mutation hook `hookName` calling `mutate` with the input (no cache updates). */
export function mutatingThrough<Module, Name extends keyof Module>(
  actual: Module,
  hookName: Name,
  mutate: Spy,
): Module {
  const call = mutate as (input: unknown) => Promise<unknown>;
  // The input alone: useMutation passes a context too, which the tests' assertions do not expect.
  return { ...actual, [hookName]: () => useMutation({ mutationFn: (input: unknown) => call(input) }) };
}
