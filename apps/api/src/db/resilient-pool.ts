import pg from 'pg';
import type pino from 'pino';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * A node-postgres pool that survives a database restart and lost connections (issue 10, item 3):
 * - an idle connection the server drops is logged, not an 'error' event that ends the process;
 * - a checked-out connection that is lost goes back to the pool at once, which discards it. drizzle's
 *   transaction() releases its client in a `finally` that a failed `begin` never reaches, so without
 *   this each transaction begun on a dead connection would hold a pool slot for good, and after a
 *   few of them every call would wait for a connection that never comes;
 * - releasing twice (our release on loss, then the caller's) is harmless instead of a throw.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, log?: Pick<pino.Logger, 'warn'>) {
    super(config);
    this.on('error', (err) => log?.warn({ err }, 'an idle database connection was lost'));
    // A lost connection may report twice (the server's message, then the closed socket), at moments
    // when neither the pool nor a query listens: a client never emits an 'error' nobody hears.
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(releaseWhenLost);
    super.connect((err, client, done) => {
      if (err || !client) return callback(err, client, done);
      const guarded = releaseWhenLost(client);
      callback(undefined, guarded, () => guarded.release());
    });
    return undefined;
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
