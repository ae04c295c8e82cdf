import { isChoiceType, isFacultyType } from '@portico/contract/item-kinds';
import type { CompositePart, Evaluation, ItemResponse, PartScore } from '../../items/item.types';

import { questionPoints } from './points';
import { cleanFloat } from './rounding';
import { judgeSinglePart } from './score-single';

export interface CompositeResult {
  isCorrect: boolean | null;
  points: number;
  parts: PartScore[];
  /** Whether a spoken or written part was answered, so the item is faculty evaluated. */
  facultyAnswered: boolean;
}

/**
 * Composite items (ITEM-TYPES.md): each objective part scores as its type; spoken and written parts
 * are faculty evaluated. Part i answers through inputResponses[i]. While an answered spoken or
 * written part awaits its evaluation the item is undecided (null, 0 points); the evaluation's score
 * is then added to the objective parts' points. The part breakdown stays the automatic one: an
 * evaluated part keeps isCorrect null there, since one score covers the item's evaluated parts.
 */
export function scoreComposite(
  parts: readonly CompositePart[],
  values: readonly string[],
  evaluation: Evaluation | undefined,
): CompositeResult {
  let facultyAnswered = false;
  const scores = parts.map((part, index): PartScore => {
    const value = values[index] ?? '';
    if (isFacultyType(part.itemType)) {
      const answered = value.trim() !== '';
      facultyAnswered ||= answered;
      // An unanswered spoken or written part is simply not right.
      return { isCorrect: answered ? null : false, points: 0 };
    }
    // An unanswered objective part of an answered item is wrong, not skipped.
    const right = judgeSinglePart(part.itemType, part.options, partResponse(part, value)) === true;
    return { isCorrect: right, points: right ? questionPoints(part.points) : 0 };
  });
  const objectiveRight = scores.every((s) => s.isCorrect !== false);
  const objectivePoints = cleanFloat(scores.reduce((total, s) => total + s.points, 0));
  if (!facultyAnswered) {
    return {
      isCorrect: parts.length > 0 && objectiveRight,
      points: objectivePoints,
      parts: scores,
      facultyAnswered,
    };
  }
  if (!evaluation) return { isCorrect: null, points: 0, parts: scores, facultyAnswered };
  return {
    isCorrect: objectiveRight && evaluation.score > 0,
    points: cleanFloat(objectivePoints + evaluation.score),
    parts: scores,
    facultyAnswered,
  };
}

/** A part's value read through the field its type answers with (ITEM-TYPES.md 'response'). */
function partResponse(part: CompositePart, value: string): ItemResponse {
  return isChoiceType(part.itemType) ? { selectedOptionId: value } : { enteredText: value };
}
