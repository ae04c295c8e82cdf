import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeds, fetches one query again (the exact key), and settles only
 * when that query has been fetched, so the screen shows the saved data with the success message.
 */
export function useRefreshingMutation<TBody, TResult>(
  mutationKey: QueryKey,
  mutationFn: (body: TBody) => Promise<TResult>,
  refreshes: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: refreshes, exact: true }),
  });
}
