import type {
  LaunchData,
  LaunchRequest,
  NextItemRequest,
  StudentTestStart,
} from '@portico/contract/assessment-launch';
import type { SyncAck, SyncTrackBatch, SyncTrackResult } from '@portico/contract/assessment-sync';
import { runnerRules } from '@portico/contract/exam-profile';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { accessOf, refusal } from '../courses/access';
import type { CoursesRepository } from '../courses/courses.repository';
import { AssessmentMessages, type Student } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { newAttemptRow } from './attempt-create';
import { contentOf, ownAttempt, reviewDisabled } from './attempt-reads';
import { finaliseAttempt, rescoreAttempt, routeStartedSections } from './attempt-scoring';
import { handedOut } from './attempt-start';
import type { AttemptTiming } from './attempt-timing';
import { sectionAudio } from './audio-plays';
import { serveNextItem } from './cat-serving';
import { launchBreaks, startOrBreak, testBreaks } from './section-break';
import { currentSection, sectionTimes } from './section-clock';
import { studentItems } from './student-items';
import { attemptTestJson, type TestContent } from './test-json';
import { type Parsed, parseRecords, SyncMessages } from './track-records';
import { syncAttempt } from './track-sync';
import { type FastBatch, OneStatementSync, type SyncGrouping } from './track-sync-fast';

const testKinds = ['PracticeTest', 'Mock', 'Quiz'];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Launch, the durable answer sync and the end of a test (spec 3 §2–§9, spec 2 §4); the report is
 * ReportService's, the attempt's time AttemptTiming's.
 */
export class AssessmentService {
  private readonly oneStatement: OneStatementSync;

  constructor(
    private readonly repo: AssessmentRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
    private readonly timing: AttemptTiming,
    grouping?: SyncGrouping,
  ) {
    this.oneStatement = new OneStatementSync(repo, grouping);
  }

  // -- launch routing ---------------------------------------------------------------------------

  /**
   * generate-token / test / studenttests: the student's attempt of a test card, created on first
   * launch (one in progress at a time) after checking the card's access.
   */
  async startAttempt(student: Student, request: LaunchRequest): Promise<StudentTestRow> {
    const found = await this.repo.cards.learningObject(student.companyCode, request.groupId);
    if (!found) throw notFound(AssessmentMessages.testNotFound);
    const { object, courseId } = found;
    if (!testKinds.includes(object.kind) || !object.testId) throw badRequest(AssessmentMessages.notATest);
    if (request.testId && request.testId !== object.testId) throw badRequest(AssessmentMessages.wrongTest);
    if (courseId !== request.courseId) throw badRequest(AssessmentMessages.wrongCourse);

    const chain = await this.repo.cards.moduleChain(student.companyCode, object.moduleId);
    const now = this.clock.now();
    const grant = await this.courses.courseGrant(student.companyCode, student.id, courseId, now);
    const access = accessOf({
      isLocked: object.isLocked,
      isFree: object.isFree,
      ancestors: chain.map((m) => ({ isFree: m.is_free, isLocked: m.is_locked })),
      grant,
      now,
    });
    const refused = refusal(access);
    if (refused) throw forbidden(refused);

    await this.timing.finaliseExpired(student);
    const existing = await this.repo.attempts.attemptsOf(
      student.companyCode,
      student.id,
      object.testId,
      object.id,
    );
    const active = existing.find((a) => a.status === 'InProgress');
    if (active) return active;
    // A completed card opens its latest attempt (its report); the card offers no second start.
    const latest = existing[0];
    if (latest) return latest;
    // A card a re-import retired stays only for the attempts made of it.
    if (object.retiredAt) throw notFound(AssessmentMessages.testNotFound);

    const content = await contentOf(this.repo, student.companyCode, object.testId);
    await this.repo.attempts.insertAttempt({
      ...(await newAttemptRow(this.repo, content, { isQuiz: object.kind === 'Quiz', grant })),
      companyCode: student.companyCode,
      studentId: student.id,
      testId: object.testId,
      courseId,
      learningObjectId: object.id,
      returnUrl: request.rurl ?? null,
      createdAt: this.clock.now(),
    });
    const [created] = await this.repo.attempts.attemptsOf(
      student.companyCode,
      student.id,
      object.testId,
      object.id,
    );
    if (!created) throw new AppError('INTERNAL', 'The test could not be started.');
    return created;
  }

  /**
   * studenttests with the spec's start record (spec 2 §3): the session's own student only; the card
   * is the given one, or the test's one quiz card in a course the student holds.
   */
  async startFromRecord(student: Student, record: StudentTestStart): Promise<StudentTestRow> {
    if (record.userId && record.userId !== student.id) throw forbidden(AssessmentMessages.otherStudent);
    if (record.groupId && record.courseId) {
      return this.startAttempt(student, {
        groupId: record.groupId,
        courseId: record.courseId,
        testId: record.testId,
      });
    }
    const cards = await this.repo.cards.cardsOfTest(student.companyCode, record.testId);
    const held: typeof cards = [];
    for (const card of cards.filter(
      (c) => c.kind === 'Quiz' && (!record.groupId || c.id === record.groupId),
    )) {
      if (await this.courses.courseAssigned(student.companyCode, student.id, card.courseId, this.clock.now()))
        held.push(card);
    }
    const [card, ...others] = held;
    if (!card) throw notFound(AssessmentMessages.testNotFound);
    if (others.length > 0) throw badRequest(AssessmentMessages.whichCard);
    return this.startAttempt(student, { groupId: card.id, courseId: card.courseId, testId: record.testId });
  }

  async reviseLink(student: Student, testId: string, groupId?: string): Promise<StudentTestRow> {
    await this.timing.finaliseExpired(student);
    const attempts = await this.repo.attempts.attemptsOf(student.companyCode, student.id, testId, groupId);
    const done = attempts.find((a) => a.status === 'Completed');
    if (!done) throw notFound(AssessmentMessages.notEnded);
    if (await reviewDisabled(this.repo, student.companyCode, done))
      throw forbidden(AssessmentMessages.reviewDisabled);
    return done;
  }

  // -- the runner -------------------------------------------------------------------------------

  /**
   * assessment/launch. The runner that launches takes the attempt over (its `runnerId`): an earlier
   * tab or device is told so at its next sync. Answers, explanations and the review appear only once
   * the attempt has ended, when no answer of it can change any more.
   */
  async launch(student: Student, studentTestId: string, runnerId?: string): Promise<LaunchData> {
    let attempt = await this.timing.closeIfTimeIsUp(
      student,
      await ownAttempt(this.repo, student, studentTestId),
    );
    if (runnerId && attempt.status === 'InProgress' && attempt.runnerId !== runnerId) {
      await this.repo.attempts.claimRunner(attempt.id, runnerId);
      attempt = { ...attempt, runnerId };
    }
    const content = await contentOf(this.repo, student.companyCode, attempt.testId, attempt);
    const ended = attempt.status === 'Completed';
    if (!ended) this.oneStatement.remember(student, attempt, content);
    const trackRows = await this.repo.tracks.tracksOf(attempt.id);
    const feedback = ended ? await this.repo.tracks.evaluationsOf(attempt.id) : [];
    const items = studentItems(content, attempt, trackRows, ended, feedback);
    const tracks = items.filter((i) => i.trackNumber > 0);
    const object = attempt.learningObjectId
      ? await this.repo.cards.learningObject(student.companyCode, attempt.learningObjectId)
      : undefined;
    return {
      tracks,
      testJson: attemptTestJson(content, attempt, ended, handedOut(attempt)),
      testData: {
        userId: student.id,
        testId: attempt.testId,
        studentTestId: attempt.id,
        companyCode: student.companyCode,
        randomizeNo: content.test.randomizeNo,
        solutionUrl: `/report/$attempt.id`,
        token: attempt.id,
        returnUrl: attempt.returnUrl,
        courseId: attempt.courseId,
        learningObjectId: attempt.learningObjectId,
        timeLimit: attempt.timeLimitSeconds,
        timeRemaining: this.timing.remaining(attempt),
        deadline: iso(attempt.deadlineAt),
        sections:
          attempt.timerMode === 'sectional' ? sectionTimes(attempt.sectionClock, this.clock.now()) : [],
        breaks: launchBreaks(attempt, testBreaks(content), this.clock.now()),
        graceSeconds: this.timing.graceSeconds,
        isDisableReview: object?.object.isDisableReview ?? false,
        examFamily: content.test.examFamily,
        rules: runnerRules(content.test.template, content.test.examFamily, content.test.relaxes),
        extraTimePercent: attempt.extraTimePercent,
        audio: sectionAudio(attempt, this.clock.now()),
        started: attempt.startedAt !== null,
      },
      studentTestData: {
        id: attempt.id,
        isActive: ended ? 0 : 1,
        status: attempt.status,
        createdDateTime: attempt.createdAt.toISOString(),
        endedDateTime: iso(attempt.endedAt),
      },
      studentTestItems: items,
    };
  }

  /**
   * assessment/start (decision 007): the clock starts as the questions are handed out, the whole
   * test's, or a sectional test's next section (closing the one before). Under the attempt's lock,
   * in one transaction; starting what has started changes nothing. Answers as launch does.
   */
  async start(
    student: Student,
    studentTestId: string,
    runnerId?: string,
    sectionId?: string,
    endBreak = false,
  ): Promise<LaunchData> {
    return this.runnerAct(student, studentTestId, runnerId, async (repo, locked, content) => {
      // A scheduled break may come before the section (decision 042: the SAT's before Math).
      const change = startOrBreak(locked, sectionId, this.clock.now(), testBreaks(content), endBreak);
      if (!change) return;
      await repo.attempts.startAttempt(locked.id, change);
      // A routed section starting takes its route now, from the answers stored so far (decision 063).
      await routeStartedSections(repo, { ...locked, ...change }, content, this.clock.now());
    });
  }

  /**
   * assessment/next-item (decision 064): the next question of an item-by-item adaptive section,
   * chosen on the server from the answers saved so far, under the attempt's lock, in one
   * transaction; a repeated call changes nothing. Answers as launch does.
   */
  async nextItem(student: Student, request: NextItemRequest): Promise<LaunchData> {
    const { testId, runnerId, sectionId, afterItemId } = request;
    return this.runnerAct(student, testId, runnerId, (repo, locked, content) =>
      serveNextItem(repo, locked, content, sectionId, afterItemId),
    );
  }

  /**
   * An act of the runner on an attempt in progress (start, next-item): under the attempt's lock, in
   * one transaction, refused to a runner the attempt was taken from; then the launch as it stands.
   */
  private async runnerAct(
    student: Student,
    studentTestId: string,
    runnerId: string | undefined,
    act: (repo: AssessmentRepository, locked: StudentTestRow, content: TestContent) => Promise<void>,
  ): Promise<LaunchData> {
    const attempt = await this.timing.closeIfTimeIsUp(
      student,
      await ownAttempt(this.repo, student, studentTestId),
    );
    if (attempt.status === 'InProgress') {
      const content = await contentOf(this.repo, student.companyCode, attempt.testId, attempt);
      await this.repo.withAttempt(student.companyCode, student.id, attempt.id, async (repo, locked) => {
        if (!locked) throw notFound(AssessmentMessages.testNotFound);
        if (runnerId && locked.runnerId && locked.runnerId !== runnerId) {
          throw conflict(SyncMessages.otherRunner);
        }
        await act(repo, locked, content);
      });
    }
    return this.launch(student, studentTestId, runnerId);
  }

  /**
   * sync-track: an idempotent batch upsert, record by record. Each record is acknowledged with what
   * happened to it (saved, superseded, late, or rejected with the reason); a bad record never stops
   * the good ones. Each attempt's part runs in one transaction holding the attempt's lock.
   */
  async sync(
    student: Student,
    batch: SyncTrackBatch,
    opts: { statementRan?: string } = {},
  ): Promise<SyncTrackResult> {
    const now = this.clock.now();
    const { byAttempt, invalid } = parseRecords(batch.track, student.companyCode);
    const acks = new Map<number, SyncAck>(invalid);
    let remaining = 0;
    let currentSectionId: string | null = null;
    for (const [attemptId, entries] of byAttempt) {
      // The attempt's shape this process keeps: the one-statement sync's, and what the full path is
      // told of its forward-only questions (read once, outside the attempt's transaction).
      const shape = await this.oneStatement.shapeOf(student, attemptId);
      const quick =
        attemptId === opts.statementRan || !shape
          ? undefined
          : await this.oneStatement.sync(
              student,
              shape,
              this.fastBatch(attemptId, entries, batch.runnerId, now),
            );
      if (quick?.ran && quick.result) {
        for (const [index, a] of quick.result.acks) acks.set(index, a);
        remaining = this.timing.remaining(quick.result.attempt);
        continue;
      }
      const result = await this.repo.withAttempt(student.companyCode, student.id, attemptId, (repo, locked) =>
        syncAttempt(repo, locked, entries, batch.runnerId, student, {
          now,
          graceSeconds: this.timing.graceSeconds,
          countsUntil: (a) => this.timing.countsUntil(a),
          forwardOnly: shape?.forwardOnly ?? null,
        }),
      );
      for (const [index, a] of result.acks) acks.set(index, a);
      const attempt = result.attempt;
      if (!attempt) continue;
      remaining = this.timing.remaining(attempt);
      if (attempt.timerMode === 'sectional') {
        currentSectionId = attempt.sectionClock[currentSection(attempt.sectionClock)]?.sectionId ?? null;
      }
    }
    return syncResult(batch, acks, remaining, currentSectionId);
  }

  /**
   * sync-track before the call's session is looked up (decision 031): a batch of one attempt is written
   * by one statement that checks the session too (grouped with the other syncs that come meanwhile:
   * decision 032); an attempt this process has not seen has its shape read on the same condition.
   * `data` is absent when that statement could not decide the batch (or did not run): the route then
   * checks the session and calls `sync`, telling it which attempt's statement already ran
   * (`statementRan`).
   */
  async syncOnSession(
    companyCode: string,
    tokenHash: string,
    batch: SyncTrackBatch,
  ): Promise<{ data?: SyncTrackResult; statementRan?: string }> {
    const { byAttempt, invalid } = parseRecords(batch.track, companyCode);
    const [only, ...more] = byAttempt;
    if (!only || more.length > 0) return {};
    const [attemptId, entries] = only;
    const fast = this.fastBatch(attemptId, entries, batch.runnerId, this.clock.now());
    const quick = await this.oneStatement.syncOnSession(companyCode, tokenHash, fast);
    if (!quick.ran) return {};
    if (!quick.result) return { statementRan: attemptId };
    const acks = new Map<number, SyncAck>([...invalid, ...quick.result.acks]);
    return { data: syncResult(batch, acks, this.timing.remaining(quick.result.attempt), null) };
  }

  private fastBatch(
    attemptId: string,
    entries: Parsed[],
    runnerId: string | undefined,
    now: Date,
  ): FastBatch {
    return { attemptId, entries, runnerId, rules: { now, graceSeconds: this.timing.graceSeconds } };
  }

  /**
   * end-test: the student's submit. It ends and scores the attempt in one transaction, after every
   * answer committed before it and before any that comes later (which is refused). Ending an ended
   * attempt changes nothing; an ended attempt left without a report is scored now.
   */
  async end(student: Student, token: string): Promise<void> {
    await this.repo.withAttempt(student.companyCode, student.id, token, async (repo, attempt) => {
      if (!attempt) throw notFound(AssessmentMessages.testNotFound);
      if (attempt.status === 'Completed') {
        if (!attempt.report) await rescoreAttempt(repo, attempt);
        return;
      }
      // A submit that comes after the time and its grace ran out (nothing ended the attempt in
      // between) is the timer's end: answers counted until the deadline and its grace.
      const by = this.timing.timeIsUp(attempt) ? 'timer' : 'student';
      await finaliseAttempt(repo, attempt, by, this.clock.now());
    });
  }
}

/** The acknowledgement of a whole batch, in the order its records came. */
function syncResult(
  batch: SyncTrackBatch,
  acks: ReadonlyMap<number, SyncAck>,
  timeRemaining: number,
  currentSectionId: string | null,
): SyncTrackResult {
  const list = batch.track.map((_, i) => acks.get(i) as SyncAck);
  return {
    error: false,
    acks: list,
    late: list.filter((a) => a.status === 'late').length,
    rejected: list.filter((a) => a.status === 'rejected').length,
    timeRemaining,
    currentSectionId,
  };
}
