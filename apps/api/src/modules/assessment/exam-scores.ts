import type { CatReport } from '@portico/contract/adaptive';
import { CELPIP_LOWEST_NUMBERED, CELPIP_M, type ExamScores } from '@portico/contract/exam-scores';
import type { testItems, testSections, tests } from '../../db/schema';
import type { ItemScore } from '../items/item.types';
import { type AdaptiveMeasure, detSkillOf, duolingoScores } from './scoring/duolingo-subscores';
import { pteScores, taskResult } from './scoring/pte-skills';
import { type ConversionRow, scaledScore } from './scoring/scaled-score';

type TestRow = Pick<typeof tests.$inferSelect, 'template'>;

/** The GRE layouts (SCORING.md 'Other exams'). */
export const GRE_TEMPLATES = ['grelayout', 'grelayoutv2', 'grelayoutv3'];

/**
 * Exams whose reported overall is made from the tasks, not read from one section (decision 040):
 * PTE Academic's mock layout and the Duolingo English Test.
 */
function examOf(test: TestRow): ExamScores['exam'] | null {
  if (test.template === 'ptelayout') return 'pte';
  if (test.template === 'duolingo') return 'duolingo';
  return null;
}

/** The Duolingo English Test reports no section scores: its overall and subscores are examScores. */
export const hasNoSectionScores = (test: TestRow) => examOf(test) === 'duolingo';

/**
 * The exam's overall and subscores of a scored attempt, from every item in the order the student
 * saw them; null for exams that report section scores only.
 */
export function examScoresOf(
  input: {
    test: TestRow;
    sections: readonly (typeof testSections.$inferSelect)[];
    items: readonly (typeof testItems.$inferSelect)[];
    itemOrder: Record<string, string[]>;
  },
  itemScores: ReadonlyMap<string, ItemScore>,
  cats: ReadonlyMap<string, CatReport> = new Map(),
): ExamScores | null {
  const exam = examOf(input.test);
  if (!exam) return null;
  const items = new Map(input.items.map((i) => [i.id, i]));
  const adaptive: AdaptiveMeasure[] = [];
  const tasks = input.sections.flatMap((section) => {
    const ids = input.itemOrder[section.id] ?? [];
    const cat = cats.get(section.id);
    // Duolingo: an adaptive section's questions count as its one estimate, not as points (decision 064).
    if (exam === 'duolingo' && cat) {
      for (const id of ids) {
        const item = items.get(id);
        if (item) adaptive.push({ skill: detSkillOf(item.topicName, item.itemType), score: cat.score });
      }
      return [];
    }
    return ids.flatMap((id) => {
      const item = items.get(id);
      const score = itemScores.get(id);
      if (!item || !score) return [];
      const task = { task: item.topicName, part: section.referenceType, itemType: item.itemType };
      return [taskResult({ ...task, points: item.points }, score)];
    });
  });
  return exam === 'pte' ? pteScores(tasks) : duolingoScores(tasks, adaptive);
}

/**
 * GRE measures with no question answered (ETS: 'any section in which the test taker answers no
 * questions at all is reported as a No Score (NS)'), by referenceType.
 */
export function greNoScores(
  test: TestRow,
  sections: readonly { referenceType: string; questionsAttempted: number }[],
): Set<string> {
  if (!GRE_TEMPLATES.includes(test.template)) return new Set();
  const attempted = new Map<string, number>();
  for (const s of sections)
    attempted.set(s.referenceType, (attempted.get(s.referenceType) ?? 0) + s.questionsAttempted);
  return new Set([...attempted].filter(([, n]) => n === 0).map(([ref]) => ref));
}

/** A CELPIP test (its template or exam family). */
export const isCelpip = (test: { template: string; examFamily?: string | null }) =>
  test.template === 'celpip' || test.examFamily === 'celpip';

/** A CELPIP level as CELPIP reports it: M (stored as 0) below level 3, else 3-12. */
export const celpipLevel = (value: number) =>
  Math.round(value) < CELPIP_LOWEST_NUMBERED ? CELPIP_M : Math.min(12, Math.round(value));

/**
 * A CELPIP skill's level: from the test's table (Listening, Reading), else from the teacher's
 * evaluation (Writing, Speaking: the mean of the rated criteria), as M or 3-12.
 */
export function celpipSkillLevel(
  table: readonly ConversionRow[] | undefined,
  raw: number,
  evaluated: number | undefined,
): number | null {
  if (table && table.length > 0) return celpipLevel(scaledScore(table, raw));
  return evaluated === undefined ? null : celpipLevel(evaluated);
}
