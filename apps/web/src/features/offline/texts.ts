/** What the offline pages say (issue 46, decision 073). */
export const OFFLINE_TEXTS = {
  save: 'Save for offline',
  saving: (done: number, total: number) => `Saving… ${done} of ${total}`,
  saved: (size: string) => `Saved on this device · ${size}`,
  remove: 'Remove',
  needsNetwork: 'Saving needs the network: try again when you are online.',
  failed: 'This could not be saved. Check your connection and try again.',
  pageTitle: 'Saved for offline',
  pageIntro:
    'What you save here opens without the network: lessons with their pictures and audio, book audio and video lessons. Signing out removes it from this device.',
  empty:
    'Nothing is saved on this device yet. Open a lesson, a book or a video lesson and choose “Save for offline”.',
  total: (size: string) => `Saved items take ${size}.`,
  device: (used: string, quota: string) => `The portal uses ${used} of the ${quota} this browser allows.`,
  removeAll: 'Remove everything saved',
  removeAllTitle: 'Remove everything saved on this device?',
  removeAllText:
    'The lessons, audio and videos saved here will need the network again. You can save them again later.',
  kinds: { lesson: 'Lesson', audio: 'Book audio', video: 'Video lesson' },
  savedOn: (when: string) => `saved ${when}`,
  unsupported: 'This browser cannot keep pages for offline use.',
} as const;

/** A size as people read it: 820 KB, 4.2 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
