import type { Db } from '../../db/client';
import { AttemptRepository, type StudentTestRow } from './attempt.repository';
import { CatRepository } from './cat.repository';
import { FeedbackQueueRepository } from './feedback-queue.repository';
import { LeaderboardRepository } from './leaderboard.repository';
import { LearningObjectRepository } from './learning-object.repository';
import { TestContentRepository } from './test-content.repository';
import { TrackRepository } from './track.repository';

/** PostgreSQL's deadlock and serialisation failures: the transaction can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const sqlState = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The assessment area's repositories on one connection or transaction, one per aggregate, each the
 * only place its SQL lives: attempts, their tracks, the tests' content, the cards tests are launched
 * from, and the leaderboard.
 */
export class AssessmentRepository {
  readonly attempts: AttemptRepository;
  readonly tracks: TrackRepository;
  readonly content: TestContentRepository;
  readonly cards: LearningObjectRepository;
  readonly standings: LeaderboardRepository;
  /** The instant feedback queued when an attempt ends (issue 41). */
  readonly feedback: FeedbackQueueRepository;
  /** Item-by-item adaptive sections' pools, served questions and exposure (decision 064). */
  readonly cats: CatRepository;

  constructor(private readonly db: Db) {
    this.attempts = new AttemptRepository(db);
    this.tracks = new TrackRepository(db);
    this.content = new TestContentRepository(db);
    this.cards = new LearningObjectRepository(db);
    this.standings = new LeaderboardRepository(db);
    this.feedback = new FeedbackQueueRepository(db);
    this.cats = new CatRepository(db);
  }

  /**
   * Runs `work` in one transaction holding the attempt's row lock, so syncs, the end and the scoring
   * of one attempt happen one after another and each decides on what the others committed. A
   * deadlock or serialisation failure runs it once more. `work` must use the repository it is given:
   * on PGlite a query outside the transaction would wait for the transaction to end.
   */
  async withAttempt<T>(
    companyCode: string,
    studentId: string,
    id: string,
    work: (repo: AssessmentRepository, attempt: StudentTestRow | undefined) => Promise<T>,
  ): Promise<T> {
    const run = () =>
      this.db.transaction(async (tx) => {
        const repo = new AssessmentRepository(tx as unknown as Db);
        const attempt = await repo.attempts.lockForUpdate(companyCode, studentId, id);
        return work(repo, attempt);
      });
    try {
      return await run();
    } catch (err) {
      if (!RETRYABLE.has(sqlState(err) ?? '')) throw err;
      return run();
    }
  }
}
