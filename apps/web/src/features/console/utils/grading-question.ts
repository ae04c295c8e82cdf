import type { EvaluationQuestion } from '@portico/contract/console-evaluations';
import { before, type Queued } from './grading-queue';

/**
 * Where the open attempt stands among those holding the question graded by question (issue 40),
 * and where Previous and Next go.
 */
export interface QuestionPlace {
  /** The previous attempt holding the question, graded or not: a look back for consistency. */
  previousId: string | null;
  /** The next attempt whose answer to the question is not graded yet. */
  nextId: string | null;
  /** 1-based place among the waiting attempts holding it; null when the open one waits no more. */
  position: number | null;
  total: number;
  /** Earlier attempts passed over with the answer still ungraded: the first of them, and how many. */
  skippedId: string | null;
  skipped: number;
}

/**
 * The open attempt's place in the question's attempts (oldest request first). An attempt no longer
 * waiting (just released) keeps its place by its request time, so Next goes on from it.
 */
export function questionPlace(
  question: Pick<EvaluationQuestion, 'attempts'>,
  current: Queued,
): QuestionPlace {
  const others = question.attempts.filter((a) => a.id !== current.id);
  const earlier = others.filter((a) => before(a, current));
  const later = others.filter((a) => !before(a, current));
  const skipped = earlier.filter((a) => !a.graded);
  const index = question.attempts.findIndex((a) => a.id === current.id);
  return {
    previousId: earlier.at(-1)?.id ?? null,
    nextId: later.find((a) => !a.graded)?.id ?? null,
    position: index === -1 ? null : index + 1,
    total: question.attempts.length,
    skippedId: skipped[0]?.id ?? null,
    skipped: skipped.length,
  };
}

/** The attempt a question opens on: its first answer not graded yet (else its first). */
export const firstToGrade = (question: Pick<EvaluationQuestion, 'attempts'>) =>
  (question.attempts.find((a) => !a.graded) ?? question.attempts[0])?.id ?? null;

/** The workspace's address of an attempt graded by question. */
export const questionPath = (attemptId: string, key: string) =>
  `/console/evaluations/${attemptId}?question=${encodeURIComponent(key)}`;

/** 'Grading by question: IELTS Academic Mock Test 1 — Question 2 (Writing) · 3 of 7'. */
export const questionLabel = (name: string, place: QuestionPlace | null) =>
  `Grading by question: ${name}${place?.position ? ` · ${place.position} of ${place.total}` : ''}`;
