import type { StudentTestStart, StudentTestStartResponse } from '@portico/contract/assessment-launch';
import type {
  QuizData,
  QuizDataResponse,
  QuizStatus,
  QuizStatusResponse,
} from '@portico/contract/assessment-quiz';
import { ApiError } from '../../../lib/api-error';
import { apiPost } from '../../../lib/http';

function dataOf<T>(data: T | undefined): T {
  if (data === undefined) throw new ApiError('No data', { status: 0, fromServer: false });
  return data;
}

/** spec 2 §7 studenttests with the spec's start record: the quiz card's attempt (one per card). */
export async function startQuiz(record: StudentTestStart): Promise<string> {
  return dataOf((await apiPost<StudentTestStartResponse>('studenttests', record)).data).id;
}

/** spec 2 §7 POST test-launch: the questions, without their key, and what is answered. */
export async function launchQuiz(studentTestId: string): Promise<QuizData> {
  return dataOf((await apiPost<QuizDataResponse>('test-launch', { token: studentTestId })).data);
}

/** spec 2 §7 POST quiz-status: each answer judged, and whether the quiz is Completed. */
export async function getQuizStatus(studentTestId: string): Promise<QuizStatus> {
  return dataOf((await apiPost<QuizStatusResponse>('quiz-status', { testId: studentTestId })).data);
}
