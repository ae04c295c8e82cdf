import type pino from 'pino';
import type { Clock } from '../../lib/clock';
import { PeriodicPass } from '../../lib/periodic-pass';
import type { ReportSnapshotsRepository, SnapshotKey } from './report-snapshots.repository';

export type { SnapshotKey };

/** A report as read: its figures, and whether newer ones are being computed behind them. */
export type SnapshotRead<T> = { body: T; refreshing: boolean };

type Compute = (key: SnapshotKey) => Promise<unknown>;

/** A snapshot no one has read for this long is no longer refreshed in the background. */
const READERS_WITHIN_MS = 7 * 86_400_000;
/** A read is recorded at most this often per snapshot (a write on every read would cost more). */
const READ_MARK_MS = 60 * 60_000;
/** Snapshots one background pass refreshes at most, the oldest first. */
const PASS_LIMIT = 50;

/** A reader's scope as a key: '*' for the company, else their course ids sorted. */
export const scopeKey = (courseIds: string[] | null) => (courseIds ? [...courseIds].sort().join(',') : '*');
/** The reader's scope a key stands for. */
export const scopeOfKey = (scope: string) => (scope === '*' ? null : scope ? scope.split(',') : []);

/**
 * Console reports that are slow to compute, kept and read from snapshots (issue 45 part 4, decision
 * 069). A report is computed when read; one that took `afterMs` or more is kept, and later reads are
 * served from it: as it is while it is younger than `freshMs`, and after that as it is while a
 * newer one is computed behind it (at most one per report and process). A background pass refreshes
 * the snapshots read in the last week that are older than `freshMs`, so a report read every day is
 * ready when it is opened. Each report says when its figures were computed (its `asOf`); an act
 * that changes what a report shows drops its snapshots.
 */
export class ReportSnapshots {
  private readonly computers = new Map<SnapshotKey['report'], Compute>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly passes = new PeriodicPass(
    () => this.refreshDue(),
    (err) => this.ctx.log.error({ err }, 'report snapshots refresh failed; the next pass retries'),
  );

  constructor(
    private readonly repo: ReportSnapshotsRepository,
    private readonly ctx: { clock: Clock; log: pino.Logger },
    private readonly opts: { afterMs: number; freshMs: number },
  ) {}

  /** How a report of this kind is computed from its key alone (the background refresh needs it). */
  define<T>(report: SnapshotKey['report'], compute: (key: SnapshotKey) => Promise<T>): void {
    this.computers.set(report, compute);
  }

  /** The report of `key`: from its snapshot when it has one, else computed now (and kept if slow). */
  async read<T>(key: SnapshotKey): Promise<SnapshotRead<T>> {
    const now = this.ctx.clock.now();
    const kept = await this.repo.get(key);
    if (!kept) {
      const { body, slow } = await this.compute(key);
      if (slow) await this.repo.put(key, body, now, now);
      return { body: body as T, refreshing: false };
    }
    const stale = now.getTime() - kept.computedAt.getTime() >= this.opts.freshMs;
    if (stale) this.refreshBehind(key);
    if (now.getTime() - kept.readAt.getTime() >= READ_MARK_MS) await this.repo.markRead(key, now);
    return { body: kept.body as T, refreshing: stale };
  }

  /** Drops a subject's snapshots of every scope: the next read computes it again. */
  forget(companyCode: string, report: SnapshotKey['report'], subject: string): Promise<void> {
    return this.repo.dropSubject(companyCode, report, subject);
  }

  /** Computes the report: `slow` when it took `afterMs` or more, so it is worth keeping. */
  private async compute(key: SnapshotKey): Promise<{ body: unknown; slow: boolean }> {
    const computer = this.computers.get(key.report);
    if (!computer) throw new Error(`no report is defined as ${key.report}`);
    const started = performance.now();
    const body = await computer(key);
    return { body, slow: performance.now() - started >= this.opts.afterMs };
  }

  /** A kept report computed again: kept anew, or dropped when it has become quick to compute. */
  private async refresh(key: SnapshotKey): Promise<void> {
    const computedAt = this.ctx.clock.now();
    const { body, slow } = await this.compute(key);
    if (slow) await this.repo.put(key, body, computedAt, computedAt);
    else await this.repo.drop(key);
  }

  /** A newer snapshot computed behind the read, once at a time per report in this process. */
  private refreshBehind(key: SnapshotKey): Promise<void> {
    const id = JSON.stringify(key);
    let run = this.running.get(id);
    if (!run) {
      run = this.refresh(key)
        .then(
          () => undefined,
          (err) => this.ctx.log.warn({ err, key }, 'a report snapshot could not be refreshed'),
        )
        .finally(() => this.running.delete(id));
      this.running.set(id, run);
    }
    return run;
  }

  /** Refreshes the snapshots read lately whose figures are older than `freshMs`; answers how many. */
  async refreshDue(): Promise<number> {
    const now = this.ctx.clock.now().getTime();
    const due = await this.repo.due(
      new Date(now - READERS_WITHIN_MS),
      new Date(now - this.opts.freshMs),
      PASS_LIMIT,
    );
    for (const key of due) await this.refreshBehind(key);
    return due.length;
  }

  /** Waits for the refreshes under way (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.running.values());
  }

  start(intervalMs: number): void {
    this.passes.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.passes.stop();
    await this.settled();
  }
}
