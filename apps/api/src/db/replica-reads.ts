import type pino from 'pino';
import { isDatabaseUnavailable, isPoolBusy } from './db-errors';

/**
 * A read-only repository whose reads go to a read replica (DATABASE_READ_URL), and to the primary
 * whenever the replica cannot answer (away, restarting, every connection taken): a report is then
 * read where it always could be, never refused because a replica is down. `primaryOnly` names the
 * reads that must see what the student has just done (read-your-writes), which a replica a moment
 * behind might not yet hold.
 *
 * Without a replica, give the primary's repository as both: it is returned as it is.
 */
export function replicaReads<T extends object>(
  replica: T,
  primary: T,
  opts: { primaryOnly?: readonly (keyof T)[]; log: Pick<pino.Logger, 'warn'> },
): T {
  if (replica === primary) return primary;
  const primaryOnly = new Set<PropertyKey>(opts.primaryOnly ?? []);
  type Read = (...args: unknown[]) => Promise<unknown>;
  const onPrimary = (name: PropertyKey, args: unknown[]) =>
    (Reflect.get(primary, name) as Read).apply(primary, args);
  return new Proxy(replica, {
    get(target, name, receiver) {
      const read: unknown = Reflect.get(target, name, receiver);
      if (typeof read !== 'function') return read;
      if (primaryOnly.has(name)) return (...args: unknown[]) => onPrimary(name, args);
      return async (...args: unknown[]) => {
        try {
          return await (read as Read).apply(target, args);
        } catch (err) {
          if (!isDatabaseUnavailable(err) && !isPoolBusy(err)) throw err;
          opts.log.warn({ err, read: String(name) }, 'read replica unavailable: read from the primary');
          return onPrimary(name, args);
        }
      };
    },
  });
}
