import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedRead, preparedOnce } from '../../db/prepared';
import { itemEvaluations, lateTracks, tracks } from '../../db/schema';
import type { StudentTestRow } from './attempt.repository';

export type TrackRow = typeof tracks.$inferSelect;
export type NewTrack = typeof tracks.$inferInsert;
export type NewLateTrack = typeof lateTracks.$inferInsert;

/** What one fast sync statement read and wrote (track-sync-fast.ts). */
export type FastSyncRow = {
  /** The attempt as the statement found it (after waiting for its lock); null when not the student's. */
  attempt: {
    status: StudentTestRow['status'];
    ended_by: string | null;
    runner_id: string | null;
    started_at: string | null;
    deadline_at: string | null;
  } | null;
  /** Whether the attempt took answers, so the records were written. */
  went: boolean;
  /** The deadline set when these were the attempt's first answers (its clock started now). */
  startedDeadline: string | Date | null;
  /** The stored answers of the batch's items before the statement. */
  before: {
    item_id: string;
    track_number: number;
    selected_option_id: string | null;
    entered_text: string | null;
    input_responses: { value: string | null }[];
  }[];
  /** The items whose stored answer the statement replaced or inserted. */
  changed: string[];
};

/**
 * The answer sync of attempts in progress as one statement (one round trip), for one call or a group
 * of them (group commit, decision 032), each call's conditions read per call: it locks each
 * attempt's row (so an end, which locks it for update, waits for the statement, and a statement that
 * waited for an end sees it ended), starts its clock with its first answers, upserts the records only
 * if the attempt still takes answers from the call's runner before its deadline and grace, and
 * returns per call what was stored before and what changed. A lower trackNumber never replaces a
 * higher one, as in `upsertTracks`. Given a session's token hash (`tok`), it finds an attempt only
 * while that session is open and the attempt's student's, on the attempt's company: the call's
 * session check and its answers in one round trip (the route then skips its own lookup). A call
 * that may go back in a forward-only test (a question of its `ahead` already has a record, decision
 * 044) writes nothing, for the full path to decide.
 *
 * A lone call waits for its attempt's lock. A group locks its attempts in id order with SKIP LOCKED:
 * an attempt another transaction holds (an end being scored, another process's call) is left out and
 * comes back with no `attempt`, for the full path to wait for it, so a group never waits on one
 * attempt and two groups never deadlock. One call per attempt (CallGroups' key).
 */
// Over 80 lines: one SQL statement whose steps (lock, go, start, upsert) feed each other; it reads whole.
const syncStatement = (name: string, lock: SQL) =>
  new PreparedRead<'calls'>(
    name,
    (p) => sql`
    with c as (
      select * from jsonb_to_recordset(${p('calls')}::jsonb) as c(
        n int, id uuid, co text, st uuid, tok text, runner uuid, now timestamptz, grace float8, records jsonb,
        ahead uuid[])
    ),
    a as (
      select t.id, t.status, t.ended_by, t.runner_id, t.started_at, t.deadline_at
        from student_tests t
        join c on c.id = t.id and c.co = t.company_code and c.st = t.student_id
       where c.tok is null or exists (
              select 1 from sessions s
               where s.token_hash = c.tok and s.company_code = c.co and s.student_id = c.st
                 and s.revoked_at is null and s.expires_at > c.now)
       order by t.id
       ${lock}
    ),
    go as (
      select a.id from a join c on c.id = a.id
       where a.status = 'InProgress'
         and (c.runner is null or a.runner_id is null or a.runner_id = c.runner)
         -- answer-rules.ts: otherRunner and withinGrace, as the full path applies them.
         and (a.started_at is null or a.deadline_at is null
              or c.now <= a.deadline_at + make_interval(secs => c.grace))
         and not exists (
              select 1 from tracks t where t.student_test_id = a.id and t.item_id = any(c.ahead))
    ),
    start as (
      update student_tests t
         set started_at = c.now, deadline_at = c.now + make_interval(secs => t.time_limit_seconds)
        from c
       where t.id = c.id and t.started_at is null and t.id in (select id from go)
      returning t.id, t.deadline_at
    ),
    input as (
      select c.id as attempt_id, c.co, c.st, c.now, i.*
        from c cross join lateral jsonb_to_recordset(c.records) as i(
          item_id uuid, section_id uuid, track_number int, selected_option_id text, entered_text text,
          input_responses jsonb, time_remaining int, time_taken int, marked boolean, client_time_stamp text)
    ),
    before as (
      select t.student_test_id, t.item_id, t.track_number, t.selected_option_id, t.entered_text,
             t.input_responses
        from tracks t join input i on t.student_test_id = i.attempt_id and t.item_id = i.item_id
    ),
    up as (
      insert into tracks (student_test_id, item_id, company_code, student_id, section_id, track_number,
                          selected_option_id, entered_text, input_responses, time_remaining, time_taken,
                          marked, client_time_stamp, received_at)
      select i.attempt_id, i.item_id, i.co, i.st, i.section_id, i.track_number,
             i.selected_option_id, i.entered_text, i.input_responses, i.time_remaining, i.time_taken,
             i.marked, i.client_time_stamp, i.now
        from input i
       where i.attempt_id in (select id from go)
       order by i.attempt_id, i.item_id
      on conflict (student_test_id, item_id) do update set
        section_id = excluded.section_id, track_number = excluded.track_number,
        selected_option_id = excluded.selected_option_id, entered_text = excluded.entered_text,
        input_responses = excluded.input_responses, time_remaining = excluded.time_remaining,
        time_taken = excluded.time_taken, marked = excluded.marked,
        client_time_stamp = excluded.client_time_stamp, received_at = excluded.received_at
      where tracks.track_number < excluded.track_number
      returning student_test_id, item_id
    )
    select c.n,
           (select row_to_json(x) from (
              select a.status, a.ended_by, a.runner_id, a.started_at, a.deadline_at from a where a.id = c.id) x
           ) as attempt,
           (select s.deadline_at from start s where s.id = c.id) as "startedDeadline",
           exists (select 1 from go where go.id = c.id) as went,
           coalesce((
             select json_agg(json_build_object(
                      'item_id', b.item_id, 'track_number', b.track_number,
                      'selected_option_id', b.selected_option_id, 'entered_text', b.entered_text,
                      'input_responses', b.input_responses))
               from before b where b.student_test_id = c.id), '[]'::json) as before,
           coalesce((select json_agg(u.item_id) from up u where u.student_test_id = c.id), '[]'::json)
             as changed
      from c
     order by c.n`,
  );

const loneSyncStatement = syncStatement('portico_fast_sync_v4', sql.raw('for no key update of t'));
const groupSyncStatement = syncStatement(
  'portico_fast_sync_group_v2',
  sql.raw('for no key update of t skip locked'),
);

/** One attempt's part of a sync for the one-statement paths; `records` in the tracks' columns. */
export interface FastSyncCall {
  id: string;
  companyCode: string;
  studentId: string;
  /** The SHA-256 of the call's session token when the session is still to be checked, else null. */
  tokenHash: string | null;
  runnerId: string | null;
  now: Date;
  graceSeconds: number;
  records: Omit<NewTrack, 'studentTestId' | 'companyCode' | 'studentId' | 'receivedAt'>[];
  /** The forward-only questions after the batch's first one (decision 044); absent: none. */
  ahead?: readonly string[];
}

/** A record as the sync statements' jsonb_to_recordset reads it. */
const recordColumns = (r: FastSyncCall['records'][number]) => ({
  item_id: r.itemId,
  section_id: r.sectionId,
  track_number: r.trackNumber,
  selected_option_id: r.selectedOptionId ?? null,
  entered_text: r.enteredText ?? null,
  input_responses: r.inputResponses ?? [],
  time_remaining: r.timeRemaining ?? null,
  time_taken: r.timeTaken ?? 0,
  marked: r.marked ?? false,
  client_time_stamp: r.clientTimeStamp ?? null,
});

/** One fixed order (by item) for every batch, so two writers never wait on each other's rows. */
const byItem = <T extends { itemId: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));

/** An attempt's answers (tracks), the late ones, and their evaluations. */
export class TrackRepository {
  constructor(private readonly db: Db) {}

  /** One attempt's sync in one statement, waiting for its lock (see syncStatement). */
  async fastSync(call: FastSyncCall): Promise<FastSyncRow> {
    const [row] = await this.syncRows(loneSyncStatement, [call]);
    if (!row) throw new Error('the sync statement returned no row');
    return row;
  }

  /**
   * Several attempts' syncs in one statement (see syncStatement), one call per attempt; a row per
   * call, in their order. An attempt another transaction holds comes back with no `attempt`.
   */
  async fastSyncGroup(calls: readonly FastSyncCall[]): Promise<FastSyncRow[]> {
    return this.syncRows(groupSyncStatement, calls);
  }

  private async syncRows(statement: PreparedRead<'calls'>, calls: readonly FastSyncCall[]) {
    const rows = await statement.rows<FastSyncRow & { n: number }>(this.db, {
      calls: JSON.stringify(
        calls.map((call, n) => ({
          n,
          id: call.id,
          co: call.companyCode,
          st: call.studentId,
          tok: call.tokenHash,
          runner: call.runnerId,
          now: call.now.toISOString(),
          grace: call.graceSeconds,
          records: call.records.map(recordColumns),
          ahead: call.ahead?.length ? call.ahead : null,
        })),
      ),
    });
    if (rows.length !== calls.length) throw new Error('the sync statement lost a call');
    return rows;
  }

  /** The stored answers of some items of an attempt. */
  storedTracks(studentTestId: string, itemIds: string[]) {
    if (itemIds.length === 0) return Promise.resolve([] as TrackRow[]);
    return this.db
      .select()
      .from(tracks)
      .where(and(eq(tracks.studentTestId, studentTestId), inArray(tracks.itemId, itemIds)));
  }

  /** How many questions of an attempt have a stored answer (a quiz ends when all have). */
  async answeredCount(studentTestId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tracks)
      .where(
        and(
          eq(tracks.studentTestId, studentTestId),
          sql`(coalesce(${tracks.selectedOptionId}, '') <> '' or coalesce(${tracks.enteredText}, '') <> '')`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  /**
   * Upserts counted tracks: a record replaces the stored one only when its trackNumber is higher,
   * so replayed, duplicated and out-of-order batches change nothing a newer track already set.
   * Returns the item ids whose stored answer changed.
   */
  async upsertTracks(rows: NewTrack[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const changed = await this.db
      .insert(tracks)
      .values(byItem(rows))
      .onConflictDoUpdate({
        target: [tracks.studentTestId, tracks.itemId],
        set: {
          sectionId: sql`excluded.section_id`,
          trackNumber: sql`excluded.track_number`,
          selectedOptionId: sql`excluded.selected_option_id`,
          enteredText: sql`excluded.entered_text`,
          inputResponses: sql`excluded.input_responses`,
          timeRemaining: sql`excluded.time_remaining`,
          timeTaken: sql`excluded.time_taken`,
          marked: sql`excluded.marked`,
          clientTimeStamp: sql`excluded.client_time_stamp`,
          receivedAt: sql`excluded.received_at`,
        },
        setWhere: sql`${tracks.trackNumber} < excluded.track_number`,
      })
      .returning({ itemId: tracks.itemId });
    return changed.map((r) => r.itemId);
  }

  async insertLateTracks(rows: NewLateTrack[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(lateTracks).values(byItem(rows)).onConflictDoNothing();
  }

  tracksOf(studentTestId: string) {
    const name = 'portico_tracks_of';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select()
        .from(tracks)
        .where(eq(tracks.studentTestId, sql.placeholder('id')))
        .prepare(name),
    );
    return query.execute({ id: studentTestId });
  }

  async lateCount(studentTestId: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(distinct ${lateTracks.itemId})::int` })
      .from(lateTracks)
      .where(eq(lateTracks.studentTestId, studentTestId));
    return rows[0]?.n ?? 0;
  }

  evaluationsOf(studentTestId: string) {
    return this.db.select().from(itemEvaluations).where(eq(itemEvaluations.studentTestId, studentTestId));
  }
}
