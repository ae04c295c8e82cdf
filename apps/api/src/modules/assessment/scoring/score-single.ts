import type { SinglePartType } from '@portico/contract/item-kinds';
import type { ItemOption, ItemResponse } from '../../items/item.types';
import {
  acceptedAnswers,
  answerKeyOptions,
  matchesFraction,
  matchesNumber,
  matchesRange,
  matchesTypedAnswer,
} from './answer-match';
import { enteredText, inputValues, isAnswered, selectedIds } from './response-values';

/**
 * Right or wrong for a single-part objective item (ITEM-TYPES.md 'automatic score' column), or
 * null when the response holds no answer for this type.
 */
export function judgeSinglePart(
  itemType: SinglePartType,
  options: readonly ItemOption[],
  response: ItemResponse,
): boolean | null {
  if (!isAnswered(response, itemType)) return null;
  switch (itemType) {
    case 'mcq':
    case 'yesorno':
    case 'dd-mcq':
    case 'ssr':
      return isOneCorrectChoice(options, selectedIds(response));
    case 'mca':
    case 'mca-audio':
    case 'multi-select':
      return isCorrectChoiceSet(options, selectedIds(response));
    case 'an':
      return matchesTypedAnswer(enteredText(response), acceptedAnswers(options));
    case 'ne':
      return matchesNumber(enteredText(response), acceptedAnswers(options));
    case 'bn': {
      const [numerator = '', denominator = ''] = inputValues(response);
      return matchesFraction(numerator, denominator, acceptedAnswers(options));
    }
    case 'rangelimit':
      return matchesRange(
        enteredText(response),
        answerKeyOptions(options).map((o) => o.text),
      );
  }
}

/** mcq and alike: right iff exactly one option is chosen and it is a correct one. */
function isOneCorrectChoice(options: readonly ItemOption[], ids: readonly string[]): boolean {
  return ids.length === 1 && options.some((o) => o.isCorrect && o.id === ids[0]);
}

/** mca and alike: right iff the chosen set equals the correct set (so multi-select needs exactly N). */
function isCorrectChoiceSet(options: readonly ItemOption[], ids: readonly string[]): boolean {
  const correct = new Set(options.filter((o) => o.isCorrect).map((o) => o.id));
  return ids.length === correct.size && ids.every((id) => correct.has(id));
}
