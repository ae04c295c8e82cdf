import { cleanFloat } from './rounding';

/** A reported score scale: the lowest and highest score and the step between scores. */
export interface ExamScale {
  label: string;
  min: number;
  max: number;
  step: number;
}

/**
 * SCORING.md 'Other exams'. SAT scores move in steps of 10 (how the SAT reports them); the other
 * steps are those SCORING.md names, or 1 where it names none.
 */
export const examScales = {
  'gre-verbal': { label: 'GRE Verbal Reasoning', min: 130, max: 170, step: 1 },
  'gre-quant': { label: 'GRE Quantitative Reasoning', min: 130, max: 170, step: 1 },
  'gre-writing': { label: 'GRE Analytical Writing', min: 0, max: 6, step: 0.5 },
  'sat-section': { label: 'SAT section', min: 200, max: 800, step: 10 },
  'sat-total': { label: 'SAT total', min: 400, max: 1600, step: 10 },
  pte: { label: 'PTE skill or overall', min: 10, max: 90, step: 1 },
  celpip: { label: 'CELPIP level', min: 1, max: 12, step: 1 },
  duolingo: { label: 'Duolingo English Test', min: 10, max: 160, step: 5 },
} as const satisfies Record<string, ExamScale>;

export type ExamScaleId = keyof typeof examScales;

/** Whether a score is one the scale can report: within its bounds and on its steps. */
export function isOnScale(value: number, scale: ExamScale): boolean {
  if (!Number.isFinite(value) || value < scale.min || value > scale.max) return false;
  return Number.isInteger(cleanFloat((value - scale.min) / scale.step));
}
