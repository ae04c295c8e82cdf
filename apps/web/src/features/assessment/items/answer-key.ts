import type { LaunchItem, LaunchOption } from '@portico/contract/assessment-test-json';

/** The options of blank, slot or part `column` (null: the item's own options). */
export const optionsOf = (item: LaunchItem, column: number | null = null): LaunchOption[] =>
  item.ItemOptionResponse.filter((o) => (o.optionColumnIndex ?? null) === column);

export const optionById = (item: LaunchItem, id: string | null | undefined): LaunchOption | undefined =>
  id ? item.ItemOptionResponse.find((o) => o.ItemOptionID === id) : undefined;

/** Letters for options that are only audio clips or need a short name: A, B, … Z, AA … */
export const letter = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);

/** The right option ids of the item (or of one column), from the answer key or the options' IsCorrect. */
export function correctOptionIds(item: LaunchItem, column: number | null = null): string[] {
  const key = item.Answer;
  if (column === null && key?.optionIds) return key.optionIds;
  if (column !== null) {
    const fromKey = key?.blanks?.[column]?.optionIds ?? key?.parts?.[column]?.optionIds;
    if (fromKey && fromKey.length > 0) return fromKey;
  }
  return optionsOf(item, column)
    .filter((o) => o.IsCorrect)
    .map((o) => o.ItemOptionID);
}

/** The accepted typed answers of the item (an, ne, bn, rangelimit) or of blank/part `column`. */
export function acceptedAnswers(item: LaunchItem, column: number | null = null): string[] {
  const key = item.Answer;
  if (column === null) return key?.accepted ?? [];
  return key?.blanks?.[column]?.accepted ?? key?.parts?.[column]?.accepted ?? [];
}
