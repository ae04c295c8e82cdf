import {
  type QtiExportQuery,
  type QtiExportReport,
  type QtiExportTests,
  QtiMessages,
} from '@portico/contract/qti';
import type { testItemOptions, testItems, testSections, tests } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { toAuthoredItem } from '../content/content-mapper';
import type { ExportTest, QtiPackage } from '../qti/qti-export';
import { adminOnly, auditEntry } from './authoring';
import type { ImportService } from './import.service';
import type { QtiExportRepository } from './qti-export.repository';

type TestRow = typeof tests.$inferSelect;
type SectionRow = typeof testSections.$inferSelect;
type ItemRow = typeof testItems.$inferSelect;
type OptionRow = typeof testItemOptions.$inferSelect;

/** Rows by the id they belong to. */
function byOwner<T>(rows: T[], ownerOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const owner = ownerOf(row);
    const list = out.get(owner);
    if (list) list.push(row);
    else out.set(owner, [row]);
  }
  return out;
}

/** A section's key in the export (the store names sections by id, the authored format by key). */
const sectionKey = (section: SectionRow) => `section-${section.orderNo}`;

/** A stored test in the authored form the export writes (qti-export.ts), its sections in order. */
function authoredTest(
  test: TestRow,
  sections: SectionRow[],
  items: ItemRow[],
  options: OptionRow[],
): ExportTest {
  const optionsOf = byOwner(options, (o) => o.itemId);
  const itemsOf = byOwner(items, (i) => i.sectionId);
  const keyOf = new Map(sections.map((s) => [s.id, sectionKey(s)]));
  return {
    key: test.key,
    title: test.title,
    template: test.template,
    templateVersion: test.templateVersion,
    ...(test.examFamily ? { examFamily: test.examFamily } : {}),
    instruction: test.instruction,
    ...(test.randomizeNo === null ? {} : { randomizeNo: test.randomizeNo }),
    totalScoreDividedBy: test.totalScoreDividedBy,
    timerMode: test.timerMode,
    isEnableSolutionTab: test.isEnableSolutionTab,
    conversionTables: test.conversionTables,
    languages: test.languages,
    relaxes: test.relaxes,
    sections: sections.map((s) => ({
      key: sectionKey(s),
      title: s.title,
      referenceType: s.referenceType,
      durationMinutes: s.durationMinutes,
      totalMarks: s.totalMarks,
      ...(s.parentSecRefCode ? { parentSecRefCode: s.parentSecRefCode } : {}),
      ...(s.audioUrl ? { audioUrl: s.audioUrl } : {}),
      ...(s.timedBlock ? { timedBlock: s.timedBlock } : {}),
      ...(s.routing ? { routing: { from: keyOf.get(s.routing.from) ?? '', rule: s.routing.rule } } : {}),
      ...(s.adaptive ? { adaptive: s.adaptive } : {}),
      items: (itemsOf.get(s.id) ?? []).map((i) => toAuthoredItem(i, optionsOf.get(i.id) ?? [])),
    })),
  };
}

/**
 * One section as a test of its own: a routed module's rule names a section the package does not
 * hold, so it goes with its items' routes and the tables of the routes (decision 063); its items all
 * come, as a pool an author may route again.
 */
function alone(test: ExportTest, section: ExportTest['sections'][number]): Partial<ExportTest> {
  if (!section.routing) return { sections: [section] };
  const { routing: _routing, ...rest } = section;
  const items = section.items.map(({ route: _route, ...item }) => item);
  const tables = Object.entries(test.conversionTables ?? {}).filter(([measure]) => !measure.includes('@'));
  return { sections: [{ ...rest, items }], conversionTables: Object.fromEntries(tables) };
}

/**
 * Console › Import › Export as QTI 3.0 (issue 44, decision 066), for admins: one test, one of its
 * sections, or every test of the company (its item bank) as a QTI 3.0 content package that other
 * platforms read and Portico imports back to the same items and marks. The report says first what
 * QTI cannot hold and is left out; each download is recorded in the audit log (answer keys leave).
 */
export class QtiExportService {
  constructor(
    private readonly repo: QtiExportRepository,
    private readonly clock: Clock,
    /** Writes the package in an import worker: a large item bank is seconds of CPU. */
    private readonly imports: Pick<ImportService, 'exportQti'>,
  ) {}

  async tests(actor: Actor): Promise<QtiExportTests> {
    const rows = await this.repo.list(adminOnly(actor));
    const byKey = new Map<string, QtiExportTests['tests'][number]>();
    for (const row of rows) {
      let test = byKey.get(row.key);
      if (!test) {
        test = { key: row.key, title: row.title, examFamily: row.examFamily, items: 0, sections: [] };
        byKey.set(row.key, test);
      }
      test.items += row.items;
      test.sections.push({ no: test.sections.length + 1, title: row.sectionTitle, items: row.items });
    }
    return { tests: [...byKey.values()] };
  }

  async report(actor: Actor, query: QtiExportQuery, signal?: AbortSignal): Promise<QtiExportReport> {
    return (await this.build(adminOnly(actor), query, signal)).report;
  }

  /** The package and its file name; the download is recorded in the audit log. */
  async package(
    actor: Actor,
    query: QtiExportQuery,
    signal?: AbortSignal,
  ): Promise<QtiPackage & { fileName: string }> {
    const built = await this.build(adminOnly(actor), query, signal);
    const items = Object.values(built.report.exported).reduce((n, c) => n + c, 0);
    await this.repo.audit(
      auditEntry(actor, this.clock.now(), {
        action: 'content.export.qti',
        entity: 'content',
        entityId: '',
        before: null,
        after: { tests: built.report.tests.map((t) => t.key), section: query.section ?? null, items },
      }),
    );
    const name = query.test
      ? `${query.test}${query.section ? `-section-${query.section}` : ''}`
      : `${actor.staff.companyCode}-tests`;
    return { ...built, fileName: `${name}-qti.zip` };
  }

  private async build(companyCode: string, query: QtiExportQuery, signal?: AbortSignal): Promise<QtiPackage> {
    const testRows = await this.repo.tests(companyCode, query.test);
    if (query.test !== undefined && !testRows.length) throw notFound(QtiMessages.noTest(query.test));
    const sections = await this.repo.sections(
      companyCode,
      testRows.map((t) => t.id),
    );
    const { items, options } = await this.repo.items(
      companyCode,
      sections.map((s) => s.id),
    );
    const sectionsOf = byOwner(sections, (s) => s.testId);
    const chosen = testRows.map((test) => {
      const all = authoredTest(test, sectionsOf.get(test.id) ?? [], items, options);
      if (query.section === undefined) return all;
      const section = all.sections[query.section - 1];
      if (!section || !query.test) throw notFound(QtiMessages.noSection(test.key, query.section));
      return { ...all, ...alone(all, section) };
    });
    return this.imports.exportQti(chosen, signal);
  }
}
