import pg from 'pg';
import type pino from 'pino';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * A node-postgres pool that survives a database restart and lost connections (decision 010):
 * - an idle connection the server drops is logged, not an 'error' event that ends the process;
 * - a checked-out connection that is lost goes back to the pool at once, which discards it. drizzle's
 *   transaction() releases its client in a `finally` that a failed `begin` never reaches, so without
 *   this each transaction begun on a dead connection would hold a pool slot for good, and after a
 *   few of them every call would wait for a connection that never comes;
 * - releasing twice (our release on loss, then the caller's) is harmless instead of a throw.
 */
/** Back-pressure (decision 030): how many calls may wait for a connection, and for how long. */
export type PoolLimits = { maxWaiting: number; waitMs: number };

/** No connection is free and enough calls wait already, or this one waited too long: answer 503 at once. */
export class PoolBusyError extends Error {
  readonly code = 'POOL_BUSY';
  constructor(why: string) {
    super(`All database connections are busy (${why})`);
  }
}

export class ResilientPool extends pg.Pool {
  private readonly limits: PoolLimits;

  constructor(
    config: pg.PoolConfig,
    log?: Pick<pino.Logger, 'warn'>,
    limits: PoolLimits = { maxWaiting: Number.POSITIVE_INFINITY, waitMs: Number.POSITIVE_INFINITY },
  ) {
    super(config);
    this.limits = limits;
    this.on('error', (err) => log?.warn({ err }, 'an idle database connection was lost'));
    // A lost connection may report twice (the server's message, then the closed socket), at moments
    // when neither the pool nor a query listens: a client never emits an 'error' nobody hears.
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const checkout = this.checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, () => client.release()),
      (err: Error) => callback(err, undefined, () => undefined),
    );
    return undefined;
  }

  /**
   * A connection, or a PoolBusyError: at once when every connection is taken and `maxWaiting` calls
   * wait already, or after `waitMs` in line. A connection that comes after its caller gave up goes
   * straight back to the pool.
   */
  private checkout(): Promise<pg.PoolClient> {
    const full = this.idleCount === 0 && this.totalCount >= (this.options.max ?? 10);
    if (!full) return super.connect().then(releaseWhenLost);
    if (this.waitingCount >= this.limits.maxWaiting) {
      return Promise.reject(new PoolBusyError(`${this.waitingCount} calls waiting`));
    }
    if (!Number.isFinite(this.limits.waitMs)) return super.connect().then(releaseWhenLost);
    return new Promise((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new PoolBusyError(`waited ${this.limits.waitMs} ms`));
      }, this.limits.waitMs);
      super.connect().then(
        (client) => {
          clearTimeout(timer);
          if (gaveUp) client.release();
          else resolve(releaseWhenLost(client));
        },
        (err: unknown) => {
          clearTimeout(timer);
          if (!gaveUp) reject(err);
        },
      );
    });
  }

  /** Connections open, idle and waited for (tests check that none leaked). */
  stats() {
    return { open: this.totalCount, idle: this.idleCount, waiting: this.waitingCount };
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onLost = (err: Error) => client.release(err);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    release(err);
  };
  // Once released, the pool listens for errors of the idle client itself.
  client.once('error', onLost);
  return client;
}
