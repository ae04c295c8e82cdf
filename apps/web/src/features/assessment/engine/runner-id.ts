/**
 * This page load's runner. The latest launch of an attempt holds it: sync-track refuses the answers
 * of any other runner, so two tabs or devices never silently undo each other's edits.
 */
export const RUNNER_ID: string = newRunnerId();

function newRunnerId(): string {
  // randomUUID exists only in secure contexts; a portal served over plain HTTP still needs an id.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
