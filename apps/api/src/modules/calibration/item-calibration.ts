import type pino from 'pino';
import type { Clock } from '../../lib/clock';
import { PeriodicPass } from '../../lib/periodic-pass';
import { calibrate } from '../adaptive/calibration';
import { itemParams } from '../assessment/routing-step';
import type { CalibrationRepository, CalibrationRow } from './calibration.repository';

/** Below this many students' answers an item keeps its authored parameters (decision 062). */
export const MIN_CALIBRATION_RESPONSES = 50;

/**
 * Item calibration (issue 43 part 4, decision 062): a background pass re-estimates the difficulty
 * of every item of each test whose items carry authored IRT parameters, from the students' scored
 * answers in its ended attempts (a student's first answer to an item counts), by marginal maximum
 * likelihood with a prior on each item's authored value. Each calibration starts from the authored
 * values, so estimates cannot drift; an item with too few answers keeps them. A test whose ended
 * attempts are unchanged since its last calibration is left as it is; otherwise its rows are
 * replaced in one transaction with the next pool version.
 */
export class ItemCalibration {
  private readonly passes = new PeriodicPass(
    () => this.calibrateAll(),
    (err) => this.log.error({ err }, 'item calibration failed; the next pass retries'),
  );

  constructor(
    private readonly repo: CalibrationRepository,
    private readonly clock: Clock,
    private readonly log: pino.Logger,
    private readonly minResponses = MIN_CALIBRATION_RESPONSES,
  ) {}

  start(intervalMs: number): void {
    void this.passes.run();
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** Every test to calibrate (of one company, or all). */
  async calibrateAll(companyCode?: string): Promise<void> {
    for (const t of await this.repo.tests(companyCode)) await this.calibrateTest(t.companyCode, t.testId);
  }

  /** One test's items calibrated anew when its ended attempts changed; answers its pool version. */
  async calibrateTest(companyCode: string, testId: string): Promise<number> {
    const [items, stamp, stored] = await Promise.all([
      this.repo.items(companyCode, testId),
      this.repo.endedStamp(companyCode, testId),
      this.repo.stored(companyCode, testId),
    ]);
    const fingerprint = `${stamp}#${items.length}`;
    if (stored && stored.fingerprint === fingerprint) return stored.poolVersion;
    const responses = await this.repo.responses(companyCode, testId);
    const result = calibrate(
      items.map((i) => ({ id: i.id, ...itemParams(i) })),
      responses.map((r) => ({ student: r.student, item: r.item, correct: r.correct })),
      { minResponses: this.minResponses },
    );
    const poolVersion = (stored?.poolVersion ?? 0) + 1;
    const at = this.clock.now();
    const rows: CalibrationRow[] = result.items.map((i) => ({
      itemId: i.id,
      companyCode,
      testId,
      a: i.a,
      b: i.b,
      c: i.c,
      responses: i.responses,
      estimated: i.estimated,
      seB: i.seB,
      poolVersion,
      fingerprint,
      calibratedAt: at,
    }));
    await this.repo.replace(companyCode, testId, rows);
    this.log.info(
      {
        companyCode,
        testId,
        poolVersion,
        students: result.students,
        estimated: rows.filter((r) => r.estimated).length,
      },
      'items calibrated',
    );
    return poolVersion;
  }
}
