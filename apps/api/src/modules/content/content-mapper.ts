import type { ExamProfile } from '@portico/contract/exam-profile';
import { type ItemType, isCompositeType, typedTypes } from '@portico/contract/item-kinds';
import type { StoredItemKeys, testItemOptions, testItems } from '../../db/schema/content';
import { seedId } from '../../lib/seed-id';
import type { CompositePartType, ItemOption, ScorableItem } from '../items/item.types';
import type { AuthoredItem } from './content-item-format';

type ItemRow = typeof testItems.$inferSelect;
type OptionRow = typeof testItemOptions.$inferSelect;
export type OptionValues = Omit<OptionRow, 'itemId' | 'companyCode' | 'retiredAt'>;

/**
 * The option rows and keys of one authored item. Option ids are stable by position, so editing an
 * option's text updates it in place. Layout:
 * - choice, drop, reorder: the authored options, in order;
 * - an, ne, bn, rangelimit: one correct option per accepted answer;
 * - b, f: one correct option per accepted answer, in column = the blank's index;
 * - rf: each blank's own options, in column = the blank's index, its answer flagged;
 * - composite: each part's options (or accepted answers), in column = the part's index.
 */
export function itemOptionsAndKeys(
  idOf: (orderNo: number) => string,
  item: AuthoredItem,
): { options: OptionValues[]; keys: StoredItemKeys | null } {
  const { options, keys } = answerKeys(idOf, item);
  // The item's own credit rules (decision 066) travel with its keys.
  if (!item.credit) return { options, keys };
  return { options, keys: { ...keys, credit: item.credit } };
}

function answerKeys(
  idOf: (orderNo: number) => string,
  item: AuthoredItem,
): { options: OptionValues[]; keys: StoredItemKeys | null } {
  const options: OptionValues[] = [];
  const add = (text: string, isCorrect: boolean, columnIndex: number | null) => {
    const orderNo = options.length;
    const row = { id: idOf(orderNo), orderNo, text, isCorrect, columnIndex };
    options.push(row);
    return row.id;
  };
  const authored = (item.options ?? []).map((o) => add(o.text, o.correct, o.column ?? null));
  for (const a of item.accepted ?? []) add(a, true, null);

  const t = item.type;
  if (t === 'b' || t === 'f' || t === 'rf' || t === 'drop') {
    const blanks = (item.blanks ?? []).map((blank, i) => {
      const points = blank.points ?? null;
      if (t === 'drop') {
        const right = authored[(blank.answer ?? 0) - 1];
        return { optionIds: authored, correctOptionIds: right ? [right] : [], points };
      }
      if (t === 'rf') {
        const ids = (blank.options ?? []).map((text, j) => add(text, j + 1 === blank.answer, i));
        const right = ids[(blank.answer ?? 0) - 1];
        return { optionIds: ids, correctOptionIds: right ? [right] : [], points };
      }
      const ids = (blank.accepted ?? []).map((text) => add(text, true, i));
      return { optionIds: ids, correctOptionIds: ids, points };
    });
    return { options, keys: { blanks } };
  }
  if (t === 'reorder') {
    const ids = (item.order ?? []).map((n) => authored[n - 1]).filter((id): id is string => id !== undefined);
    return { options, keys: { order: { optionIds: ids, pointsPerPair: item.pointsPerPair ?? null } } };
  }
  if (t === 'highlight') {
    return {
      options,
      keys: { highlight: { wordIndexes: item.highlight ?? [], pointsPerWord: item.pointsPerWord ?? null } },
    };
  }
  if (isCompositeType(t)) {
    const parts = (item.parts ?? []).map((part, i) => ({
      itemType: part.type,
      optionIds: [
        ...(part.options ?? []).map((o) => add(o.text, o.correct, i)),
        ...(part.accepted ?? []).map((a) => add(a, true, i)),
      ],
      points: part.points ?? null,
    }));
    return { options, keys: { parts } };
  }
  return { options, keys: null };
}

/** Stable ids of imported content: the same company and keys always give the same row. */
export const contentIds = {
  test: (company: string, testKey: string) => seedId(company, 'test', testKey),
  section: (company: string, testKey: string, sectionKey: string) =>
    seedId(company, 'test', testKey, 'section', sectionKey),
  item: (company: string, testKey: string, itemKey: string) =>
    seedId(company, 'test', testKey, 'item', itemKey),
  option: (company: string, testKey: string, itemKey: string, orderNo: number) =>
    seedId(company, 'test', testKey, 'item', itemKey, 'option', String(orderNo)),
  module: (company: string, courseId: string, moduleKey: string) =>
    seedId(company, 'course', courseId, 'module', moduleKey),
  object: (company: string, courseId: string, objectKey: string) =>
    seedId(company, 'course', courseId, 'object', objectKey),
};

const toOption = (o: Pick<OptionRow, 'id' | 'text' | 'isCorrect' | 'columnIndex'>): ItemOption => ({
  id: o.id,
  text: o.text,
  isCorrect: o.isCorrect,
  columnIndex: o.columnIndex,
});

/**
 * A stored item as the scoring module reads it (scoring.types.ts ScorableItem), scored by the credit
 * rules of its test's exam when one is given (exam-credit.ts).
 */
export function toScorableItem(
  row: ItemRow,
  optionRows: readonly OptionRow[],
  exam?: ExamProfile,
): ScorableItem {
  const sorted = [...optionRows].sort((a, b) => a.orderNo - b.orderNo);
  const byId = new Map(sorted.map((o) => [o.id, toOption(o)]));
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((o): o is ItemOption => !!o);
  const item: ScorableItem = {
    itemType: row.itemType as ItemType,
    points: row.points,
    negativePoints: row.negativePoints,
    options: sorted.map(toOption),
    ...(exam ? { exam } : {}),
  };
  const keys = row.keys;
  if (keys?.credit) item.credit = keys.credit;
  if (keys?.blanks) {
    item.blanks = keys.blanks.map((b) => ({
      options: pick(b.optionIds).map((o) => ({ ...o, isCorrect: b.correctOptionIds.includes(o.id) })),
      points: b.points,
    }));
  }
  if (keys?.order) item.order = keys.order;
  if (keys?.highlight) item.highlight = keys.highlight;
  if (keys?.parts) {
    item.parts = keys.parts.map((p) => ({
      itemType: p.itemType as CompositePartType,
      options: pick(p.optionIds),
      points: p.points,
    }));
  }
  return item;
}

/** The optional fields of an item with a column each: authored name, then column, in authored order. */
const optionalFields = [
  ['points', 'points'],
  ['negativePoints', 'negativePoints'],
  ['subject', 'subjectName'],
  ['area', 'areaName'],
  ['topic', 'topicName'],
  ['difficulty', 'difficulty'],
  ['media', 'media'],
  ['timeLimitSeconds', 'timeLimitSeconds'],
  ['prepSeconds', 'prepSeconds'],
  ['audioPlays', 'audioPlays'],
  ['route', 'route'],
  ['irt', 'irt'],
] as const satisfies readonly (readonly [keyof AuthoredItem, keyof ItemRow])[];
type OptionalField = (typeof optionalFields)[number];
type OptionalColumns = Pick<ItemRow, OptionalField[1]>;

/** An item's optional fields as its row keeps them: null where the author left one out. */
export function optionalColumnsOf(item: AuthoredItem): OptionalColumns {
  return Object.fromEntries(
    optionalFields.map(([field, column]) => [column, item[field] ?? null]),
  ) as OptionalColumns;
}

/** A row's optional columns in their authored form: undefined where the column is null. */
function optionalFieldsOfRow(row: ItemRow): Pick<AuthoredItem, OptionalField[0]> {
  return Object.fromEntries(
    optionalFields.map(([field, column]) => [field, row[column] ?? undefined]),
  ) as Pick<AuthoredItem, OptionalField[0]>;
}

/** A stored item back in its authored form (the inverse of itemOptionsAndKeys). */
export function toAuthoredItem(row: ItemRow, optionRows: readonly OptionRow[]): AuthoredItem {
  const sorted = [...optionRows].sort((a, b) => a.orderNo - b.orderNo);
  const text = new Map(sorted.map((o) => [o.id, o.text]));
  const keys = row.keys ?? {};
  const generated = new Set([
    ...(row.itemType === 'drop' ? [] : (keys.blanks ?? []).flatMap((b) => b.optionIds)),
    ...(keys.parts ?? []).flatMap((p) => p.optionIds),
  ]);
  const own = sorted.filter((o) => !generated.has(o.id));
  const t = row.itemType;
  const ownIds = own.map((o) => o.id);
  const item: AuthoredItem = {
    key: row.key,
    type: t as ItemType,
    html: row.html,
    passage: row.passage || undefined,
    direction: row.direction || undefined,
    explanation: row.explanation || undefined,
    ...optionalFieldsOfRow(row),
    ...(keys.credit ? { credit: keys.credit } : {}),
  };
  if (typedTypes.includes(t)) item.accepted = own.map((o) => o.text);
  else if (own.length > 0) {
    item.options = own.map((o) => ({
      text: o.text,
      correct: o.isCorrect,
      ...(o.columnIndex === null ? {} : { column: o.columnIndex }),
    }));
  }
  if (keys.blanks) {
    item.blanks = keys.blanks.map((b) => {
      const points = b.points ?? undefined;
      if (t === 'drop') return { answer: ownIds.indexOf(b.correctOptionIds[0] ?? '') + 1, points };
      if (t === 'rf') {
        return {
          options: b.optionIds.map((id) => text.get(id) ?? ''),
          answer: b.optionIds.indexOf(b.correctOptionIds[0] ?? '') + 1,
          points,
        };
      }
      return { accepted: b.optionIds.map((id) => text.get(id) ?? ''), points };
    });
  }
  if (keys.order) {
    item.order = keys.order.optionIds.map((id) => ownIds.indexOf(id) + 1);
    item.pointsPerPair = keys.order.pointsPerPair ?? undefined;
  }
  if (keys.highlight) {
    item.highlight = keys.highlight.wordIndexes;
    item.pointsPerWord = keys.highlight.pointsPerWord ?? undefined;
  }
  if (keys.parts) {
    const byId = new Map(sorted.map((o) => [o.id, o]));
    item.parts = keys.parts.map((p) => {
      const rows = p.optionIds.map((id) => byId.get(id)).filter((o): o is OptionRow => !!o);
      const part = {
        type: p.itemType as NonNullable<AuthoredItem['parts']>[number]['type'],
        points: p.points ?? undefined,
      };
      if (typedTypes.includes(p.itemType)) return { ...part, accepted: rows.map((o) => o.text) };
      return rows.length
        ? { ...part, options: rows.map((o) => ({ text: o.text, correct: o.isCorrect })) }
        : part;
    });
  }
  return item;
}
