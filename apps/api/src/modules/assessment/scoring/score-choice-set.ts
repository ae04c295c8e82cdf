import type { ItemOption, PartScore } from '../../items/item.types';
import { authoredPoints } from './points';
import { cleanFloat } from './rounding';
import type { MultiPartResult } from './score-multipart';

/**
 * A choice set (mca, mca-audio, multi-select) under an exam that gives partial credit (decision 039,
 * exam-credit.ts). One mark is the item's points shared by its right options, or 1 when the item has
 * no points of its own, so a 'Choose TWO' item is worth two marks, as two question numbers are.
 * - per-right (IELTS): a mark per right option chosen, in any order. More options than the item has
 *   right ones earns nothing: the test lets a candidate choose only as many as it asks for.
 * - right-minus-wrong (PTE): a mark per right option chosen, one off per wrong one, never below 0.
 * Parts: each right option (chosen or not), then each wrong option chosen with its negative mark.
 * Right iff the chosen set is the right set.
 */
export function scoreChoiceSet(
  options: readonly ItemOption[],
  chosen: readonly string[],
  points: number | null | undefined,
  credit: 'per-right' | 'right-minus-wrong',
): MultiPartResult {
  const right = [...new Set(options.filter((o) => o.isCorrect).map((o) => o.id))];
  const mark = choiceMark(points, right.length);
  const picked = new Set(chosen);
  const wrong = [...picked].filter((id) => !right.includes(id));
  const overAnswered = credit === 'per-right' && picked.size > right.length;
  const parts: PartScore[] = right.map((id) => ({
    isCorrect: picked.has(id),
    points: picked.has(id) && !overAnswered ? mark : 0,
  }));
  if (credit === 'right-minus-wrong') parts.push(...wrong.map(() => ({ isCorrect: false, points: -mark })));
  const rightChosen = overAnswered ? 0 : right.filter((id) => picked.has(id)).length;
  const net = credit === 'right-minus-wrong' ? rightChosen - wrong.length : rightChosen;
  // Counted, then shared once: 3 thirds of a point make 1, not 0.999999999999.
  const earned = right.length > 0 ? cleanFloat((choiceWorth(points, right.length) * net) / right.length) : 0;
  const isCorrect = right.length > 0 && wrong.length === 0 && right.every((id) => picked.has(id));
  return { isCorrect, points: Math.max(0, earned), parts };
}

/** What a choice set is worth under partial credit: its own points, else one per right option. */
export function choiceWorth(points: number | null | undefined, rightCount: number): number {
  return authoredPoints(points) ?? rightCount;
}

/** One right option's mark: the item's worth shared by its right options. */
function choiceMark(points: number | null | undefined, rightCount: number): number {
  return rightCount > 0 ? cleanFloat(choiceWorth(points, rightCount) / rightCount) : 1;
}
