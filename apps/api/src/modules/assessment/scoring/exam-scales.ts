import { CELPIP_M } from '@portico/contract/exam-scores';
import { cleanFloat } from './rounding';

/** A reported score scale: the lowest and highest score and the step between scores. */
export interface ExamScale {
  label: string;
  min: number;
  max: number;
  step: number;
  /** Values off min-max-step the scale also reports (CELPIP's M, stored as 0). */
  also?: readonly number[];
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
  // CELPIP levels are M, 3-12 (Paragon's level chart): M, CLB 0-2, is stored as 0 (CELPIP_M).
  celpip: { label: 'CELPIP level (M, 3-12)', min: 3, max: 12, step: 1, also: [CELPIP_M] },
  duolingo: { label: 'Duolingo English Test', min: 10, max: 160, step: 5 },
} as const satisfies Record<string, ExamScale>;

export type ExamScaleId = keyof typeof examScales;

/** Whether a score is one the scale can report: within its bounds and on its steps. */
export function isOnScale(value: number, scale: ExamScale): boolean {
  if (scale.also?.includes(value)) return true;
  if (!Number.isFinite(value) || value < scale.min || value > scale.max) return false;
  return Number.isInteger(cleanFloat((value - scale.min) / scale.step));
}
