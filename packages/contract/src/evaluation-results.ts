import { z } from 'zod';
import type { Criterion } from './evaluation-criteria';
import { isCriterionValue, RUBRICS, type Rubric, type RubricId, rubricFor } from './evaluation-rubrics';

/**
 * What an evaluation's criteria come to: an answer's result and the question's score, a section's
 * evaluated band or level, and the criteria as a released answer shows them (the rules are in
 * evaluation-rubrics.ts).
 */

/** Nearest half band, a tie (x.25, x.75) going up (SCORING.md, the official IELTS rounding). */
export function roundToHalfBand(value: number): number {
  return Math.floor(Math.round(value * 2 * 1e9) / 1e9 + 0.5) / 2;
}
const round2 = (v: number) => Math.round(v * 100) / 100;

export type AnswerResult = { value: number; itemScore: number; max: number };

/**
 * An answer's result from its criteria (all given and valid), by its exam's rule, and the score
 * of the question out of its points. Null while a criterion is missing or off its scale.
 */
export function answerResult(
  rubric: Rubric,
  values: Record<string, number | null | undefined>,
  points: number,
): AnswerResult | null {
  const given = rubric.criteria.map((c) => values[c.key]);
  if (!given.every((v, i) => typeof v === 'number' && isCriterionValue(rubric.criteria[i] as Criterion, v))) {
    return null;
  }
  const nums = given as number[];
  const sum = nums.reduce((a, b) => a + b, 0);
  const mean = sum / nums.length;
  const total = Math.max(1, points);
  switch (rubric.id) {
    case 'ielts-writing-task1':
    case 'ielts-writing-task2':
    case 'ielts-speaking': {
      const band = roundToHalfBand(mean);
      return { value: band, itemScore: band, max: 9 };
    }
    case 'celpip-writing':
    case 'celpip-speaking': {
      const level = Math.round(mean);
      return { value: level, itemScore: round2((level / 12) * total), max: 12 };
    }
    case 'gre-awa':
      return { value: mean, itemScore: round2((mean / 6) * total), max: 6 };
    case 'points':
      return { value: sum, itemScore: sum, max: total };
    default: {
      const max = rubric.criteria.reduce((a, c) => a + c.max, 0);
      return { value: sum, itemScore: round2((sum / max) * total), max };
    }
  }
}

/**
 * A section's evaluated result (student_tests.evaluatedBands) from its answers' results; null where
 * the exam has none (PTE and other exams: the skill is scaled from the raw score instead).
 */
export function sectionResult(answers: { rubric: RubricId; value: number }[]): number | null {
  if (answers.length === 0) return null;
  const mean = (list: { value: number; weight: number }[]) =>
    list.reduce((a, x) => a + x.value * x.weight, 0) / list.reduce((a, x) => a + x.weight, 0);
  const first = answers[0]?.rubric;
  if (first?.startsWith('ielts')) {
    // IELTS: Task 2 contributes twice as much as Task 1 to the Writing band.
    return roundToHalfBand(
      mean(answers.map((a) => ({ value: a.value, weight: a.rubric === 'ielts-writing-task2' ? 2 : 1 }))),
    );
  }
  if (first?.startsWith('celpip')) return Math.round(mean(answers.map((a) => ({ ...a, weight: 1 }))));
  if (first === 'gre-awa') return roundToHalfBand(mean(answers.map((a) => ({ ...a, weight: 1 }))));
  return null;
}

/** A released answer's criteria as the student's report shows them. */
export const FacultyCriteriaSchema = z.object({
  title: z.string(),
  /** 'Band', 'Level' or 'Score'. */
  resultLabel: z.string(),
  result: z.number(),
  max: z.number(),
  criteria: z.array(z.object({ key: z.string(), label: z.string(), value: z.number(), max: z.number() })),
});
export type FacultyCriteria = z.infer<typeof FacultyCriteriaSchema>;

/**
 * Names the criteria of a released answer (item_evaluations.criteria, by key) by its question's
 * rubric when given and its keys match (PTE's speaking tasks share keys, not ranges), else by the
 * rubric with exactly those keys; null when none matches (an older evaluation).
 */
export function describeCriteria(
  values: Record<string, number>,
  points = 1,
  own?: Rubric,
): FacultyCriteria | null {
  const keys = Object.keys(values).sort().join(',');
  if (!keys) return null;
  const sameKeys = (r: Rubric) =>
    r.criteria
      .map((c) => c.key)
      .sort()
      .join(',') === keys;
  const rubric =
    (own && sameKeys(own) ? own : undefined) ??
    Object.values(RUBRICS).find(sameKeys) ??
    (keys === 'score' ? rubricFor('other', { spoken: false, taskIndex: 0, topic: null, points }) : null);
  if (!rubric) return null;
  const result = answerResult(rubric, values, points);
  if (!result) return null;
  return {
    title: rubric.title,
    resultLabel: rubric.resultLabel,
    result: result.value,
    max: result.max,
    criteria: rubric.criteria.map((c) => ({
      key: c.key,
      label: c.label,
      value: values[c.key] ?? 0,
      max: c.max,
    })),
  };
}

/** Words of a written answer, as the runner counts them. */
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
