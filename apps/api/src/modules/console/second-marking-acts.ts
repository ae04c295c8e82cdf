import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import {
  type EvaluationDraft,
  EvaluationDraftSchema,
  type EvaluationSave,
} from '@portico/contract/console-evaluations-drafts';
import {
  type SecondMarkingSettle,
  SecondMarkingMessages as SM,
} from '@portico/contract/console-second-marking';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { checkDraft, releasedResults } from './evaluation-answers';
import type { ChangeWork } from './evaluation-correction';
import { checkBase, checkClips, StaleDraftError, storeVersion } from './evaluation-drafts';
import type { EvaluationQueueRepository, EvaluationRow } from './evaluation-queue.repository';
import { firstMarkerOf, isSecondMarker, secondDue, statusOf } from './second-marking';
import type { SecondMarkingRow } from './second-marking.repository';

/**
 * The acts of second marking (issue 40, decision 057), each inside the evaluation's own act
 * (evaluation-act.ts: the attempt locked, the audit entry): asked for, opened when the first marking
 * is sent, the second marker's draft and its sending, and the administrator's settling.
 */

const utcTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When the first marking is sent (the teacher's Send for a second marking, or for review) and a
 * second is due, it opens: the first kept as it was sent. Answers what the audit log keeps of it.
 */
export async function openIfDue(
  repo: EvaluationQueueRepository,
  actor: Actor,
  before: EvaluationRow,
  draft: EvaluationDraft,
  now: Date,
): Promise<{ secondMarking: 'opened' } | Record<string, never>> {
  if (!secondDue(before, actor)) return {};
  const markings = repo.secondMarkings();
  const first = { firstBy: actor.staff.id, firstDraft: draft, firstAt: now, updatedAt: now };
  if (before.secondAskedAt) {
    if (before.secondFirstAt) throw conflict(SM.open);
    await markings.update(before.companyCode, before.id, first);
  } else {
    await markings.insert({
      studentTestId: before.id,
      companyCode: before.companyCode,
      reason: 'sample',
      requestedAt: now,
      ...first,
    });
  }
  return { secondMarking: 'opened' };
}

/** A second marking asked for by its teacher or an administrator; it opens at once if the first is sent. */
export function askWork(clock: Clock, actor: Actor, note: string): ChangeWork {
  return async (repo, before) => {
    const first = firstMarkerOf(null, before);
    if (actor.staff.role !== 'admin' && first !== actor.staff.id) throw forbidden(SM.askers);
    // One second marking per attempt: asked for, picked by the sample, or settled already.
    if (before.secondAskedAt) throw conflict(SM.already);
    const now = clock.now();
    const sent = Boolean(before.markedAt || before.reviewedAt) && before.draft !== null;
    await repo.secondMarkings().insert({
      studentTestId: before.id,
      companyCode: before.companyCode,
      reason: 'requested',
      note,
      requestedBy: actor.staff.id,
      requestedAt: now,
      ...(sent ? { firstBy: first, firstDraft: before.draft, firstAt: now } : {}),
    });
    return { secondMarking: sent ? 'opened' : 'asked', note };
  };
}

/** The second marking of the attempt, which must be open to this act. */
async function openMarking(repo: EvaluationQueueRepository, before: EvaluationRow) {
  const found = await repo.secondMarkings().find(before.companyCode, before.id);
  if (!found) throw badRequest(SM.notOpen);
  return found;
}

/** A second marker's save based on another version than theirs: 409 with their draft as it stands. */
function checkSecondBase(found: SecondMarkingRow, baseVersion: number) {
  const m = found.marking;
  if (m.version === baseVersion) return;
  const savedBy = found.marker?.id ? { id: found.marker.id, name: found.marker.name ?? '' } : null;
  const draft = m.draft ? EvaluationDraftSchema.safeParse(m.draft) : null;
  throw new StaleDraftError(
    M.staleDraft(savedBy?.name ?? null, m.savedAt ? `${utcTime.format(m.savedAt)} UTC` : null, 'saving'),
    {
      draftVersion: m.version,
      draft: draft?.success ? draft.data : null,
      savedBy,
      savedAt: m.savedAt?.toISOString() ?? null,
    },
  );
}

/**
 * The second marker's draft saved (the page autosaves it), or sent (`submit`: complete, as a
 * release requires): over the version their page showed, never seen by the first marker.
 */
export function secondDraftWork(
  clock: Clock,
  actor: Actor,
  body: EvaluationSave,
  submit: boolean,
): ChangeWork {
  const { baseVersion, ...draft } = body;
  return async (repo, before, answers) => {
    const found = await openMarking(repo, before);
    const m = found.marking;
    const status = statusOf(m);
    if (status !== 'open' && status !== 'awaiting-first') throw conflict(SM.notOpen);
    if (!isSecondMarker(m, before, actor)) {
      if (m.markerId) throw conflict(SM.taken(found.marker?.name ?? ''));
      throw forbidden(SM.self);
    }
    checkSecondBase(found, baseVersion);
    checkDraft(draft, answers);
    await checkClips(repo, before, draft);
    if (submit) releasedResults(draft, answers);
    const now = clock.now();
    const version = await repo.secondMarkings().saveDraft(before.companyCode, before.id, baseVersion, {
      draft,
      markerId: actor.staff.id,
      savedAt: now,
      updatedAt: now,
      ...(submit ? { submittedAt: now } : {}),
    });
    if (version === null) throw conflict(M.staleDraft(null, null, 'saving'));
    return submit ? { secondMarking: 'submitted', draft } : { secondMarking: 'saved', version };
  };
}

/** The grades an administrator keeps: the first as sent, the second as sent, or their own. */
function chosenDraft(body: SecondMarkingSettle, m: SecondMarkingRow['marking']): EvaluationDraft {
  if (body.keep === 'own') {
    const { baseVersion: _base, keep: _keep, ...own } = body;
    return own;
  }
  return EvaluationDraftSchema.parse(body.keep === 'first' ? m.firstDraft : m.draft);
}

/**
 * An administrator settles the two: the first, the second or their own grades become the
 * evaluation's draft (over the version the page showed), counted as reviewed; both kept in the audit.
 */
export function settleWork(clock: Clock, actor: Actor, body: SecondMarkingSettle): ChangeWork {
  return async (repo, before, answers) => {
    if (actor.staff.role !== 'admin') throw forbidden(SM.settlers);
    const found = await openMarking(repo, before);
    const m = found.marking;
    const status = statusOf(m);
    if (status === 'settled') throw conflict(SM.notOpen);
    if (status !== 'submitted' || !m.firstDraft) throw badRequest(SM.notIn);
    // Over the version the page showed, as every evaluation act (409 with the draft as it stands).
    checkBase(before, body.baseVersion, 'saving');
    const draft = chosenDraft(body, m);
    checkDraft(draft, answers);
    await checkClips(repo, before, draft);
    releasedResults(draft, answers);
    const now = clock.now();
    const draftVersion = await storeVersion(
      repo,
      { actor, now },
      before,
      { baseVersion: body.baseVersion, draft },
      {
        assigneeStaffId: before.assigneeId ?? m.firstBy,
        reviewedAt: now,
        reviewedBy: actor.staff.id,
      },
    );
    await repo.secondMarkings().update(before.companyCode, before.id, {
      settledAt: now,
      settledBy: actor.staff.id,
      settledWith: body.keep,
      updatedAt: now,
    });
    return { settledWith: body.keep, draftVersion, first: m.firstDraft, second: m.draft };
  };
}
