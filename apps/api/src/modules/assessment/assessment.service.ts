import type {
  DefaultReportData,
  LaunchData,
  LaunchRequest,
  LeaderboardRow,
  StudentTestItem,
  SyncTrackRequest,
  TestReport,
} from '@portico/contract/assessment';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { CoursesRepository } from '../courses/courses.repository';
import { accessOf, refusal } from '../learning/access';
import type { AssessmentRepository, NewTrack, StudentTestRow, TrackRow } from './assessment.repository';
import { scoreAttempt } from './score-attempt';
import { orderSectionItems } from './scoring/question-order';
import { totalTestSeconds } from './scoring/timing';
import { admitTrack, currentSection, planSections, sectionTimes } from './section-clock';
import { buildTestJson, type TestContent } from './test-json';

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
  notAQuestion: (i: number) => `track[${i}].itemId is not a question of this test`,
} as const;

const testKinds = ['PracticeTest', 'Mock', 'Quiz'];
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface Student {
  id: string;
  companyCode: string;
}

/** Launch, the durable answer sync, the end of a test and its report (spec 3 §2–§9, spec 2 §4). */
export class AssessmentService {
  constructor(
    private readonly repo: AssessmentRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
    private readonly graceSeconds: number,
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

  async launch(student: Student, studentTestId: string): Promise<LaunchData> {
    let attempt = await this.attempt(student, studentTestId);
    if (attempt.status === 'InProgress' && this.timeIsUp(attempt)) {
      await this.finalise(attempt, 'timer');
      attempt = await this.attempt(student, studentTestId);
    }
    const content = await this.content(student.companyCode, attempt.testId);
    const ended = attempt.status === 'Completed';
    const trackRows = await this.repo.tracksOf(attempt.id);
    const items = this.studentItems(content, attempt, trackRows, ended);
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
   * sync-track: an idempotent batch upsert. Every record is acknowledged: stored, already
   * superseded by a newer one, or kept flagged late when it arrived after the deadline and grace.
   */
  async sync(student: Student, request: SyncTrackRequest) {
    const now = this.clock.now();
    const attempts = new Map<string, StudentTestRow>();
    for (const record of request.track) {
      if (!attempts.has(record.testId))
        attempts.set(record.testId, await this.attempt(student, record.testId));
    }
    const sectionOf = new Map<string, Map<string, string>>();
    for (const [id, attempt] of attempts) {
      const bySection = new Map<string, string>();
      for (const [sectionId, itemIds] of Object.entries(attempt.itemOrder)) {
        for (const itemId of itemIds) bySection.set(itemId, sectionId);
      }
      sectionOf.set(id, bySection);
    }
    for (const [i, record] of request.track.entries()) {
      if (!sectionOf.get(record.testId)?.has(record.itemId))
        throw badRequest(AssessmentMessages.notAQuestion(i));
    }

    let late = 0;
    let remaining = 0;
    let currentSectionId: string | null = null;
    for (const [id, original] of attempts) {
      let attempt = original;
      if (!attempt.startedAt) {
        const deadline = new Date(now.getTime() + attempt.timeLimitSeconds * 1000);
        await this.repo.startClock(id, now, deadline);
        attempt = await this.attempt(student, id);
      }
      // Newest per item: a batch may repeat an item (a replay, a double tap).
      const newest = new Map<string, (typeof request.track)[number]>();
      for (const r of request.track) {
        if (r.testId !== id) continue;
        const seen = newest.get(r.itemId);
        if (!seen || r.trackNumber > seen.trackNumber) newest.set(r.itemId, r);
      }
      const rows: NewTrack[] = [...newest.values()]
        .sort((a, b) => a.trackNumber - b.trackNumber)
        .map((r) => ({
          studentTestId: id,
          itemId: r.itemId,
          companyCode: student.companyCode,
          studentId: student.id,
          sectionId: sectionOf.get(id)?.get(r.itemId) ?? '',
          trackNumber: r.trackNumber,
          selectedOptionId: r.selectedOptionId ?? null,
          enteredText: r.enteredText ?? null,
          inputResponses: (r.inputResponses ?? []).map((v) => ({ value: v.value ?? null })),
          timeRemaining: r.timeRemaining === undefined ? null : Math.round(r.timeRemaining),
          timeTaken: Math.round(r.timeTaken ?? 0),
          marked: r.marked ?? false,
          clientTimeStamp: r.timeStamp ?? null,
          receivedAt: now,
        }));
      const inTime = now.getTime() <= this.countsUntil(attempt).getTime();
      let clock = attempt.sectionClock;
      const onTime: NewTrack[] = [];
      const tooLate: NewTrack[] = [];
      for (const row of rows) {
        let ok = inTime;
        if (ok && attempt.timerMode === 'sectional' && attempt.status === 'InProgress') {
          const admitted = admitTrack(clock, row.sectionId, now, this.graceSeconds);
          clock = admitted.clock;
          ok = admitted.onTime;
        }
        (ok ? onTime : tooLate).push(row);
      }
      if (clock !== attempt.sectionClock) {
        await this.repo.updateSectionClock(id, clock);
        attempt = { ...attempt, sectionClock: clock };
      }
      const changed = await this.repo.upsertTracks(onTime);
      // An on-time answer reaching an attempt already ended by its timer is scored again.
      if (changed.length > 0 && attempt.status === 'Completed') await this.rescore(attempt);
      if (tooLate.length > 0) {
        await this.repo.insertLateTracks(tooLate);
        const lateItems = new Set(tooLate.map((r) => r.itemId));
        late += request.track.filter((r) => r.testId === id && lateItems.has(r.itemId)).length;
        if (!inTime && attempt.status === 'InProgress') await this.finalise(attempt, 'timer');
      }
      remaining = this.remaining(attempt);
      if (attempt.timerMode === 'sectional') {
        const current = currentSection(attempt.sectionClock);
        currentSectionId = attempt.sectionClock[current]?.sectionId ?? null;
      }
    }
    return {
      error: false,
      saved: request.track.map((r) => ({ itemId: r.itemId, trackNumber: r.trackNumber })),
      late,
      timeRemaining: remaining,
      currentSectionId,
    };
  }

  /** end-test: ends the attempt once and scores it; ending an ended attempt changes nothing. */
  async end(student: Student, token: string): Promise<void> {
    const attempt = await this.attempt(student, token);
    if (attempt.status === 'Completed') return;
    await this.finalise(attempt, this.timeIsUp(attempt, 0) ? 'timer' : 'student');
  }

  // -- reports ----------------------------------------------------------------------------------

  async defaultReport(student: Student, studentTestId: string): Promise<DefaultReportData> {
    let attempt = await this.attempt(student, studentTestId);
    if (attempt.status === 'InProgress' && this.timeIsUp(attempt)) {
      await this.finalise(attempt, 'timer');
      attempt = await this.attempt(student, studentTestId);
    }
    if (attempt.status !== 'Completed' || !attempt.report) throw conflict(AssessmentMessages.notEnded);
    const content = await this.content(student.companyCode, attempt.testId);
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
      studentTestItems: this.studentItems(content, attempt, trackRows, true),
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
      return {
        userId: r.student_id,
        rank,
        studentName: r.name,
        profileImage: r.profile_image,
        score,
        isMe: r.student_id === student.id,
      };
    });
    const top = ranked.slice(0, 10);
    const me = ranked.find((r) => r.isMe);
    return me && !top.includes(me) ? [...top, me] : top;
  }

  // -- internals --------------------------------------------------------------------------------

  private async attempt(student: Student, id: string): Promise<StudentTestRow> {
    const attempt = await this.repo.studentTest(student.companyCode, student.id, id);
    if (!attempt) throw notFound(AssessmentMessages.testNotFound);
    return attempt;
  }

  private async content(companyCode: string, testId: string): Promise<TestContent> {
    const content = await this.repo.testContent(companyCode, testId);
    if (!content) throw notFound(AssessmentMessages.testNotFound);
    return content;
  }

  private async reviewDisabled(companyCode: string, attempt: StudentTestRow): Promise<boolean> {
    if (!attempt.learningObjectId) return false;
    const found = await this.repo.learningObject(companyCode, attempt.learningObjectId);
    return found?.object.isDisableReview ?? false;
  }

  /** Tracks count until the deadline (or the student's submit) plus the grace period. */
  private countsUntil(attempt: StudentTestRow): Date {
    const base =
      attempt.endedBy === 'student' && attempt.endedAt ? attempt.endedAt : (attempt.deadlineAt ?? null);
    if (!base) return new Date(8.64e15);
    return new Date(base.getTime() + this.graceSeconds * 1000);
  }

  private timeIsUp(attempt: StudentTestRow, graceSeconds = this.graceSeconds): boolean {
    if (!attempt.deadlineAt) return false;
    return this.clock.now().getTime() > attempt.deadlineAt.getTime() + graceSeconds * 1000;
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

  /** Ends the student's attempts whose time and grace ran out while nobody was there. */
  async finaliseExpired(student: Student): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.graceSeconds * 1000);
    for (const attempt of await this.repo.expiredAttempts(student.companyCode, student.id, before)) {
      await this.finalise(attempt, 'timer');
    }
  }

  private async finalise(attempt: StudentTestRow, endedBy: 'student' | 'timer'): Promise<void> {
    const endedAt =
      endedBy === 'timer' && attempt.deadlineAt && attempt.deadlineAt < this.clock.now()
        ? attempt.deadlineAt
        : this.clock.now();
    if (!(await this.repo.markEnded(attempt.id, endedAt, endedBy))) return;
    await this.rescore({ ...attempt, status: 'Completed', endedAt, endedBy });
  }

  private async rescore(attempt: StudentTestRow): Promise<void> {
    const content = await this.content(attempt.companyCode, attempt.testId);
    const trackRows = await this.repo.tracksOf(attempt.id);
    const evaluations = await this.repo.evaluationsOf(attempt.id);
    const result = scoreAttempt({
      ...content,
      itemOrder: attempt.itemOrder,
      tracks: trackRows.map((t) => ({
        itemId: t.itemId,
        selectedOptionId: t.selectedOptionId,
        enteredText: t.enteredText,
        inputResponses: t.inputResponses,
        timeTaken: t.timeTaken,
      })),
      evaluations: new Map(evaluations.map((e) => [e.itemId, e.score])),
      evaluatedBands: attempt.evaluatedBands,
      lateAnswers: await this.repo.lateCount(attempt.id),
    });
    const tracked = new Set(trackRows.map((t) => t.itemId));
    await this.repo.saveScores(
      attempt.id,
      result.report.score,
      result.report,
      [...result.itemScores.entries()]
        .filter(([itemId]) => tracked.has(itemId))
        .map(([itemId, s]) => ({
          itemId,
          isCorrect: s.isCorrect,
          points: s.points,
          negativePoints: s.negativePoints,
          answered: s.answered,
          parts: s.parts ?? null,
        })),
    );
  }

  /** Every item of the attempt in order, with the saved answer (and, once ended, its score). */
  private studentItems(
    content: TestContent,
    attempt: StudentTestRow,
    trackRows: TrackRow[],
    ended: boolean,
  ): StudentTestItem[] {
    const byItem = new Map(trackRows.map((t) => [t.itemId, t]));
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
                comments: null,
                audioFeedBack: null,
              }
            : {}),
        });
      }
    }
    return out;
  }
}
