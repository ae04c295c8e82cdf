// The set-up shared by scale-out.ts and fault-run.ts: a fresh PostgreSQL database, migrated and
// seeded by sync-load.ts's seed (one company, the IELTS reading test, N enrolled students with
// sessions), N API processes on it (lib/cluster.ts), HAProxy in front (lib/haproxy.ts), and one
// launched attempt per student, launched through the balancer.
import { type Client, launchAll, makeClient, type Seeded, seed, type Taker } from '../sync-load';
import { registerCleanup } from './children';
import { type Cluster, startCluster } from './cluster';
import { type FreshDatabase, freshDatabase } from './database';
import { type Haproxy, type HaproxyOptions, startHaproxy } from './haproxy';

export type BalancedOptions = {
  takers: number;
  processes: number;
  databaseUrl?: string;
  /** The database's name starts `portico_<prefix>_`. */
  prefix: string;
  balance?: HaproxyOptions['balance'];
  maxconnPerServer?: number;
  /** More API environment (SMTP_URL, …). */
  env?: Record<string, string>;
  logLevel?: string;
};

export type Balanced = {
  fresh: FreshDatabase;
  seeded: Seeded;
  cluster: Cluster;
  haproxy: Haproxy;
  client: Client;
  takers: Taker[];
  phases: { seed: number; start: number; launch: number };
  /** Stops the client, HAProxy and the processes, drops the database. Safe to call twice. */
  dispose(opts?: { keepLogs?: boolean }): Promise<void>;
};

export async function balancedSetup(o: BalancedOptions): Promise<Balanced> {
  const t0 = Date.now();
  let fresh: FreshDatabase | undefined;
  let cluster: Cluster | undefined;
  let haproxy: Haproxy | undefined;
  let client: Client | undefined;
  let disposing: Promise<void> | undefined;
  // One disposal, whoever asks first (the bench, a failed set-up, or Ctrl-C); later callers wait for it.
  const dispose = (opts: { keepLogs?: boolean } = {}) => {
    disposing ??= (async () => {
      client?.close();
      await haproxy?.stop().catch((err) => console.error(`haproxy stop: ${err}`));
      await cluster?.stop(opts).catch((err) => console.error(`cluster stop: ${err}`));
      await fresh?.dispose().catch((err) => console.error(`dropping the database: ${err}`));
    })();
    return disposing;
  };
  registerCleanup(() => dispose());
  try {
    fresh = await freshDatabase('postgres', o.prefix, o.databaseUrl);
    const setupDb = await fresh.open(4);
    await setupDb.migrate();
    const seeded = await seed(setupDb, o.takers);
    await setupDb.close();
    const seededAt = Date.now();
    cluster = await startCluster({
      processes: o.processes,
      env: { ...fresh.apiEnv(), ...o.env },
      logLevel: o.logLevel,
    });
    haproxy = await startHaproxy({
      servers: cluster.ports,
      balance: o.balance,
      maxconnPerServer: o.maxconnPerServer,
    });
    const startedAt = Date.now();
    client = makeClient(haproxy.port, seeded.host);
    const takers = await launchAll(client, seeded);
    return {
      fresh,
      seeded,
      cluster,
      haproxy,
      client,
      takers,
      phases: {
        seed: (seededAt - t0) / 1000,
        start: (startedAt - seededAt) / 1000,
        launch: (Date.now() - startedAt) / 1000,
      },
      dispose,
    };
  } catch (err) {
    await dispose({ keepLogs: true });
    throw err;
  }
}
