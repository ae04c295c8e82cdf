import {
  type BandDescriptorsSave,
  type BandDescriptorsView,
  BandDescriptorMessages as BM,
  type DescriptorOverride,
  defaultDescriptor,
  describedBands,
  describedRubrics,
  descriptorsOf,
  type RubricDescriptors,
} from '@portico/contract/band-descriptors';
import {
  CommentBankMessages as CM,
  COMMENT_BANK_MAX,
  type CommentBank,
  type CommentBankAdd,
} from '@portico/contract/comment-bank';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { adminOnly } from './authoring';
import type { CommentBankRow, DescriptorRow, GradingAidsRepository } from './grading-aids.repository';

const textOf = (rows: DescriptorRow[], criterionKey: string, band: string, rubricId: string) =>
  rows.find((r) => r.criterionKey === criterionKey && r.band === band)?.text ??
  defaultDescriptor(rubricId, criterionKey, band);

function viewOf(rows: DescriptorRow[]): BandDescriptorsView {
  return {
    rubrics: describedRubrics.map((rubric) => {
      const own = rows.filter((r) => r.rubricId === rubric.id);
      return {
        id: rubric.id,
        title: rubric.title,
        criteria: rubric.criteria.map((c) => ({
          key: c.key,
          label: c.label,
          bands: describedBands(c).map((band) => {
            const row = own.find((r) => r.criterionKey === c.key && r.band === band);
            return {
              band,
              text: row?.text ?? defaultDescriptor(rubric.id, c.key, band),
              defaultText: defaultDescriptor(rubric.id, c.key, band),
              edited: Boolean(row),
              updatedBy: row?.updatedById ? { id: row.updatedById, name: row.updatedByName ?? '' } : null,
              updatedAt: row ? row.updatedAt.toISOString() : null,
            };
          }),
        })),
      };
    }),
  };
}

/**
 * The grading aids of the console (issue 40): band descriptors (every teacher reads them while
 * grading; an administrator rewrites them, one criterion per save, never over another's change)
 * and each teacher's own comment bank.
 */
export class GradingAidsService {
  constructor(
    private readonly repo: GradingAidsRepository,
    private readonly clock: Clock,
  ) {}

  /** The descriptors of the given rubrics as the company reads them, for the grading workspace. */
  async descriptorsFor(companyCode: string, rubricIds: string[]): Promise<Record<string, RubricDescriptors>> {
    const rows: DescriptorOverride[] = await this.repo.descriptors(companyCode);
    return Object.fromEntries([...new Set(rubricIds)].map((id) => [id, descriptorsOf(id, rows)]));
  }

  async descriptors(actor: Actor): Promise<BandDescriptorsView> {
    return viewOf(await this.repo.descriptors(actor.staff.companyCode));
  }

  /**
   * One criterion's bands rewritten (or put back to Portico's), in one transaction with its audit
   * entry. A band someone else changed since the page loaded refuses the whole save with 409.
   */
  async saveDescriptors(actor: Actor, body: BandDescriptorsSave): Promise<BandDescriptorsView> {
    const companyCode = adminOnly(actor);
    const rubric = describedRubrics.find((r) => r.id === body.rubricId);
    if (!rubric) throw badRequest(BM.unknownRubric);
    const criterion = rubric.criteria.find((c) => c.key === body.criterionKey);
    if (!criterion) throw badRequest(BM.unknownCriterion);
    const bands = describedBands(criterion);
    if (body.bands.some((b) => !bands.includes(b.band))) throw badRequest(BM.unknownBand);
    const at = this.clock.now();
    await this.repo.transaction(async (repo) => {
      await repo.holdCriterion(companyCode, rubric.id, criterion.key);
      const rows = (await repo.descriptors(companyCode, rubric.id, true)).filter(
        (r) => r.criterionKey === criterion.key,
      );
      const before = Object.fromEntries(
        body.bands.map((b) => [b.band, textOf(rows, criterion.key, b.band, rubric.id)]),
      );
      const moved = body.bands.filter((b) => before[b.band] !== b.base.trim() && before[b.band] !== b.text);
      if (moved.length) throw conflict(BM.changed(moved.map((b) => b.band)));
      const changed = body.bands.filter(
        (b) => before[b.band] !== (b.text || defaultDescriptor(rubric.id, criterion.key, b.band)),
      );
      for (const b of changed) {
        const key = { companyCode, rubricId: rubric.id, criterionKey: criterion.key, band: b.band };
        const isDefault = b.text === '' || b.text === defaultDescriptor(rubric.id, criterion.key, b.band);
        if (isDefault) await repo.removeDescriptor(key);
        else await repo.setDescriptor(key, b.text, actor.staff.id, at);
      }
      if (!changed.length) return;
      await repo.audit({
        companyCode,
        staffId: actor.staff.id,
        action: 'band-descriptors.update',
        entity: 'rubric',
        entityId: `${rubric.id}/${criterion.key}`,
        before: Object.fromEntries(changed.map((b) => [b.band, before[b.band]])),
        after: Object.fromEntries(
          changed.map((b) => [b.band, b.text || defaultDescriptor(rubric.id, criterion.key, b.band)]),
        ),
        ip: actor.ip,
        at,
      });
    });
    return this.descriptors(actor);
  }

  async bank(actor: Actor): Promise<CommentBank> {
    const rows = await this.repo.bank(actor.staff.companyCode, actor.staff.id);
    return { entries: rows.map(entryOf) };
  }

  /** Keeps a comment in the teacher's own bank (the same words for the same criterion once). */
  async addToBank(actor: Actor, body: CommentBankAdd & { criterion: string | null; text: string }) {
    const { companyCode, id: staffId } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const rows = await repo.bank(companyCode, staffId);
      if (rows.some((r) => r.criterion === body.criterion && r.text === body.text)) return;
      if (rows.length >= COMMENT_BANK_MAX) throw badRequest(CM.full);
      await repo.addToBank({
        companyCode,
        staffId,
        criterion: body.criterion || null,
        text: body.text,
        createdAt: this.clock.now(),
      });
    });
    return this.bank(actor);
  }

  async removeFromBank(actor: Actor, id: string): Promise<CommentBank> {
    const { companyCode, id: staffId } = actor.staff;
    if (!(await this.repo.removeFromBank(companyCode, staffId, id))) throw notFound(CM.notFound);
    return this.bank(actor);
  }
}

const entryOf = (r: CommentBankRow) => ({
  id: r.id,
  criterion: r.criterion,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
});
