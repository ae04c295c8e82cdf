import { isBlankType, isChoiceSetType, isCompositeType } from '@portico/contract/item-kinds';
import type { ScorableItem } from '../../items/item.types';
import { creditRules } from './exam-credit';
import { blanksOf, highlightOf, orderOf } from './item-keys';

import { questionPoints } from './points';
import { cleanFloat } from './rounding';
import { choiceWorth } from './score-choice-set';

/**
 * The marks an item is worth: the points a fully right answer earns (SCORING.md 'Raw scores',
 * ITEM-TYPES.md). One-part items: their points (1 when missing or 0). Multi-part items: the sum of
 * their parts' points (blanks and slots; adjacent pairs of a reorder; the right words of a
 * highlight; the parts of a composite, a faculty-marked part counting its authored points).
 *
 * IELTS counts a raw score in marks, not items: a 'choose TWO' question authored as one item worth
 * 2 is two of the 40 marks (scoreAttempt scales Listening and Reading on the total marks).
 */
export function itemMarks(item: ScorableItem): number {
  const { itemType } = item;
  // The item's exam (exam-credit.ts, decision 039): a GRE multi-blank question is one question; an
  // IELTS or PTE choice set is worth its own points, else one mark per right option.
  const credit = creditRules(item.exam, item.credit);
  if (isBlankType(itemType) && credit.blanks === 'whole') return questionPoints(item.points);
  if (isChoiceSetType(itemType) && credit.choiceSet !== 'whole') {
    return choiceWorth(item.points, new Set(item.options.filter((o) => o.isCorrect).map((o) => o.id)).size);
  }
  if (isBlankType(itemType)) return sum(blanksOf(item).map((blank) => questionPoints(blank.points)));
  if (itemType === 'reorder' && credit.order === 'whole') return questionPoints(item.points);
  if (itemType === 'reorder') {
    const order = orderOf(item);
    return Math.max(order.optionIds.length - 1, 0) * questionPoints(order.pointsPerPair);
  }
  if (itemType === 'highlight') {
    const key = highlightOf(item);
    return new Set(key.wordIndexes).size * questionPoints(key.pointsPerWord);
  }
  if (isCompositeType(itemType)) return sum((item.parts ?? []).map((part) => questionPoints(part.points)));
  return questionPoints(item.points);
}

/** The marks of a list of items (an IELTS section's 'out of'). */
export function totalMarks(items: readonly ScorableItem[]): number {
  return sum(items.map(itemMarks));
}

function sum(values: readonly number[]): number {
  return cleanFloat(values.reduce((total, value) => total + value, 0));
}
