import type { LaunchItem, StudentTestItem } from '@portico/contract/assessment';
import { EMPTY_ANSWER, isFacultyType, yourAnswer } from './format-answer';

export type AnswerResult = 'correct' | 'incorrect' | 'skipped' | 'awaiting';

function hasAnswer(item: LaunchItem, answer: StudentTestItem | undefined): boolean {
  if (!answer) return false;
  if (typeof answer.answered === 'boolean') return answer.answered;
  return yourAnswer(item, answer) !== EMPTY_ANSWER;
}

/**
 * Essays and recordings (and composites with a spoken or written part) that were answered but not
 * yet evaluated: the spec's essay note applies (spec 3 §2).
 */
export function isAwaitingAssessment(item: LaunchItem, answer: StudentTestItem | undefined): boolean {
  if (answer?.isCorrect === true || answer?.isCorrect === false) return false;
  const evaluated = isFacultyType(item.ItemType) || item.Parts.some((part) => isFacultyType(part.itemType));
  return evaluated && hasAnswer(item, answer);
}

/** spec 3 §3: true correct, false incorrect, null skipped (or, for an answered essay, awaiting). */
export function resultOf(item: LaunchItem, answer: StudentTestItem | undefined): AnswerResult {
  if (answer?.isCorrect === true) return 'correct';
  if (answer?.isCorrect === false) return 'incorrect';
  return isAwaitingAssessment(item, answer) ? 'awaiting' : 'skipped';
}
