import { AdaptiveMessages, type AdaptiveRoute, adaptiveRoutes } from '@portico/contract/adaptive';
import {
  type AdaptiveSectionSave,
  type AdaptiveSectionView,
  type AdaptiveTestSummary,
  type AdaptiveTestView,
  type ItemSettings,
  AdaptiveTestMessages as M,
  type RoutedSettings,
  type RouteTableRow,
} from '@portico/contract/console-adaptive';
import type { ConversionTables } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { type ExamScale, examScales } from '../assessment/scoring/exam-scales';
import { validateConversionTable } from '../assessment/scoring/scaled-score';
import type { AdaptiveTestsRepository } from './adaptive-tests.repository';
import { adminOnly, auditEntry, found } from './authoring';

type Repo = AdaptiveTestsRepository;
type TestRow = NonNullable<Awaited<ReturnType<Repo['test']>>>;
type SectionRow = Awaited<ReturnType<Repo['sections']>>[number];
type ItemRow = Awaited<ReturnType<Repo['items']>>[number];

/** A route's table as stored: the measure's name and the route ('Math@harder', decision 063). */
const tableName = (referenceType: string, route: AdaptiveRoute) => `${referenceType}@${route}`;

/** The scale a routed measure's table is checked against; null: the exam has none Portico knows. */
function measureScale(examFamily: string | null, referenceType: string): ExamScale | null {
  if (examFamily === 'sat') return examScales['sat-section'];
  if (examFamily === 'gre' && /verbal/i.test(referenceType)) return examScales['gre-verbal'];
  if (examFamily === 'gre' && /quant/i.test(referenceType)) return examScales['gre-quant'];
  return null;
}

function routedSettings(test: TestRow, section: SectionRow): RoutedSettings | null {
  if (!section.routing) return null;
  const rowsOf = (route: AdaptiveRoute): RouteTableRow[] =>
    (test.conversionTables[tableName(section.referenceType, route)] ?? [])
      .map((r) => ({ raw: r.raw, scaled: r.scaled }))
      .sort((a, b) => a.raw - b.raw);
  return { rule: section.routing.rule, tables: { easier: rowsOf('easier'), harder: rowsOf('harder') } };
}

function itemSettings(section: SectionRow): ItemSettings | null {
  const cat = section.adaptive;
  if (!cat) return null;
  return {
    length: cat.length,
    topK: cat.topK,
    maxExposure: cat.maxExposure ?? null,
    targets: cat.targets ?? null,
  };
}

/** The same settings, whatever the order of their keys and of a table's lines. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** A route's table as written: each raw score once; never lower as raw rises; on the exam's scale. */
function checkTable(rows: readonly RouteTableRow[], scale: ExamScale | null): void {
  const sorted = [...rows].sort((a, b) => a.raw - b.raw);
  sorted.forEach((row, i) => {
    const before = sorted[i - 1];
    if (before?.raw === row.raw) throw badRequest(M.rawTwice(row.raw));
    if (before && row.scaled < before.scaled) throw badRequest(AdaptiveMessages.notMonotone);
  });
  if (scale && rows.length) {
    const { errors } = validateConversionTable(sorted, scale);
    if (errors[0]) throw badRequest(errors[0]);
  }
}

/**
 * The console's adaptive tests (issue 43, CONSOLE.md Authoring): an administrator reads how each
 * routed and item-by-item section of the company's tests is set and what students' attempts have
 * shown, and changes a section's settings, one section per save, in one transaction with its audit
 * entry; a save over another administrator's change is refused with 409, never written over it.
 */
export class AdaptiveTestsService {
  constructor(
    private readonly repo: Repo,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor): Promise<{ tests: AdaptiveTestSummary[] }> {
    return { tests: await this.repo.list(adminOnly(actor)) };
  }

  async view(actor: Actor, id: string): Promise<AdaptiveTestView> {
    const companyCode = adminOnly(actor);
    const test = await found(this.repo.test(companyCode, id), M.notFound);
    const sections = await this.repo.sections(companyCode, id);
    const shown = sections.filter((s) => s.routing || s.adaptive);
    if (!shown.length) throw badRequest(M.notFound);
    const items = await this.repo.items(
      companyCode,
      sections
        .filter((s) => s.routing || s.adaptive || shown.some((r) => r.routing?.from === s.id))
        .map((s) => s.id),
    );
    const views: AdaptiveSectionView[] = [];
    for (const section of shown) {
      const own = items.filter((i) => i.sectionId === section.id);
      if (section.routing) views.push(await this.routedView(test, section, sections, items, own));
      else views.push(await this.itemView(test, section, own));
    }
    return { id: test.id, key: test.key, title: test.title, examFamily: test.examFamily, sections: views };
  }

  private async routedView(
    test: TestRow,
    section: SectionRow,
    sections: SectionRow[],
    items: ItemRow[],
    own: ItemRow[],
  ): Promise<AdaptiveSectionView> {
    const from = sections.find((s) => s.id === section.routing?.from);
    const questions = (route: AdaptiveRoute) => own.filter((i) => i.route === route).length;
    return {
      kind: 'routed',
      id: section.id,
      title: section.title,
      referenceType: section.referenceType,
      from: {
        id: from?.id ?? '',
        title: from?.title ?? '',
        questions: items.filter((i) => i.sectionId === from?.id).length,
      },
      questions: { easier: questions('easier'), harder: questions('harder') },
      attempts: await this.repo.routesTaken(test.companyCode, test.id, section.id),
      scale: measureScale(test.examFamily, section.referenceType),
      settings: routedSettings(test, section) as RoutedSettings,
    };
  }

  private async itemView(test: TestRow, section: SectionRow, own: ItemRow[]): Promise<AdaptiveSectionView> {
    const calibrations = new Map(
      (await this.repo.calibrations(test.companyCode, test.id)).map((c) => [c.itemId, c]),
    );
    const [exposure] = await this.repo.exposures(test.companyCode, [section.id]);
    const estimated = own.flatMap((i) => {
      const c = calibrations.get(i.id);
      return c?.estimated ? [c.poolVersion] : [];
    });
    const adaptive = section.adaptive as NonNullable<SectionRow['adaptive']>;
    return {
      kind: 'item',
      id: section.id,
      title: section.title,
      referenceType: section.referenceType,
      scale: adaptive.scale,
      attempts: exposure?.tests ?? 0,
      poolVersion: estimated.length ? Math.max(...estimated) : null,
      items: own.map((i) => {
        const c = calibrations.get(i.id);
        return {
          id: i.id,
          key: i.key,
          type: i.type,
          topic: i.topic ?? '',
          authored: { a: i.irt?.a ?? 1, b: i.irt?.b ?? 0, c: i.irt?.c ?? 0 },
          calibrated: c
            ? { a: c.a, b: c.b, c: c.c, responses: c.responses, estimated: c.estimated, seB: c.seB }
            : null,
          served: exposure?.counts[i.id] ?? 0,
        };
      }),
      settings: itemSettings(section) as ItemSettings,
    };
  }

  /** One section's settings changed, checked against what the page showed and the test's items. */
  async save(
    actor: Actor,
    id: string,
    sectionId: string,
    body: AdaptiveSectionSave,
  ): Promise<AdaptiveTestView> {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const test = await found(repo.test(companyCode, id, true), M.notFound);
      const sections = await repo.sections(companyCode, id);
      const section = sections.find((s) => s.id === sectionId && (s.routing || s.adaptive));
      if (!section) throw badRequest(M.sectionNotFound);
      const current = body.kind === 'routed' ? routedSettings(test, section) : itemSettings(section);
      if (!current) throw badRequest(M.wrongKind);
      if (canonical(current) !== canonical(body.expected)) throw conflict(M.changed);
      if (canonical(current) === canonical(body.settings)) return;
      if (body.kind === 'routed') await this.saveRouted(repo, test, section, body.settings);
      else await this.saveItem(repo, test, section, body.settings);
      await repo.testChanged(companyCode, test.id);
      await repo.audit(
        auditEntry(actor, this.clock.now(), {
          action: body.kind === 'routed' ? 'adaptive.routing.update' : 'adaptive.settings.update',
          entity: 'test-section',
          entityId: section.id,
          before: current,
          after: body.settings,
        }),
      );
    });
    return this.view(actor, id);
  }

  private async saveRouted(repo: Repo, test: TestRow, section: SectionRow, settings: RoutedSettings) {
    const routing = section.routing as NonNullable<SectionRow['routing']>;
    const { rule, tables } = settings;
    if (rule.kind === 'raw-threshold') {
      const questions = (await repo.items(test.companyCode, [routing.from])).length;
      if (rule.threshold > questions) throw badRequest(M.thresholdAbove(questions));
    }
    const scale = measureScale(test.examFamily, section.referenceType);
    const next: ConversionTables = { ...test.conversionTables };
    for (const route of adaptiveRoutes) {
      checkTable(tables[route], scale);
      const name = tableName(section.referenceType, route);
      if (tables[route].length) next[name] = [...tables[route]].sort((a, b) => a.raw - b.raw);
      else delete next[name];
    }
    await repo.setRouting(test.companyCode, section.id, { from: routing.from, rule });
    await repo.setTables(test.companyCode, test.id, next);
  }

  private async saveItem(repo: Repo, test: TestRow, section: SectionRow, settings: ItemSettings) {
    const pool = await repo.items(test.companyCode, [section.id]);
    if (settings.length > pool.length) throw badRequest(M.lengthAbovePool(pool.length));
    const topics = new Set(pool.map((i) => i.topic ?? ''));
    for (const topic of Object.keys(settings.targets ?? {}))
      if (!topics.has(topic)) throw badRequest(M.unknownTopic(topic));
    const { maxExposure: _m, targets: _t, ...kept } = section.adaptive as NonNullable<SectionRow['adaptive']>;
    const { maxExposure, targets, length, topK } = settings;
    await repo.setAdaptive(test.companyCode, section.id, {
      ...kept,
      length,
      topK,
      ...(maxExposure === null ? {} : { maxExposure }),
      ...(targets === null ? {} : { targets }),
    });
  }
}
