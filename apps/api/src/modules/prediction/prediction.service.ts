import { PREDICTION_COVERAGE, type Prediction, PredictionMessages } from '@portico/contract/prediction';
import { examOf } from '@portico/contract/score-gap';
import { examScoring, type ScoreMeanings } from '@portico/contract/score-meaning';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { dayIn, daysBetween } from '../study-plan/days';
import type { PredictionRepository } from './prediction.repository';
import { predictMeasures } from './prediction-build';

type Student = { id: string; companyCode: string };

/** The exam date as the card says it: DD/MM/YYYY (spec 2 §9), and the days to it. */
export function examDayText(date: string, daysLeft: number): string {
  const shown = date.split('-').reverse().join('/');
  if (daysLeft === 0) return `Your exam is today, ${shown}.`;
  return `Your exam: ${shown}, in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} (from your study plan).`;
}
/** Whether the course is the student's (an enrolment gives it, now or ended). */
export type CourseHeld = (student: Student, courseId: string, now: Date) => Promise<boolean>;
/** The company's score-meaning tables and the student's targets (decision 043). */
export type Meanings = (companyCode: string, studentId: string) => Promise<ScoreMeanings>;
/** The exam date (YYYY-MM-DD) the student set in the course's study plan; null: none. */
export type ExamDate = (student: Student, courseId: string) => Promise<string | null>;

/**
 * GET prediction (decision 059): the student's predicted scores in one of their courses, from their
 * own ended attempts in it only; another student's or company's work never enters (every read is
 * by the session's company and student).
 */
export class PredictionService {
  constructor(
    private readonly repo: PredictionRepository,
    private readonly held: CourseHeld,
    private readonly meanings: Meanings,
    private readonly examDate: ExamDate,
    private readonly clock: Clock,
  ) {}

  async prediction(student: Student, courseId: string, tz = 'UTC'): Promise<Prediction> {
    const now = this.clock.now();
    const course = await this.repo.course(student.companyCode, courseId);
    if (!course || !(await this.held(student, courseId, now)))
      throw forbidden(PredictionMessages.notAssigned);
    const exam = examOf(null, course.examFamily);
    const none = { courseId, coverage: PREDICTION_COVERAGE, measures: [], examDay: null };
    if (!exam) return { ...none, exam: null, examLabel: null, note: PredictionMessages.noExam };
    const [attempts, meanings, date] = await Promise.all([
      this.repo.attempts(student.companyCode, student.id, courseId),
      this.meanings(student.companyCode, student.id),
      this.examDate(student, courseId),
    ]);
    // A date already past (the plan of an exam that has been sat) is not shown as ahead.
    const daysLeft = date ? daysBetween(dayIn(now, tz), date) : -1;
    const table = meanings.tables.find((t) => t.table.exam === exam)?.table;
    return {
      ...none,
      exam,
      examLabel: examScoring[exam].label,
      measures: predictMeasures(exam, attempts, now, { table, targets: meanings.targets }),
      note: null,
      examDay: date && daysLeft >= 0 ? { date, daysLeft, text: examDayText(date, daysLeft) } : null,
    };
  }

  /**
   * The predicted IELTS overall band the dashboard's performance card shows: the predictor's, so a
   * student never reads two predicted overalls. The dashboard has checked the course is theirs.
   */
  async predictedOverall(student: Student, courseId: string): Promise<number | null> {
    const attempts = await this.repo.attempts(student.companyCode, student.id, courseId);
    const measures = predictMeasures('ielts', attempts, this.clock.now(), { table: undefined, targets: {} });
    return measures.find((m) => m.measure === 'Overall')?.score ?? null;
  }
}
