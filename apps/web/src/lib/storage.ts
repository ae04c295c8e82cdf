/**
 * Non-secret values the portal keeps between visits (spec 1 §3), under a 'portico.' prefix.
 * Never the session token: that is an HttpOnly cookie the script cannot read.
 */
const PREFIX = 'portico.';

export function readStored<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the portal still works for this visit.
  }
}

export function removeStored(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(PREFIX + key);
  } catch {
    // ignore, see writeStored
  }
}
