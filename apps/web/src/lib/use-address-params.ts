import { useCallback, useRef, useState } from 'react';
import { type NavigateOptions, useLocation, useNavigationType, useSearchParams } from 'react-router';

/**
 * The address's search parameters, and a change that builds on the latest one asked for. A
 * router navigation commits a moment later (after its loaders, inside a transition), so two quick
 * changes built on the rendered parameters would lose the first: clearing a search and then
 * picking a letter wrote the cleared search back. Each change here starts from the parameters
 * the previous change asked for, until the address moves on its own (Back, a link).
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const base = asked.current?.from === params ? asked.current.next : params;
      const next = new URLSearchParams(base);
      edit(next);
      asked.current = { from: params, next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, change] as const;
}

/**
 * A text kept in the address (`?q=…`) that the student types into. The box shows what was typed
 * at once: a box fed from the address would be reset to the old text while the navigation is on
 * its way, dropping keys on a slow phone. The address follows with `replace`; when the address
 * changes for another reason (Back, Forward, a link), the box takes the address's text.
 */
export function useAddressText(param: string, change: ReturnType<typeof useAddressParams>[1]) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigationType();
  const fromAddress = params.get(param) ?? '';
  const [text, setText] = useState(fromAddress);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigation !== 'REPLACE' && text !== fromAddress) setText(fromAddress);
  }
  const write = useCallback(
    (next: string, edit?: (params: URLSearchParams) => void) => {
      setText(next);
      change(
        (params) => {
          if (next) params.set(param, next);
          else params.delete(param);
          edit?.(params);
        },
        { replace: true },
      );
    },
    [change, param],
  );
  return [text, write] as const;
}
