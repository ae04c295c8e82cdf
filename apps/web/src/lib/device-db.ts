import { type DBSchema, type IDBPDatabase, openDB, type StoreNames } from 'idb';

/**
 * One IndexedDB database of the device's offline data (decision 073), with one store keyed by `key`,
 * opened once and shared. A sign-out in another tab deletes it (lib/device-data.ts): this connection
 * then closes so the deletion can go on, and the next use opens it afresh. A failed opening is tried
 * again next time.
 */
export function deviceDatabase<S extends DBSchema>(name: string, store: StoreNames<S>) {
  let opening: Promise<IDBPDatabase<S>> | null = null;
  return () => {
    opening ??= openDB<S>(name, 1, {
      upgrade(db) {
        db.createObjectStore(store, { keyPath: 'key' });
      },
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        opening = null;
      },
    }).catch((err: unknown) => {
      opening = null;
      throw err;
    });
    return opening;
  };
}
