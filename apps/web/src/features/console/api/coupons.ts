import type { CouponInput, CouponList } from '@portico/contract/console-coupons';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The company's coupons with their redemptions, and its products. */
export const couponsQuery = queryOptions({
  queryKey: ['console', 'coupons'],
  queryFn: async ({ signal }): Promise<CouponList> =>
    dataOf((await apiGet<Envelope<CouponList>>('console/coupons', { signal, ...quiet })).data),
});

export type CouponAction =
  | { kind: 'create'; body: CouponInput }
  | { kind: 'update'; id: string; body: CouponInput }
  | { kind: 'deactivate'; id: string };

/** One change to the coupons: created, edited or deactivated. */
export function useCouponAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CouponAction) => {
      const base = 'console/coupons';
      const path =
        action.kind === 'create'
          ? base
          : action.kind === 'update'
            ? `${base}/${encodeURIComponent(action.id)}`
            : `${base}/${encodeURIComponent(action.id)}/deactivate`;
      const res = await apiPost<Envelope<CouponList>>(
        path,
        action.kind === 'deactivate' ? {} : action.body,
        quiet,
      );
      return { list: res.data ?? null, message: res.message ?? '' };
    },
    onSuccess: ({ list }) => {
      if (list) queryClient.setQueryData(couponsQuery.queryKey, list);
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
