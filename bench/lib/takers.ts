// The simulated test runners of the sync load: what a taker posts to POST /api/sync-track and
// when, and what the database must hold afterwards. No database code here: this module also runs
// in the load generator's worker threads (taker-worker.ts).
import type { LaunchData } from '../../packages/contract/src/assessment-launch';
import {
  MAX_TRACKS_PER_SYNC,
  SYNC_INTERVAL_MS,
  type TrackRecord,
} from '../../packages/contract/src/assessment-sync';
import type { Client } from './http';

/** How often a runner does something other than post 1–5 fresh answers. */
const P_RECONNECT = 0.03; // a batch of 6–21 answers saved while offline
const P_REPLAY = 0.05; // an earlier batch posted again beside the new one (a retried call)
const P_DOUBLE_TAP = 0.03; // one item changed twice within the batch, the older record last

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const randInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const WORDS = ['graphite', 'meadow', 'harbour', 'seeds', 'pencil', 'council', 'garden', 'mineral', '1850'];

export type Item = {
  itemId: string;
  sectionId: string;
  type: string;
  optionIds: string[];
  blanks: number;
  wordBank: string[];
};
type Answer = Pick<TrackRecord, 'selectedOptionId' | 'enteredText' | 'inputResponses'>;

/** The items of a launched test, as the runner reads them from testJson. */
export const itemsOf = (data: LaunchData): Item[] =>
  data.testJson.SectionResponse.flatMap((section) =>
    section.ItemResponse.map((i) => ({
      itemId: i.ItemID,
      sectionId: section.QuestionPaperSectionID,
      type: i.ItemType,
      optionIds: i.ItemOptionResponse.map((o) => o.ItemOptionID),
      blanks: i.BlankCount,
      wordBank: i.WordBank,
    })),
  );

function answerFor(item: Item): Answer {
  if (item.blanks > 0) {
    const source = item.wordBank.length > 0 ? item.wordBank : WORDS;
    return { inputResponses: Array.from({ length: item.blanks }, () => ({ value: pick(source) })) };
  }
  if (item.optionIds.length > 0) {
    if (item.type === 'mca' || item.type === 'multi-select') {
      const a = pick(item.optionIds);
      const b = pick(item.optionIds.filter((o) => o !== a));
      return { selectedOptionId: b ? `${a},${b}` : a };
    }
    return { selectedOptionId: pick(item.optionIds) };
  }
  return { enteredText: `${pick(WORDS)} ${randInt(1, 99)}` };
}

/** One answer as a comparable string: what was sent against what is stored. */
export const answerKey = (a: {
  selectedOptionId?: string | null;
  enteredText?: string | null;
  inputResponses?: { value?: string | null }[] | null;
}) =>
  JSON.stringify([
    a.selectedOptionId ?? null,
    a.enteredText ?? null,
    (a.inputResponses ?? []).map((r) => r.value ?? null),
  ]);

/** What the database may hold for one item: the newest acknowledged track, or a newer one whose call failed. */
export type ItemExpectation = {
  /** The highest trackNumber the server acknowledged (saved, or superseded by a newer one), 0 if none. */
  trackNumber: number;
  answer: string;
  /** Newer tracks whose call failed without an answer the server may still have stored, with their answers. */
  maybe?: [trackNumber: number, answer: string][];
};

const BACKOFF_MAX_MS = 30_000;

export class Taker {
  private trackNumber = 0;
  private readonly sent: TrackRecord[][] = [];
  /** Records of failed calls, posted again with the next batch (the runner keeps what was not acknowledged). */
  private retry: TrackRecord[] = [];
  /** Failed calls in a row: the runner then waits 2.5 s × 2^(n-1), at most 30 s. */
  failures = 0;
  /** Per item: what the database must (or may) hold. */
  readonly expected = new Map<string, ItemExpectation>();
  private readonly spent = new Map<string, number>();

  constructor(
    readonly attemptId: string,
    readonly token: string,
    private readonly studentId: string,
    private readonly companyCode: string,
    private readonly items: Item[],
    private readonly timeLimit: number,
    private readonly startedAt: number,
  ) {}

  private record(item: Item): TrackRecord {
    const timeTaken = (this.spent.get(item.itemId) ?? 0) + randInt(5, 60);
    this.spent.set(item.itemId, timeTaken);
    return {
      testId: this.attemptId,
      itemId: item.itemId,
      sectionId: item.sectionId,
      studentId: this.studentId,
      companyCode: this.companyCode,
      attempt: '1',
      marked: Math.random() < 0.05,
      ...answerFor(item),
      timeRemaining: Math.max(0, this.timeLimit - Math.round((Date.now() - this.startedAt) / 1000)),
      timeTaken,
      timeStamp: new Date().toISOString(),
      trackNumber: ++this.trackNumber,
      saved: false,
    };
  }

  /**
   * The answers changed since the last call: a few, or up to 21 after a reconnect; then, up to 21 in
   * all, those of failed calls whose item was not changed again.
   */
  nextBatch(): TrackRecord[] {
    const size = Math.random() < P_RECONNECT ? randInt(6, MAX_TRACKS_PER_SYNC) : randInt(1, 5);
    // A partial Fisher–Yates: the first `size` places of a shuffled copy.
    const pool = [...this.items];
    for (let i = 0; i < size && i < pool.length; i++) {
      const j = i + Math.floor(Math.random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as Item, pool[i] as Item];
    }
    const chosen = pool.slice(0, size);
    const batch = chosen.map((item) => this.record(item));
    if (batch.length < MAX_TRACKS_PER_SYNC && Math.random() < P_DOUBLE_TAP) {
      const item = pick(chosen);
      const older = batch.find((r) => r.itemId === item.itemId) as TrackRecord;
      // The newer edit first, the older one after it: the server must keep the newer.
      batch.splice(batch.indexOf(older), 1, this.record(item), older);
    }
    if (this.retry.length > 0) {
      const fresh = new Set(batch.map((r) => r.itemId));
      const left = this.retry.filter((r) => !fresh.has(r.itemId));
      this.retry = left.slice(MAX_TRACKS_PER_SYNC - batch.length);
      batch.push(...left.slice(0, MAX_TRACKS_PER_SYNC - batch.length));
    }
    this.sent.push(batch);
    if (this.sent.length > 8) this.sent.shift();
    return batch;
  }

  /** An earlier batch, as a retried call would post it again. */
  replay(): TrackRecord[] | undefined {
    if (this.sent.length < 2) return undefined;
    return pick(this.sent.slice(-6, -1));
  }

  /** The server acknowledged these records (saved, or superseded by a newer track it holds). */
  noteAcked(records: TrackRecord[]) {
    for (const r of records) {
      const seen = this.expected.get(r.itemId);
      if (!seen) this.expected.set(r.itemId, { trackNumber: r.trackNumber, answer: answerKey(r) });
      else if (r.trackNumber > seen.trackNumber) {
        seen.trackNumber = r.trackNumber;
        seen.answer = answerKey(r);
        seen.maybe = seen.maybe?.filter(([t]) => t > r.trackNumber);
      }
    }
  }

  /** Sent by a caller that retries until acknowledged (lib/queue-taker.ts): the newest sent must be stored. */
  noteSent(records: TrackRecord[]) {
    for (const r of records) {
      const seen = this.expected.get(r.itemId);
      if (!seen || r.trackNumber > seen.trackNumber) {
        this.expected.set(r.itemId, { trackNumber: r.trackNumber, answer: answerKey(r) });
      }
    }
  }

  /** A call failed: its records may or may not be stored, and go again with the next batch. */
  noteFailed(records: TrackRecord[]) {
    const newest = new Map<string, TrackRecord>();
    for (const r of [...this.retry, ...records]) {
      const had = newest.get(r.itemId);
      if (!had || r.trackNumber > had.trackNumber) newest.set(r.itemId, r);
    }
    this.retry = [...newest.values()];
    for (const r of records) {
      const seen = this.expected.get(r.itemId) ?? { trackNumber: 0, answer: '' };
      if (r.trackNumber > seen.trackNumber) {
        seen.maybe ??= [];
        seen.maybe.push([r.trackNumber, answerKey(r)]);
      }
      this.expected.set(r.itemId, seen);
    }
  }

  /** The wait before the next call: the interval (±20 %), or the runner's backoff after failures. */
  nextWaitMs(): number {
    if (this.failures === 0) return SYNC_INTERVAL_MS * (0.8 + 0.4 * Math.random());
    // The runner's back-off (sync-queue.ts): doubling, stretched by a random 0–25 %.
    return Math.min(SYNC_INTERVAL_MS * 2 ** (this.failures - 1), BACKOFF_MAX_MS) * (1 + 0.25 * Math.random());
  }
}

export type Stats = {
  latencies: number[];
  /** [seconds since the start of the load, latency ms] of every call, for the per-window view. */
  timeline: [number, number][];
  /** performance.now() of this thread at the start of the load. */
  started: number;
  requests: number;
  replays: number;
  records: number;
  errors: string[];
};

export const newStats = (started = performance.now()): Stats => ({
  latencies: [],
  timeline: [],
  started,
  requests: 0,
  replays: 0,
  records: 0,
  errors: [],
});

/** Posts one batch; returns whether the call succeeded (a 200 with data.error false). */
export async function postBatch(client: Client, taker: Taker, batch: TrackRecord[], stats: Stats) {
  stats.requests++;
  stats.records += batch.length;
  try {
    const res = await client.request('POST', '/api/sync-track', {
      body: JSON.stringify({ track: batch }),
      token: taker.token,
    });
    stats.latencies.push(res.ms);
    stats.timeline.push([(performance.now() - res.ms - stats.started) / 1000, res.ms]);
    const data = (
      res.body as {
        data?: {
          error?: boolean;
          acks?: { itemId: string; trackNumber: number; status: string }[];
          late?: number;
        };
      }
    )?.data;
    if (res.status !== 200 || !data || data.error !== false) {
      stats.errors.push(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
      taker.noteFailed(batch);
      return false;
    }
    // A replayed batch is acknowledged as saved (the same records) or superseded (newer ones held).
    const settled = new Set<string>();
    for (const a of data.acks ?? []) {
      if (a.status === 'saved' || a.status === 'superseded') settled.add(`${a.itemId}#${a.trackNumber}`);
    }
    const acked = batch.filter((r) => settled.has(`${r.itemId}#${r.trackNumber}`));
    taker.noteAcked(acked);
    if (acked.length !== batch.length || data.late !== 0) {
      stats.errors.push(`acknowledged ${acked.length}/${batch.length}, late ${data.late}`);
    }
    return true;
  } catch (err) {
    stats.errors.push(`network: ${(err as Error).message}`);
    taker.noteFailed(batch);
    return false;
  }
}

/**
 * One runner: a random start within the first interval, then a batch every 2.5 s (±20 %); a failed
 * call's answers go again with the next batch, after the runner's backoff.
 */
export async function runTaker(client: Client, taker: Taker, endAt: number, stats: Stats) {
  await sleep(Math.random() * SYNC_INTERVAL_MS);
  while (Date.now() < endAt) {
    const started = Date.now();
    const calls = [postBatch(client, taker, taker.nextBatch(), stats)];
    const old = Math.random() < P_REPLAY ? taker.replay() : undefined;
    if (old) {
      stats.replays++;
      calls.push(postBatch(client, taker, old, stats));
    }
    const ok = await Promise.all(calls);
    taker.failures = ok.every(Boolean) ? 0 : taker.failures + 1;
    // Like the runner's queue: one call at a time, the next one an interval later (±20 %), or
    // later after failures (its backoff).
    const wait = taker.nextWaitMs() - (Date.now() - started);
    if (Date.now() + wait >= endAt) break;
    await sleep(Math.max(0, wait));
  }
}
