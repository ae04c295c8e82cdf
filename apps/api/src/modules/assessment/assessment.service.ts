import type {
  DefaultReportData,
  LaunchData,
  LaunchRequest,
  LeaderboardRow,
  StudentTestItem,
  SyncAck,
  SyncTrackResult,
  TestReport,
} from '@portico/contract/assessment';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { CoursesRepository } from '../courses/courses.repository';
import { accessOf, refusal } from '../learning/access';
import type { AssessmentRepository, StudentTestRow, TrackRow } from './assessment.repository';
import { finaliseAttempt, rescoreAttempt } from './attempt-scoring';
import { orderSectionItems } from './scoring/question-order';
import { totalTestSeconds } from './scoring/timing';
import { currentSection, planSections, sectionTimes } from './section-clock';
import { buildTestJson, type TestContent } from './test-json';
import { parseRecords, syncAttempt } from './track-sync';

export const AssessmentMessages = {
  testNotFound: 'Test not found.',
  notATest: 'This is not a test.',
  wrongTest: 'This test does not belong to that card.',
  wrongCourse: 'This test is not part of that course.',
  notEnded: 'The report is available once the test has ended.',
  reviewDisabled: 'Review is not available for this test.',
  notTaken: 'Please complete the test before requesting evaluation.',
  notEvaluated: 'This test does not need an evaluation.',
  alreadyRequested: 'Evaluation has already been requested for this test.',
  evaluationRequested: 'Your request for evaluation has been submitted.',
} as const;

const testKinds = ['PracticeTest', 'Mock', 'Quiz'];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface Student {
  id: string;
  companyCode: string;
}

/** A signed, time-limited address of a stored picture, for showing another student's avatar. */
export type AvatarSigner = (storageKey: string, contentType: string) => Promise<string>;

/** Launch, the durable answer sync, the end of a test and its report (spec 3 §2–§9, spec 2 §4). */
export class AssessmentService {
  constructor(
    private readonly repo: AssessmentRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
    private readonly graceSeconds: number,
    private readonly signAvatar: AvatarSigner = async () => '',
  ) {}

  // -- launch routing ---------------------------------------------------------------------------

  /**
   * generate-token / test / studenttests: the student's attempt of a test card, created on first
   * launch (one in progress at a time) after checking the card's access.
   */
  async startAttempt(student: Student, request: LaunchRequest): Promise<StudentTestRow> {
    const found = await this.repo.learningObject(student.companyCode, request.groupId);
    if (!found) throw notFound(AssessmentMessages.testNotFound);
    const { object, courseId } = found;
    if (!testKinds.includes(object.kind) || !object.testId) throw badRequest(AssessmentMessages.notATest);
    if (request.testId && request.testId !== object.testId) throw badRequest(AssessmentMessages.wrongTest);
    if (courseId !== request.courseId) throw badRequest(AssessmentMessages.wrongCourse);

    const chain = await this.repo.moduleChain(student.companyCode, object.moduleId);
    const access = accessOf({
      isLocked: object.isLocked,
      isFree: object.isFree,
      ancestors: chain.map((m) => ({ isFree: m.is_free, isLocked: m.is_locked })),
      enrolmentExpiresAt: await this.courses.courseExpiry(student.companyCode, student.id, courseId),
      now: this.clock.now(),
    });
    const refused = refusal(access);
    if (refused) throw forbidden(refused);

    await this.finaliseExpired(student);
    const existing = await this.repo.attemptsOf(student.companyCode, student.id, object.testId, object.id);
    const active = existing.find((a) => a.status === 'InProgress');
    if (active) return active;
    // A completed card opens its latest attempt (its report); the card offers no second start.
    const latest = existing[0];
    if (latest) return latest;
    // A card a re-import retired stays only for the attempts made of it.
    if (object.retiredAt) throw notFound(AssessmentMessages.testNotFound);

    const content = await this.content(student.companyCode, object.testId);
    const itemOrder: Record<string, string[]> = {};
    for (const s of content.sections) {
      const items = content.items.filter((i) => i.sectionId === s.id).sort((a, b) => a.orderNo - b.orderNo);
      itemOrder[s.id] = orderSectionItems(items, content.test.randomizeNo).map((i) => i.id);
    }
    await this.repo.insertAttempt({
      companyCode: student.companyCode,
      studentId: student.id,
      testId: object.testId,
      courseId,
      learningObjectId: object.id,
      itemOrder,
      timeLimitSeconds: totalTestSeconds(content.sections.map((s) => s.durationMinutes)),
      timerMode: content.test.timerMode,
      sectionClock:
        content.test.timerMode === 'sectional'
          ? planSections(
              [...content.sections]
                .sort((a, b) => a.orderNo - b.orderNo)
                .map((s) => ({ id: s.id, minutes: s.durationMinutes })),
            )
          : [],
      returnUrl: request.rurl ?? null,
      createdAt: this.clock.now(),
    });
    const [created] = await this.repo.attemptsOf(student.companyCode, student.id, object.testId, object.id);
    if (!created) throw new AppError('INTERNAL', 'The test could not be started.');
    return created;
  }

  async reviseLink(student: Student, testId: string, groupId?: string): Promise<StudentTestRow> {
    await this.finaliseExpired(student);
    const attempts = await this.repo.attemptsOf(student.companyCode, student.id, testId, groupId);
    const done = attempts.find((a) => a.status === 'Completed');
    if (!done) throw notFound(AssessmentMessages.notEnded);
    if (await this.reviewDisabled(student.companyCode, done))
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
    let attempt = await this.closeIfTimeIsUp(student, await this.attempt(student, studentTestId));
    if (runnerId && attempt.status === 'InProgress' && attempt.runnerId !== runnerId) {
      await this.repo.claimRunner(attempt.id, runnerId);
      attempt = { ...attempt, runnerId };
    }
    const content = await this.content(student.companyCode, attempt.testId, attempt);
    const ended = attempt.status === 'Completed';
    const trackRows = await this.repo.tracksOf(attempt.id);
    const feedback = ended ? await this.repo.evaluationsOf(attempt.id) : [];
    const items = this.studentItems(content, attempt, trackRows, ended, feedback);
    const tracks = items.filter((i) => i.trackNumber > 0);
    const object = attempt.learningObjectId
      ? await this.repo.learningObject(student.companyCode, attempt.learningObjectId)
      : undefined;
    return {
      tracks,
      testJson: buildTestJson(content, attempt.itemOrder, ended),
      testData: {
        userId: student.id,
        testId: attempt.testId,
        studentTestId: attempt.id,
        companyCode: student.companyCode,
        randomizeNo: content.test.randomizeNo,
        solutionUrl: `/report/${attempt.id}`,
        token: attempt.id,
        returnUrl: attempt.returnUrl,
        courseId: attempt.courseId,
        learningObjectId: attempt.learningObjectId,
        timeLimit: attempt.timeLimitSeconds,
        timeRemaining: this.remaining(attempt),
        deadline: iso(attempt.deadlineAt),
        sections:
          attempt.timerMode === 'sectional' ? sectionTimes(attempt.sectionClock, this.clock.now()) : [],
        graceSeconds: this.graceSeconds,
        isDisableReview: object?.object.isDisableReview ?? false,
        examFamily: content.test.examFamily,
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
   * sync-track: an idempotent batch upsert, record by record. Each record is acknowledged with what
   * happened to it (saved, superseded, late, or rejected with the reason); a bad record never stops
   * the good ones. Each attempt's part runs in one transaction holding the attempt's lock.
   */
  async sync(student: Student, batch: { track: unknown[]; runnerId?: string }): Promise<SyncTrackResult> {
    const now = this.clock.now();
    const { byAttempt, invalid } = parseRecords(batch.track, student.companyCode);
    const acks = new Map<number, SyncAck>(invalid);
    let remaining = 0;
    let currentSectionId: string | null = null;
    for (const [attemptId, entries] of byAttempt) {
      const result = await this.repo.withAttempt(student.companyCode, student.id, attemptId, (repo, locked) =>
        syncAttempt(repo, locked, entries, batch.runnerId, student, {
          now,
          graceSeconds: this.graceSeconds,
          countsUntil: (a) => this.countsUntil(a),
        }),
      );
      for (const [index, a] of result.acks) acks.set(index, a);
      const attempt = result.attempt;
      if (!attempt) continue;
      remaining = this.remaining(attempt);
      if (attempt.timerMode === 'sectional') {
        currentSectionId = attempt.sectionClock[currentSection(attempt.sectionClock)]?.sectionId ?? null;
      }
    }
    const list = batch.track.map((_, i) => acks.get(i) as SyncAck);
    return {
      error: false,
      acks: list,
      late: list.filter((a) => a.status === 'late').length,
      rejected: list.filter((a) => a.status === 'rejected').length,
      timeRemaining: remaining,
      currentSectionId,
    };
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
      await finaliseAttempt(repo, attempt, 'student', this.clock.now());
    });
  }

  // -- reports ----------------------------------------------------------------------------------

  async defaultReport(student: Student, studentTestId: string): Promise<DefaultReportData> {
    let attempt = await this.closeIfTimeIsUp(student, await this.attempt(student, studentTestId));
    if (attempt.status !== 'Completed') throw conflict(AssessmentMessages.notEnded);
    if (!attempt.report) {
      await this.repo.withAttempt(student.companyCode, student.id, attempt.id, async (repo, locked) => {
        if (locked && !locked.report) await rescoreAttempt(repo, locked);
      });
      attempt = await this.attempt(student, studentTestId);
      if (!attempt.report) throw conflict(AssessmentMessages.notEnded);
    }
    const content = await this.content(student.companyCode, attempt.testId, attempt);
    const trackRows = await this.repo.tracksOf(attempt.id);
    return {
      test: {
        id: content.test.id,
        component: { title: content.test.title },
        testTemplate: content.test.template,
        testTemplateVersion: content.test.templateVersion,
        hiddenModules: [],
        totalScoreDividedBy: content.test.totalScoreDividedBy,
        isEnableSolutionTab: content.test.isEnableSolutionTab,
        examFamily: content.test.examFamily,
      },
      studentTest: {
        id: attempt.id,
        createdDateTime: attempt.createdAt.toISOString(),
        endedDateTime: iso(attempt.endedAt),
        score: attempt.score ?? 0,
        report: attempt.report as TestReport,
        comments: attempt.comments,
        overallAudioFeedBack: attempt.overallAudioFeedback,
        itemId: null,
        evaluationStatus: (attempt.evaluationStatus as 0 | 1 | null) ?? null,
        isDisableReview: await this.reviewDisabled(student.companyCode, attempt),
        courseId: attempt.courseId,
        learningObjectId: attempt.learningObjectId,
      },
      studentTestItems: this.studentItems(
        content,
        attempt,
        trackRows,
        true,
        await this.repo.evaluationsOf(attempt.id),
      ),
      testJson: buildTestJson(content, attempt.itemOrder, true),
    };
  }

  async requestEvaluation(student: Student, request: { courseId: string; groupId: string; testId: string }) {
    const found = await this.repo.learningObject(student.companyCode, request.groupId);
    if (!found || found.object.testId !== request.testId) throw notFound(AssessmentMessages.testNotFound);
    if (found.courseId !== request.courseId) throw badRequest(AssessmentMessages.wrongCourse);
    if (!found.object.evaluationRequired) throw badRequest(AssessmentMessages.notEvaluated);
    await this.finaliseExpired(student);
    const attempts = await this.repo.attemptsOf(
      student.companyCode,
      student.id,
      request.testId,
      request.groupId,
    );
    const done = attempts.find((a) => a.status === 'Completed');
    if (!done) throw badRequest(AssessmentMessages.notTaken);
    if (!(await this.repo.setEvaluationRequested(done.id, this.clock.now()))) {
      throw conflict(AssessmentMessages.alreadyRequested);
    }
    return AssessmentMessages.evaluationRequested;
  }

  /** Best score per test, summed over the course; the top ten and the student's own row. */
  async leaderboard(student: Student, courseId: string): Promise<LeaderboardRow[]> {
    const expiry = await this.courses.courseExpiry(student.companyCode, student.id, courseId);
    if (!expiry) throw forbidden('This course is not assigned to you.');
    const rows = await this.repo.leaderboard(student.companyCode, courseId);
    let rank = 0;
    let previous: number | null = null;
    const ranked = rows.map((r, i) => {
      const score = Math.round(Number(r.total));
      if (score !== previous) rank = i + 1;
      previous = score;
      return { row: r, rank, score, isMe: r.student_id === student.id };
    });
    const top = ranked.slice(0, 10);
    const me = ranked.find((r) => r.isMe);
    const shown = me && !top.includes(me) ? [...top, me] : top;
    // Other students are shown by name, rank, score and a picture anyone may see: never their ids
    // or the owner-only address of their picture.
    return Promise.all(
      shown.map(async ({ row, rank, score, isMe }) => ({
        ...(isMe ? { userId: row.student_id } : {}),
        rank,
        studentName: row.name,
        profileImage: isMe
          ? row.profile_image
          : row.avatar_key && row.avatar_type
            ? await this.signAvatar(row.avatar_key, row.avatar_type)
            : '',
        score,
        isMe,
      })),
    );
  }

  // -- internals --------------------------------------------------------------------------------

  private async attempt(student: Student, id: string): Promise<StudentTestRow> {
    const attempt = await this.repo.studentTest(student.companyCode, student.id, id);
    if (!attempt) throw notFound(AssessmentMessages.testNotFound);
    return attempt;
  }

  /** The test as a new attempt sees it, or as the given attempt saw it (AssessmentRepository.testContent). */
  private async content(companyCode: string, testId: string, attempt?: StudentTestRow): Promise<TestContent> {
    const content = await this.repo.testContent(companyCode, testId, attempt);
    if (!content) throw notFound(AssessmentMessages.testNotFound);
    return content;
  }

  private async reviewDisabled(companyCode: string, attempt: StudentTestRow): Promise<boolean> {
    if (!attempt.learningObjectId) return false;
    const found = await this.repo.learningObject(companyCode, attempt.learningObjectId);
    return found?.object.isDisableReview ?? false;
  }

  /** Answers count until the deadline plus the grace period (the student's submit closes at once). */
  private countsUntil(attempt: StudentTestRow): Date {
    if (attempt.status === 'Completed' && attempt.endedBy === 'student' && attempt.endedAt) {
      return attempt.endedAt;
    }
    if (!attempt.deadlineAt) return new Date(8.64e15);
    return new Date(attempt.deadlineAt.getTime() + this.graceSeconds * 1000);
  }

  private timeIsUp(attempt: StudentTestRow): boolean {
    if (!attempt.deadlineAt) return false;
    return this.clock.now().getTime() > attempt.deadlineAt.getTime() + this.graceSeconds * 1000;
  }

  private remaining(attempt: StudentTestRow): number {
    if (attempt.status === 'Completed') return 0;
    if (attempt.timerMode === 'sectional') {
      const times = sectionTimes(attempt.sectionClock, this.clock.now());
      const open = times.find((t) => t.state === 'open') ?? times.find((t) => t.state === 'pending');
      return open?.timeRemaining ?? 0;
    }
    if (!attempt.deadlineAt) return attempt.timeLimitSeconds;
    return Math.max(0, Math.round((attempt.deadlineAt.getTime() - this.clock.now().getTime()) / 1000));
  }

  /** Ends (and scores) an attempt in progress whose time and grace ran out; returns it as it is now. */
  private async closeIfTimeIsUp(student: Student, attempt: StudentTestRow): Promise<StudentTestRow> {
    if (attempt.status !== 'InProgress' || !this.timeIsUp(attempt)) return attempt;
    const closed = await this.repo.withAttempt(student.companyCode, student.id, attempt.id, (repo, locked) =>
      locked && this.timeIsUp(locked)
        ? finaliseAttempt(repo, locked, 'timer', this.clock.now())
        : Promise.resolve(locked),
    );
    return closed ?? attempt;
  }

  /** Ends the student's attempts whose time and grace ran out while nobody was there. */
  async finaliseExpired(student: Student): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.graceSeconds * 1000);
    for (const attempt of await this.repo.expiredAttempts(student.companyCode, student.id, before)) {
      await this.closeIfTimeIsUp(student, attempt);
    }
  }

  /**
   * Every item of the attempt in order, with the saved answer and, once ended, its score and the
   * faculty's comments and audio feedback on it.
   */
  private studentItems(
    content: TestContent,
    attempt: StudentTestRow,
    trackRows: TrackRow[],
    ended: boolean,
    evaluations: readonly { itemId: string; comments: string | null; audioFeedback: string | null }[],
  ): StudentTestItem[] {
    const byItem = new Map(trackRows.map((t) => [t.itemId, t]));
    const evaluationOf = new Map(evaluations.map((e) => [e.itemId, e]));
    const sections = [...content.sections].sort((a, b) => a.orderNo - b.orderNo);
    const out: StudentTestItem[] = [];
    let index = 0;
    for (const s of sections) {
      for (const itemId of attempt.itemOrder[s.id] ?? []) {
        const t = byItem.get(itemId);
        index++;
        out.push({
          itemId,
          sectionId: s.id,
          sectionName: s.title,
          questionIndex: index,
          selectedOptionId: t?.selectedOptionId ?? null,
          enteredText: t?.enteredText ?? null,
          inputResponses: t?.inputResponses ?? [],
          trackNumber: t?.trackNumber ?? 0,
          timeRemaining: t?.timeRemaining ?? null,
          timeTaken: t?.timeTaken ?? 0,
          marked: t?.marked ?? false,
          ...(ended
            ? {
                isCorrect: t?.isCorrect ?? null,
                points: t?.points ?? 0,
                negativePoints: t?.negativePoints ?? 0,
                parts: t?.parts ?? [],
                answered: t?.answered ?? false,
                comments: evaluationOf.get(itemId)?.comments ?? null,
                audioFeedBack: evaluationOf.get(itemId)?.audioFeedback ?? null,
              }
            : {}),
        });
      }
    }
    return out;
  }
}
