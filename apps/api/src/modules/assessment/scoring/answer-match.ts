import type { ItemOption } from '../../items/item.types';
import { compareExact, divideExact, equalsExact, parseExactNumber, parseExactValue } from './exact-number';

/**
 * ITEM-TYPES.md: typed answers compare after trimming, collapsing inner white space and ignoring
 * case. NFC first, so an accented letter typed as two code points equals the precomposed one.
 */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The options that hold a typed part's answers: the ones flagged correct, or all of them when none
 * is flagged (a typed part usually carries a single option, whose flag then says nothing).
 */
export function answerKeyOptions(options: readonly ItemOption[]): ItemOption[] {
  const flagged = options.filter((o) => o.isCorrect);
  return flagged.length > 0 ? flagged : [...options];
}

/** spec 3 §3: accepted answers are the option text split on '~'; empty pieces accept nothing. */
export function acceptedAnswers(options: readonly ItemOption[]): string[] {
  return answerKeyOptions(options)
    .flatMap((o) => o.text.split('~'))
    .map(normaliseAnswer)
    .filter((a) => a !== '');
}

/**
 * an, b, f: equal to one accepted answer as text, or as a number when both are numbers
 * (ITEM-TYPES.md: '1,000' = '1000' = '1000.0').
 */
export function matchesTypedAnswer(answer: string, accepted: readonly string[]): boolean {
  const typed = normaliseAnswer(answer);
  if (typed === '') return false;
  if (accepted.includes(typed)) return true;
  return matchesNumber(typed, accepted);
}

/** ne: the answer is a number equal to one accepted number; non-numeric accepted texts never match. */
export function matchesNumber(answer: string, accepted: readonly string[]): boolean {
  const typed = parseExactNumber(answer);
  if (!typed) return false;
  return accepted.some((a) => {
    const value = parseExactNumber(a);
    return value !== null && equalsExact(value, typed);
  });
}

/**
 * bn: numerator / denominator equals an accepted value, written '3/4' or '0.75'; equivalent
 * fractions count (6/8 = 3/4). Exact: 0.333 is not 1/3. A zero denominator is never right.
 */
export function matchesFraction(
  numerator: string,
  denominator: string,
  accepted: readonly string[],
): boolean {
  const top = parseExactNumber(numerator);
  const bottom = parseExactNumber(denominator);
  const value = top && bottom ? divideExact(top, bottom) : null;
  if (!value) return false;
  return accepted.some((a) => {
    const key = parseExactValue(a);
    return key !== null && equalsExact(key, value);
  });
}

/**
 * rangelimit: min <= value <= max, the option text being 'min~max' (ITEM-TYPES.md), bounds
 * inclusive. A key written max~min is read the right way round; a single number means exactly it.
 */
export function matchesRange(answer: string, rangeTexts: readonly string[]): boolean {
  const value = parseExactNumber(answer);
  if (!value) return false;
  return rangeTexts.some((text) => {
    const bounds = text.split('~').map((b) => parseExactNumber(b));
    if (bounds.length > 2 || bounds.some((b) => b === null)) return false;
    const [a, b = a] = bounds;
    if (!a || !b) return false;
    const [low, high] = compareExact(a, b) <= 0 ? [a, b] : [b, a];
    return compareExact(low, value) <= 0 && compareExact(value, high) <= 0;
  });
}
