import type { RubricId } from '@portico/contract/evaluation-rubrics';

/**
 * The task's limits and time (issue 41): the words its prompt asks for ('at least 250 words',
 * '150-200 words'), else the exam's rule; the time the task carries, else the time the exam advises.
 */

export type WordLimits = { min: number | null; max: number | null };

/** The exam's own rule where the prompt says nothing (the official task instructions). */
const EXAM_LIMITS: Partial<Record<RubricId, WordLimits>> = {
  'ielts-writing-task1': { min: 150, max: null },
  'ielts-writing-task2': { min: 250, max: null },
  'pte-swt': { min: 5, max: 75 },
  'pte-essay': { min: 200, max: 300 },
  'celpip-writing': { min: 150, max: 200 },
};

/** IELTS advises 20 minutes for Task 1 and 40 for Task 2 of its hour; PTE and CELPIP time each task. */
const EXAM_SECONDS: Partial<Record<RubricId, number>> = {
  'ielts-writing-task1': 20 * 60,
  'ielts-writing-task2': 40 * 60,
  'pte-swt': 10 * 60,
  'pte-essay': 20 * 60,
  'gre-awa': 30 * 60,
};

const NUMBER = '(\\d{1,4})';
const RANGE = new RegExp(`${NUMBER}\\s*(?:-|–|—|to|and)\\s*${NUMBER}\\s+words`, 'i');
const AT_LEAST = new RegExp(
  `(?:at least|a minimum of|minimum of|no fewer than|no less than)\\s+${NUMBER}\\s+words`,
  'i',
);
const AT_MOST = new RegExp(
  `(?:at most|a maximum of|maximum of|no more than|up to|not more than)\\s+${NUMBER}\\s+words`,
  'i',
);

/** The limits the prompt states, or the exam's for the task. */
export function wordLimits(prompt: string, rubric: RubricId): WordLimits {
  const range = RANGE.exec(prompt);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const min = AT_LEAST.exec(prompt);
  const max = AT_MOST.exec(prompt);
  if (min || max) return { min: min ? Number(min[1]) : null, max: max ? Number(max[1]) : null };
  return EXAM_LIMITS[rubric] ?? { min: null, max: null };
}

/** The time the task gives: its own clock where it has one, else the exam's advice; null if neither. */
export function taskSeconds(itemSeconds: number | null, rubric: RubricId): number | null {
  if (itemSeconds && itemSeconds > 0) return itemSeconds;
  return EXAM_SECONDS[rubric] ?? null;
}
