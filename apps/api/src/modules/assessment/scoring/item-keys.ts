import type { BlankKey, HighlightKey, ItemOption, OrderKey, ScorableItem } from '../../items/item.types';

/**
 * The answer key of each blank or slot. An explicit `blanks` wins. Otherwise the options are grouped
 * by their column index (spec 3 §3 optionColumnIndex) when every option has one; failing that,
 * b and f give each blank its own option (ITEM-TYPES.md: 'each blank against its own option's
 * accepted answers') and rf and drop give each blank its correct option, in order ('each slot
 * against its correct option').
 */
export function blanksOf(item: ScorableItem): BlankKey[] {
  if (item.blanks) return item.blanks;
  const { options } = item;
  if (options.length > 0 && options.every((o) => typeof o.columnIndex === 'number')) {
    return groupByColumn(options);
  }
  const own = item.itemType === 'b' || item.itemType === 'f' ? options : options.filter((o) => o.isCorrect);
  return own.map((option) => ({ options: [option] }));
}

function groupByColumn(options: readonly ItemOption[]): BlankKey[] {
  const columns = new Map<number, ItemOption[]>();
  for (const option of options) {
    const column = option.columnIndex as number;
    columns.set(column, [...(columns.get(column) ?? []), option]);
  }
  return [...columns.entries()].sort(([a], [b]) => a - b).map(([, group]) => ({ options: group }));
}

/** reorder: an explicit order, else the options in their authored order (shown shuffled). */
export function orderOf(item: ScorableItem): OrderKey {
  return item.order ?? { optionIds: item.options.map((o) => o.id) };
}

/** highlight: the words to mark; an item authored without them has none, so every mark is wrong. */
export function highlightOf(item: ScorableItem): HighlightKey {
  return item.highlight ?? { wordIndexes: [] };
}
