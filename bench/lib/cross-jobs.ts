// Cross-process checks of the background work, for cross-process.ts: the mail outbox (every process
// runs it), the pending-upload sweeper (every process runs it), and N processes starting at once on
// a database nobody has migrated yet.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { fileObjects, outboxMessages } from '../../apps/api/src/db/schema';
import { root, sleep } from './api';
import { registerChild } from './children';
import { startCluster } from './cluster';
import { freshDatabase, type OpenedDatabase } from './database';
import { type Check, call, tally } from './http-call';
import type { startSmtpCatcher } from './smtp-catcher';

type Catcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/**
 * (c) Every process runs the outbox (a pass on its 5-s timer, and one at once after a request that
 * queued mail): `bulk` messages queued straight into the table plus a Forgot-password mail per
 * address in `emails`, requested from each process in turn 150 ms apart so that their passes race
 * for the same rows. Each mail must reach the SMTP catcher exactly once.
 */
export async function outboxCheck(o: {
  db: OpenedDatabase;
  companyCode: string;
  host: string;
  processes: number[];
  catcher: Catcher;
  emails: string[];
  bulk: number;
}): Promise<Check[]> {
  const name = 'outbox: with every process sending, each mail arrives exactly once';
  const bulk = Array.from({ length: o.bulk }, (_, i) => `bulk-${i + 1}@outbox.portico.test`);
  for (let i = 0; i < bulk.length; i += 200) {
    await o.db.db.insert(outboxMessages).values(
      bulk.slice(i, i + 200).map((recipient) => ({
        companyCode: o.companyCode,
        channel: 'email' as const,
        recipient,
        subject: 'Portico cross-process outbox check',
        bodyText: `Hello ${recipient}`,
      })),
    );
  }
  const started = Date.now();
  // One request every 150 ms, to each process in turn: each starts a pass on the process that serves
  // it, while the passes started before are still sending.
  const forgets = await Promise.all(
    o.emails.map(async (loginId, i) => {
      await sleep(i * 150);
      return call(o.processes[i % o.processes.length] as number, 'POST', '/api/forget', {
        host: o.host,
        body: { loginId },
      });
    }),
  );
  const expected = [...bulk, ...o.emails.map((e) => e.toLowerCase())];
  const byStatus = async () =>
    Object.fromEntries(
      (
        await o.db.db
          .select({ status: outboxMessages.status, n: sql<number>`count(*)::int` })
          .from(outboxMessages)
          .where(eq(outboxMessages.companyCode, o.companyCode))
          .groupBy(outboxMessages.status)
      ).map((r) => [r.status, r.n]),
    ) as Record<string, number>;
  let statuses = await byStatus();
  while ((statuses.pending ?? 0) > 0 && Date.now() - started < 60_000) {
    await sleep(250);
    statuses = await byStatus();
  }
  const deliveredIn = (Date.now() - started) / 1000;
  await sleep(2000); // a duplicate would arrive now
  const counts = o.catcher.counts();
  const missing = expected.filter((r) => !counts.has(r));
  const twice = [...counts].filter(([, n]) => n > 1);
  const unexpected = [...counts.keys()].filter((r) => !expected.includes(r));
  const [attempts] = await o.db.db
    .select({ max: sql<number>`max(${outboxMessages.attempts})::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.companyCode, o.companyCode));
  const senders = tally(o.catcher.received.map((r) => r.sender));
  const peaks = [...o.catcher.peak].map(([sender, n]) => `${sender} ${n}`).join(', ');
  const exactlyOnce: Check = {
    name,
    pass:
      forgets.every((r) => r.status === 200) &&
      missing.length === 0 &&
      twice.length === 0 &&
      unexpected.length === 0 &&
      (statuses.sent ?? 0) === expected.length,
    detail:
      `${bulk.length} queued straight into outbox_messages + ${o.emails.length} Forgot-password mails requested ` +
      `150 ms apart from ${o.processes.length} processes in turn (HTTP ${forgets.map((r) => r.status).join(',')})\n` +
      `all sent in ${deliveredIn.toFixed(1)} s; rows by status ${JSON.stringify(statuses)}; highest attempts per message ${attempts?.max}\n` +
      `SMTP catcher: ${o.catcher.received.length} messages to ${counts.size} recipients; delivered by ` +
      `${senders}; missing ${missing.length}, more than once ${twice.length}` +
      `${twice.length ? ` (${twice.slice(0, 5).join('; ')})` : ''}, unexpected ${unexpected.length}`,
  };
  // outbox.ts claims BATCH = 5 messages at a time and sends them side by side.
  const bounded: Check = {
    name: 'outbox: a process claims at most 5 messages at a time (at most 5 sends side by side), so the processes share the work',
    pass: [...o.catcher.peak.values()].every((n) => n <= 5),
    detail:
      `most messages handed to SMTP at once, per process: ${peaks}\n` +
      "more than 5 means one claim leased more than its LIMIT: OutboxRepository.claim's " +
      '`id in (select … limit 5 for update skip locked)` can run as a nested-loop semi-join that rescans ' +
      'the subquery for every row, each rescan skipping the rows the statement already updated, so one ' +
      'claim leases every pending message (and the other processes find none)',
  };
  return [exactlyOnce, bounded];
}

/**
 * (d) The pending-upload sweep in `workers` processes at once over the same rows: each stale pending
 * upload is deleted by exactly one of them, with its bytes; stored files and fresh uploads stay; no
 * process fails or warns.
 */
export async function sweeperCheck(o: {
  db: OpenedDatabase;
  companyCode: string;
  dataDir: string;
  env: Record<string, string>;
  workers: number;
  stale: number;
}): Promise<Check> {
  const name = `jobs: the pending-upload sweep in ${o.workers} processes at once deletes each stale upload once`;
  const old = new Date(Date.now() - 2 * 3600_000);
  const make = (kind: string, n: number, status: 'pending' | 'stored', createdAt: Date) =>
    Array.from({ length: n }, () => ({
      companyCode: o.companyCode,
      purpose: 'score-document' as const,
      storageKey: `${o.companyCode}/score-document/${crypto.randomUUID()}.pdf`,
      fileName: `${kind}.pdf`,
      contentType: 'application/pdf',
      status,
      createdAt,
    }));
  const rows = [
    ...make('stale', o.stale, 'pending', old),
    ...make('fresh', 20, 'pending', new Date()),
    ...make('stored', 20, 'stored', old),
  ];
  const fileOf = (key: string) => path.join(o.dataDir, 'uploads', key);
  for (const r of rows) {
    fs.mkdirSync(path.dirname(fileOf(r.storageKey)), { recursive: true });
    fs.writeFileSync(fileOf(r.storageKey), '%PDF-1.4 cross-process sweep check');
  }
  for (let i = 0; i < rows.length; i += 300) await o.db.db.insert(fileObjects).values(rows.slice(i, i + 300));

  const at = Date.now() + 6000; // every worker loaded and connected by then
  const results = await Promise.all(
    Array.from(
      { length: o.workers },
      () =>
        new Promise<{ deleted: number; warnings: string[]; error?: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/sweep-worker.ts'], {
            cwd: root,
            env: { ...process.env, ...o.env, SWEEP_AT: String(at), SWEEP_COMPANY: o.companyCode },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          registerChild(child);
          let out = '';
          child.stdout?.on('data', (d: Buffer) => {
            out += d.toString();
          });
          child.stderr?.on('data', (d: Buffer) => {
            out += d.toString();
          });
          child.on('exit', (code) => {
            try {
              resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
            } catch {
              resolve({ deleted: 0, warnings: [], error: `exit ${code}: ${out.slice(-500)}` });
            }
          });
        }),
    ),
  );
  const left = await o.db.db
    .select({ fileName: fileObjects.fileName, n: sql<number>`count(*)::int` })
    .from(fileObjects)
    .where(and(eq(fileObjects.companyCode, o.companyCode)))
    .groupBy(fileObjects.fileName);
  const remaining = Object.fromEntries(left.map((r) => [r.fileName.replace('.pdf', ''), r.n]));
  const filesLeft = (kind: string) =>
    rows.filter((r) => r.fileName === `${kind}.pdf` && fs.existsSync(fileOf(r.storageKey))).length;
  const deleted = results.reduce((s, r) => s + r.deleted, 0);
  const problems = results.flatMap((r) => [...(r.error ? [r.error] : []), ...r.warnings]);
  return {
    name,
    pass:
      deleted === o.stale &&
      problems.length === 0 &&
      !remaining.stale &&
      remaining.fresh === 20 &&
      remaining.stored === 20 &&
      filesLeft('stale') === 0 &&
      filesLeft('fresh') === 20 &&
      filesLeft('stored') === 20,
    detail:
      `${o.stale} stale pending uploads (2 h old, TTL 60 min), 20 fresh pending, 20 stored; each with its bytes\n` +
      `deleted per process: ${results.map((r) => r.deleted).join(' + ')} = ${deleted}; errors and warnings: ${problems.length}` +
      `${problems.length ? ` (${problems.slice(0, 3).join(' | ')})` : ''}\n` +
      `rows left: ${JSON.stringify(remaining)}; files left: stale ${filesLeft('stale')}, fresh ${filesLeft('fresh')}, stored ${filesLeft('stored')}`,
  };
}

/**
 * (e) N processes started at the same moment on a database nobody has migrated (a first deploy,
 * or a release with a new migration rolled out to every process at once): each runs the
 * migrations at start-up. Every process must come up without crashing.
 */
export async function concurrentStartCheck(o: { processes: number; databaseUrl?: string }): Promise<Check> {
  const name = `start-up: ${o.processes} processes started at once on an unmigrated database all come up`;
  const fresh = await freshDatabase('postgres', 'cross_start', o.databaseUrl);
  try {
    const cluster = await startCluster({ processes: o.processes, env: fresh.apiEnv() });
    const exits = cluster.events.filter((e) => e.kind === 'exit');
    const why = exits.map(
      (e) =>
        `api${e.member} exited (${e.detail}): ` +
        cluster.logLines(e.member, /Failed query|already exists|duplicate key|^\s*code:/, 4).join(' / '),
    );
    await cluster.stop();
    return {
      name,
      pass: exits.length === 0,
      detail:
        exits.length === 0
          ? `all ${o.processes} ready; none exited`
          : `${exits.length} exit(s) during start-up, all ready only after the supervisor restarted them:\n${why.join('\n')}\n` +
            'each process runs the migrations at start-up with no lock: they must be serialised (an advisory lock)',
    };
  } catch (err) {
    return { name, pass: false, detail: String(err) };
  } finally {
    await fresh.dispose();
  }
}
