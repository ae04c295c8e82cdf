import {
  type EvaluationQueueItem,
  type EvaluationReleasedMany,
  EvaluationMessages as M,
} from '@portico/contract/console-evaluations';
import { EvaluationDraftSchema, type EvaluationSave } from '@portico/contract/console-evaluations-drafts';
import { SecondMarkingMessages as SM } from '@portico/contract/console-second-marking';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { checkDraft, examTitle, releasedResults } from './evaluation-answers';
import type { ChangeWork } from './evaluation-correction';
import { checkBase, checkClips, storeVersion } from './evaluation-drafts';
import type { EvaluationRow } from './evaluation-queue.repository';
import { dueAt, isLate } from './queue-common';
import { checkSecondDone, secondPending } from './second-marking';
import { openIfDue } from './second-marking-acts';

/**
 * Review before release and blind marking (issue 40). With review on, a teacher sends a finished
 * evaluation for review (marked) instead of releasing it; an administrator reviews it (reviewed)
 * and releases it, alone or with the other reviewed ones from the queue. With blind marking, whose
 * work it is stays hidden from the console until it is released.
 */

const stateOf = (r: EvaluationRow): EvaluationQueueItem['state'] =>
  r.evaluationStatus === 1
    ? 'released'
    : secondPending(r)
      ? 'second'
      : r.reviewedAt
        ? 'reviewed'
        : r.markedAt
          ? 'marked'
          : r.draftSavedAt
            ? 'draft'
            : 'waiting';

/** Whose attempt it is, as the console shows it: under blind marking a candidate number until released. */
function studentShown(r: EvaluationRow, actor: Actor) {
  const blind = actor.grading.blindMarking && stateOf(r) !== 'released';
  return blind ? { name: M.candidate(r.id), email: '' } : { name: r.studentName, email: r.studentEmail };
}

/** An attempt as the queue and the workspace show it; under blind marking a candidate number until released. */
export function queueItem(r: EvaluationRow, now: Date, actor: Actor): EvaluationQueueItem {
  const requested = r.requestedAt ?? r.endedAt ?? now;
  const due = dueAt(requested, actor.dueHours.evaluations);
  const state = stateOf(r);
  return {
    id: r.id,
    student: studentShown(r, actor),
    courseName: r.courseName,
    testTitle: r.testTitle,
    examTitle: examTitle(r),
    answers: r.answers,
    state,
    requestedAt: requested.toISOString(),
    dueAt: due.toISOString(),
    overdue: state !== 'released' && isLate(due, now),
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
    draftSavedAt: r.draftSavedAt?.toISOString() ?? null,
    releasedAt: r.releasedAt?.toISOString() ?? null,
    releasedBy: r.releasedById ? { id: r.releasedById, name: r.releasedByName ?? '' } : null,
  };
}

/** Release by one act is refused to a teacher where the school reviews first. */
export function checkMayRelease(actor: Actor) {
  if (actor.grading.reviewBeforeRelease && actor.staff.role !== 'admin') throw forbidden(M.reviewFirst);
}

/**
 * Sent for review (a teacher) or reviewed (an administrator), inside the act's transaction: the
 * evaluation complete as Release requires, saved as a new version over the one the page showed.
 */
export function stageWork(
  stage: 'marked' | 'reviewed',
  clock: Clock,
  actor: Actor,
  body: EvaluationSave,
): ChangeWork {
  if (stage === 'reviewed' && actor.staff.role !== 'admin') throw forbidden(M.reviewAdmins);
  const { baseVersion, ...draft } = body;
  return async (repo, before, answers) => {
    // Reviewed waits for a second marking; the first one sent again while it is open is refused.
    if (stage === 'reviewed') checkSecondDone(before, actor);
    else if (secondPending(before)) throw conflict(SM.open);
    checkBase(before, baseVersion, 'saving');
    if (answers.length === 0) throw badRequest(M.nothingToEvaluate);
    checkDraft(draft, answers);
    await checkClips(repo, before, draft);
    releasedResults(draft, answers);
    const now = clock.now();
    const by = actor.staff.id;
    const draftVersion = await storeVersion(
      repo,
      { actor, now },
      before,
      { baseVersion, draft },
      {
        assigneeStaffId: before.assigneeId ?? by,
        ...(stage === 'marked' ? { markedAt: now, markedBy: by } : { reviewedAt: now, reviewedBy: by }),
      },
    );
    // Sent, it is the first marking a due second marking is compared with (decision 057).
    const second = stage === 'marked' ? await openIfDue(repo, actor, before, draft, now) : {};
    return { draftVersion, [stage]: true, ...second };
  };
}

/**
 * The chosen attempts released one by one, each by the ordinary Release act over its saved draft:
 * only reviewed ones where the school reviews first; one refused (a save came first, a criterion
 * missing) is named with why and leaves the others released.
 */
export async function releaseEach(
  actor: Actor,
  ids: string[],
  one: {
    row: (id: string) => Promise<EvaluationRow>;
    release: (id: string, body: EvaluationSave) => Promise<unknown>;
  },
): Promise<EvaluationReleasedMany> {
  if (actor.staff.role !== 'admin') throw forbidden(M.reviewAdmins);
  const out: EvaluationReleasedMany = { released: [], problems: [] };
  for (const id of [...new Set(ids)]) {
    let name = '';
    try {
      const row = await one.row(id);
      name = studentShown(row, actor).name;
      const draft = EvaluationDraftSchema.safeParse(row.draft);
      if (!draft.success || (actor.grading.reviewBeforeRelease && !row.reviewedAt)) {
        throw badRequest(row.evaluationStatus === 1 ? M.alreadyReleased : M.notReviewed);
      }
      await one.release(id, { ...draft.data, baseVersion: row.draftVersion ?? 0 });
      out.released.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.problems.push({ id, name, message: err.message });
    }
  }
  return out;
}
