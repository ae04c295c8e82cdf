import type { AttemptCats, AttemptRoutes } from '@portico/contract/adaptive';
import type {
  AnswerKey,
  LaunchItem,
  LaunchOption,
  LaunchSection,
  TestJson,
} from '@portico/contract/assessment-test-json';
import { type ExamProfile, examProfileOf } from '@portico/contract/exam-profile';
import { type ItemType, isChoiceType, isCompositeType, typedTypes } from '@portico/contract/item-kinds';
import type { testItemOptions, testItems, testSections, tests } from '../../db/schema';
import { toScorableItem } from '../content/content-mapper';

import { itemMarks } from './scoring/item-marks';

/** A test with its sections, items and options: what an attempt is launched and scored from. */
export interface TestContent {
  test: typeof tests.$inferSelect;
  sections: (typeof testSections.$inferSelect)[];
  items: (typeof testItems.$inferSelect)[];
  options: (typeof testItemOptions.$inferSelect)[];
}

/** A test's stored rows, as its content holds them. */
export type TestRow = TestContent['test'];
export type SectionRow = TestContent['sections'][number];
export type ItemRow = TestContent['items'][number];
export type OptionRow = TestContent['options'][number];

/**
 * The option rows a student may see while taking the test. Answer-only rows (accepted answers of
 * typed items, blanks and typed composite parts) stay on the server; so does IsCorrect.
 */
export function visibleOptions(item: ItemRow, options: readonly OptionRow[]): OptionRow[] {
  const t = item.itemType;
  const keys = item.keys ?? {};
  if (typedTypes.includes(t) || t === 'highlight') return [];
  const hidden = new Set<string>();
  if (t === 'b' || t === 'f') for (const b of keys.blanks ?? []) for (const id of b.optionIds) hidden.add(id);
  if (isCompositeType(t)) {
    for (const part of keys.parts ?? []) {
      if (!isChoiceType(part.itemType as ItemType)) for (const id of part.optionIds) hidden.add(id);
    }
  }
  return sorted(options).filter((o) => !hidden.has(o.id));
}

function sorted(options: readonly OptionRow[]): OptionRow[] {
  return [...options].sort((a, b) => a.orderNo - b.orderNo);
}

/** f: each blank's first accepted word plus the distractors, in alphabetical order. */
export function wordBank(item: ItemRow, options: readonly OptionRow[]): string[] {
  if (item.itemType !== 'f') return [];
  const text = new Map(options.map((o) => [o.id, o.text]));
  const words = (item.keys?.blanks ?? []).map((b) => text.get(b.optionIds[0] ?? '') ?? '').filter(Boolean);
  const distractors = visibleOptions(item, options).map((o) => o.text);
  // A list of words that names an answer among its other words too shows it once, as on the exam.
  const seen = new Set<string>();
  const once = [...words, ...distractors].filter((w) => {
    const k = w.trim().toLowerCase();
    return !seen.has(k) && !!seen.add(k);
  });
  return once.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** The answer key in the contract's shape, for review mode and reports after the end. */
export function answerKey(item: ItemRow, options: readonly OptionRow[]): AnswerKey {
  const t = item.itemType;
  const keys = item.keys ?? {};
  const text = new Map(options.map((o) => [o.id, o.text]));
  const textsOf = (ids: readonly string[]) => ids.map((id) => text.get(id) ?? '');
  if (keys.blanks) {
    return {
      blanks: keys.blanks.map((b) =>
        t === 'b' || t === 'f'
          ? { optionIds: [], accepted: textsOf(b.correctOptionIds) }
          : { optionIds: [...b.correctOptionIds], accepted: textsOf(b.correctOptionIds) },
      ),
    };
  }
  if (keys.order) return { order: [...keys.order.optionIds] };
  if (keys.highlight) return { wordIndexes: [...keys.highlight.wordIndexes] };
  if (keys.parts) {
    const byId = new Map(options.map((o) => [o.id, o]));
    return {
      parts: keys.parts.map((p) => {
        const rows = p.optionIds.map((id) => byId.get(id)).filter((o): o is OptionRow => !!o);
        const right = rows.filter((o) => o.isCorrect);
        return isChoiceType(p.itemType as ItemType)
          ? { optionIds: right.map((o) => o.id), accepted: right.map((o) => o.text) }
          : { optionIds: [], accepted: right.map((o) => o.text) };
      }),
    };
  }
  if (typedTypes.includes(t)) return { accepted: sorted(options).map((o) => o.text) };
  const right = sorted(options).filter((o) => o.isCorrect);
  return right.length ? { optionIds: right.map((o) => o.id) } : {};
}

function blankCount(item: ItemRow): number {
  const keys = item.keys ?? {};
  if (keys.blanks) return keys.blanks.length;
  if (item.itemType === 'interactivedropdown') return keys.parts?.length ?? 0;
  return 0;
}

/**
 * How many options the student may choose: a multi-select's right count; on IELTS an mca too
 * ('Choose TWO letters' asks for exactly as many as are right, and says so), elsewhere an mca is
 * 'select all that apply' (0: no limit).
 */
export function selectCount(item: Pick<ItemRow, 'itemType'>, rightCount: number, template: string): number {
  if (item.itemType === 'multi-select') return rightCount;
  if (template === 'ielts' && (item.itemType === 'mca' || item.itemType === 'mca-audio')) return rightCount;
  return 0;
}

export function launchItem(
  item: ItemRow,
  options: readonly OptionRow[],
  withAnswers: boolean,
  template = '',
  exam: ExamProfile = examProfileOf(template),
): LaunchItem {
  const shown = withAnswers ? sorted(options) : visibleOptions(item, options);
  const rightCount = sorted(options).filter((o) => o.isCorrect).length;
  const launchOptions: LaunchOption[] = shown.map((o) => ({
    ItemOptionID: o.id,
    Options: o.text,
    optionColumnIndex: o.columnIndex,
    ...(withAnswers ? { IsCorrect: o.isCorrect } : {}),
  }));
  return {
    ItemID: item.id,
    ItemType: item.itemType,
    Items: item.html,
    Passage: item.passage,
    Direction: item.direction,
    Explanation: withAnswers ? item.explanation : '',
    Points: item.points ?? 1,
    NegativePoints: item.negativePoints ?? 0,
    Marks: itemMarks(toScorableItem(item, options, exam)),
    SubjectName: item.subjectName,
    AreaName: item.areaName,
    TopicName: item.topicName,
    Difficulty: item.difficulty,
    Media: item.media ?? {},
    TimeLimitSeconds: item.timeLimitSeconds,
    PrepSeconds: item.prepSeconds,
    AudioPlays: item.audioPlays,
    BlankCount: blankCount(item),
    SelectCount: selectCount(item, rightCount, template),
    WordBank: wordBank(item, options),
    Parts: (item.keys?.parts ?? []).map((p, index) => ({ itemType: p.itemType, index })),
    ItemOptionResponse: launchOptions,
    ...(withAnswers ? { Answer: answerKey(item, options) } : {}),
  };
}

/**
 * A question not handed out yet (decision 007): its id, type and marks, so the runner can number
 * and count it, and nothing of what it asks.
 */
function sealedItem(item: LaunchItem): LaunchItem {
  return {
    ...item,
    Items: '',
    Passage: '',
    Direction: '',
    SubjectName: null,
    AreaName: null,
    TopicName: null,
    Difficulty: null,
    Media: {},
    WordBank: [],
    ItemOptionResponse: [],
  };
}

/**
 * spec 3 §3 testJson, with the items of each section in the attempt's order. `withAnswers` only
 * once the attempt has ended (ARCHITECTURE.md: launch never sends the answers before); a section
 * not `handedOut` yet is sealed (its clock has not started).
 */
export function buildTestJson(
  content: TestContent,
  itemOrder: Record<string, string[]>,
  withAnswers: boolean,
  handedOut: (sectionId: string) => boolean = () => true,
  routes: AttemptRoutes = {},
  cats: AttemptCats = {},
): TestJson {
  const optionsByItem = new Map<string, OptionRow[]>();
  for (const o of content.options) {
    const list = optionsByItem.get(o.itemId) ?? [];
    list.push(o);
    optionsByItem.set(o.itemId, list);
  }
  const itemsById = new Map(content.items.map((i) => [i.id, i]));
  const { template, examFamily } = content.test;
  const exam = examProfileOf(template, examFamily);
  const sections: LaunchSection[] = [...content.sections]
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((s) => {
      // A routed module before its route is chosen (decision 063): as many sealed questions as a
      // route holds, named by their place only, so the numbering and the count read as on test day.
      const unrouted = routes[s.id] && !routes[s.id]?.route;
      const ids = unrouted ? (routes[s.id]?.pools.easier ?? []) : (itemOrder[s.id] ?? []);
      const sealed = unrouted || !handedOut(s.id);
      const launch = (i: ItemRow) =>
        launchItem(i, optionsByItem.get(i.id) ?? [], withAnswers, template, exam);
      const items = ids
        .map((id) => itemsById.get(id))
        .filter((i): i is ItemRow => !!i)
        .map(launch)
        .map((i) => (sealed ? sealedItem(i) : i))
        .map((i, n) => (unrouted ? { ...i, ItemID: `${s.id}:${n + 1}` } : i));
      // An adaptive section in progress (decision 064): the questions served, then its places to come.
      const adaptive = !!s.adaptive && !!cats[s.id];
      const pendingFrom = content.items.find((i) => i.sectionId === s.id);
      if (adaptive && !withAnswers && s.adaptive && pendingFrom) {
        const pending = sealedItem(launch(pendingFrom));
        for (let n = items.length + 1; n <= s.adaptive.length; n++)
          items.push({
            ...pending,
            ItemID: `${s.id}:${n}`,
            TimeLimitSeconds: null,
            PrepSeconds: null,
            Pending: true,
          });
      }
      return {
        QuestionPaperSectionID: s.id,
        SectionTitle: s.title,
        TotalTime: s.durationMinutes,
        TotalMarks: s.totalMarks,
        TotalQuestions: items.length,
        ParentSecRefCode: s.parentSecRefCode,
        ReferenceType: s.referenceType,
        AudioUrl: sealed ? null : s.audioUrl,
        ItemResponse: items,
        ...(sealed ? { Sealed: true } : {}),
        ...(adaptive ? { Adaptive: true } : {}),
      };
    });
  return {
    testId: content.test.id,
    Name: content.test.title,
    Instruction: content.test.instruction,
    Languages: content.test.languages,
    IsSectionalTimer: content.test.timerMode === 'sectional',
    testTemplate: content.test.template,
    testTemplateVersion: content.test.templateVersion,
    SectionResponse: sections,
  };
}

/** The test JSON of an attempt's launch: its order, its routed modules and its adaptive sections. */
export const attemptTestJson = (
  content: TestContent,
  attempt: { itemOrder: Record<string, string[]>; routes: AttemptRoutes; cat: AttemptCats },
  ended: boolean,
  shown: (sectionId: string) => boolean,
) => buildTestJson(content, attempt.itemOrder, ended, shown, attempt.routes, attempt.cat);
