import { isDeepStrictEqual } from 'node:util';
import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import {
  type EvaluationCorrect,
  type EvaluationDraft,
  EvaluationDraftSchema,
} from '@portico/contract/console-evaluations-drafts';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { type Answer, checkDraft } from './evaluation-answers';
import { checkBase, checkClips, storeVersion } from './evaluation-drafts';
import type { AttemptRow, EvaluationQueueRepository, EvaluationRow } from './evaluation-queue.repository';
import { reportPath, writeRelease } from './evaluation-release';
import type { StudentNews } from './student-news';
import { evaluationCorrectedNews } from './student-news-texts';

/** What one act on an evaluation does inside its transaction; answers what the audit log keeps of it. */
export type ChangeWork = (
  repo: EvaluationQueueRepository,
  before: EvaluationRow,
  answers: Answer[],
  locked: AttemptRow,
  tx: Db,
) => Promise<Record<string, unknown>>;

/** A released evaluation is corrected by the one who released it or by an administrator. */
export const mayCorrect = (actor: Actor, row: Pick<EvaluationRow, 'releasedById'>) =>
  actor.staff.role === 'admin' || row.releasedById === actor.staff.id;

/**
 * The same bands, comments, clips and remarks (a correction must change something); key order
 * aside, as the database keeps JSON in its own order.
 */
const sameDraft = (a: EvaluationDraft, b: EvaluationDraft) =>
  isDeepStrictEqual(EvaluationDraftSchema.parse(a), EvaluationDraftSchema.parse(b));

/**
 * A released evaluation corrected (issue 40), inside the act's transaction: its grader or an
 * administrator, over the version the page showed, with a reason. What the student reads is written
 * again as a release writes it, the correction kept as a new version with its reason (the released
 * one stays in the history), the old and new in the audit log, and the student told why (a mail and
 * a personal notification, decision 052).
 */
export function correctionWork(
  ctx: { clock: { now(): Date }; news: StudentNews },
  actor: Actor,
  company: CompanyRow,
  body: EvaluationCorrect,
): ChangeWork {
  const { baseVersion, reason, ...draft } = body;
  return async (repo, before, answers, locked, tx) => {
    if (!mayCorrect(actor, before)) throw forbidden(M.correctOthers);
    checkBase(before, baseVersion, 'correcting');
    checkDraft(draft, answers);
    await checkClips(repo, before, draft);
    const previous = before.draft ? EvaluationDraftSchema.safeParse(before.draft) : null;
    if (previous?.success && sameDraft(previous.data, draft)) throw badRequest(M.unchanged);
    const { bands, scores } = await writeRelease(repo, actor, { before, locked, answers }, draft);
    const draftVersion = await storeVersion(
      repo,
      { actor, now: ctx.clock.now() },
      before,
      { baseVersion, draft, reason },
      { assigneeStaffId: before.assigneeId ?? actor.staff.id },
    );
    const student = { id: before.studentId, name: before.studentName, email: before.studentEmail };
    await ctx.news.tell(
      tx,
      company,
      student,
      evaluationCorrectedNews(before.testTitle, reason, reportPath(before)),
      'evaluation',
    );
    const was = { version: before.draftVersion ?? 0, draft: before.draft };
    return { reason, evaluatedBands: bands, scores, draftVersion, previous: was };
  };
}
