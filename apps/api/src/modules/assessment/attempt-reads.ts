import { notFound } from '../../lib/errors';
import { AssessmentMessages, type Student } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import type { TestContent } from './test-json';

/** The student's own attempt, or 'Test not found.' (another student's id finds nothing). */
export async function ownAttempt(
  repo: AssessmentRepository,
  student: Student,
  id: string,
): Promise<StudentTestRow> {
  const attempt = await repo.attempts.studentTest(student.companyCode, student.id, id);
  if (!attempt) throw notFound(AssessmentMessages.testNotFound);
  return attempt;
}

/** The test as a new attempt sees it, or as the given attempt saw it (TestContentRepository.testContent). */
export async function contentOf(
  repo: AssessmentRepository,
  companyCode: string,
  testId: string,
  attempt?: StudentTestRow,
): Promise<TestContent> {
  const content = await repo.content.testContent(companyCode, testId, attempt);
  if (!content) throw notFound(AssessmentMessages.testNotFound);
  return content;
}

/** Whether the card the attempt was made from hides its review. */
export async function reviewDisabled(
  repo: AssessmentRepository,
  companyCode: string,
  attempt: StudentTestRow,
): Promise<boolean> {
  if (!attempt.learningObjectId) return false;
  const found = await repo.cards.learningObject(companyCode, attempt.learningObjectId);
  return found?.object.isDisableReview ?? false;
}
