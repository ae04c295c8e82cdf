import { useAddressParams } from '../../../lib/use-address-params';

/**
 * A list's filter kept in the address (`?status=answered`), so a reload or a shared link shows the
 * same list; the default leaves the address bare. Other parameters of the address stay as they are,
 * and two quick changes both stick (lib/use-address-params.ts).
 */
export function useSearchFilter<F extends string>(param: string, filters: readonly F[], fallback: F) {
  const [params, change] = useAddressParams();
  const raw = params.get(param);
  const value = filters.find((f) => f === raw) ?? fallback;
  const set = (next: string) =>
    change(
      (kept) => {
        if (next === fallback) kept.delete(param);
        else kept.set(param, next);
      },
      { replace: true },
    );
  return [value, set] as const;
}
