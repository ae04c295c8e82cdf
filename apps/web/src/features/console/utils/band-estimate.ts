import type { BandEstimate } from '@portico/contract/answer-feedback';
import { SECOND_MARKING_TOLERANCE } from '@portico/contract/console-second-marking';

/** '6–7', or '6' where the estimate is one value. */
export const estimateRange = (low: number, high: number) => (low === high ? String(low) : `${low}–${high}`);

/** How far a result lies outside the estimate's range, on the result's scale (0 inside it). */
export const gapFromEstimate = (result: number, estimate: Pick<BandEstimate, 'low' | 'high'>) =>
  result < estimate.low ? estimate.low - result : result > estimate.high ? result - estimate.high : 0;

/**
 * Whether the teacher's result and the estimate disagree enough to ask another teacher: more than
 * one step of the result's scale outside the range (IELTS: a band), the same tolerance past which
 * two markings are flagged.
 */
export const disagrees = (result: number, estimate: Pick<BandEstimate, 'low' | 'high'>) =>
  gapFromEstimate(result, estimate) > SECOND_MARKING_TOLERANCE;

/** The note a second marking is asked with when they disagree, in the teacher's words. */
export function disagreementNote(question: string, result: number, estimate: BandEstimate): string {
  const unit = estimate.resultLabel.toLowerCase();
  return `${question}: the ${unit} estimate (${estimateRange(estimate.low, estimate.high)}) and my grade (${result}) differ by more than one ${unit}.`;
}
