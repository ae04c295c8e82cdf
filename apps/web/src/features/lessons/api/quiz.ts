import { launchApi, type StudentTestStart } from '@portico/contract/assessment-launch';
import { type QuizData, type QuizStatus, quizApi } from '@portico/contract/assessment-quiz';
import { callData } from '../../../lib/api-client';

/** spec 2 §7 studenttests with the spec's start record: the quiz card's attempt (one per card). */
export async function startQuiz(record: StudentTestStart): Promise<string> {
  return (await callData(launchApi.studentTests, { body: record })).id;
}

/** spec 2 §7 POST test-launch: the questions, without their key, and what is answered. */
export const launchQuiz = (studentTestId: string): Promise<QuizData> =>
  callData(quizApi.launch, { body: { token: studentTestId } });

/** spec 2 §7 POST quiz-status: each answer judged, and whether the quiz is Completed. */
export const getQuizStatus = (studentTestId: string): Promise<QuizStatus> =>
  callData(quizApi.status, { body: { testId: studentTestId } });
