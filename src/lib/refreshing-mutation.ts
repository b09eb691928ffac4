import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A save after which every query under `refresh` is read again (the lists and pages that show
 * what changed). With `waitForRefresh`, the mutation succeeds only once that read is done, so the
 * caller's success message shows next to the changed data; without it, the refresh runs in the
 * background (e.g. the caller leaves the page at once).
 */
export function useRefreshingMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  refresh: QueryKey,
  { waitForRefresh }: { waitForRefresh: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // A read on its way may predate the save, and React Query restarts only reads of queries
      // that already hold data: cancelled first, every such read starts again.
      await queryClient.cancelQueries({ queryKey: refresh });
      const refreshed = queryClient.invalidateQueries({ queryKey: refresh });
      if (waitForRefresh) await refreshed;
    },
  });
}
