import type { DefaultReportData } from '@portico/contract/assessment-report';
import {
  type BandTable,
  MONTH_DAYS,
  type OverallReportData,
  type OverallReportQuery,
  type PastPerformanceData,
  type ReportCard,
  ReportMessages,
  reportCardKinds,
  type StudentTestReportData,
  type TopicChartData,
  type TrendRow,
} from '@portico/contract/reports';
import type { TestwiseAnalysisData } from '@portico/contract/test-analysis';
import { addDays, type Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { CoursesRepository } from '../courses/courses.repository';
import { bandTableOf } from './band-table';
import { overallReportOf } from './overall-report';
import {
  evaluation,
  isLevelCheck,
  pastPerformanceRow,
  reportCardOf,
  studentTestReportOf,
  topicRows,
  trendRow,
} from './report-rows';
import type { EndedAttempt, ReportsRepository } from './reports.repository';
import { scoreKindOf } from './skills';
import { testwiseAnalysis } from './test-analysis';

type Student = { id: string; companyCode: string };
/** Ends a run-out attempt and scores a report lost to a crash (ReportService.scoredAttempt). */
export type EnsureScored = (student: Student, studentTestId: string) => Promise<unknown>;
/** The attempt's default report: its questions with their keys and the saved answers. */
export type LoadQuestions = (student: Student, studentTestId: string) => Promise<DefaultReportData>;

/** How many earlier attempts the past-performance chart shows. */
export const PAST_PERFORMANCE_LIMIT = 10;

/** spec 2 §2 Mock report screen and Overall report: what a student reads about their own attempts. */
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly courses: CoursesRepository,
    private readonly ensureScored: EnsureScored,
    private readonly clock: Clock,
    private readonly questions: LoadQuestions,
  ) {}

  /** The student's own ended attempt, scored; 'Test not found.' for anyone else's. */
  private async attempt(student: Student, id: string): Promise<EndedAttempt> {
    await this.ensureScored(student, id);
    const attempt = await this.repo.ownEnded(student.companyCode, student.id, id);
    if (!attempt) throw notFound(ReportMessages.notFound);
    return attempt;
  }

  private async assertHeld(student: Student, courseId: string) {
    const assigned = await this.courses.courseAssigned(
      student.companyCode,
      student.id,
      courseId,
      this.clock.now(),
    );
    if (!assigned) throw forbidden('This course is not assigned to you.');
  }

  /** GET studenttestreport: the attempt by skill, each with the company topper's result. */
  async studentTestReport(student: Student, id: string): Promise<StudentTestReportData> {
    const attempt = await this.attempt(student, id);
    const toppers = await this.repo.toppers(student.companyCode, [attempt.testId]);
    const remarks = await this.repo.remarks(student.companyCode, student.id, id);
    return studentTestReportOf(attempt, toppers.get(attempt.testId), remarks?.evaluationStatus ?? null);
  }

  /**
   * GET get-testwiseanalysis: the attempt question by question (decision 019). The attempt must
   * belong to the course named (an attempt of another course is 'Test not found.').
   */
  async testwiseAnalysis(student: Student, courseId: string, id: string): Promise<TestwiseAnalysisData> {
    await this.assertHeld(student, courseId);
    const report = await this.questions(student, id);
    if (report.studentTest.courseId !== null && report.studentTest.courseId !== courseId) {
      throw notFound(ReportMessages.notFound);
    }
    return testwiseAnalysis(report);
  }

  /**
   * GET get-pastperformance: the student's ended attempts of the same kind as this one (mocks, or
   * practice tests) in the course, oldest first, the last ten, each against its test's topper.
   */
  async pastPerformance(student: Student, courseId: string, id: string): Promise<PastPerformanceData> {
    await this.assertHeld(student, courseId);
    const current = await this.attempt(student, id);
    const kind = scoreKindOf(current, current.report);
    const all = current.kind
      ? await this.repo.endedOfCourse(student.companyCode, student.id, courseId, current.kind)
      : [current];
    // Attempts of the same exam and scale only: a GRE score and an IELTS band share no axis.
    const same = all.filter((a) => a.template === current.template && scoreKindOf(a, a.report) === kind);
    const shown = same.slice(-PAST_PERFORMANCE_LIMIT);
    const toppers = await this.repo.toppers(student.companyCode, [...new Set(shown.map((a) => a.testId))]);
    const rows = shown.map((a) => pastPerformanceRow(a, toppers.get(a.testId), kind));
    return { scoreKind: kind, rows };
  }

  /**
   * GET topicwisechart: correct answers by question type (the item's topic), of one attempt or
   * (isOverAllReport) of every ended test of the course. Teacher-marked skills are left out.
   */
  async topicChart(
    student: Student,
    courseId: string,
    testId: string | undefined,
    overall: boolean,
  ): Promise<TopicChartData> {
    await this.assertHeld(student, courseId);
    let attempts: EndedAttempt[];
    if (overall) {
      // The level check is the student's own, not the course's practice.
      attempts = (await this.repo.endedOfCourse(student.companyCode, student.id, courseId)).filter(
        (a) => !isLevelCheck(a),
      );
    } else {
      if (!testId) throw notFound(ReportMessages.notFound);
      const attempt = await this.attempt(student, testId);
      if (attempt.courseId !== courseId) throw notFound(ReportMessages.notFound);
      attempts = [attempt];
    }
    return { you: topicRows(await this.repo.topicItems(student.companyCode, attempts)) };
  }

  /** GET evaluation-remarks: the teacher's remarks, or where the evaluation stands. */
  async remarks(student: Student, id: string) {
    const row = await this.repo.remarks(student.companyCode, student.id, id);
    if (!row) throw notFound(ReportMessages.notFound);
    if (row.status !== 'Completed') throw conflict(ReportMessages.notEnded);
    const status = evaluation(row.evaluationStatus);
    const remarks = status === 1 ? row.remarks || row.comments || null : null;
    const message =
      status === null
        ? ReportMessages.remarksNone
        : status === 0
          ? ReportMessages.remarksPending
          : (remarks ?? ReportMessages.remarksEmpty);
    const corrections =
      status === 1
        ? (await this.repo.corrections(student.companyCode, id)).map((c) => ({
            at: c.at.toISOString(),
            reason: c.reason ?? '',
          }))
        : [];
    return { message, data: { evaluationStatus: status, remarks, corrections } };
  }

  /** GET band-table: how raw scores become bands for this test (band-table.ts). */
  async bandTable(companyCode: string, testId: string): Promise<BandTable> {
    const test = await this.repo.test(companyCode, testId);
    if (!test) throw notFound(ReportMessages.notFound);
    return bandTableOf(test);
  }

  /** The student's ended attempts of the course for the overall report's filters, oldest first. */
  private async filtered(
    student: Student,
    courseId: string,
    tests: 'all' | 'practice' | 'mock',
    timeline = 'all',
  ) {
    await this.assertHeld(student, courseId);
    const kind = tests === 'practice' ? 'PracticeTest' : tests === 'mock' ? 'Mock' : undefined;
    const all = await this.repo.endedOfCourse(student.companyCode, student.id, courseId, kind);
    const days = timeline === 'week' ? 7 : timeline === 'month' ? MONTH_DAYS : null;
    const since = days === null ? null : addDays(this.clock.now(), -days);
    // The level check ('Test Your English') is the student's own, not the course's practice.
    return all.filter(
      (a) =>
        (a.kind === 'PracticeTest' || a.kind === 'Mock') &&
        !isLevelCheck(a) &&
        (!since || a.endedAt >= since),
    );
  }

  /**
   * GET getoverallreport: percent correct by skill and by question type over the filtered attempts,
   * each against the toppers of the same tests (this company's).
   */
  async overallReport(student: Student, query: OverallReportQuery): Promise<OverallReportData> {
    const attempts = await this.filtered(student, query.courseId, query.tests, query.timeline);
    const toppers = await this.repo.toppers(student.companyCode, [...new Set(attempts.map((a) => a.testId))]);
    const mine = await this.repo.topicItems(student.companyCode, attempts);
    const theirs = await this.repo.topicItems(student.companyCode, [...toppers.values()]);
    return overallReportOf(attempts, mine, theirs, query.referenceType);
  }

  /** GET gettrendanalysis: each filtered attempt's accuracy, questions attempted, score and band, oldest first. */
  async trend(
    student: Student,
    courseId: string,
    testType: 'all' | 'practice' | 'mock',
    timeline: 'all' | 'week' | 'month' = 'all',
  ): Promise<TrendRow[]> {
    const attempts = await this.filtered(student, courseId, testType, timeline);
    return attempts.map(trendRow);
  }

  /** GET reportcard: the student's ended mocks (id 1) or practice tests (id 2) of a course, newest first. */
  async reportCards(student: Student, courseId: string, id: '1' | '2'): Promise<ReportCard[]> {
    await this.assertHeld(student, courseId);
    const attempts = await this.repo.endedOfCourse(
      student.companyCode,
      student.id,
      courseId,
      reportCardKinds[id],
    );
    return attempts.reverse().map(reportCardOf);
  }
}
