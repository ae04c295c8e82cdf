import type { LeaderboardRow } from '@portico/contract/assessment-leaderboard';
import type { DefaultReportData, ExamReportData, TestReport } from '@portico/contract/assessment-report';
import type { EvaluationRequest } from '@portico/contract/assessment-submit';
import type { StoredTestReport } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { AssessmentMessages, type Student } from '../assessment/assessment.messages';
import type { AssessmentRepository } from '../assessment/assessment.repository';
import type { StudentTestRow } from '../assessment/attempt.repository';
import { contentOf, ownAttempt, reviewDisabled } from '../assessment/attempt-reads';
import { rescoreAttempt } from '../assessment/attempt-scoring';
import type { AttemptTiming } from '../assessment/attempt-timing';
import { isStale } from '../assessment/rescore-stale';
import { withPteSkills } from '../assessment/scoring/pte-skills';
import { studentItems } from '../assessment/student-items';
import { buildTestJson } from '../assessment/test-json';
import type { CoursesRepository } from '../courses/courses.repository';
import { examReports } from './exam-reports';
import { awaitingOf } from './skills';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A signed, time-limited address of a stored picture, for showing another student's avatar. */
export type AvatarSigner = (storageKey: string, contentType: string) => Promise<string>;

/** What an ended attempt tells the student: the report, the evaluation request, the leaderboard. */
export class ReportService {
  constructor(
    private readonly repo: AssessmentRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
    private readonly timing: AttemptTiming,
    private readonly signAvatar: AvatarSigner = async () => '',
  ) {}

  /**
   * The student's own attempt, ended (a deadline that passed ends it now) and scored: 'Test not
   * found.' for anyone else's, 409 while it runs. A report lost to a crash is scored again here.
   */
  async scoredAttempt(student: Student, studentTestId: string): Promise<StudentTestRow> {
    let attempt = await this.timing.closeIfTimeIsUp(
      student,
      await ownAttempt(this.repo, student, studentTestId),
    );
    if (attempt.status !== 'Completed') throw conflict(AssessmentMessages.notEnded);
    // A report lost to a crash, or made by older scoring rules, is scored again here.
    if (isStale(attempt.report)) {
      await this.repo.withAttempt(student.companyCode, student.id, attempt.id, async (repo, locked) => {
        if (locked && isStale(locked.report)) await rescoreAttempt(repo, locked);
      });
      attempt = await ownAttempt(this.repo, student, studentTestId);
      if (!attempt.report) throw conflict(AssessmentMessages.notEnded);
    }
    return attempt;
  }

  async defaultReport(student: Student, studentTestId: string): Promise<DefaultReportData> {
    const attempt = await this.scoredAttempt(student, studentTestId);
    const content = await contentOf(this.repo, student.companyCode, attempt.testId, attempt);
    const trackRows = await this.repo.tracks.tracksOf(attempt.id);
    const answers = studentItems(
      content,
      attempt,
      trackRows,
      true,
      await this.repo.tracks.evaluationsOf(attempt.id),
    );
    const testJson = buildTestJson(content, attempt.itemOrder, true);
    // The card's title, as on the card the student opened ('CELPIP Practice Test 1'), not its test's.
    const card = attempt.learningObjectId
      ? await this.repo.cards.learningObject(student.companyCode, attempt.learningObjectId)
      : undefined;
    const exams = examReports(
      content.test.template,
      attempt.report as StoredTestReport,
      attempt.evaluatedBands,
    );
    return {
      test: {
        id: content.test.id,
        component: { title: card?.object.title || content.test.title },
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
        isDisableReview: await reviewDisabled(this.repo, student.companyCode, attempt),
        courseId: attempt.courseId,
        learningObjectId: attempt.learningObjectId,
      },
      studentTestItems: answers,
      testJson,
      ...exams,
      pteReport:
        exams.pteReport &&
        withPteSkills(exams.pteReport, testJson, answers, (attempt.report as StoredTestReport).examScores),
    };
  }

  /** GET duolingo-report: the Duolingo and CELPIP layouts' data (spec 3 §3), from the same scored attempt. */
  async examReport(student: Student, studentTestId: string): Promise<ExamReportData> {
    const d = await this.defaultReport(student, studentTestId);
    const { report } = d.studentTest;
    const sections = d.testJson.SectionResponse;
    const duolingo = d.test.testTemplate === 'duolingo';
    // A section with answers waiting for the teacher has no scaled score yet (0 for them would read as final).
    const scaledOf = (s: (typeof report.sections)[number]) => (awaitingOf(s) > 0 ? null : s.scaledScore);
    return {
      test: d.test,
      studentTest: {
        id: d.studentTest.id,
        createdDateTime: d.studentTest.createdDateTime,
        // Duolingo (decision 040): the overall, the mean of the four individual subscores.
        score: duolingo ? (report.examScores?.overall ?? null) : null,
        report: {
          totalQuestions: report.totalQuestions,
          questionsAttempted: report.questionsAttempted,
          skippedAnswer: report.skippedAnswer,
          correctAnswer: report.correctAnswer,
          inCorrectAnswer: report.inCorrectAnswer,
          score: report.score,
        },
        comments: d.studentTest.comments,
        overallAudioFeedBack: d.studentTest.overallAudioFeedBack,
        itemId: null,
        isDisableReview: d.studentTest.isDisableReview,
        courseId: d.studentTest.courseId,
        examScores: duolingo ? (report.examScores ?? null) : null,
        sectionWiseReport: report.sections.map((s) => ({
          id: s.id,
          title: s.title,
          referenceType: s.referenceType,
          band: scaledOf(s),
          score: s.score,
          totalQuestions: s.totalQuestions,
          timeTaken: s.timeTaken,
          ...(s.cat ? { cat: s.cat } : {}),
        })),
      },
      questions: sections.flatMap((section) =>
        section.ItemResponse.map((item) => ({
          id: item.ItemID,
          itemType: item.ItemType,
          options: item.ItemOptionResponse.map((o) => ({
            id: o.ItemOptionID,
            options: o.Options,
            isCorrect: o.IsCorrect ?? false,
            optionColumnIndex: o.optionColumnIndex,
          })),
          explanation: item.Explanation,
          passage: item.Passage,
          question: item.Items,
          sectionId: section.QuestionPaperSectionID,
          referenceType: section.ReferenceType,
        })),
      ),
      studentTestItems: d.studentTestItems,
      testJson: d.testJson,
    };
  }

  async requestEvaluation(student: Student, request: EvaluationRequest) {
    const found = await this.repo.cards.learningObject(student.companyCode, request.groupId);
    if (!found || found.object.testId !== request.testId) throw notFound(AssessmentMessages.testNotFound);
    if (found.courseId !== request.courseId) throw badRequest(AssessmentMessages.wrongCourse);
    if (!found.object.evaluationRequired) throw badRequest(AssessmentMessages.notEvaluated);
    await this.timing.finaliseExpired(student);
    const attempts = await this.repo.attempts.attemptsOf(
      student.companyCode,
      student.id,
      request.testId,
      request.groupId,
    );
    const done = attempts.find((a) => a.status === 'Completed');
    if (!done) throw badRequest(AssessmentMessages.notTaken);
    if (!(await this.repo.attempts.setEvaluationRequested(done.id, this.clock.now()))) {
      throw conflict(AssessmentMessages.alreadyRequested);
    }
    return AssessmentMessages.evaluationRequested;
  }

  /**
   * Best score per test, summed over the course or over one page of it (the tests of the module's
   * cards, sub-modules included); the top ten and the student's own row.
   */
  async leaderboard(
    student: Student,
    courseId: string,
    learningModuleId?: string,
  ): Promise<LeaderboardRow[]> {
    const assigned = await this.courses.courseAssigned(
      student.companyCode,
      student.id,
      courseId,
      this.clock.now(),
    );
    if (!assigned) throw forbidden('This course is not assigned to you.');
    const rows = await this.repo.standings.leaderboard(student.companyCode, courseId, learningModuleId);
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
}
