import { plainText, truncate } from '@portico/contract/answers';
import {
  ITEM_FLAG_WORDS,
  type ItemAnalysis,
  ItemAnalysisMessages as M,
  type TestAnalysis,
  type TestAnalysisSummary,
} from '@portico/contract/console-item-analysis';
import { examProfileOf } from '@portico/contract/exam-profile';
import { isChoiceType } from '@portico/contract/item-kinds';
import type { Clock } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import { type Actor, courseScope } from '../../lib/staff-actor';
import type { ExportTable } from '../../lib/table-export';
import { itemMarks } from '../assessment/scoring/item-marks';
import { toScorableItem } from '../content/content-mapper';
import {
  type AttemptResponses,
  analyseItems,
  type ItemAnswer,
  type ItemMeta,
  type ItemStatistics,
} from '../item-analysis/item-statistics';
import { adminOnly, auditEntry, found } from './authoring';
import type { ItemAnalysisRepository } from './item-analysis.repository';
import { type ReportSnapshots, type SnapshotKey, scopeKey, scopeOfKey } from './report-snapshots';

type Repo = ItemAnalysisRepository;
/** What computing a test's figures reads: from the read replica when there is one. */
export type ItemAnalysisReads = Pick<
  Repo,
  'list' | 'test' | 'sections' | 'items' | 'options' | 'firstAttempts' | 'answers'
>;
type ItemRow = Awaited<ReturnType<Repo['items']>>[number];
type OptionRow = Awaited<ReturnType<Repo['options']>>[number];
type AnswerRow = Awaited<ReturnType<Repo['answers']>>[number];
type AttemptRow = Awaited<ReturnType<Repo['firstAttempts']>>[number];

/** A question's text in the table: plain, at most this many characters. */
const TEXT_LENGTH = 200;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const REPORT = 'item-analysis';

/**
 * Console › Item analysis (issue 45 part 1): each test's figures from the first ended attempt of each
 * student in the reader's scope (a teacher: their courses; an admin: the company), computed by
 * `analyseItems` (Moodle's quiz statistics) from the read replica when there is one, and kept as a
 * snapshot when that is slow (part 4, `ReportSnapshots`); and an admin's retiring of a question,
 * audited, in one transaction that also makes the next launches leave it out.
 */
export class ItemAnalysisService {
  constructor(
    private readonly reads: ItemAnalysisReads,
    private readonly repo: Repo,
    private readonly clock: Clock,
    private readonly snapshots: ReportSnapshots,
  ) {
    snapshots.define(REPORT, (key) =>
      this.compute(this.reads, key.companyCode, key.subject, scopeOfKey(key.scope)),
    );
  }

  async list(actor: Actor): Promise<{ tests: TestAnalysisSummary[] }> {
    const rows = await this.reads.list(actor.staff.companyCode, courseScope(actor));
    return {
      tests: rows.map((r) => ({ ...r, attempts: Number(r.attempts), lastAttemptAt: iso(r.lastAttemptAt) })),
    };
  }

  /** The test's figures in the reader's scope, from its snapshot when it has one. */
  async view(actor: Actor, id: string): Promise<TestAnalysis> {
    const companyCode = actor.staff.companyCode;
    await found(this.reads.test(companyCode, id), M.notFound);
    const key: SnapshotKey = {
      companyCode,
      report: REPORT,
      subject: id,
      scope: scopeKey(courseScope(actor)),
    };
    const { body, refreshing } = await this.snapshots.read<TestAnalysis>(key);
    return { ...body, refreshing };
  }

  /** The test's figures computed now from `from`'s reads; asOf is now. */
  private async compute(
    from: ItemAnalysisReads,
    companyCode: string,
    id: string,
    courseIds: string[] | null,
  ): Promise<TestAnalysis> {
    const asOf = this.clock.now().toISOString();
    const test = await found(from.test(companyCode, id), M.notFound);
    const sections = await from.sections(companyCode, id);
    const items = await from.items(
      companyCode,
      sections.map((s) => s.id),
    );
    const [options, attempts] = await Promise.all([
      from.options(
        companyCode,
        items.map((i) => i.id),
      ),
      from.firstAttempts(companyCode, id, courseIds),
    ]);
    const answers = await from.answers(
      companyCode,
      attempts.map((a) => a.id),
    );
    const exam = examProfileOf(test.template, test.examFamily);
    const optionsOf = groupBy(options, (o) => o.itemId);
    const metas = items.map((item) => itemMeta(item, optionsOf.get(item.id) ?? [], exam));
    const analysis = analyseItems(
      metas,
      attemptResponses(attempts, answers, new Set(items.map((i) => i.id))),
    );
    const sectionTitle = new Map(sections.map((s) => [s.id, s.title]));
    const byItem = new Map(analysis.items.map((s) => [s.itemId, s]));
    return {
      id: test.id,
      key: test.key,
      title: test.title,
      examFamily: test.examFamily,
      attempts: analysis.test.attempts,
      meanScore: analysis.test.meanScore,
      sdScore: analysis.test.sdScore,
      maxScore: analysis.test.maxScore,
      alpha: analysis.test.alpha,
      distribution: [...analysis.test.distribution],
      items: items.map((item, n) =>
        itemView(item, n + 1, sectionTitle.get(item.sectionId) ?? '', byItem.get(item.id) as ItemStatistics),
      ),
      asOf,
      refreshing: false,
    };
  }

  /** The test's questions and their figures as a table to download, with its file's name. */
  async exportTable(actor: Actor, id: string): Promise<{ table: ExportTable; fileName: string }> {
    const analysis = await this.view(actor, id);
    return { table: questionsTable(analysis), fileName: `item-analysis-${analysis.key}` };
  }

  /** An admin retires a question (new attempts leave it out) or brings it back; audited. */
  async retire(actor: Actor, id: string, itemId: string, retired: boolean): Promise<TestAnalysis> {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      await found(repo.test(companyCode, id, true), M.notFound);
      const item = await found(repo.item(companyCode, id, itemId), M.itemNotFound);
      if ((item.retiredAt !== null) === retired) return;
      const at = this.clock.now();
      await repo.setRetired(companyCode, id, itemId, retired ? at : null);
      await repo.audit(
        auditEntry(actor, at, {
          action: retired ? 'content.item.retire' : 'content.item.restore',
          entity: 'test-item',
          entityId: itemId,
          before: { key: item.key, retired: !retired },
          after: { key: item.key, retired },
        }),
      );
    });
    // Every reader's figures change: the next read computes them again. This answer is read from the
    // primary, which holds the change the replica may not have yet.
    await this.snapshots.forget(companyCode, REPORT, id);
    return this.compute(this.repo, companyCode, id, courseScope(actor));
  }
}

/** A question as the statistics see it: its marks and, for a choice question, its options. */
function itemMeta(item: ItemRow, options: OptionRow[], exam: ReturnType<typeof examProfileOf>): ItemMeta {
  const maxPoints = itemMarks(toScorableItem(item, options, exam));
  if (!isChoiceType(item.itemType)) return { itemId: item.id, maxPoints };
  return {
    itemId: item.id,
    maxPoints,
    options: options.map((o) => ({ id: o.id, label: plainText(o.text), key: o.isCorrect })),
  };
}

/**
 * Each attempt's questions with their marks: every question of its item order that is still one of
 * the test's, 0 where it has no answer; an answer still waiting for its teacher (no points yet) is
 * left out, as a question not given.
 */
function attemptResponses(
  attempts: readonly AttemptRow[],
  answers: readonly AnswerRow[],
  known: ReadonlySet<string>,
): AttemptResponses[] {
  const answersOf = groupBy(answers, (a) => a.attemptId);
  return attempts.map((attempt) => {
    const given = new Map((answersOf.get(attempt.id) ?? []).map((a) => [a.itemId, a]));
    const out: ItemAnswer[] = [];
    for (const itemId of Object.values(attempt.itemOrder).flat()) {
      if (!known.has(itemId)) continue;
      const answer = given.get(itemId);
      if (answer && answer.points === null) continue;
      out.push({
        itemId,
        points: answer?.points ?? 0,
        seconds: answer ? answer.seconds : null,
        chosen: answer?.chosen ? answer.chosen.split(',') : [],
      });
    }
    return { attemptId: attempt.id, answers: out };
  });
}

function itemView(item: ItemRow, number: number, section: string, stats: ItemStatistics): ItemAnalysis {
  return {
    id: item.id,
    key: item.key,
    number,
    section,
    type: item.itemType,
    text: truncate(plainText(item.html) || plainText(item.passage), TEXT_LENGTH),
    retired: item.retiredAt !== null,
    maxPoints: stats.maxPoints,
    attempts: stats.attempts,
    facility: stats.facility,
    discrimination: stats.discrimination,
    upperLower: stats.upperLowerIndex,
    efficiency: stats.discriminativeEfficiency,
    meanSeconds: stats.meanSeconds,
    options:
      stats.options?.map((o) => ({
        id: o.optionId,
        label: o.label,
        key: o.key,
        count: o.count,
        share: o.share,
        strong: o.strongShare,
        weak: o.weakShare,
      })) ?? null,
    flags: [...stats.flags],
  };
}

/** Two decimal places, or empty where a figure is undefined. */
const fixed = (value: number | null, places = 2) => (value === null ? null : Number(value.toFixed(places)));
const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));

/** One row per question, as the page shows them (shares as whole percentages). */
function questionsTable(analysis: TestAnalysis): ExportTable {
  return {
    name: 'Item analysis',
    columns: [
      { header: 'Number', width: 8 },
      { header: 'Key' },
      { header: 'Section', width: 20 },
      { header: 'Type', width: 10 },
      { header: 'Question', width: 50 },
      { header: 'Retired', width: 8 },
      { header: 'Attempts', width: 9 },
      { header: 'Facility (%)', width: 11 },
      { header: 'Discrimination', width: 14 },
      { header: 'Upper-lower 27 %', width: 15 },
      { header: 'Efficiency (%)', width: 13 },
      { header: 'Mean time (s)', width: 12 },
      { header: 'Flags', width: 50 },
    ],
    rows: analysis.items.map((i) => [
      i.number,
      i.key,
      i.section,
      i.type,
      i.text,
      i.retired ? 'yes' : 'no',
      i.attempts,
      percent(i.facility),
      fixed(i.discrimination),
      fixed(i.upperLower),
      percent(i.efficiency),
      fixed(i.meanSeconds, 0),
      i.flags.map((f) => ITEM_FLAG_WORDS[f]).join('; '),
    ]),
  };
}
