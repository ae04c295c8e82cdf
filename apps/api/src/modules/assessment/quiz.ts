import type { QuizAnswer, QuizData, QuizStatus } from '@portico/contract/assessment-quiz';
import { examProfileOf } from '@portico/contract/exam-profile';
import { badRequest } from '../../lib/errors';
import { toScorableItem } from '../content/content-mapper';
import { AssessmentMessages, type Student } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { contentOf, ownAttempt } from './attempt-reads';
import { scoreItem } from './scoring/score-item';
import { buildTestJson, type TestContent } from './test-json';

/** The student's own quiz attempt (spec 2 §4 Quiz), or 'This is not a quiz.'. */
async function ownQuiz(repo: AssessmentRepository, student: Student, id: string) {
  const attempt = await ownAttempt(repo, student, id);
  if (!attempt.isQuiz) throw badRequest(AssessmentMessages.notAQuiz);
  return attempt;
}

/**
 * The answered questions of a quiz, judged now: a quiz answer is given once, so its result and the
 * right option can be shown as soon as it is stored (a check on the right one, a cross on a wrong one).
 */
async function status(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  content: TestContent,
): Promise<QuizStatus> {
  const items = new Map(content.items.map((i) => [i.id, i]));
  const answers: QuizAnswer[] = [];
  for (const track of await repo.tracks.tracksOf(attempt.id)) {
    const item = items.get(track.itemId);
    if (!item || !(track.selectedOptionId || track.enteredText)) continue;
    const options = content.options.filter((o) => o.itemId === item.id);
    const exam = examProfileOf(content.test.template, content.test.examFamily);
    const score = scoreItem(toScorableItem(item, options, exam), track);
    answers.push({
      itemId: item.id,
      selectedOptionId: track.selectedOptionId,
      isCorrect: score.isCorrect,
      correctOptionIds: options.filter((o) => o.isCorrect).map((o) => o.id),
    });
  }
  return {
    studentTestId: attempt.id,
    status: attempt.status,
    total: Object.values(attempt.itemOrder).flat().length,
    answered: answers.length,
    correct: answers.filter((a) => a.isCorrect).length,
    answers,
  };
}

/** POST test-launch: the quiz's questions in the attempt's order, without their answer key. */
export async function launchQuiz(
  repo: AssessmentRepository,
  student: Student,
  id: string,
): Promise<QuizData> {
  const attempt = await ownQuiz(repo, student, id);
  const content = await contentOf(repo, student.companyCode, attempt.testId, attempt);
  const questions = buildTestJson(content, attempt.itemOrder, false).SectionResponse.flatMap(
    (s) => s.ItemResponse,
  );
  return {
    ...(await status(repo, attempt, content)),
    testId: attempt.testId,
    title: content.test.title,
    questions,
  };
}

/** POST quiz-status: what is answered, what is right, and whether the quiz is Completed. */
export async function quizStatus(
  repo: AssessmentRepository,
  student: Student,
  id: string,
): Promise<QuizStatus> {
  const attempt = await ownQuiz(repo, student, id);
  const content = await contentOf(repo, student.companyCode, attempt.testId, attempt);
  return status(repo, attempt, content);
}
