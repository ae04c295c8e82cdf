import type { BlankType } from '@portico/contract/item-kinds';
import type { BlankKey, HighlightKey, OrderKey, PartScore } from '../../items/item.types';
import { acceptedAnswers, matchesTypedAnswer } from './answer-match';
import { questionPoints } from './points';
import { cleanFloat } from './rounding';

export interface MultiPartResult {
  isCorrect: boolean | null;
  points: number;
  parts: PartScore[];
}

const isBlank = (value: string): boolean => value.trim() === '';

/**
 * b, rf, f, drop (ITEM-TYPES.md): each blank is right or wrong on its own and earns its points;
 * the item is right only when every blank is. b and f compare typed words with the blank's
 * accepted answers; rf and drop compare the chosen option id with the blank's correct options.
 */
export function scoreBlanks(
  itemType: BlankType,
  blanks: readonly BlankKey[],
  values: readonly string[],
): MultiPartResult {
  if (values.every(isBlank)) return skipped(blanks.length);
  const parts = blanks.map((blank, index): PartScore => {
    const value = values[index] ?? '';
    const right =
      itemType === 'b' || itemType === 'f' ? isTypedRight(blank, value) : isChoiceRight(blank, value);
    return { isCorrect: right, points: right ? questionPoints(blank.points) : 0 };
  });
  return allRight(parts);
}

function isTypedRight(blank: BlankKey, value: string): boolean {
  return matchesTypedAnswer(value, acceptedAnswers(blank.options));
}

function isChoiceRight(blank: BlankKey, value: string): boolean {
  const id = value.trim();
  return blank.options.some((o) => o.isCorrect && o.id === id);
}

/**
 * reorder (ITEM-TYPES.md): one point per correctly ordered adjacent pair, i.e. per neighbouring
 * pair of the answer that is also neighbouring, in that order, in the key. Right iff the whole
 * order is the key's.
 */
export function scoreReorder(key: OrderKey, values: readonly string[]): MultiPartResult {
  const ids = values.map((v) => v.trim()).filter((v) => v !== '');
  if (ids.length === 0) return skipped(Math.max(key.optionIds.length - 1, 0));
  const position = new Map(key.optionIds.map((id, index) => [id, index]));
  const perPair = questionPoints(key.pointsPerPair);
  const parts = ids.slice(1).map((id, index): PartScore => {
    const before = position.get(ids[index] as string);
    const right = before !== undefined && position.get(id) === before + 1;
    return { isCorrect: right, points: right ? perPair : 0 };
  });
  const whole = ids.length === key.optionIds.length && ids.every((id, index) => key.optionIds[index] === id);
  return { isCorrect: whole, points: sum(parts), parts };
}

/**
 * highlight (ITEM-TYPES.md): +1 per right word, -1 per wrong word, never below 0. Parts list the
 * right words (marked or not), then each wrong mark with its negative points. Right iff exactly
 * the right words are marked.
 */
export function scoreHighlight(key: HighlightKey, values: readonly string[]): MultiPartResult {
  const marks = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
  const rightWords = [...new Set(key.wordIndexes)].sort((a, b) => a - b);
  if (marks.length === 0) return skipped(rightWords.length);
  const perWord = questionPoints(key.pointsPerWord);
  const marked = new Set(marks.map(wordIndex).filter((index) => index !== null));
  const wrong = marks.filter((mark) => {
    const index = wordIndex(mark);
    return index === null || !rightWords.includes(index);
  });
  const parts: PartScore[] = [
    ...rightWords.map((word) => ({ isCorrect: marked.has(word), points: marked.has(word) ? perWord : 0 })),
    ...wrong.map(() => ({ isCorrect: false, points: -perWord })),
  ];
  const isCorrect = rightWords.length > 0 && wrong.length === 0 && rightWords.every((w) => marked.has(w));
  return { isCorrect, points: Math.max(0, sum(parts)), parts };
}

/** A word index as the browser sends it ('12'); anything else is a mark on no right word. */
function wordIndex(mark: string): number | null {
  return /^\d+$/.test(mark) ? Number(mark) : null;
}

function allRight(parts: PartScore[]): MultiPartResult {
  const isCorrect = parts.length > 0 && parts.every((p) => p.isCorrect === true);
  return { isCorrect, points: sum(parts), parts };
}

function skipped(partCount: number): MultiPartResult {
  return {
    isCorrect: null,
    points: 0,
    parts: Array.from({ length: partCount }, () => ({ isCorrect: null, points: 0 })),
  };
}

function sum(parts: readonly PartScore[]): number {
  return cleanFloat(parts.reduce((total, p) => total + p.points, 0));
}
