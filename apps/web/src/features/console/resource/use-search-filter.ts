import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the address (`?status=answered`), so a reload or a shared link shows the
 * same list; the default leaves the address bare. Other parameters of the address stay as they are.
 */
export function useSearchFilter<F extends string>(param: string, filters: readonly F[], fallback: F) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const value = filters.find((f) => f === raw) ?? fallback;
  const set = (next: string) =>
    setParams(
      (old) => {
        const kept = new URLSearchParams(old);
        if (next === fallback) kept.delete(param);
        else kept.set(param, next);
        return kept;
      },
      { replace: true },
    );
  return [value, set] as const;
}
