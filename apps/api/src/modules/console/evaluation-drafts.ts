import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import {
  type EvaluationConflict,
  type EvaluationDraft,
  EvaluationDraftSchema,
} from '@portico/contract/console-evaluations-drafts';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { EvaluationQueueRepository, EvaluationRow } from './evaluation-queue.repository';

/** Saved versions kept per attempt: hours of a teacher's autosaves, within a few hundred kilobytes. */
const DRAFT_HISTORY = 100;

/** A save or release based on an older draft: 409, with the draft as it stands (the routes send it). */
export class StaleDraftError extends AppError {
  constructor(
    message: string,
    readonly conflict: EvaluationConflict,
  ) {
    super('CONFLICT', message);
  }
}

const utcTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Where an attempt's feedback clips are stored: the key carries the company and the attempt. */
export const clipPrefix = (companyCode: string, attemptId: string) =>
  `${companyCode}/evaluation-audio/${attemptId}/`;

/** What a versioned act does, as the refusal of a stale one says it. */
type DraftAct = 'saving' | 'releasing' | 'correcting';

/** 409 with the draft as it stands when the page was based on another version than the stored one. */
export function checkBase(before: EvaluationRow, baseVersion: number, act: DraftAct) {
  const current = before.draftVersion ?? 0;
  if (current === baseVersion) return;
  const savedBy = before.draftSavedById
    ? { id: before.draftSavedById, name: before.draftSavedByName ?? '' }
    : null;
  const saved = before.draft ? EvaluationDraftSchema.safeParse(before.draft) : null;
  throw new StaleDraftError(
    M.staleDraft(
      savedBy?.name ?? null,
      before.draftSavedAt ? `${utcTime.format(before.draftSavedAt)} UTC` : null,
      act,
    ),
    {
      draftVersion: current,
      draft: saved?.success ? saved.data : null,
      savedBy,
      savedAt: before.draftSavedAt?.toISOString() ?? null,
    },
  );
}

/**
 * The draft as version baseVersion + 1, compared and set in one statement (the attempt's lock
 * already orders the acts; the statement holds on its own), and kept in the history.
 */
export async function storeVersion(
  repo: EvaluationQueueRepository,
  at: { actor: Actor; now: Date },
  before: EvaluationRow,
  body: { baseVersion: number; draft: EvaluationDraft; reason?: string },
  extra: {
    assigneeStaffId: string | null;
    releasedAt?: Date;
    releasedBy?: string;
    markedAt?: Date;
    markedBy?: string;
    reviewedAt?: Date;
    reviewedBy?: string;
  },
): Promise<number> {
  const { actor, now } = at;
  const { baseVersion, draft, reason } = body;
  const version = await repo.saveDraftVersion(before.id, before.companyCode, baseVersion, {
    draft,
    draftSavedAt: now,
    draftSavedBy: actor.staff.id,
    updatedAt: now,
    ...extra,
  });
  const act: DraftAct = reason ? 'correcting' : extra.releasedAt ? 'releasing' : 'saving';
  if (version === null) {
    const current = await repo.attempt(before.companyCode, before.id);
    checkBase(current ?? before, baseVersion, act);
    throw conflict(M.staleDraft(null, null, act));
  }
  await repo.keepDraftVersion(
    {
      studentTestId: before.id,
      version,
      companyCode: before.companyCode,
      draft,
      savedBy: actor.staff.id,
      savedAt: now,
      reason: reason ?? null,
    },
    DRAFT_HISTORY,
  );
  return version;
}

/** Every clip named is a stored file of this attempt's clips (its key carries the attempt). */
export async function checkClips(
  repo: EvaluationQueueRepository,
  row: EvaluationRow,
  draft: EvaluationDraft,
) {
  for (const a of Object.values(draft.answers)) {
    if (!a.audioFileId) continue;
    const file = await repo.file(row.companyCode, a.audioFileId);
    if (!file?.storageKey.startsWith(clipPrefix(row.companyCode, row.id))) {
      throw badRequest(M.unknownAudio);
    }
  }
}
