import { type ItemType, isChoiceType, isTextType } from '@portico/contract/item-kinds';
import type { ItemResponse } from '../../items/item.types';

const hasValue = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** The chosen option ids: selectedOptionId split on commas, trimmed, without blanks or repeats. */
export function selectedIds(response: ItemResponse): string[] {
  const ids = (response.selectedOptionId ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => id !== ''))];
}

export function enteredText(response: ItemResponse): string {
  return response.enteredText ?? '';
}

/** inputResponses values in order, a missing value read as ''. */
export function inputValues(response: ItemResponse): string[] {
  return (response.inputResponses ?? []).map((r) => r.value ?? '');
}

/**
 * Whether the response holds an answer (spec 3 §9: an empty response is skipped). With an item type,
 * only the field that type answers through counts (ITEM-TYPES.md 'response' column), so a stray
 * enteredText on an mcq is still a skip.
 */
export function isAnswered(response: ItemResponse, itemType?: ItemType): boolean {
  const choice = selectedIds(response).length > 0;
  const text = hasValue(response.enteredText);
  const inputs = inputValues(response).some(hasValue);
  if (itemType === undefined) return choice || text || inputs;
  if (isChoiceType(itemType)) return choice;
  if (isTextType(itemType)) return text;
  return inputs;
}
