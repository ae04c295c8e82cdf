import path from 'node:path';
import { buildApp } from './app';
import { loadConfigOrExit, productionWarnings } from './config';
import { openDatabase } from './db/client';
import { limitPasswordHashing } from './lib/crypto';
import { createLogger } from './lib/log';
import { AssessmentRepository } from './modules/assessment/assessment.repository';
import { rescoreStaleAttempts } from './modules/assessment/rescore-stale';
import { createPendingUploadSweeper } from './modules/storage/pending-upload-sweeper';
import { prepareDatabase } from './startup';

const config = loadConfigOrExit();
const log = createLogger(config.LOG_LEVEL);
limitPasswordHashing(config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_WAIT_SECONDS);
for (const warning of productionWarnings(config)) log.warn(warning);
const database = await openDatabase({
  url: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  dataDir: path.join(config.dataDir, 'pglite'),
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
  poolLimits: { maxWaiting: config.DATABASE_POOL_QUEUE, waitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000 },
  log,
});
await prepareDatabase(database, config, log);
// A read replica (optional): connections open on first use, so a replica that is away at start
// only sends its reads to the primary (db/replica-reads.ts).
const readDatabase = config.DATABASE_READ_URL
  ? await openDatabase({
      url: config.DATABASE_READ_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      poolLimits: {
        maxWaiting: config.DATABASE_POOL_QUEUE,
        waitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000,
      },
      applicationName: 'portico-reads',
      log,
    })
  : undefined;

const app = await buildApp({ config, database, readDatabase, logger: log });
app.ctx.outbox.start();
// Instant feedback: answers of ended attempts measured every few seconds (and at once when asked for).
app.services.feedbackWorker.start(5_000);
// Band estimates refitted on each company's newly graded essays every ten minutes (issue 41).
app.services.bandEstimates.start(10 * 60_000);
// Items of adaptive tests calibrated from students' answers every hour (issue 43, decision 062).
app.services.itemCalibration.start(60 * 60_000);
// Each member's weekly summary of their cohorts, for the companies that turn it on (issue 45 part 3).
app.services.console.weeklySummary.start(60 * 60_000);
// Report snapshots read lately and older than their freshness, computed again (decision 069).
app.services.console.reportSnapshots.start(config.REPORT_SNAPSHOT_FRESH_MINUTES * 30_000);
// Reminders by web push: live classes about to start, reviews due (issue 46 part 3, decision 072).
app.services.reminders.start(60_000);
const sweeper = await createPendingUploadSweeper(config, database.db, app.ctx.clock, app.ctx.log);
sweeper.start();

let closing = false;
/** Older reports being scored again (below); a shutdown waits for the attempt under way. */
let rescoring: Promise<unknown> = Promise.resolve();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // close() stops accepting connections and waits for in-flight requests.
    const timer = setTimeout(() => process.exit(1), 15_000);
    try {
      await sweeper.stop();
      await rescoring;
      // close() closes the idle keep-alive connections once; a connection still answering then
      // (a file still streaming) turns idle a moment later and would hold the drain open until its
      // keep-alive timeout, past the 15 s: each is closed as soon as its answer has ended.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(idle));
      await database.close();
      await readDatabase?.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
// Reports made by older scoring rules are scored again, in the background, one attempt at a time.
rescoring = rescoreStaleAttempts(new AssessmentRepository(database.db), log, {
  stopped: () => closing,
}).catch((err) => log.error({ err }, 'scoring older reports again failed'));
app.log.info({ db: database.kind, url: `http://localhost:${config.PORT}` }, 'Portico is running');
