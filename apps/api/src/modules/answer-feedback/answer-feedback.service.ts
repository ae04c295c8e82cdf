import type { AnswerFeedback, AttemptFeedback } from '@portico/contract/answer-feedback';
import { conflict } from '../../lib/errors';
import { AssessmentMessages, type Student } from '../assessment/assessment.messages';
import type { AssessmentRepository } from '../assessment/assessment.repository';
import type { StudentTestRow } from '../assessment/attempt.repository';
import { ownAttempt } from '../assessment/attempt-reads';
import type { AnswerFeedbackRepository, FeedbackRow } from './answer-feedback.repository';
import type { AnswerFeedbackWorker } from './answer-feedback.worker';
import { type Material, practiseLinks } from './practise';
import { rubricById } from './rubric-of';
import { criterionReadings, weakAreas } from './writing/readings';

/** The task's name as lesson titles write it: 'Task 2' of 'IELTS Writing Task 2'; '' for other tasks. */
const taskName = (title: string) => /task\s*\d/i.exec(title)?.[0] ?? '';

/** The estimate's part of an answer's feedback (band-estimates.ts), or why there is none. */
export type EstimateOf = (
  companyCode: string,
  row: FeedbackRow,
  audience: 'student' | 'teacher',
) => Promise<Pick<AnswerFeedback, 'estimate' | 'estimateNote'>>;

const noEstimate: EstimateOf = async () => ({ estimate: null, estimateNote: '' });

/** One answer's feedback as a page shows it: the stored measures, read per criterion, with links. */
export function feedbackOf(
  row: FeedbackRow,
  answer: { number: number; text: string },
  materials: readonly Material[],
  estimate: Pick<AnswerFeedback, 'estimate' | 'estimateNote'>,
): AnswerFeedback {
  const rubric = rubricById(row.rubricId);
  const writing = row.state === 'ready' ? row.writing : null;
  return {
    itemId: row.itemId,
    title: rubric.id === 'points' || !row.rubricId ? `Answer ${answer.number}` : rubric.title,
    text: row.spoken ? '' : answer.text,
    spoken: row.spoken,
    state: row.state,
    reason: row.reason,
    writing,
    speaking: row.state === 'ready' ? row.speaking : null,
    marks: writing ? row.marks : [],
    criteria: writing ? criterionReadings(writing, rubric) : [],
    practise: writing
      ? practiseLinks(weakAreas(writing, rubric), materials, 'Writing', taskName(rubric.title))
      : [],
    ...estimate,
  };
}

/** The instant feedback of a student's ended attempt (issue 41): `GET /api/assessment/feedback`. */
export class AnswerFeedbackService {
  constructor(
    private readonly assessment: AssessmentRepository,
    private readonly repo: AnswerFeedbackRepository,
    private readonly worker: Pick<AnswerFeedbackWorker, 'nudge'>,
    private readonly estimateOf: EstimateOf = noEstimate,
  ) {}

  /** The student's own ended attempt (404 for anyone else's, 409 while it runs). */
  async ofAttempt(student: Student, testId: string): Promise<AttemptFeedback> {
    const attempt = await ownAttempt(this.assessment, student, testId);
    if (attempt.status !== 'Completed') throw conflict(AssessmentMessages.notEnded);
    return this.feedback(attempt, 'student');
  }

  /**
   * An attempt a teacher grades (the console checked they may see it): its feedback with the band
   * estimate as a suggestion per criterion, whatever its agreement.
   */
  async forTeacher(companyCode: string, attemptId: string): Promise<AttemptFeedback> {
    const attempt = await this.repo.attempt(attemptId);
    if (!attempt || attempt.companyCode !== companyCode || attempt.status !== 'Completed')
      return { answers: [] };
    return this.feedback(attempt, 'teacher');
  }

  private async feedback(attempt: StudentTestRow, audience: 'student' | 'teacher'): Promise<AttemptFeedback> {
    const { companyCode } = attempt;
    let rows = await this.repo.ofAttempt(companyCode, attempt.id);
    if (rows.length === 0) {
      // An attempt that ended before instant feedback existed is measured when first asked for.
      await this.assessment.feedback.enqueueAttempt(attempt.id);
      rows = await this.repo.ofAttempt(companyCode, attempt.id);
    }
    if (rows.some((r) => r.state === 'pending')) this.worker.nudge();
    const written = rows.some((r) => r.state === 'ready' && r.writing);
    const materials =
      written && attempt.courseId && audience === 'student'
        ? await this.repo.courseMaterials(companyCode, attempt.courseId)
        : [];
    const order = Object.values(attempt.itemOrder).flat();
    rows.sort((a, b) => order.indexOf(a.itemId) - order.indexOf(b.itemId));
    const tracks = await this.assessment.tracks.tracksOf(attempt.id);
    const texts = new Map(tracks.map((t) => [t.itemId, t.enteredText ?? '']));
    const answers = await Promise.all(
      rows.map(async (row, i) =>
        feedbackOf(
          row,
          { number: i + 1, text: texts.get(row.itemId) ?? '' },
          materials,
          await this.estimateOf(companyCode, row, audience),
        ),
      ),
    );
    return { answers: distinctTitles(answers) };
  }
}

/** Answers of one task type (three IELTS Speaking recordings) are told apart by their number. */
function distinctTitles(answers: AnswerFeedback[]): AnswerFeedback[] {
  const count = new Map<string, number>();
  for (const a of answers) count.set(a.title, (count.get(a.title) ?? 0) + 1);
  const seen = new Map<string, number>();
  return answers.map((a) => {
    if ((count.get(a.title) ?? 0) < 2) return a;
    const k = (seen.get(a.title) ?? 0) + 1;
    seen.set(a.title, k);
    return { ...a, title: `${a.title}, answer ${k}` };
  });
}
