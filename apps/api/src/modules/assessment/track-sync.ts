import { isRecordingType } from '@portico/contract/answers';
import type { SyncAck, SyncRejectCode } from '@portico/contract/assessment-sync';
import { runnerRules } from '@portico/contract/exam-profile';
import type { SectionClock } from '../../db/schema';
import { fateAgainstStored, newestPerItem, otherRunner, sectionsOfItems } from './answer-rules';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { finaliseAttempt, rescoreAttempt } from './attempt-scoring';
import { isUntimed } from './attempt-start';
import { itemClosings } from './item-clock';
import { selectedIds } from './scoring/response-values';
import { admitTrack } from './section-clock';
import { selectCount } from './test-json';
import type { NewTrack, TrackRow } from './track.repository';
import { ack, type Parsed, SyncMessages, type SyncStudent, sameAnswer, trackValues } from './track-records';
import { aheadOf, ForwardJudge, type ForwardOnly } from './track-sync-forward';

/** What one attempt's part of a batch came to. */
export interface AttemptSyncResult {
  acks: Map<number, SyncAck>;
  attempt: StudentTestRow | undefined;
}

export interface SyncRules {
  now: Date;
  graceSeconds: number;
  /** Until when an attempt's answers count (its deadline plus grace). */
  countsUntil(attempt: StudentTestRow): Date;
  /** The attempt's questions that go forward only (decision 044); null or absent: none. */
  forwardOnly?: ForwardOnly | null;
}

/** A record to store, with the record it acks. */
interface Judged {
  p: Parsed;
  row: NewTrack;
}

/** What judging a batch's questions came to: what counts, what came late, the sectional clock. */
interface Judgement {
  counted: Judged[];
  late: Judged[];
  clock: SectionClock[];
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
  const refuseAll = ({ code, reason }: Refusal) => {
    for (const p of entries) acks.set(p.index, { ...ack(p, 'rejected'), code, reason });
    return { acks, attempt: locked };
  };
  if (!locked) return refuseAll({ code: 'NOT_FOUND', reason: SyncMessages.notFound });
  const refusal = refusedAttempt(locked, runnerId);
  if (refusal) return refuseAll(refusal);
  let attempt = locked;
  const sectionOf = sectionsOfItems(attempt.itemOrder);
  const questions = await questionsOf(repo, attempt, sectionOf, entries, acks);
  if (questions.length === 0) return { acks, attempt };

  attempt = await startedClock(repo, attempt, rules.now);
  const judgement = await judgeQuestions(repo, attempt, sectionOf, questions, student, rules, acks);
  attempt = await storeJudged(repo, attempt, judgement, acks);
  attempt = await endedIfDone(repo, attempt, judgement, rules);
  return { acks, attempt };
}

interface Refusal {
  code: SyncRejectCode;
  reason: string;
}

/** Why no record of the batch counts, if none does. */
function refusedAttempt(locked: StudentTestRow, runnerId: string | undefined): Refusal | null {
  // The student's submit closes the attempt: nothing more counts, and nothing is kept.
  if (locked.status === 'Completed' && locked.endedBy === 'student') {
    return { code: 'ENDED', reason: SyncMessages.submitted };
  }
  // Only the runner that launched last may write (a second tab or device is told so instead).
  if (locked.status === 'InProgress' && otherRunner(locked.runnerId, runnerId)) {
    return { code: 'OTHER_RUNNER', reason: SyncMessages.otherRunner };
  }
  return null;
}

/** The records of the attempt's own questions that choose no more than allowed; the rest refused. */
async function questionsOf(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  sectionOf: ReadonlyMap<string, string>,
  entries: readonly Parsed[],
  acks: Map<number, SyncAck>,
): Promise<Parsed[]> {
  const questions: Parsed[] = [];
  for (const p of entries) {
    if (sectionOf.has(p.record.itemId)) questions.push(p);
    else acks.set(p.index, { ...ack(p, 'rejected'), code: 'INVALID', reason: SyncMessages.notAQuestion });
  }
  for (const refused of await overChosen(repo, attempt.testId, questions)) {
    acks.set(refused.p.index, { ...ack(refused.p, 'rejected'), code: 'INVALID', reason: refused.reason });
    questions.splice(questions.indexOf(refused.p), 1);
  }
  return questions;
}

/** The attempt with its clock started by its first answer. */
async function startedClock(repo: AssessmentRepository, attempt: StudentTestRow, now: Date) {
  if (attempt.startedAt || attempt.status !== 'InProgress') return attempt;
  // An untimed attempt (an in-lesson quiz, a test without minutes) has no deadline.
  const deadlineAt = isUntimed(attempt) ? null : new Date(now.getTime() + attempt.timeLimitSeconds * 1000);
  await repo.attempts.startClock(attempt.id, now, deadlineAt);
  return { ...attempt, startedAt: now, deadlineAt };
}

/** Decides the fate of each question's newest record and acks every one not stored. */
async function judgeQuestions(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  sectionOf: ReadonlyMap<string, string>,
  questions: readonly Parsed[],
  student: SyncStudent,
  rules: SyncRules,
  acks: Map<number, SyncAck>,
): Promise<Judgement> {
  const { now, graceSeconds } = rules;
  // The newest record per item; earlier ones of the same item in this batch are superseded by it.
  const newest = newestPerItem(questions);
  const inTime = attempt.status === 'InProgress' && now.getTime() <= rules.countsUntil(attempt).getTime();
  const stored = await storedTracks(repo, attempt.id, newest, rules.forwardOnly);
  const forward = rules.forwardOnly ? new ForwardJudge(rules.forwardOnly, stored.keys()) : null;
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
  const judgement: Judgement = { counted: [], late: [], clock: attempt.sectionClock };
  for (const p of [...newest.values()].sort((a, b) => a.record.trackNumber - b.record.trackNumber)) {
    const row = trackRow(attempt.id, sectionOf, student, p, now);
    let onTime = inTime;
    if (onTime && attempt.timerMode === 'sectional') {
      const admitted = admitTrack(judgement.clock, row.sectionId, now, graceSeconds);
      judgement.clock = admitted.clock;
      onTime = admitted.onTime;
    }
    const closes = closings?.get(row.itemId);
    if (closes && now.getTime() > closes.getTime()) onTime = false;
    const current = stored.get(row.itemId);
    if (!onTime) {
      // A runner re-sends the answer on screen (Next, submit) after the time ran out: the same answer
      // as the one that counted is no late answer.
      if (current && sameAnswer(current, row)) acks.set(p.index, ack(p, 'saved'));
      else judgement.late.push({ p, row });
    } else {
      const same = !!current && sameAnswer(current, row);
      const fate = fateAgainstStored(current?.trackNumber ?? null, same, row.trackNumber);
      // Passing a question again with its answer as it was changes nothing: that is not going back.
      if (
        fate === 'count' &&
        !same &&
        (forward?.refuses(row.itemId, row, current) || leftAdaptive(attempt, row.itemId))
      ) {
        refuse(p, SyncMessages.movedOn);
        continue;
      }
      if (fate === 'count') judgement.counted.push({ p, row });
      else acks.set(p.index, ack(p, fate));
    }
    forward?.reached(row.itemId);
  }
  ackEarlierRecords(questions, newest, refusedWhy, acks);
  return judgement;
}

/**
 * Whether the item is a question of an item-by-item adaptive section that the student has left: the
 * server chose a later one from its answer (decision 064), so its answer can no longer change.
 */
function leftAdaptive(attempt: StudentTestRow, itemId: string): boolean {
  return Object.keys(attempt.cat).some((sectionId) => {
    const served = attempt.itemOrder[sectionId] ?? [];
    const at = served.indexOf(itemId);
    return at >= 0 && at < served.length - 1;
  });
}

/**
 * The stored tracks of the batch's items. The forward-only questions after the batch's are read
 * with its own: one read either way.
 */
async function storedTracks(
  repo: AssessmentRepository,
  attemptId: string,
  newest: ReadonlyMap<string, Parsed>,
  forwardOnly: ForwardOnly | null | undefined,
): Promise<Map<string, TrackRow>> {
  const ahead = forwardOnly ? aheadOf(forwardOnly, [...newest.values()]) : [];
  return new Map(
    (await repo.tracks.storedTracks(attemptId, [...newest.keys(), ...ahead])).map(
      (t) => [t.itemId, t] as const,
    ),
  );
}

function trackRow(
  attemptId: string,
  sectionOf: ReadonlyMap<string, string>,
  student: SyncStudent,
  p: Parsed,
  now: Date,
): NewTrack {
  return {
    studentTestId: attemptId,
    itemId: p.record.itemId,
    companyCode: student.companyCode,
    studentId: student.id,
    sectionId: sectionOf.get(p.record.itemId) ?? '',
    ...trackValues(p.record),
    receivedAt: now,
    openedAt: now,
  };
}

/** An earlier record of an item whose newest was refused shares its fate; otherwise it is superseded. */
function ackEarlierRecords(
  questions: readonly Parsed[],
  newest: ReadonlyMap<string, Parsed>,
  refusedWhy: ReadonlyMap<string, string>,
  acks: Map<number, SyncAck>,
) {
  for (const p of questions)
    if (!acks.has(p.index) && newest.get(p.record.itemId) !== p) {
      const reason = refusedWhy.get(p.record.itemId);
      acks.set(p.index, reason ? { ...ack(p, 'rejected'), code: 'INVALID', reason } : ack(p, 'superseded'));
    }
}

/** Writes the moved sectional clock, the counted answers and the late ones; acks them. */
async function storeJudged(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  { counted, late, clock }: Judgement,
  acks: Map<number, SyncAck>,
): Promise<StudentTestRow> {
  let stored = attempt;
  // The sectional clock is written only when a record moved it on.
  if (JSON.stringify(clock) !== JSON.stringify(attempt.sectionClock)) {
    await repo.attempts.updateSectionClock(attempt.id, clock);
    stored = { ...attempt, sectionClock: clock };
  }
  await repo.tracks.upsertTracks(counted.map((c) => c.row));
  for (const c of counted) acks.set(c.p.index, ack(c.p, 'saved'));
  if (late.length > 0) {
    await repo.tracks.insertLateTracks(late.map((l) => l.row));
    for (const l of late) acks.set(l.p.index, ack(l.p, 'late'));
  }
  return stored;
}

/** Ends a finished quiz or a timed-out attempt; rescores an ended one that got late answers. */
async function endedIfDone(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  { counted, late }: Judgement,
  rules: SyncRules,
): Promise<StudentTestRow> {
  const { now } = rules;
  const timeRanOut = attempt.status === 'InProgress' && now.getTime() > rules.countsUntil(attempt).getTime();
  if (attempt.isQuiz && attempt.status === 'InProgress' && counted.length > 0) {
    // spec 2 §4: answering the last quiz question sets the quiz Completed, once (ended and scored
    // under this attempt's lock, so two tabs answering the last two questions end it once).
    const questions = Object.values(attempt.itemOrder).flat().length;
    if ((await repo.tracks.answeredCount(attempt.id)) >= questions) {
      return finaliseAttempt(repo, attempt, 'student', now);
    }
  } else if (timeRanOut) {
    return finaliseAttempt(repo, attempt, 'timer', now);
  } else if (attempt.status === 'Completed' && late.length > 0) {
    // The report counts the answers that came too late (they never change the score).
    await rescoreAttempt(repo, attempt);
  }
  return attempt;
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
  const items = await repo.content.choiceItems(testId, [...new Set(several.map((p) => p.record.itemId))]);
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
  const content = await repo.content.testContent(companyCode, attempt.testId, attempt);
  if (!content) return [];
  const { test } = content;
  if (runnerRules(test.template, test.examFamily, test.relaxes).reRecord) return [];
  const recordings = new Set(content.items.filter((i) => isRecordingType(i.itemType)).map((i) => i.id));
  return replacing.filter((p) => recordings.has(p.record.itemId));
}
