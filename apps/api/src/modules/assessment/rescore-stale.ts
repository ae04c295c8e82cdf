import type pino from 'pino';
import type { StoredTestReport } from '../../db/schema';
import type { AssessmentRepository } from './assessment.repository';
import { rescoreAttempt } from './attempt-scoring';
import { SCORING_VERSION } from './score-attempt';

/** Whether a stored report was made by older scoring rules (or is missing): it is scored again. */
export const isStale = (report: StoredTestReport | null) => (report?.version ?? 0) < SCORING_VERSION;

const BATCH = 50;

/**
 * Scores again every ended attempt whose report is older than SCORING_VERSION, from its stored
 * answers and released evaluations, each in its attempt's transaction (the same lock as a sync or a
 * release, so nothing is scored twice at once, and another process doing the same passes it by).
 * An attempt that cannot be scored (its test gone) is logged and left. Returns how many were scored.
 * `companyCode` keeps it to one company.
 */
export async function rescoreStaleAttempts(
  repo: AssessmentRepository,
  log: Pick<pino.Logger, 'info' | 'warn'>,
  {
    batch = BATCH,
    stopped = () => false,
    companyCode,
  }: { batch?: number; stopped?: () => boolean; companyCode?: string } = {},
): Promise<number> {
  let after: string | null = null;
  let scored = 0;
  for (;;) {
    const page = await repo.attempts.staleReports(SCORING_VERSION, after, batch, companyCode);
    for (const { id, companyCode, studentId } of page) {
      if (stopped()) return scored;
      try {
        const done = await repo.withAttempt(companyCode, studentId, id, async (tx, attempt) => {
          if (attempt?.status !== 'Completed' || !isStale(attempt.report)) return false;
          await rescoreAttempt(tx, attempt);
          return true;
        });
        if (done) scored++;
      } catch (err) {
        log.warn({ err, studentTestId: id }, 'an attempt could not be scored again by the current rules');
      }
    }
    if (page.length < batch) break;
    after = page.at(-1)?.id ?? null;
  }
  if (scored > 0)
    log.info({ scored, version: SCORING_VERSION }, 'attempts scored again by the current rules');
  return scored;
}
