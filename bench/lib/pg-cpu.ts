// CPU of the PostgreSQL backends serving one database, read from /proc (the server must run on
// this machine). Backends are looked up once a second, so connections the API opens during the
// run are counted from their start; the server's shared processes (WAL writer, checkpointer) are
// not counted.
import { sql } from 'drizzle-orm';
import { cpuSeconds } from './api';
import type { OpenedDatabase } from './database';

export type PgCpuMeter = {
  /** CPU seconds of the database's backends since start(). */
  read(): number;
  stop(): Promise<number>;
};

export async function pgCpuMeter(watcher: OpenedDatabase, dbName: string): Promise<PgCpuMeter> {
  const baseline = new Map<number, number>();
  const last = new Map<number, number>();
  const lookup = async (first: boolean) => {
    const res = (await watcher.db.execute(
      sql`select pid from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { pid: number }[] };
    for (const { pid } of res.rows) {
      if (baseline.has(Number(pid))) continue;
      // A backend already running counts from now; one that appears later, from its start.
      baseline.set(Number(pid), first ? cpuSeconds(Number(pid)) : 0);
    }
  };
  const read = () => {
    let sum = 0;
    for (const [pid, before] of baseline) {
      const now = cpuSeconds(pid);
      if (Number.isFinite(now)) last.set(pid, now);
      // A backend that ended keeps the last CPU time read from it.
      const seen = last.get(pid) ?? before;
      if (Number.isFinite(seen) && Number.isFinite(before)) sum += seen - before;
    }
    return sum;
  };
  await lookup(true);
  read();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void lookup(false)
      .then(read)
      .catch(() => {})
      .finally(() => {
        busy = false;
      });
  }, 1000);
  return {
    read,
    async stop() {
      clearInterval(timer);
      return read();
    },
  };
}
