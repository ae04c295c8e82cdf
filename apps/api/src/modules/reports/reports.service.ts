import type { DefaultReportData } from '@portico/contract/assessment';
import {
  type BandTable,
  EVALUATED_SKILLS,
  MONTH_DAYS,
  type OverallReportData,
  type OverallReportQuery,
  type OverallRow,
  type PastPerformanceData,
  type ReportCard,
  ReportMessages,
  reportCardKinds,
  type SkillReport,
  type StudentTestReportData,
  type TopicChartData,
  type TrendRow,
} from '@portico/contract/reports';
import type { TestwiseAnalysisData } from '@portico/contract/test-analysis';
import { addDays, type Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isIelts, LEVEL_CHECK_FAMILY } from '../assessment/score-attempt';
import {
  type IeltsTableId,
  ieltsBandOutOf,
  ieltsReadingTable,
  ieltsTables,
  roundToHalfBand,
} from '../assessment/scoring/ielts';
import { countAnswers, questionCounts } from '../assessment/scoring/section-score';
import type { CoursesRepository } from '../courses/courses.repository';
import type { EndedAttempt, ReportsRepository, TopicItemRow } from './reports.repository';
import {
  attemptSkills,
  countsOf,
  overallValue,
  type Skill,
  scoreKindOf,
  skillRank,
  skillsOf,
  skillValue,
} from './skills';
import { testwiseAnalysis } from './test-analysis';

type Student = { id: string; companyCode: string };
/** Ends a run-out attempt and scores a report lost to a crash (ReportService.scoredAttempt). */
export type EnsureScored = (student: Student, studentTestId: string) => Promise<unknown>;
/** The attempt's default report: its questions with their keys and the saved answers. */
export type LoadQuestions = (student: Student, studentTestId: string) => Promise<DefaultReportData>;

/** How many earlier attempts the past-performance chart shows. */
export const PAST_PERFORMANCE_LIMIT = 10;

const evaluation = (value: number | null): 0 | 1 | null => (value === 0 || value === 1 ? value : null);

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
    const expiry = await this.courses.courseExpiry(student.companyCode, student.id, courseId);
    if (!expiry) throw forbidden('This course is not assigned to you.');
  }

  /** GET studenttestreport: the attempt by skill, each with the company topper's result. */
  async studentTestReport(student: Student, id: string): Promise<StudentTestReportData> {
    const attempt = await this.attempt(student, id);
    const toppers = await this.repo.toppers(student.companyCode, [attempt.testId]);
    const topper = toppers.get(attempt.testId);
    const topperSkills = topper ? skillsOf(topper.report) : [];
    const remarks = await this.repo.remarks(student.companyCode, student.id, id);
    const completed = attempt.endedAt.toISOString();
    const skills = attemptSkills(attempt);
    const kind = scoreKindOf(attempt, attempt.report);
    const sections: SkillReport[] = skills.map((skill) => {
      const top = topperSkills.find(
        (s) => s.referenceType === skill.referenceType && s.title === skill.title,
      );
      return {
        ...skill,
        completedDatetime: completed,
        toppersReport:
          skill.isEvaluated || !top
            ? null
            : { ...top.report, band: top.band, scaledScore: top.scaledScore, score: top.score },
        overallAudioFeedBack: null,
        itemId: null,
      };
    });
    return {
      studentTestId: attempt.id,
      testId: attempt.testId,
      title: attempt.title,
      testTemplate: attempt.template,
      examFamily: attempt.examFamily,
      scoreKind: kind,
      completedDatetime: completed,
      courseId: attempt.courseId,
      learningModuleId: attempt.moduleId,
      overall: {
        band: attempt.report.band,
        score: attempt.score,
        value: overallValue(attempt.template, kind, attempt.report, skills),
        report: countsOf(attempt.report),
      },
      sections,
      examScores: attempt.report.examScores ?? null,
      evaluationStatus: evaluation(remarks?.evaluationStatus ?? null),
    };
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
    const rows = shown.map((a) => {
      const mine = attemptSkills(a);
      const topper = toppers.get(a.testId);
      const theirs = topper ? skillsOf(topper.report) : [];
      const value = (skills: Skill[], ref: string) => {
        const skill = skills.find((s) => s.referenceType === ref);
        return skill ? skillValue(skill, kind) : null;
      };
      return {
        studentTestId: a.id,
        title: a.title,
        completedDatetime: a.endedAt.toISOString(),
        points: [
          {
            referenceType: 'Overall',
            you: overallValue(a.template, kind, a.report, mine),
            topper: topper ? overallValue(topper.template, kind, topper.report, theirs) : null,
          },
          ...mine
            .filter((s) => s.referenceType !== 'Overall')
            .map((s) => ({
              referenceType: s.referenceType,
              you: skillValue(s, kind),
              topper: value(theirs, s.referenceType),
            })),
        ],
      };
    });
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
      // The level check is the student's own, not the course's practice (issue 37 §1).
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
    return { message, data: { evaluationStatus: status, remarks } };
  }

  /**
   * GET band-table: how raw scores become bands for this test. IELTS: the Listening and Reading
   * tables the test is scored with (Academic or General Training Reading, by its exam family), each
   * named, Portico's own rows below the published ones marked; other exams: the test's own tables.
   */
  async bandTable(companyCode: string, testId: string): Promise<BandTable> {
    const test = await this.repo.test(companyCode, testId);
    if (!test) throw notFound(ReportMessages.notFound);
    if (isIelts(test)) {
      return {
        id: test.id,
        name: test.title,
        scoreKind: 'band',
        bands: [
          ieltsBands('Listening', 'listening'),
          ieltsBands('Reading', ieltsReadingTable(test.examFamily)),
        ],
      };
    }
    // In the order of the test's sections (stored tables keep no key order).
    const at = (ref: string) => (test.skills.includes(ref) ? test.skills.indexOf(ref) : test.skills.length);
    const tables = Object.entries(test.conversionTables ?? {})
      .filter(([, rows]) => rows.length > 0)
      .sort(([a], [b]) => at(a) - at(b) || a.localeCompare(b));
    return {
      id: test.id,
      name: test.title,
      scoreKind: tables.length > 0 ? 'scaled' : 'raw',
      bands: tables.map(([referenceType, rows]) => ({ referenceType, rows: scaledRows(rows) })),
    };
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
    // The level check ('Test Your English') is the student's own, not the course's practice (issue 37 §1).
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
    const latest = attempts.at(-1);
    const kind = latest ? scoreKindOf(latest, latest.report) : 'raw';
    const keep = (ref: string) => !query.referenceType || ref === query.referenceType;
    const toppers = await this.repo.toppers(student.companyCode, [...new Set(attempts.map((a) => a.testId))]);
    const mine = await this.repo.topicItems(student.companyCode, attempts);
    const theirs = await this.repo.topicItems(student.companyCode, [...toppers.values()]);
    const topperShare = (match: (i: TopicItemRow) => boolean) => {
      const counts = countAnswers(theirs.filter(match));
      return counts.totalQuestions === 0 ? null : percent(counts.correctAnswer, counts.totalQuestions);
    };

    const objective = mine.filter(
      (i) => !EVALUATED_SKILLS.includes(i.referenceType) && keep(i.referenceType),
    );
    const topics = summarise(objective, (i) =>
      i.topicName ? `${i.referenceType}\u0001${i.topicName}` : null,
    ).map((row) => ({
      ...row,
      topperPercent: topperShare(
        (i) => i.referenceType === row.referenceType && i.topicName === row.topicName,
      ),
    }));
    // IELTS: a row's band is the band of its own correct answers out of its questions (issue 37 §1),
    // on the skill's table; Reading's by the course's exam (Academic or General Training).
    const readingTable = ieltsReadingTable(latest?.examFamily ?? null);
    const latestValue = (ref: string) => {
      const last = [...attempts]
        .reverse()
        .flatMap((a) => attemptSkills(a))
        .find((s) => s.referenceType === ref);
      return last ? skillValue(last, kind) : null;
    };
    const rowBand = (row: OverallRow): number | null => {
      if (kind === 'scaled') return latestValue(row.referenceType);
      if (kind !== 'band' || row.total <= 0) return null;
      const table =
        row.referenceType === 'Listening'
          ? 'listening'
          : row.referenceType === 'Reading'
            ? readingTable
            : null;
      return table ? ieltsBandOutOf(table, Math.min(row.correct, row.total), row.total) : null;
    };
    const skills = summarise(objective, (i) => i.referenceType).map((row) => ({
      ...row,
      topicName: row.referenceType,
      band: rowBand(row),
      topperPercent: topperShare((i) => i.referenceType === row.referenceType),
    }));
    // Writing and Speaking, marked by the teacher: a row of their own, with the teacher's results.
    const evaluated = EVALUATED_SKILLS.filter(keep).flatMap((ref): OverallRow[] => {
      const taken = attempts.flatMap((a) => attemptSkills(a).filter((s) => s.referenceType === ref));
      if (taken.length === 0) return [];
      const values = taken.map((s) => skillValue(s, kind)).filter((v): v is number => v !== null);
      const band =
        values.length === 0 || kind === 'raw'
          ? null
          : kind === 'band'
            ? roundToHalfBand(values.reduce((a, b) => a + b, 0) / values.length)
            : latestValue(ref);
      return [
        {
          referenceType: ref,
          topicName: ref,
          correct: 0,
          total: 0,
          percentCorrect: 0,
          attempts: taken.length,
          score: Math.round(taken.reduce((sum, s) => sum + Math.max(0, s.score), 0) * 100) / 100,
          band,
          topperPercent: null,
        },
      ];
    });
    return {
      totalQuestions: countAnswers(objective).totalQuestions,
      scoreKind: kind,
      skills: [...skills, ...evaluated].sort(
        (a, b) => skillRank(a.referenceType) - skillRank(b.referenceType),
      ),
      topics: topics.sort((a, b) => skillRank(a.referenceType) - skillRank(b.referenceType)),
    };
  }

  /** GET gettrendanalysis: each filtered attempt's accuracy, questions attempted, score and band, oldest first. */
  async trend(
    student: Student,
    courseId: string,
    testType: 'all' | 'practice' | 'mock',
    timeline: 'all' | 'week' | 'month' = 'all',
  ): Promise<TrendRow[]> {
    const attempts = await this.filtered(student, courseId, testType, timeline);
    return attempts.map((a) => {
      const kind = scoreKindOf(a, a.report);
      return {
        studentTestId: a.id,
        title: a.title,
        completedDatetime: a.endedAt.toISOString(),
        accuracy: a.report.accuracy,
        attempt: a.report.questionsAttempted,
        totalQuestions: a.report.totalQuestions,
        score: a.score,
        scoreKind: kind,
        band: kind === 'raw' ? null : overallValue(a.template, kind, a.report, skillsOf(a.report)),
      };
    });
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
    return attempts.reverse().map((a) => {
      const skills = attemptSkills(a);
      const kind = scoreKindOf(a, a.report);
      return {
        studentTestId: a.id,
        testId: a.testId,
        title: a.title,
        testTemplate: a.template,
        scoreKind: kind,
        completedDatetime: a.endedAt.toISOString(),
        band: a.report.band,
        // On the exam's scale only (decision 040): a GRE with a measure NS has no V + Q, not its points.
        score: kind === 'raw' ? a.score : overallValue(a.template, kind, a.report, skills),
        sections: skills.map((s) => ({
          referenceType: s.referenceType,
          band: s.band,
          scaledScore: s.scaledScore,
          ...(s.noScore ? { noScore: true } : {}),
        })),
      };
    });
  }
}

/** 'Test Your English': the student's own level check, not one of the course's tests. */
const isLevelCheck = (a: { examFamily: string | null }) => a.examFamily === LEVEL_CHECK_FAMILY;

/** Correct answers by (skill, question type), questions counted as the report counts them. */
export function topicRows(items: TopicItemRow[]) {
  const rows = new Map<
    string,
    { topicName: string; referenceType: string; corrent: number; total: number }
  >();
  for (const item of items) {
    if (!item.topicName || EVALUATED_SKILLS.includes(item.referenceType)) continue;
    const key = `${item.referenceType}\u0001${item.topicName}`;
    const row = rows.get(key) ?? {
      topicName: item.topicName,
      referenceType: item.referenceType,
      corrent: 0,
      total: 0,
    };
    const counts = questionCounts(item);
    row.total += counts.totalQuestions;
    row.corrent += counts.correctAnswer;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => skillRank(a.referenceType) - skillRank(b.referenceType));
}

/** An IELTS table as 'Know your Bands' shows it: named, highest band first, Portico's rows marked. */
function ieltsBands(referenceType: string, table: IeltsTableId) {
  const rows = [...ieltsTables[table].rows]
    .sort((a, b) => b.band - a.band)
    .map((r) => ({
      score: r.minRaw === r.maxRaw ? String(r.minRaw) : `${r.minRaw}–${r.maxRaw}`,
      band: r.band,
      ...(r.published === false ? { published: false } : {}),
    }));
  return { referenceType, title: ieltsTables[table].section, rows };
}

/** Raw scores that share a scaled score are shown as one range, highest first. */
function scaledRows(rows: { raw: number; scaled: number }[]) {
  const sorted = [...rows].sort((a, b) => a.raw - b.raw);
  const ranges: { min: number; max: number; scaled: number }[] = [];
  for (const row of sorted) {
    const last = ranges.at(-1);
    if (last && last.scaled === row.scaled) last.max = row.raw;
    else ranges.push({ min: row.raw, max: row.raw, scaled: row.scaled });
  }
  return ranges
    .reverse()
    .map((r) => ({ score: r.min === r.max ? String(r.min) : `${r.min}–${r.max}`, band: r.scaled }));
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Rows of questions grouped by `key` (null: left out): correct, total, percent, attempts and points. */
function summarise(items: TopicItemRow[], key: (i: TopicItemRow) => string | null) {
  const groups = new Map<string, TopicItemRow[]>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.values()].map((rows): OverallRow => {
    const first = rows[0] as TopicItemRow;
    // Questions as the report counts them: an IELTS 'Choose TWO' is two (decision 038).
    const counts = countAnswers(rows);
    return {
      referenceType: first.referenceType,
      topicName: first.topicName ?? first.referenceType,
      correct: counts.correctAnswer,
      total: counts.totalQuestions,
      percentCorrect: percent(counts.correctAnswer, counts.totalQuestions),
      attempts: new Set(rows.map((i) => i.studentTestId)).size,
      score: Math.round(rows.reduce((sum, i) => sum + Math.max(0, i.points ?? 0), 0) * 100) / 100,
      band: null,
      topperPercent: null,
    };
  });
}
