import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * saved: the server has what the page shows; unsaved: a change waits for its save; saving: a save
 * is under way; failed: the last save did not go through (the next change, blur or Save tries
 * again); conflict: the server holds a newer version, and nothing is saved over it.
 */
export type AutosaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

export interface AutosaveOptions<T, C> {
  value: T;
  /** The server's version `value` was loaded from. */
  version: number;
  /** Stores `value` over `baseVersion` and answers the new version. */
  save: (value: T, baseVersion: number) => Promise<number>;
  /** What the server holds when it refused a save for coming from an older version; else null. */
  conflictOf: (error: unknown) => C | null;
  /** Quiet time after the last change before it is saved. */
  delayMs?: number;
  /** Off (a read-only record): nothing is saved. */
  enabled?: boolean;
}

export interface Autosave<T, C> {
  status: AutosaveStatus;
  /** The page shows something the server does not have (waiting, failed or refused). */
  dirty: boolean;
  /** When this page last saved, if it has. */
  savedAt: Date | null;
  error: unknown;
  conflict: C | null;
  /**
   * Saves now (blur, a Save button, before a final act) once any save under way has ended;
   * `force` saves even an unchanged value. Answers the version the server holds, null when refused
   * or failed.
   */
  flush: (options?: { force?: boolean }) => Promise<number | null>;
  /** Starts again from what the server holds (after loading the latest). */
  reset: (value: T, version: number) => void;
  /** Another call found the server ahead (a refused final act): stop as a refused save does. */
  refused: (conflict: C) => void;
}

const serialise = (value: unknown) => JSON.stringify(value);

/**
 * The newer version the server answered with when it refused a save: in a ref for the saves
 * under way (none is sent over it) and in state for the page.
 */
function useRefusal<C>() {
  const ref = useRef<C | null>(null);
  const [conflict, setConflict] = useState<C | null>(null);
  const refuse = useCallback((found: C) => {
    ref.current = found;
    setConflict(found);
  }, []);
  const clear = useCallback(() => {
    ref.current = null;
    setConflict(null);
  }, []);
  return { conflict, conflictRef: ref, refuse, clear };
}

const statusOf = (conflict: boolean, saving: boolean, error: unknown, dirty: boolean): AutosaveStatus =>
  conflict ? 'conflict' : saving ? 'saving' : error ? 'failed' : dirty ? 'unsaved' : 'saved';

/**
 * Saves a form to the server as it is edited, a moment after the last change, one save at a time,
 * each based on the version the previous one answered (decision 028: what a teacher writes is never
 * lost, and never written over someone else's newer version). Pair it with useLeaveGuard(dirty).
 */
export function useAutosave<T, C>({
  value,
  version,
  save,
  conflictOf,
  delayMs = 1500,
  enabled = true,
}: AutosaveOptions<T, C>): Autosave<T, C> {
  const json = serialise(value);
  const latest = useRef({ value, json, save, conflictOf, enabled });
  latest.current = { value, json, save, conflictOf, enabled };
  const savedJson = useRef(json);
  const base = useRef(version);
  const { conflict, conflictRef, refuse, clear } = useRefusal<C>();
  // Saves run one after another, so two of this page's own never share a base version.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<unknown>(null);

  const saveNow = useCallback(
    async (force: boolean): Promise<number | null> => {
      const {
        value: snapshot,
        json: snapshotJson,
        save: send,
        conflictOf: refusal,
        enabled: on,
      } = latest.current;
      if (conflictRef.current !== null) return null;
      if (!on || (!force && snapshotJson === savedJson.current)) return base.current;
      setSaving(true);
      try {
        base.current = await send(snapshot, base.current);
        savedJson.current = snapshotJson;
        setSavedAt(new Date());
        setError(null);
        return base.current;
      } catch (err) {
        const found = refusal(err);
        if (found !== null) refuse(found);
        else setError(err);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [conflictRef, refuse],
  );

  const flush = useCallback(
    (options: { force?: boolean } = {}) => {
      const run = chain.current.then(() => saveNow(options.force ?? false));
      chain.current = run;
      return run;
    },
    [saveNow],
  );

  useEffect(() => {
    if (!enabled || conflict !== null || json === savedJson.current) return;
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [json, enabled, conflict, delayMs, flush]);

  const reset = useCallback(
    (next: T, nextVersion: number) => {
      savedJson.current = serialise(next);
      base.current = nextVersion;
      clear();
      setError(null);
    },
    [clear],
  );

  const dirty = enabled && json !== savedJson.current;
  const status = statusOf(conflict !== null, saving, error, dirty);
  return { status, dirty, savedAt, error, conflict, flush, reset, refused: refuse };
}
