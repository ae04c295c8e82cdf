import { isBlankType, isChoiceSetType, isCompositeType, isFacultyType } from '@portico/contract/item-kinds';
import type { Evaluation, ItemResponse, ItemScore, ScorableItem } from '../../items/item.types';
import { creditRules } from './exam-credit';
import { blanksOf, highlightOf, orderOf } from './item-keys';

import { penaltyPoints, questionPoints } from './points';
import { inputValues, isAnswered, selectedIds } from './response-values';
import { scoreChoiceSet } from './score-choice-set';
import { scoreComposite } from './score-composite';
import { type MultiPartResult, scoreBlanks, scoreHighlight, scoreReorder } from './score-multipart';
import { judgeSinglePart } from './score-single';

/**
 * Scores one response to one item, for every item type of ITEM-TYPES.md. Pure and deterministic:
 * the same item and response always give the same score, so a stored score can be recomputed.
 *
 * - Empty response: skipped (spec 3 §9: isCorrect null, 0 points).
 * - Objective types: right earns the item's points (SCORING.md: 1 when missing or 0); wrong incurs
 *   its negative points. Multi-part items earn their right parts' points even when wrong overall.
 * - The item's exam decides partial credit where it publishes its own rule (exam-credit.ts, decision
 *   039): IELTS 'Choose TWO' a mark per right letter, PTE multiple answers +1/-1 per option never
 *   below 0, GRE multi-blank all or nothing.
 * - Faculty-evaluated types: null and 0 until `evaluation` is given, then its score (ITEM-TYPES.md:
 *   'shows 0 ... until a faculty evaluation sets the score'); an answered one is not skipped.
 *   An evaluation is ignored for objective items and for unanswered responses.
 */
export function scoreItem(item: ScorableItem, response: ItemResponse, evaluation?: Evaluation): ItemScore {
  if (evaluation) assertEvaluation(evaluation);
  const { itemType } = item;
  const answered = isAnswered(response, itemType);
  if (!answered) return withParts(skip(), skippedParts(item));

  if (isFacultyType(itemType)) {
    if (!evaluation) return { isCorrect: null, points: 0, negativePoints: 0, answered };
    // A faculty score is final: no automatic penalty on top of it.
    return { isCorrect: evaluation.score > 0, points: evaluation.score, negativePoints: 0, answered };
  }
  if (isCompositeType(itemType)) {
    const result = scoreComposite(item.parts ?? [], inputValues(response), evaluation);
    if (result.facultyAnswered) {
      return {
        isCorrect: result.isCorrect,
        points: result.points,
        negativePoints: 0,
        answered,
        parts: result.parts,
      };
    }
    return automatic(item, result);
  }
  const credit = creditRules(item.exam, item.credit);
  if (isBlankType(itemType)) {
    const result = scoreBlanks(itemType, blanksOf(item), inputValues(response));
    return automatic(item, credit.blanks === 'whole' ? asOneQuestion(result, item.points) : result);
  }
  if (itemType === 'reorder') {
    const result = scoreReorder(orderOf(item), inputValues(response));
    return automatic(item, credit.order === 'whole' ? asOneQuestion(result, item.points) : result);
  }
  if (itemType === 'highlight') {
    // highlight's own rule (-1 per wrong word, never below 0) is its negative marking; the item's
    // negative points on top could take it below 0.
    const result = scoreHighlight(highlightOf(item), inputValues(response));
    return { ...automatic(item, result), negativePoints: 0 };
  }
  if (isChoiceSetType(itemType) && credit.choiceSet !== 'whole') {
    const result = scoreChoiceSet(item.options, selectedIds(response), item.points, credit.choiceSet);
    // PTE's -1 per wrong option is its negative marking, as highlight's is.
    const own = credit.choiceSet === 'right-minus-wrong';
    return { ...automatic(item, result), ...(own ? { negativePoints: 0 } : {}) };
  }
  const right = judgeSinglePart(itemType, item.options, response) === true;
  return {
    isCorrect: right,
    points: right ? questionPoints(item.points) : 0,
    negativePoints: right ? 0 : penaltyPoints(item.negativePoints),
    answered,
  };
}

/** A multi-part result as an item score: its points, and the item's penalty when wrong. */
function automatic(item: ScorableItem, result: MultiPartResult): ItemScore {
  const isCorrect = result.isCorrect === true;
  return {
    isCorrect,
    points: result.points,
    negativePoints: isCorrect ? 0 : penaltyPoints(item.negativePoints),
    answered: true,
    parts: result.parts,
  };
}

/**
 * GRE (exam-credit.ts): a multi-blank question is one question, worth its points (1 when missing)
 * only when every blank is right. The parts keep each blank's verdict for the review, with no points.
 */
function asOneQuestion(result: MultiPartResult, points: number | null | undefined): MultiPartResult {
  const parts = result.parts.map((p) => ({ ...p, points: 0 }));
  if (result.isCorrect === null) return { ...result, parts };
  return { isCorrect: result.isCorrect, points: result.isCorrect ? questionPoints(points) : 0, parts };
}

function skip(): ItemScore {
  return { isCorrect: null, points: 0, negativePoints: 0, answered: false };
}

/** A skipped multi-part item still lists its parts, each null, so a review can show every blank. */
function skippedParts(item: ScorableItem): ItemScore['parts'] {
  const { itemType } = item;
  if (isBlankType(itemType)) return scoreBlanks(itemType, blanksOf(item), []).parts;
  if (itemType === 'reorder') return scoreReorder(orderOf(item), []).parts;
  if (itemType === 'highlight') return scoreHighlight(highlightOf(item), []).parts;
  if (isCompositeType(itemType)) {
    return (item.parts ?? []).map(() => ({ isCorrect: null, points: 0 }));
  }
  return undefined;
}

function withParts(score: ItemScore, parts: ItemScore['parts']): ItemScore {
  return parts ? { ...score, parts } : score;
}

function assertEvaluation(evaluation: Evaluation): void {
  if (!Number.isFinite(evaluation.score) || evaluation.score < 0) {
    throw new RangeError(`A faculty score must be a number of at least 0, not ${evaluation.score}`);
  }
}
