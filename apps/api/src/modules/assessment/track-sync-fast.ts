import { isRecordingType } from '@portico/contract/answers';
import type { SyncAck } from '@portico/contract/assessment-sync';
import { runnerRules } from '@portico/contract/exam-profile';
import { CallGroups } from '../../db/call-groups';
import { isPoolBusy } from '../../db/db-errors';
import { LruCache } from '../../lib/lru-cache';
import { fateAgainstStored, newestPerItem, sectionsOfItems } from './answer-rules';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { isUntimed } from './attempt-start';
import { selectedIds } from './scoring/response-values';
import type { AttemptShapeRow, ShapeCall } from './test-content.repository';
import { selectCount, type TestContent } from './test-json';
import type { FastSyncCall, FastSyncRow } from './track.repository';
import { ack, type Parsed, type SyncStudent, sameAnswer, trackValues } from './track-records';
import { aheadOf, type ForwardOnly, forwardOnlyOf, inOrder } from './track-sync-forward';

/** What cannot change during an attempt, read once per process and attempt. */
export interface AttemptShape {
  /** The attempt's student: the shape is kept per attempt and given to its student only. */
  studentId: string;
  /** The section of each item the attempt holds. */
  sectionOf: Map<string, string>;
  /** The most options an item takes ('Choose TWO letters'); items without a limit are absent. */
  choiceLimit: Map<string, number>;
  /** Recorded answers: where the first recording is final is the full path's to decide. */
  recordings: Set<string>;
  /** Items with their own time: whether their clock has closed is the full path's to decide. */
  timed: Set<string>;
  /** The questions that go forward only (decision 044); the full path is given them from here too. */
  forwardOnly: ForwardOnly | null;
  /** One clock for the whole test and not a quiz: the attempts the one-statement sync serves. */
  oneStatement: boolean;
  timeLimitSeconds: number;
}

/**
 * How the process groups its one-statement syncs (lib/call-groups.ts): statements at once, the
 * most calls in one, and the line's bounds (the database pool's, DATABASE_POOL_QUEUE and _WAIT).
 */
export interface SyncGrouping {
  atOnce: number;
  largest?: number;
  maxWaiting: number;
  waitMs: number;
}

const DEFAULT_GROUPING: SyncGrouping = { atOnce: 4, maxWaiting: 500, waitMs: 1000 };

/** What an attempt's shape is read from: its row (or the launch's copy of it). */
type ShapeSource = Pick<
  StudentTestRow,
  'id' | 'studentId' | 'itemOrder' | 'timerMode' | 'isQuiz' | 'timeLimitSeconds'
>;

const shapeKey = (companyCode: string, attemptId: string) => `${companyCode}/${attemptId}`;

/** Whom a statement writes for: a known student, or a session it checks itself (`tokenHash`). */
type Writer = { companyCode: string; tokenHash: string | null };

/** One attempt's part of a sync-track batch. */
export interface FastBatch {
  attemptId: string;
  entries: readonly Parsed[];
  runnerId: string | undefined;
  rules: { now: Date; graceSeconds: number };
}

/** What a one-statement sync did: nothing (`ran` false), or ran and decided the batch or not. */
export type FastSyncOutcome = { ran: false } | { ran: true; result: FastSyncResult | undefined };

export interface FastSyncResult {
  acks: Map<number, SyncAck>;
  /** What the runner's remaining time is read from (AttemptTiming.remaining). */
  attempt: {
    status: 'InProgress';
    timerMode: 'total';
    sectionClock: [];
    deadlineAt: Date | null;
    timeLimitSeconds: number;
  };
}

/**
 * The answer sync of the usual batch in one statement instead of a transaction of five (decision 030):
 * an attempt in progress, started, on its one clock, answered by the runner that holds it, before its
 * deadline and grace, with records the attempt holds and no choice over its limit or recording. The
 * attempt's shape (items, sections, limits) cannot change during it and is cached per process; what
 * can change (status, runner, deadline) is read by the statement itself, under the attempt's lock.
 *
 * Whenever the statement cannot decide every record's fate — the attempt is not taking answers, or a
 * second call for the same items ran alongside — its outcome carries no result and the caller runs the
 * full path (track-sync.ts), which sees what this statement committed and acknowledges the same
 * records again from it: an upsert never lowers a trackNumber, so running both changes nothing twice.
 *
 * The statement also checks the call's session (`syncOnSession`), so the usual call is one round
 * trip to the database; a session it does not find (closed, another student's, another company's)
 * leaves everything to the route's own lookup, which refuses it. The calls that come while the
 * process's statements run go together as one statement (CallGroups, decision 032); an attempt
 * another transaction holds is left out of such a group, and its call takes the full path.
 */
export class OneStatementSync {
  private readonly shapes = new LruCache<string, AttemptShape>(20_000, 10 * 60_000);
  private readonly groups: CallGroups<FastSyncCall, FastSyncRow>;
  /**
   * An attempt's first call on this process reads its shape; the first calls that come together
   * (every taker's first answer after a start or a restart) read theirs in one statement too.
   */
  private readonly shapeReads: CallGroups<ShapeCall, AttemptShapeRow | undefined>;

  constructor(
    private readonly repo: AssessmentRepository,
    grouping: SyncGrouping = DEFAULT_GROUPING,
  ) {
    const options = { ...grouping, largest: grouping.largest ?? 64 };
    this.groups = new CallGroups(
      (calls) =>
        groupOrEach(
          calls,
          (group) => this.repo.tracks.fastSyncGroup(group),
          (call) => this.repo.tracks.fastSync(call),
        ),
      { ...options, keyOf: (call) => call.id },
    );
    this.shapeReads = new CallGroups(
      (calls) =>
        groupOrEach(
          calls,
          (group) => this.repo.content.attemptShapes(group),
          (call) => this.repo.content.attemptShape(call.companyCode, call.id, call.who),
        ),
      { ...options, keyOf: (call) => shapeKey(call.companyCode, call.id) },
    );
  }

  async shapeOf(student: SyncStudent, attemptId: string): Promise<AttemptShape | null> {
    const known = this.shapes.get(shapeKey(student.companyCode, attemptId));
    // An attempt that is not this student's is the full path's to refuse.
    if (known) return known.studentId === student.id ? known : null;
    const row = await this.shapeReads.submit({
      companyCode: student.companyCode,
      id: attemptId,
      who: { studentId: student.id },
    });
    if (!row) return null;
    return this.keep(student.companyCode, row, row);
  }

  /**
   * Remembers the shape of an attempt the launch has just read with its content, so its first answers
   * on this process need no read of their own.
   */
  remember(student: SyncStudent, attempt: ShapeSource, content: TestContent): void {
    const { test, sections, items, options } = content;
    const { template, examFamily, relaxes } = test;
    this.keep(
      student.companyCode,
      { ...attempt, studentId: student.id },
      { template, examFamily, relaxes, sections, items, options },
    );
  }

  /** The shape of an attempt from its row and its test's items and options (retired ones included). */
  private keep(
    companyCode: string,
    attempt: ShapeSource,
    test: Pick<TestContent['test'], 'template' | 'examFamily' | 'relaxes'> &
      Pick<TestContent, 'sections' | 'items' | 'options'>,
  ): AttemptShape {
    const sectionOf = sectionsOfItems(attempt.itemOrder);
    const rightCount = new Map<string, number>();
    for (const o of test.options)
      if (o.isCorrect) rightCount.set(o.itemId, (rightCount.get(o.itemId) ?? 0) + 1);
    const choiceLimit = new Map<string, number>();
    const recordings = new Set<string>();
    const timed = new Set<string>();
    for (const item of test.items) {
      if (!sectionOf.has(item.id)) continue;
      const limit = selectCount(item, rightCount.get(item.id) ?? 0, test.template);
      if (limit > 0) choiceLimit.set(item.id, limit);
      if (isRecordingType(item.itemType)) recordings.add(item.id);
      if ((item.timeLimitSeconds ?? 0) > 0) timed.add(item.id);
    }
    const shape: AttemptShape = {
      studentId: attempt.studentId,
      sectionOf,
      choiceLimit,
      recordings,
      timed,
      forwardOnly: forwardOnlyOf(
        runnerRules(test.template, test.examFamily, test.relaxes),
        test,
        attempt.itemOrder,
      ),
      // An adaptive section's order grows as questions are served (decision 064): the full path
      // reads it fresh under the attempt's lock.
      // An untimed attempt's clock starts without a deadline: the full path starts it.
      oneStatement:
        attempt.timerMode !== 'sectional' && !isUntimed(attempt) && !test.sections.some((s) => s.adaptive),
      timeLimitSeconds: attempt.timeLimitSeconds,
    };
    this.shapes.set(shapeKey(companyCode, attempt.id), shape);
    return shape;
  }

  /** The batch of a signed-in student's attempt (the session already checked), of its shape (`shapeOf`). */
  sync(student: SyncStudent, shape: AttemptShape, batch: FastBatch): Promise<FastSyncOutcome> {
    return this.write(shape, { companyCode: student.companyCode, tokenHash: null }, batch);
  }

  /**
   * The batch of an attempt before the call's session is looked up: the statement writes only while
   * the session (`tokenHash`) is open, on this company, and the attempt's student's. An attempt this
   * process has not seen yet has its shape read on the same condition first (so a session that is
   * not open, or not its student's, never gets a shape read or kept for it).
   */
  async syncOnSession(companyCode: string, tokenHash: string, batch: FastBatch): Promise<FastSyncOutcome> {
    let shape = this.shapes.get(shapeKey(companyCode, batch.attemptId));
    if (!shape) {
      const row = await this.shapeReads.submit({
        companyCode,
        id: batch.attemptId,
        who: { tokenHash, now: batch.rules.now },
      });
      if (!row) return { ran: false };
      shape = this.keep(companyCode, row, row);
    }
    return this.write(shape, { companyCode, tokenHash }, batch);
  }

  private async write(shape: AttemptShape, writer: Writer, batch: FastBatch): Promise<FastSyncOutcome> {
    if (!shape.oneStatement) return { ran: false };
    for (const p of batch.entries) {
      const itemId = p.record.itemId;
      if (!shape.sectionOf.has(itemId) || shape.recordings.has(itemId) || shape.timed.has(itemId))
        return { ran: false };
      const limit = shape.choiceLimit.get(itemId) ?? 0;
      if (limit > 0 && selectedIds({ selectedOptionId: p.record.selectedOptionId }).length > limit) {
        return { ran: false };
      }
    }
    // A batch that goes back within itself is the full path's to judge (decision 044).
    if (shape.forwardOnly && !inOrder(shape.forwardOnly, batch.entries)) return { ran: false };
    return { ran: true, result: await this.statement(shape, writer, batch) };
  }

  private async statement(
    shape: AttemptShape,
    writer: Writer,
    { attemptId, entries, runnerId, rules }: FastBatch,
  ): Promise<FastSyncResult | undefined> {
    // The newest record per item is written; earlier ones of the same item in the batch are superseded.
    const newest = newestPerItem(entries);
    const written = [...newest.values()];
    const row = await this.groups.submit({
      id: attemptId,
      companyCode: writer.companyCode,
      studentId: shape.studentId,
      tokenHash: writer.tokenHash,
      runnerId: runnerId ?? null,
      now: rules.now,
      graceSeconds: rules.graceSeconds,
      records: written.map((p) => ({
        itemId: p.record.itemId,
        sectionId: shape.sectionOf.get(p.record.itemId) ?? '',
        ...trackValues(p.record),
      })),
      ahead: shape.forwardOnly ? aheadOf(shape.forwardOnly, written) : undefined,
    });
    if (!row.attempt || !row.went) return undefined;

    const acks = new Map<number, SyncAck>();
    const changed = new Set(row.changed);
    const before = new Map(row.before.map((b) => [b.item_id, b] as const));
    for (const p of written) {
      const fate = fateOf(p, changed, before.get(p.record.itemId));
      if (!fate) return undefined;
      acks.set(p.index, ack(p, fate));
    }
    for (const p of entries) if (!acks.has(p.index)) acks.set(p.index, ack(p, 'superseded'));
    const deadline = row.startedDeadline ?? row.attempt.deadline_at;
    return {
      acks,
      attempt: {
        status: 'InProgress',
        timerMode: 'total',
        sectionClock: [],
        deadlineAt: deadline ? new Date(deadline) : null,
        timeLimitSeconds: shape.timeLimitSeconds,
      },
    };
  }
}

/**
 * What happened to a record the statement wrote, from what was stored before it and what it changed;
 * undefined when a call running alongside wrote the item in between (the full path then decides).
 */
function fateOf(
  p: Parsed,
  changed: ReadonlySet<string>,
  before: FastSyncRow['before'][number] | undefined,
): 'saved' | 'superseded' | undefined {
  if (changed.has(p.record.itemId)) return 'saved';
  if (!before) return undefined;
  const stored = {
    selectedOptionId: before.selected_option_id,
    enteredText: before.entered_text,
    inputResponses: before.input_responses,
  };
  const same = sameAnswer(stored, trackValues(p.record));
  const fate = fateAgainstStored(before.track_number, same, p.record.trackNumber);
  // A record that counts but that the statement did not write: a call alongside wrote the item first.
  return fate === 'count' ? undefined : fate;
}

/**
 * One statement for a group of calls; one on its own runs as before. A group the database refuses
 * (anything but a busy pool) runs again call by call, so one call's bad value never fails the calls
 * it was grouped with.
 */
async function groupOrEach<T, R>(
  calls: T[],
  group: (calls: T[]) => Promise<R[]>,
  each: (call: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  if (calls.length > 1) {
    try {
      const rows = await group(calls);
      return rows.map((value) => ({ status: 'fulfilled', value }));
    } catch (err) {
      if (isPoolBusy(err)) throw err;
    }
  }
  return Promise.allSettled(calls.map(each));
}
