import { isRecordingType } from '@portico/contract/answers';
import {
  type SyncAck,
  type SyncRejectCode,
  type TrackRecord,
  TrackRecordSchema,
} from '@portico/contract/assessment';
import { runnerRules } from '@portico/contract/exam-profile';
import type { ZodError } from 'zod';
import type { SectionClock } from '../../db/schema';
import { fateAgainstStored, newestPerItem, otherRunner, sectionsOfItems } from './answer-rules';
import type { AssessmentRepository, NewTrack, StudentTestRow, TrackRow } from './assessment.repository';
import { finaliseAttempt, rescoreAttempt } from './attempt-scoring';
import { itemClosings } from './item-clock';
import { selectedIds } from './scoring/response-values';
import { admitTrack } from './section-clock';
import { selectCount } from './test-json';
import { aheadOf, ForwardJudge, type ForwardOnly } from './track-sync-forward';

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

/** What one attempt's part of a batch came to. */
export interface AttemptSyncResult {
  acks: Map<number, SyncAck>;
  attempt: StudentTestRow | undefined;
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

export interface SyncRules {
  now: Date;
  graceSeconds: number;
  /** Until when an attempt's answers count (its deadline plus grace). */
  countsUntil(attempt: StudentTestRow): Date;
  /** The attempt's questions that go forward only (decision 044); null or absent: none. */
  forwardOnly?: ForwardOnly | null;
}

/**
 * Stores one attempt's records of a batch, in the attempt's transaction (the row is locked):
 * decides each record's fate from what is committed, starts the clock, keeps the sectional clock,
 * refuses a change to a question the student has moved past where the test goes forward only,
 * upserts the counted answers, keeps late ones flagged, and ends or rescores the attempt when the
 * time has run out. Every record gets an ack that says what happened to it.
 */
export async function syncAttempt(
  repo: AssessmentRepository,
  locked: StudentTestRow | undefined,
  entries: readonly Parsed[],
  runnerId: string | undefined,
  student: SyncStudent,
  rules: SyncRules,
): Promise<AttemptSyncResult> {
  const acks = new Map<number, SyncAck>();
  const refuseAll = (code: SyncRejectCode, reason: string) => {
    for (const p of entries) acks.set(p.index, { ...ack(p, 'rejected'), code, reason });
    return { acks, attempt: locked };
  };
  if (!locked) return refuseAll('NOT_FOUND', SyncMessages.notFound);
  let attempt = locked;
  const { now, graceSeconds } = rules;

  // The student's submit closes the attempt: nothing more counts, and nothing is kept.
  if (attempt.status === 'Completed' && attempt.endedBy === 'student') {
    return refuseAll('ENDED', SyncMessages.submitted);
  }
  // Only the runner that launched last may write (a second tab or device is told so instead).
  if (attempt.status === 'InProgress' && otherRunner(attempt.runnerId, runnerId)) {
    return refuseAll('OTHER_RUNNER', SyncMessages.otherRunner);
  }

  const sectionOf = sectionsOfItems(attempt.itemOrder);
  const questions: Parsed[] = [];
  for (const p of entries) {
    if (sectionOf.has(p.record.itemId)) questions.push(p);
    else acks.set(p.index, { ...ack(p, 'rejected'), code: 'INVALID', reason: SyncMessages.notAQuestion });
  }
  for (const refused of await overChosen(repo, attempt.testId, questions)) {
    acks.set(refused.p.index, { ...ack(refused.p, 'rejected'), code: 'INVALID', reason: refused.reason });
    questions.splice(questions.indexOf(refused.p), 1);
  }
  if (questions.length === 0) return { acks, attempt };

  if (!attempt.startedAt && attempt.status === 'InProgress') {
    // An untimed attempt (an in-lesson quiz) has no deadline.
    const deadlineAt = attempt.isQuiz ? null : new Date(now.getTime() + attempt.timeLimitSeconds * 1000);
    await repo.startClock(attempt.id, now, deadlineAt);
    attempt = { ...attempt, startedAt: now, deadlineAt };
  }

  // The newest record per item; earlier ones of the same item in this batch are superseded by it.
  const newest = newestPerItem(questions);
  const rowOf = (p: Parsed): NewTrack => ({
    studentTestId: attempt.id,
    itemId: p.record.itemId,
    companyCode: student.companyCode,
    studentId: student.id,
    sectionId: sectionOf.get(p.record.itemId) ?? '',
    ...trackValues(p.record),
    receivedAt: now,
    openedAt: now,
  });

  const inTime = attempt.status === 'InProgress' && now.getTime() <= rules.countsUntil(attempt).getTime();
  let clock: SectionClock[] = attempt.sectionClock;
  // The forward-only questions after the batch's are read with its own: one read either way.
  const { forwardOnly } = rules;
  const ahead = forwardOnly ? aheadOf(forwardOnly, [...newest.values()]) : [];
  const stored = new Map(
    (await repo.storedTracks(attempt.id, [...newest.keys(), ...ahead])).map((t) => [t.itemId, t] as const),
  );
  const forward = forwardOnly ? new ForwardJudge(forwardOnly, stored.keys()) : null;
  /** Items whose newest record was refused, and why: their earlier records of the batch share it. */
  const refusedWhy = new Map<string, string>();
  const refuse = (p: Parsed, reason: string) => {
    acks.set(p.index, { ...ack(p, 'rejected'), code: 'INVALID', reason });
    refusedWhy.set(p.record.itemId, reason);
  };
  for (const p of await reRecorded(repo, student.companyCode, attempt, [...newest.values()], stored)) {
    refuse(p, SyncMessages.recorded);
    newest.delete(p.record.itemId);
  }
  // A timed task's answers count until its own clock closes (item-clock.ts).
  const closings = inTime
    ? await itemClosings(repo, attempt, [...newest.keys()], stored, now, graceSeconds)
    : null;
  const counted: { p: Parsed; row: NewTrack }[] = [];
  const late: { p: Parsed; row: NewTrack }[] = [];
  for (const p of [...newest.values()].sort((a, b) => a.record.trackNumber - b.record.trackNumber)) {
    const row = rowOf(p);
    let onTime = inTime;
    if (onTime && attempt.timerMode === 'sectional') {
      const admitted = admitTrack(clock, row.sectionId, now, graceSeconds);
      clock = admitted.clock;
      onTime = admitted.onTime;
    }
    const closes = closings?.get(row.itemId);
    if (closes && now.getTime() > closes.getTime()) onTime = false;
    const current = stored.get(row.itemId);
    if (!onTime) {
      // A runner re-sends the answer on screen (Next, submit) after the time ran out: the same answer
      // as the one that counted is no late answer.
      if (current && sameAnswer(current, row)) acks.set(p.index, ack(p, 'saved'));
      else late.push({ p, row });
    } else {
      const same = !!current && sameAnswer(current, row);
      const fate = fateAgainstStored(current?.trackNumber ?? null, same, row.trackNumber);
      // Passing a question again with its answer as it was changes nothing: that is not going back.
      if (fate === 'count' && !same && forward?.refuses(row.itemId, row, current)) {
        refuse(p, SyncMessages.movedOn);
        continue;
      }
      if (fate === 'count') counted.push({ p, row });
      else acks.set(p.index, ack(p, fate));
    }
    forward?.reached(row.itemId);
  }
  for (const p of questions)
    if (!acks.has(p.index) && newest.get(p.record.itemId) !== p) {
      // An earlier record of an item whose newest was refused shares its fate.
      const reason = refusedWhy.get(p.record.itemId);
      acks.set(p.index, reason ? { ...ack(p, 'rejected'), code: 'INVALID', reason } : ack(p, 'superseded'));
    }

  // The sectional clock is written only when a record moved it on.
  if (JSON.stringify(clock) !== JSON.stringify(attempt.sectionClock)) {
    await repo.updateSectionClock(attempt.id, clock);
    attempt = { ...attempt, sectionClock: clock };
  }
  await repo.upsertTracks(counted.map((c) => c.row));
  for (const c of counted) acks.set(c.p.index, ack(c.p, 'saved'));
  if (late.length > 0) {
    await repo.insertLateTracks(late.map((l) => l.row));
    for (const l of late) acks.set(l.p.index, ack(l.p, 'late'));
  }

  const timeRanOut = attempt.status === 'InProgress' && now.getTime() > rules.countsUntil(attempt).getTime();
  if (attempt.isQuiz && attempt.status === 'InProgress' && counted.length > 0) {
    // spec 2 §4: answering the last quiz question sets the quiz Completed, once (ended and scored
    // under this attempt's lock, so two tabs answering the last two questions end it once).
    const questions = Object.values(attempt.itemOrder).flat().length;
    if ((await repo.answeredCount(attempt.id)) >= questions) {
      attempt = await finaliseAttempt(repo, attempt, 'student', now);
    }
  } else if (timeRanOut) {
    attempt = await finaliseAttempt(repo, attempt, 'timer', now);
  } else if (attempt.status === 'Completed' && late.length > 0) {
    // The report counts the answers that came too late (they never change the score).
    await rescoreAttempt(repo, attempt);
  }
  return { acks, attempt };
}

/**
 * The records choosing more options than their item allows ('Choose TWO letters', a multi-select):
 * refused, so no client can store an answer the runner would never let a student give. Only records
 * with two or more choices are looked up, so the usual batch costs no extra query.
 */
async function overChosen(repo: AssessmentRepository, testId: string, records: readonly Parsed[]) {
  const chosen = (p: Parsed) => selectedIds({ selectedOptionId: p.record.selectedOptionId }).length;
  const several = records.filter((p) => chosen(p) > 1);
  if (several.length === 0) return [];
  const items = await repo.choiceItems(testId, [...new Set(several.map((p) => p.record.itemId))]);
  const limitOf = new Map(items.map((i) => [i.id, selectCount(i, Number(i.rightCount), i.template)]));
  return several.flatMap((p) => {
    const limit = limitOf.get(p.record.itemId) ?? 0;
    return limit > 0 && chosen(p) > limit ? [{ p, reason: SyncMessages.tooManyChoices(limit) }] : [];
  });
}

/**
 * The records that would replace a stored recording where the attempt's rules make the first one
 * final (EXAM-PROFILES.md: no re-record in a mock): refused, so a hand-made request cannot record
 * again what the runner would not. The test's rules are read only when such a record comes.
 */
async function reRecorded(
  repo: AssessmentRepository,
  companyCode: string,
  attempt: StudentTestRow,
  records: readonly Parsed[],
  stored: ReadonlyMap<string, TrackRow>,
): Promise<Parsed[]> {
  const replacing = records.filter((p) => {
    const before = stored.get(p.record.itemId)?.enteredText ?? '';
    return before !== '' && (p.record.enteredText ?? '') !== before;
  });
  if (replacing.length === 0) return [];
  const content = await repo.testContent(companyCode, attempt.testId, attempt);
  if (!content) return [];
  const { test } = content;
  if (runnerRules(test.template, test.examFamily, test.relaxes).reRecord) return [];
  const recordings = new Set(content.items.filter((i) => isRecordingType(i.itemType)).map((i) => i.id));
  return replacing.filter((p) => recordings.has(p.record.itemId));
}
