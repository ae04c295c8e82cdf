import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { encodingOf, inputAt, withInput } from './response';
import type { ResponseValue } from './types';

const RECORD_TYPES = new Set(['record-audio', 'record-notify', 'record-video']);
export const isRecordPart = (itemType: string) => RECORD_TYPES.has(itemType);

/**
 * Part `position` of a composite as an item of its own type: its options are those of its column,
 * its answer key the key's part, and its text and media are the composite's (shown once, above).
 */
export function partItem(item: LaunchItem, position: number): LaunchItem {
  const part = item.Parts[position];
  const column = part?.index ?? position;
  const key = item.Answer?.parts?.[position];
  return {
    ...item,
    ItemType: part?.itemType ?? 'unknown',
    Items: '',
    Direction: '',
    Explanation: '',
    Passage: '',
    Media: {},
    ItemOptionResponse: item.ItemOptionResponse.filter((o) => o.optionColumnIndex === column).map((o) => ({
      ...o,
      optionColumnIndex: null,
    })),
    Answer: key ? { optionIds: key.optionIds, accepted: key.accepted } : undefined,
  };
}

/** Part `position`'s answer read as its own type would hold it (an id, or text). */
export function partValue(value: ResponseValue, position: number, itemType: string): ResponseValue {
  const v = inputAt(value, position);
  if (encodingOf(itemType) === 'option')
    return { selectedOptionId: v, enteredText: null, inputResponses: [] };
  // A record part plays the stored URL the runner may have put in enteredText (see CompositeItem).
  const text = v ?? (isRecordPart(itemType) ? value.enteredText : null);
  return { selectedOptionId: null, enteredText: text, inputResponses: [] };
}

/** The composite's answer with part `position` changed. */
export function withPart(
  value: ResponseValue,
  position: number,
  part: ResponseValue,
  parts: number,
): ResponseValue {
  const v = part.selectedOptionId ?? part.enteredText ?? null;
  return withInput(value, position, v === '' ? null : v, parts);
}
