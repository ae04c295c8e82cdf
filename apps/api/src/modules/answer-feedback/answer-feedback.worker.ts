import { plainText } from '@portico/contract/answers';
import { type ExamKind, examOf } from '@portico/contract/evaluation-rubrics';
import type pino from 'pino';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PeriodicPass } from '../../lib/periodic-pass';
import { AssessmentRepository } from '../assessment/assessment.repository';
import { type Answer, evaluableAnswers } from '../console/evaluation-answers';
import {
  AnswerFeedbackRepository,
  FEEDBACK_TRIES,
  type FeedbackResult,
  type FeedbackRow,
} from './answer-feedback.repository';
import type { SpeakingResult } from './speaking/measure';
import { analyseWriting, varietyOf } from './writing/analyse';
import { warmGrammar } from './writing/grammar';
import { spellerOf } from './writing/spelling';

/** Measures one stored recording of a student (by its address, `/api/files/object/<id>`). */
export type MeasureRecording = (
  owner: { companyCode: string; studentId: string },
  url: string,
  taskSeconds: number | null,
) => Promise<SpeakingResult>;

export const FeedbackReasons = {
  notEnglish: 'Instant feedback reads English answers only.',
  noAnswer: 'There is no answer to measure.',
  failed: 'Portico could not measure this answer. Your teacher’s evaluation is not affected.',
  noRecordingMeasures: 'Recordings are not measured on this server.',
} as const;

/** An answer to measure, with its exam, the seconds the student spent on it and the task's own time. */
type Measured = {
  answer: Answer;
  exam: ExamKind;
  studentId: string;
  seconds: number | null;
  itemSeconds: number | null;
};

/** Answers claimed at once, and a claim's lease (well above an answer's few seconds). */
const BATCH = 8;
const LEASE_MS = 120_000;
/** Answers measured by one pass at the most; the next pass takes the rest. */
const PASS_LIMIT = 64;

/**
 * Measures the queued answers of ended attempts (issue 41): a pass claims a few with a lease, reads
 * each attempt's test and answers once, and saves each answer's feedback. Passes run on a timer and
 * whenever a student waits for feedback (nudge); a failed answer is tried again by the next pass,
 * three times at most. Only this process's own work is ever awaited by a request.
 */
export class AnswerFeedbackWorker {
  private readonly repo: AnswerFeedbackRepository;
  private readonly passes = new PeriodicPass(
    () => this.pass(),
    (err) => this.log.error({ err }, 'feedback pass failed; the next pass retries'),
  );

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: pino.Logger,
    private readonly measureRecording: MeasureRecording = async () => ({
      state: 'unavailable',
      reason: FeedbackReasons.noRecordingMeasures,
    }),
    /** Only this company's answers (tests share one database with other test files). */
    private readonly companyCode?: string,
  ) {
    this.repo = new AnswerFeedbackRepository(db);
  }

  /** A pass now (or the one under way), not awaited by the caller. */
  nudge(): void {
    void this.passes.run();
  }

  /** A pass now, awaited (tests; the server's start). */
  runOnce(): Promise<void> {
    return this.passes.run();
  }

  /** Passes every `intervalMs`, and the checkers loaded now, so the first student waits for neither. */
  start(intervalMs: number): void {
    void warmGrammar('en-GB');
    void spellerOf('en-GB').catch(() => undefined);
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  private async pass(): Promise<void> {
    // An answer whose last try died with its process (its lease ran out) is failed, not pending forever.
    await this.repo.failAbandoned(this.clock.now(), FeedbackReasons.failed, this.companyCode);
    for (let done = 0; done < PASS_LIMIT; ) {
      const now = this.clock.now();
      const claimed = await this.repo.claim({
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
        companyCode: this.companyCode,
      });
      if (claimed.length === 0) return;
      const byAttempt = new Map<string, FeedbackRow[]>();
      for (const row of claimed)
        byAttempt.set(row.studentTestId, [...(byAttempt.get(row.studentTestId) ?? []), row]);
      for (const [attemptId, rows] of byAttempt) await this.measureAttempt(attemptId, rows);
      done += claimed.length;
    }
  }

  private async measureAttempt(attemptId: string, rows: FeedbackRow[]): Promise<void> {
    let answers: Map<string, Measured>;
    let english = true;
    try {
      const attempt = await this.repo.attempt(attemptId);
      const assessment = new AssessmentRepository(this.db);
      const content =
        attempt && (await assessment.content.testContent(attempt.companyCode, attempt.testId, attempt));
      if (!attempt || !content) throw new Error('attempt or test gone');
      english = content.test.examFamily !== 'french';
      const tracks = await assessment.tracks.tracksOf(attempt.id);
      const items = new Map(content.items.map((i) => [i.id, i]));
      const timeTaken = new Map(tracks.map((t) => [t.itemId, t.timeTaken]));
      const exam = examOf(content.test);
      answers = new Map(
        evaluableAnswers(content, attempt, tracks, exam).map((answer) => [
          answer.itemId,
          {
            answer,
            exam,
            studentId: attempt.studentId,
            seconds: timeTaken.get(answer.itemId) || null,
            itemSeconds: items.get(answer.itemId)?.timeLimitSeconds ?? null,
          },
        ]),
      );
    } catch (err) {
      await Promise.all(rows.map((row) => this.failed(row, err)));
      return;
    }
    for (const row of rows) {
      const found = answers.get(row.itemId);
      try {
        const result = await this.measure(row, found, english);
        await this.repo.save(row.studentTestId, row.itemId, result, this.clock.now());
      } catch (err) {
        await this.failed(row, err);
      }
    }
  }

  private async measure(
    row: FeedbackRow,
    found: Measured | undefined,
    english: boolean,
  ): Promise<FeedbackResult> {
    const none = { writing: null, speaking: null, marks: [] };
    if (!found) return { ...none, state: 'unavailable', reason: FeedbackReasons.noAnswer, rubricId: '' };
    const { answer } = found;
    const rubricId = answer.rubricOf.id;
    if (answer.spoken) {
      const owner = { companyCode: row.companyCode, studentId: found.studentId };
      const heard = await this.measureRecording(owner, answer.storedUrl ?? '', found.itemSeconds);
      if (heard.state === 'failed') {
        this.log.warn({ detail: heard.detail, itemId: row.itemId }, 'a recording could not be measured');
      }
      if (heard.state !== 'ready') return { ...none, state: heard.state, reason: heard.reason, rubricId };
      return { ...none, state: 'ready', reason: '', rubricId, speaking: heard.measures };
    }
    if (!english) return { ...none, state: 'unavailable', reason: FeedbackReasons.notEnglish, rubricId };
    const prompt = plainText([answer.direction, answer.prompt, answer.passage].filter(Boolean).join(' '));
    const { indicators, marks } = await analyseWriting({
      text: answer.text ?? '',
      prompt,
      variety: varietyOf(found.exam),
      rubricId,
      secondsUsed: found.seconds,
      itemSeconds: found.itemSeconds,
    });
    return { state: 'ready', reason: '', rubricId, writing: indicators, speaking: null, marks };
  }

  private async failed(row: FeedbackRow, err: unknown): Promise<void> {
    const giveUp = row.tries >= FEEDBACK_TRIES;
    this.log.warn(
      { err, attemptId: row.studentTestId, itemId: row.itemId, giveUp },
      'an answer could not be measured',
    );
    await this.repo
      .release(row.studentTestId, row.itemId, FeedbackReasons.failed, giveUp)
      .catch(() => undefined);
  }
}
