// A test taker whose sync follows the web runner's queue (apps/web/src/features/assessment/engine/sync-queue.ts),
// for fault-run.ts: answers go into a store that keeps the newest record per item; one call at a
// time sends the store's oldest 21 records; only what an answer acknowledges leaves the store; a
// failed call (network error, timeout after 20 s, 502/503/504 or UNAVAILABLE, any other refusal) is
// tried again with the same records plus newer ones after a back-off of 2.5, 5, 10, 20, then 30 s.
// A record counts as acknowledged only from a 200 whose ack for it says saved or superseded.
import {
  MAX_TRACKS_PER_SYNC,
  SYNC_INTERVAL_MS,
  type SyncAck,
  type TrackRecord,
} from '../../packages/contract/src/assessment-sync';
import { answerKey, type Client, type Taker } from '../sync-load';
import { sleep } from './api';

export const MAX_BACKOFF_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 20_000;

export type CallKind = 'saved' | 'network' | 'timeout' | 'unavailable' | 'refused' | 'unauthorised';

export type CallLog = {
  taker: number;
  /** Seconds since the load started: when the call was sent and when it ended. */
  start: number;
  end: number;
  kind: CallKind;
  status: number;
  records: number;
  detail?: string;
};

type SyncData = { error?: boolean; acks?: SyncAck[]; late?: number };

const jitter = () => SYNC_INTERVAL_MS * (0.8 + 0.4 * Math.random());

export class QueueTaker {
  /** Unsaved records, the newest per item (the runner's track store). */
  readonly store = new Map<string, TrackRecord>();
  /** Per item, the highest trackNumber a 200 acknowledged as saved or superseded, and its answer. */
  readonly acked = new Map<string, { trackNumber: number; answer: string }>();
  /** Acks other than saved/superseded (late, rejected): none are expected. */
  readonly oddAcks: string[] = [];
  private failures = 0;

  constructor(
    readonly index: number,
    readonly taker: Taker,
    private readonly client: Client,
    private readonly log: (c: CallLog) => void,
    private readonly t0: number,
  ) {}

  private put(records: TrackRecord[]) {
    for (const r of records) {
      const held = this.store.get(r.itemId);
      if (!held || r.trackNumber > held.trackNumber) this.store.set(r.itemId, r);
    }
  }

  backoffMs(): number {
    // As the runner's queue: doubling, stretched by a random 0–25 % so refused runners come back apart.
    return (
      Math.min(SYNC_INTERVAL_MS * 2 ** Math.max(0, this.failures - 1), MAX_BACKOFF_MS) *
      (1 + 0.25 * Math.random())
    );
  }

  /** One call: the store's oldest records (by trackNumber), at most 21. */
  async attempt(): Promise<CallKind | 'empty'> {
    const batch = [...this.store.values()]
      .sort((a, b) => a.trackNumber - b.trackNumber)
      .slice(0, MAX_TRACKS_PER_SYNC);
    if (batch.length === 0) return 'empty';
    this.taker.noteSent(batch);
    const start = (performance.now() - this.t0) / 1000;
    let kind: CallKind;
    let status = 0;
    let detail: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const res = await Promise.race([
        this.client.post('/api/sync-track', { track: batch }, this.taker.token),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), REQUEST_TIMEOUT_MS);
        }),
      ]);
      status = res.status;
      const body = res.body as { data?: SyncData; errorCode?: string };
      if (res.status === 200 && body.data && body.data.error === false) {
        kind = this.acknowledge(batch, body.data.acks ?? []);
      } else if (res.status === 401) {
        kind = 'unauthorised';
      } else if ([502, 503, 504].includes(res.status) || body.errorCode === 'UNAVAILABLE') {
        kind = 'unavailable';
      } else {
        kind = 'refused';
        detail = JSON.stringify(res.body).slice(0, 200);
      }
    } catch (err) {
      kind = (err as Error).message === 'timeout' ? 'timeout' : 'network';
      detail = (err as Error).message;
    } finally {
      clearTimeout(timer);
    }
    this.log({
      taker: this.index,
      start,
      end: (performance.now() - this.t0) / 1000,
      kind,
      status,
      records: batch.length,
      detail,
    });
    this.failures = kind === 'saved' ? 0 : this.failures + 1;
    return kind;
  }

  /** Forgets what the answer settled, as the runner's store does (up to the acked trackNumber). */
  private acknowledge(batch: TrackRecord[], acks: SyncAck[]): CallKind {
    let settled = 0;
    for (const r of batch) {
      const a = acks.find((x) => x.itemId === r.itemId && x.trackNumber === r.trackNumber);
      if (!a) continue;
      if (a.status !== 'saved' && a.status !== 'superseded') {
        this.oddAcks.push(
          `${this.taker.attemptId}/${r.itemId}#${r.trackNumber}: ${a.status} ${a.code ?? ''}`,
        );
        continue;
      }
      settled++;
      const seen = this.acked.get(r.itemId);
      if (!seen || r.trackNumber > seen.trackNumber) {
        this.acked.set(r.itemId, { trackNumber: r.trackNumber, answer: answerKey(r) });
      }
      const held = this.store.get(r.itemId);
      if (held && held.trackNumber <= r.trackNumber) this.store.delete(r.itemId);
    }
    return settled > 0 ? 'saved' : 'refused';
  }

  /**
   * The student answers (a batch of 1–5 changes every 2.5 s ±20 %, sync-load.ts's Taker) until
   * `answerUntil`; the queue sends after each interval, or after the back-off once a call failed,
   * and keeps going until the store is empty or `giveUpAt`.
   */
  async run(answerUntil: number, giveUpAt: number): Promise<void> {
    let nextAnswer = Date.now() + Math.random() * SYNC_INTERVAL_MS;
    await sleep(nextAnswer - Date.now());
    while (Date.now() < giveUpAt) {
      const now = Date.now();
      // Answers given meanwhile (also while a failed call waited for its back-off).
      while (nextAnswer <= now && nextAnswer < answerUntil) {
        this.put(this.taker.nextBatch());
        nextAnswer += jitter();
      }
      const outcome = await this.attempt();
      if (outcome === 'empty' && Date.now() >= answerUntil) return;
      const wait = outcome === 'saved' || outcome === 'empty' ? jitter() : this.backoffMs();
      await sleep(Math.min(wait, Math.max(0, giveUpAt - Date.now())));
    }
  }
}
