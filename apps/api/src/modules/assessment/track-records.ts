import {
  type SyncAck,
  type SyncRejectCode,
  type TrackRecord,
  TrackRecordSchema,
} from '@portico/contract/assessment-sync';
import type { ZodError } from 'zod';
import type { TrackRow } from './track.repository';

/**
 * The records of a sync batch as both sync paths read them (track-sync.ts, track-sync-fast.ts): each
 * parsed on its own, compared with what is stored, and acknowledged.
 */

export const SyncMessages = {
  notFound: 'Test not found.',
  notAQuestion: 'This is not a question of this test.',
  submitted: 'This test has been submitted. Answers can no longer be changed.',
  otherPortal: 'This request belongs to another portal.',
  /** An item that asks for N answers takes at most N (issue 12 §5). */
  tooManyChoices: (n: number) => `Choose at most ${n} answer${n === 1 ? '' : 's'}.`,
  otherRunner:
    'This test is open in another tab or on another device. Answers given here are not saved until you continue here.',
  /** EXAM-PROFILES.md: no re-record in a mock (PTE, CELPIP, Duolingo, IELTS's recorded Speaking). */
  recorded: 'This answer has been recorded. In this test the first recording is final.',
  /** Decision 044: PTE, Duolingo and CELPIP Listening go forward only. */
  movedOn: 'This test goes forward only, and a later question has already been opened.',
} as const;

export interface SyncStudent {
  id: string;
  companyCode: string;
}

/** A record that passed its own validation, with its place in the request. */
export interface Parsed {
  index: number;
  record: TrackRecord;
}

/** The ack of a record that is refused, echoing what can be read of it. */
export function rejectAck(raw: unknown, code: SyncRejectCode, reason: string): SyncAck {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    itemId: typeof r.itemId === 'string' ? r.itemId.slice(0, 100) : '',
    trackNumber: typeof r.trackNumber === 'number' && Number.isFinite(r.trackNumber) ? r.trackNumber : -1,
    status: 'rejected',
    code,
    reason,
  };
}

/** The first problem of a record, naming its field. */
function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid record';
  const field = issue.path.map(String).join('.');
  return field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Reads each record of a batch on its own: the valid ones, grouped by attempt, and an ack for
 * every invalid one, so a bad record never blocks the good ones sent with it.
 */
export function parseRecords(
  track: readonly unknown[],
  companyCode: string,
): {
  byAttempt: Map<string, Parsed[]>;
  invalid: Map<number, SyncAck>;
} {
  const byAttempt = new Map<string, Parsed[]>();
  const invalid = new Map<number, SyncAck>();
  track.forEach((raw, index) => {
    const parsed = TrackRecordSchema.safeParse(raw);
    if (!parsed.success) {
      invalid.set(index, rejectAck(raw, 'INVALID', firstIssue(parsed.error)));
      return;
    }
    // spec 1 §7: a payload naming another company is refused, never re-routed.
    if (parsed.data.companyCode && parsed.data.companyCode !== companyCode) {
      invalid.set(index, rejectAck(raw, 'INVALID', SyncMessages.otherPortal));
      return;
    }
    const list = byAttempt.get(parsed.data.testId) ?? [];
    list.push({ index, record: parsed.data });
    byAttempt.set(parsed.data.testId, list);
  });
  return { byAttempt, invalid };
}

type Answer = Pick<TrackRow, 'selectedOptionId' | 'enteredText' | 'inputResponses'>;

export const sameAnswer = (stored: Answer, row: Partial<Answer>) =>
  stored.selectedOptionId === (row.selectedOptionId ?? null) &&
  stored.enteredText === (row.enteredText ?? null) &&
  JSON.stringify(stored.inputResponses) === JSON.stringify(row.inputResponses ?? []);

/** The columns of a track that come from the record itself. */
export const trackValues = (r: TrackRecord) => ({
  trackNumber: r.trackNumber,
  selectedOptionId: r.selectedOptionId ?? null,
  enteredText: r.enteredText ?? null,
  inputResponses: (r.inputResponses ?? []).map((v) => ({ value: v.value ?? null })),
  timeRemaining: r.timeRemaining === undefined ? null : Math.round(r.timeRemaining),
  timeTaken: Math.round(r.timeTaken ?? 0),
  marked: r.marked ?? false,
  clientTimeStamp: r.timeStamp ?? null,
});

export const ack = (p: Parsed, status: SyncAck['status']): SyncAck => ({
  itemId: p.record.itemId,
  trackNumber: p.record.trackNumber,
  status,
});
