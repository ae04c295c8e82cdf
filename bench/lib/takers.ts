// The simulated test runners of the sync load: what a taker posts to POST /api/sync-track and
// when, and what the database must hold afterwards. No database code here: this module also runs
// in the load generator's worker threads (taker-worker.ts).
import {
  type LaunchData,
  MAX_TRACKS_PER_SYNC,
  SYNC_INTERVAL_MS,
  type TrackRecord,
} from '../../packages/contract/src/assessment';
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

export class Taker {
  private trackNumber = 0;
  private readonly sent: TrackRecord[][] = [];
  /** The highest trackNumber posted per item, and its answer: what the database must hold. */
  readonly expected = new Map<string, { trackNumber: number; answer: string }>();
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

  /** The answers changed since the last call: a few, or up to 21 after a reconnect. */
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
    this.sent.push(batch);
    if (this.sent.length > 8) this.sent.shift();
    return batch;
  }

  /** An earlier batch, as a retried call would post it again. */
  replay(): TrackRecord[] | undefined {
    if (this.sent.length < 2) return undefined;
    return pick(this.sent.slice(-6, -1));
  }

  noteSent(batch: TrackRecord[]) {
    for (const r of batch) {
      const seen = this.expected.get(r.itemId);
      if (!seen || r.trackNumber > seen.trackNumber) {
        this.expected.set(r.itemId, { trackNumber: r.trackNumber, answer: answerKey(r) });
      }
    }
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

export async function postBatch(client: Client, taker: Taker, batch: TrackRecord[], stats: Stats) {
  taker.noteSent(batch);
  stats.requests++;
  stats.records += batch.length;
  try {
    const res = await client.request('POST', '/api/sync-track', {
      body: JSON.stringify({ track: batch }),
      token: taker.token,
    });
    stats.latencies.push(res.ms);
    stats.timeline.push([(performance.now() - res.ms - stats.started) / 1000, res.ms]);
    const data = (res.body as { data?: { error?: boolean; acks?: { status: string }[]; late?: number } })
      ?.data;
    if (res.status !== 200 || !data || data.error !== false) {
      stats.errors.push(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    } else {
      // A replayed batch is acknowledged as saved (the same records) or superseded (newer ones held).
      let settled = 0;
      for (const a of data.acks ?? []) if (a.status === 'saved' || a.status === 'superseded') settled++;
      if (settled !== batch.length || data.late !== 0) {
        stats.errors.push(`acknowledged ${settled}/${batch.length}, late ${data.late}`);
      }
    }
  } catch (err) {
    stats.errors.push(`network: ${(err as Error).message}`);
  }
}

/** One runner: a random start within the first interval, then a batch every 2.5 s (±20 %). */
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
    await Promise.all(calls);
    // Like the runner's queue: one call at a time, the next one an interval later (±20 %).
    const wait = SYNC_INTERVAL_MS * (0.8 + 0.4 * Math.random()) - (Date.now() - started);
    if (Date.now() + wait >= endAt) break;
    await sleep(Math.max(0, wait));
  }
}
