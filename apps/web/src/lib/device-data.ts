import { STUDENT_CACHES } from './offline-rules';
import { readStored, writeStored } from './storage';

/** The databases that hold one student's copies for offline use (never their unsent answers). */
export const DEVICE_DATABASES = ['portico-offline', 'portico-copies'] as const;

const OWNER = 'offlineOwner';

/**
 * Empties what this device keeps of a student for offline use: the service worker's copies of their
 * reads, what they saved, and their decks' copies (decision 073). Answers and reviews not yet sent
 * stay: they are in outboxes of their own, per student, until the server has them.
 */
export async function clearDeviceData(): Promise<void> {
  writeStored(OWNER, null);
  if (typeof caches !== 'undefined') await Promise.all(STUDENT_CACHES.map((c) => caches.delete(c)));
  if (typeof indexedDB !== 'undefined') for (const name of DEVICE_DATABASES) indexedDB.deleteDatabase(name);
}

/** A student signed in on this device: another student's copies are removed first. */
export function claimDevice(studentId: string): void {
  const owner = readStored<string>(OWNER);
  if (owner && owner !== studentId) void clearDeviceData().then(() => writeStored(OWNER, studentId));
  else writeStored(OWNER, studentId);
}
