/**
 * Whether what the pages show came from this device rather than the server (decision 073): the
 * service worker answers a read from its cache when the network fails, marking the answer with the
 * time the server sent it. The earliest such time since the last fresh answers is kept here, so the
 * page can say so instead of showing a saved copy as current.
 */
let savedAt: string | null = null;
const listeners = new Set<() => void>();

/** A read answered from the device: `at` is when the server had sent it (ISO time). */
export function noteSavedAnswer(at: string): void {
  if (savedAt !== null && savedAt <= at) return;
  savedAt = at;
  for (const l of listeners) l();
}

/** Every read is being asked again from the server (back online): the saved copies are going. */
export function clearSavedAnswers(): void {
  if (savedAt === null) return;
  savedAt = null;
  for (const l of listeners) l();
}

export const savedAnswersSince = () => savedAt;

export function onSavedAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
