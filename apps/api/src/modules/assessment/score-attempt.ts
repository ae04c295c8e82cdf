import type { AdaptiveRoute, AttemptCats, AttemptRoutes, CatReport } from '@portico/contract/adaptive';
import { examProfileOf } from '@portico/contract/exam-profile';
import { numberSpan } from '@portico/contract/question-numbers';
import type { StoredTestReport } from '../../db/schema';
import { toScorableItem } from '../content/content-mapper';
import type { ItemResponse, ItemScore } from '../items/item.types';
import { catReportOf } from './cat-step';
import { celpipSkillLevel, examScoresOf, greNoScores, hasNoSectionScores, isCelpip } from './exam-scores';
import { chooseRoute, measureRawRange } from './routing-step';
import { englishLevel, englishLevelScore, recommendationFor } from './scoring/english-level';
import {
  type IeltsTableId,
  ieltsBandOutOf,
  ieltsOverallBand,
  ieltsReadingTable,
  isIeltsBand,
} from './scoring/ielts';
import { itemMarks } from './scoring/item-marks';
import { type ConversionRow, scaledScore } from './scoring/scaled-score';
import { scoreItem } from './scoring/score-item';
import { type ScoredItem, sectionScore } from './scoring/section-score';
import { overallDivisor, testScore } from './scoring/test-score';
import type { OptionRow, SectionRow, TestContent, TestRow } from './test-json';

export interface CountedTrack extends ItemResponse {
  itemId: string;
  timeTaken: number;
}

export interface AttemptInput extends TestContent {
  itemOrder: Record<string, string[]>;
  /** Routed sections' routes (decision 063); absent or unrouted: chosen here from the answers. */
  routes?: AttemptRoutes;
  /** Item-by-item adaptive sections' pools and state (decision 064). */
  cats?: AttemptCats;
  tracks: CountedTrack[];
  /** Faculty scores by item id. */
  evaluations: Map<string, number>;
  /** Faculty bands by section referenceType (IELTS Writing and Speaking). */
  evaluatedBands: Record<string, number>;
  lateAnswers: number;
}

/**
 * The scoring rules' version, kept with each report. Raise it with a change of the rules that
 * changes stored reports (a band, a count, an overall): every ended attempt with an older report is
 * scored again from its stored answers when the server starts (rescore-stale.ts), and when its
 * report is opened first. 1: IELTS questions counted as marks, PTE and Duolingo overalls stored.
 * 2: the overall score is the points earned except on a four-skill IELTS test (decision 046).
 */
export const SCORING_VERSION = 2;

export interface AttemptResult {
  itemScores: Map<string, ItemScore>;
  report: StoredTestReport;
}

/**
 * The IELTS band of a Listening or Reading raw score: the marks earned out of the skill's marks
 * (decision 038), scaled to 40 when the test is not out of 40. Marks below 0 (an authored penalty) or
 * above the total (a teacher's score above an item's points) are held to the scale, not refused.
 */
function objectiveBand(table: IeltsTableId, raw: number, marks: number) {
  if (marks <= 0) return null;
  return ieltsBandOutOf(table, Math.min(marks, Math.max(0, raw)), marks);
}

/** An IELTS test (its template or exam family): bands, not scaled scores. */
export function isIelts(test: { template: string; examFamily: string | null }): boolean {
  return test.template === 'ielts' || (test.examFamily ?? '').startsWith('ielts');
}

/** One section's items scored, in the attempt's order. */
interface ScoredSection {
  section: SectionRow;
  scored: ScoredItem[];
  timeTaken: number;
  marks: number;
  result: ReturnType<typeof sectionScore>;
}

/** A skill's raw score, its marks, and how many of its answers wait for a teacher. */
interface SkillRaw {
  raw: number;
  marks: number;
  awaiting: number;
}

/**
 * Scores one ended attempt (SCORING.md): every item through scoreItem (an item without a track is
 * skipped), section and test totals, IELTS bands per skill (Listening and Reading by the official
 * tables, Writing and Speaking from faculty bands), and scaled scores from the test's own tables.
 */
export function scoreAttempt(input: AttemptInput): AttemptResult {
  const { test } = input;
  // The test's exam decides partial credit (exam-credit.ts, decision 039).
  const exam = examProfileOf(test.template, test.examFamily);
  const itemScores = new Map<string, ItemScore>();
  const scoredSections = scoreSections(input, exam, itemScores);
  const skillRaw = skillTotals(scoredSections);
  const ielts = isIelts(test);
  const skillBand = skillBandOf(input, skillRaw);
  // Decision 040: a GRE measure with nothing answered is NS, not the table's 130; Duolingo reports
  // no section score (its overall and subscores are examScores).
  const noScores = greNoScores(
    test,
    scoredSections.map((s) => ({ referenceType: s.section.referenceType, ...s.result.counts })),
  );
  const routes = measureRoutes(input, itemScores);
  const skillScaled = skillScaledOf(input, skillRaw, noScores, (ref) => routes.get(ref));
  const scaledRange = scaledRangeOf(input, itemScores, routes, skillScaled);
  const cats = catReports(input, itemScores);

  // Decision 046: the points earned, averaged by the test's divisor only on a four-skill IELTS test.
  const totals = testScore(
    scoredSections.map((s) => s.scored),
    overallDivisor(exam, [...skillRaw.keys()], test.totalScoreDividedBy),
  );
  const band = ielts ? overallBand([...skillRaw.keys()], skillBand) : null;

  return {
    itemScores,
    report: {
      ...totals.counts,
      accuracy: totals.accuracy,
      score: totals.overall.rounded,
      band,
      sections: scoredSections.map((s) => ({
        id: s.section.id,
        title: s.section.title,
        referenceType: s.section.referenceType,
        score: s.result.score,
        ...s.result.counts,
        accuracy: s.result.accuracy,
        timeTaken: s.timeTaken,
        band: skillBand(s.section.referenceType),
        scaledScore: skillScaled(s.section.referenceType),
        ...(noScores.has(s.section.referenceType) ? { noScore: true } : {}),
        ...(s.section.routing ? { route: routes.get(s.section.referenceType) ?? null } : {}),
        ...scaledRange(s.section.referenceType),
        ...catSection(cats.get(s.section.id), hasNoSectionScores(test)),
      })),
      lateAnswers: input.lateAnswers,
      englishLevel: isLevelCheck(test)
        ? levelOf(totals.counts.correctAnswer, totals.counts.inCorrectAnswer)
        : null,
      examScores: examScoresOf(input, itemScores, cats),
      version: SCORING_VERSION,
    },
  };
}

/** Every section's items through scoreItem, in section order; each item's score goes in itemScores. */
function scoreSections(
  input: AttemptInput,
  exam: ReturnType<typeof examProfileOf>,
  itemScores: Map<string, ItemScore>,
): ScoredSection[] {
  const optionsByItem = new Map<string, OptionRow[]>();
  for (const o of input.options) optionsByItem.set(o.itemId, [...(optionsByItem.get(o.itemId) ?? []), o]);
  const itemsById = new Map(input.items.map((i) => [i.id, i]));
  const trackByItem = new Map(input.tracks.map((t) => [t.itemId, t]));
  const sections = [...input.sections].sort((a, b) => a.orderNo - b.orderNo);
  return sections.map((section) => {
    const ids = input.itemOrder[section.id] ?? [];
    const scored: ScoredItem[] = [];
    let timeTaken = 0;
    let marks = 0;
    for (const id of ids) {
      const item = itemsById.get(id);
      if (!item) continue;
      const track = trackByItem.get(id);
      const evaluation = input.evaluations.get(id);
      const scorable = toScorableItem(item, optionsByItem.get(id) ?? [], exam);
      const worth = itemMarks(scorable);
      marks += worth;
      const score = scoreItem(
        scorable,
        track ?? {},
        evaluation === undefined ? undefined : { score: evaluation },
      );
      itemScores.set(id, score);
      // Counted as its question numbers: an IELTS 'Choose TWO' is two of Listening's 40 (decision 038).
      scored.push({ ...score, questions: numberSpan(exam, section.referenceType, worth) });
      timeTaken += track?.timeTaken ?? 0;
    }
    return { section, scored, timeTaken, marks, result: sectionScore(scored) };
  });
}

/**
 * Skills: sections sharing a referenceType add up (IELTS Listening parts 1-4 make one raw score).
 * IELTS: the raw score is marks earned out of the skill's marks (a 2-mark item counts 2 of 40).
 */
function skillTotals(scoredSections: readonly ScoredSection[]): Map<string, SkillRaw> {
  const skillRaw = new Map<string, SkillRaw>();
  for (const s of scoredSections) {
    const key = s.section.referenceType;
    const prev = skillRaw.get(key) ?? { raw: 0, marks: 0, awaiting: 0 };
    const awaiting = s.scored.filter((i) => i.isCorrect === null && (i.answered ?? false)).length;
    skillRaw.set(key, {
      raw: prev.raw + s.result.score,
      marks: prev.marks + s.marks,
      awaiting: prev.awaiting + awaiting,
    });
  }
  return skillRaw;
}

/** A skill's IELTS band: by the official tables, or the faculty's band; null outside IELTS. */
function skillBandOf(input: AttemptInput, skillRaw: ReadonlyMap<string, SkillRaw>) {
  const { test } = input;
  const ielts = isIelts(test);
  const readingTable = ieltsReadingTable(test.examFamily);
  return (referenceType: string): number | null => {
    if (!ielts) return null;
    const skill = skillRaw.get(referenceType);
    if (referenceType === 'Listening' && skill) return objectiveBand('listening', skill.raw, skill.marks);
    if (referenceType === 'Reading' && skill) return objectiveBand(readingTable, skill.raw, skill.marks);
    const evaluated = input.evaluatedBands[referenceType];
    return evaluated !== undefined && isIeltsBand(evaluated) ? evaluated : null;
  };
}

/** A skill's scaled score from the test's own tables (a CELPIP level from its own rules). */
function skillScaledOf(
  input: AttemptInput,
  skillRaw: ReadonlyMap<string, SkillRaw>,
  noScores: ReadonlySet<string>,
  routeOf: (referenceType: string) => AdaptiveRoute | undefined,
) {
  const { test } = input;
  const tables = test.conversionTables as Record<string, ConversionRow[]>;
  return (referenceType: string): number | null => {
    // A routed measure reads its route's table ('Math@harder', decision 063), else the measure's.
    const table = routeTable(tables, referenceType, routeOf(referenceType)) ?? tables[referenceType];
    const skill = skillRaw.get(referenceType);
    if (noScores.has(referenceType) || hasNoSectionScores(test)) return null;
    // Answers waiting for the teacher count 0 in the raw score: no scaled score until they are marked.
    if (!skill || skill.awaiting > 0) return null;
    if (isCelpip(test)) return celpipSkillLevel(table, skill.raw, input.evaluatedBands[referenceType]);
    return table && table.length > 0 ? scaledScore(table, skill.raw) : null;
  };
}

/** A routed measure's table of its route ('Math@harder', decision 063); undefined: none. */
const routeTable = (
  tables: Record<string, ConversionRow[]>,
  referenceType: string,
  route?: AdaptiveRoute,
) => {
  const table = route ? tables[`${referenceType}@${route}`] : undefined;
  return table?.length ? table : undefined;
};

/**
 * A routed measure's 80 % range on its route's table (decision 063), from the likely raw scores of a
 * student of the estimated ability on the items taken; none where the measure has no scaled score.
 */
function scaledRangeOf(
  input: AttemptInput,
  itemScores: ReadonlyMap<string, ItemScore>,
  routes: ReadonlyMap<string, AdaptiveRoute>,
  skillScaled: (referenceType: string) => number | null,
) {
  const tables = input.test.conversionTables as Record<string, ConversionRow[]>;
  const items = new Map(input.items.map((i) => [i.id, i]));
  return (referenceType: string): { scaledRange?: { low: number; high: number } } => {
    const table = routeTable(tables, referenceType, routes.get(referenceType));
    if (!table || skillScaled(referenceType) === null) return {};
    const raw = measureRawRange(input.sections, referenceType, input.itemOrder, items, itemScores);
    return raw
      ? { scaledRange: { low: scaledScore(table, raw.low), high: scaledScore(table, raw.high) } }
      : {};
  };
}

/**
 * The route each routed measure took (decision 063): the one stored when its section started, else
 * (the attempt ended before it) the one its rule gives from the answers to the section it is routed
 * from, which decides the measure's table.
 */
function measureRoutes(input: AttemptInput, itemScores: ReadonlyMap<string, ItemScore>) {
  const routes = new Map<string, AdaptiveRoute>();
  const items = new Map(input.items.map((i) => [i.id, i]));
  for (const section of input.sections) {
    if (!section.routing) continue;
    const route =
      input.routes?.[section.id]?.route ?? chooseRoute(section, input.itemOrder, items, itemScores)?.route;
    if (route) routes.set(section.referenceType, route);
  }
  return routes;
}

/** Each item-by-item adaptive section's measured result (decision 064), by section id. */
function catReports(input: AttemptInput, itemScores: ReadonlyMap<string, ItemScore>) {
  const items = new Map(input.items.map((i) => [i.id, i]));
  const reports = new Map<string, CatReport>();
  for (const section of input.sections) {
    const report = catReportOf(
      section,
      input.cats?.[section.id],
      input.itemOrder[section.id] ?? [],
      items,
      itemScores,
    );
    if (report) reports.set(section.id, report);
  }
  return reports;
}

/**
 * An adaptive section's report fields: its result, and as its scaled score the estimate on its scale
 * with the 80 % range (an exam that reports no section scores, Duolingo, folds it into its subscores).
 */
function catSection(cat: CatReport | undefined, noSectionScores: boolean) {
  if (!cat) return {};
  if (noSectionScores) return { cat };
  return { cat, scaledScore: cat.score, scaledRange: { low: cat.low, high: cat.high } };
}

/** The overall IELTS band: it needs all four skills, so a Reading practice has a Reading band only. */
function overallBand(skills: readonly string[], skillBand: (referenceType: string) => number | null) {
  if (!skills.map(skillBand).every((b): b is number => b !== null)) return null;
  const four = ['Listening', 'Reading', 'Writing', 'Speaking'].map(skillBand);
  if (!four.every((b): b is number => b !== null)) return null;
  return ieltsOverallBand(four as [number, number, number, number]);
}

/** The 'Test Your English' level check (SCORING.md 'English level'). */
export const LEVEL_CHECK_FAMILY = 'english-level';
function isLevelCheck(test: TestRow): boolean {
  return test.examFamily === LEVEL_CHECK_FAMILY;
}

function levelOf(correct: number, incorrect: number) {
  const score = englishLevelScore(correct, incorrect);
  const level = englishLevel(score);
  return { score, level, months: recommendationFor(level).months };
}
