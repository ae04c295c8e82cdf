import type pino from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PeriodicPass } from '../../lib/periodic-pass';
import { createStorage } from './create-storage';
import type { StorageDriver } from './storage.driver';
import { StorageRepository } from './storage.repository';

/** How often the server sweeps; the age that counts is PENDING_UPLOAD_TTL_MINUTES. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 200;

export type SweepDeps = {
  repo: StorageRepository;
  driver: StorageDriver;
  clock: Clock;
  ttlMinutes: number;
  log?: Pick<pino.Logger, 'warn'>;
  /** Only this company's files (tests share one database with other test files). */
  companyCode?: string;
};

/**
 * Deletes file_objects rows still pending `ttlMinutes` after they were made (the browser never
 * PUT the bytes, or the student never saved the form that uses them) and whatever bytes the
 * driver holds for them. Stored files and files referenced elsewhere are never touched. Safe to
 * run in several processes at once: each row is deleted by one of them, which then removes the bytes.
 * Answers how many files were deleted.
 */
export async function sweepPendingUploads({
  repo,
  driver,
  clock,
  ttlMinutes,
  log,
  companyCode,
}: SweepDeps): Promise<number> {
  const before = new Date(clock.now().getTime() - ttlMinutes * 60_000);
  let deleted = 0;
  for (;;) {
    const rows = await repo.stalePending(before, BATCH, companyCode);
    let removed = 0;
    for (const row of rows) {
      // The row goes first: once it is gone nobody can store or confirm it, so the bytes are garbage.
      if (!(await repo.removeStalePending(row.id, before))) continue;
      removed++;
      try {
        await driver.delete(row.storageKey);
      } catch (err) {
        log?.warn(
          { err, fileId: row.id, key: row.storageKey },
          'could not delete the bytes of a stale upload',
        );
      }
    }
    deleted += removed;
    // Rows that stayed (referenced meanwhile) come back in the next batch: stop when a batch is short
    // or removed nothing.
    if (rows.length < BATCH || removed === 0) return deleted;
  }
}

/** The server's sweep: every 5 minutes on an unref'd timer; stop() waits for a sweep under way. */
export class PendingUploadSweeper {
  private readonly passes: PeriodicPass;

  constructor(
    deps: SweepDeps & { log: Pick<pino.Logger, 'warn' | 'error'> },
    private readonly onStop?: () => void,
  ) {
    this.passes = new PeriodicPass(
      () => sweepPendingUploads(deps),
      (err) => deps.log.error({ err }, 'pending upload sweep failed'),
    );
  }

  /** One sweep; a call while one is under way shares it. */
  sweep(): Promise<void> {
    return this.passes.run();
  }

  start(intervalMs = SWEEP_INTERVAL_MS): void {
    this.passes.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.passes.stop();
    this.onStop?.();
  }
}

/** The sweeper of the server process, with a driver of its own (closed on stop). */
export async function createPendingUploadSweeper(
  config: Config,
  db: Db,
  clock: Clock,
  log: pino.Logger,
): Promise<PendingUploadSweeper> {
  const { driver } = await createStorage(config, clock);
  return new PendingUploadSweeper(
    { repo: new StorageRepository(db), driver, clock, ttlMinutes: config.PENDING_UPLOAD_TTL_MINUTES, log },
    () => driver.close?.(),
  );
}
