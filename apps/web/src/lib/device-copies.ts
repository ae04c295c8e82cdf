import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-db';
import { getUser } from './session';

/**
 * The device's copies of what a page read and will need without the network (decision 073): a deck's
 * session, a lesson quiz's questions. One copy per kind and id, per student (a shared device keeps
 * them apart); emptied with the student's other offline data (lib/device-data.ts). Where IndexedDB is
 * missing (private mode) nothing is kept and the page works online only.
 */
export const COPIES_DATABASE = 'portico-copies';

interface Copy {
  key: string;
  value: unknown;
  /** When the server gave what the copy holds. */
  savedAt: string;
}

interface CopiesDb extends DBSchema {
  copies: { key: string; value: Copy };
}

const database = deviceDatabase<CopiesDb>(COPIES_DATABASE, 'copies');

const keyOf = (kind: string, id: string) => `${kind}:${getUser()?.id ?? 'anonymous'}:${id}`;

async function quietly<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch {
    return null;
  }
}

/** Keeps `value` as the copy of this kind and id, given by the server at `savedAt` (now by default). */
export const keepCopy = (kind: string, id: string, value: unknown, savedAt = new Date().toISOString()) =>
  quietly(async () => {
    await (await database()).put('copies', { key: keyOf(kind, id), value, savedAt });
  });

export const readCopy = <T>(kind: string, id: string) =>
  quietly(async () => {
    const copy = await (await database()).get('copies', keyOf(kind, id));
    return copy ? { value: copy.value as T, savedAt: copy.savedAt } : null;
  });

/** Changes a copy in place (an answer given on the device), keeping when the server gave it. */
export const changeCopy = <T>(kind: string, id: string, change: (value: T) => T) =>
  quietly(async () => {
    const db = await database();
    const copy = await db.get('copies', keyOf(kind, id));
    if (copy) await db.put('copies', { ...copy, value: change(copy.value as T) });
  });
