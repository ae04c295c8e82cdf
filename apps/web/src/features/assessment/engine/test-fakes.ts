// Test doubles for the engine's tests (imported by *.test.ts only).
import type { SyncAck, TrackRecord } from '@portico/contract/assessment-sync';
import { ApiError } from '../../../lib/api-error';
import type { SyncResult } from './send-tracks';
import type { SendTracks, SyncTimers } from './sync-queue';

export const ATTEMPT = '7d0f1c52-3c1e-4b8e-9a51-000000000001';

export const itemId = (n: number) => `5b1e2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;

export const track = (
  item: number,
  trackNumber: number,
  overrides: Partial<TrackRecord> = {},
): TrackRecord => ({
  testId: ATTEMPT,
  itemId: itemId(item),
  trackNumber,
  selectedOptionId: `option ${item} at ${trackNumber}`,
  ...overrides,
});

/** Timers that run only when told to, so a test reads every delay the queue asks for. */
export class ManualTimers implements SyncTimers {
  private nextId = 1;
  private time = 0;
  private readonly tasks = new Map<number, { at: number; ms: number; callback: () => void }>();

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.time + ms, ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.tasks.delete(handle as number);
  };

  /** The delays of the waiting timers, soonest first. */
  delays(): number[] {
    return [...this.tasks.values()].sort((a, b) => a.at - b.at).map((task) => task.ms);
  }

  /** Runs the soonest timer whose delay is `ms` (the queue's own timer, not a request timeout). */
  fire(ms?: number): void {
    const due = [...this.tasks.entries()]
      .filter(([, task]) => ms === undefined || task.ms === ms)
      .sort(([, a], [, b]) => a.at - b.at)[0];
    if (!due)
      throw new Error(`No timer of ${ms ?? 'any'} ms is waiting (waiting: ${this.delays().join(', ')})`);
    const [id, task] = due;
    this.tasks.delete(id);
    this.time = task.at;
    task.callback();
  }
}

/** Acks of status 'saved' for records (or their itemId and trackNumber). */
export const savedAcks = (records: readonly { itemId: string; trackNumber: number }[]): SyncAck[] =>
  records.map((r) => ({ itemId: r.itemId, trackNumber: r.trackNumber, status: 'saved' as const }));

/** A successful sync-track answer with these acks. */
export const syncResult = (acks: SyncAck[], timeRemaining = 60): SyncResult => ({
  error: false,
  acks,
  late: acks.filter((a) => a.status === 'late').length,
  rejected: acks.filter((a) => a.status === 'rejected').length,
  timeRemaining,
});

export type ServerMode =
  | 'ok'
  | 'other-runner'
  | 'ended'
  | 'error-flag'
  | 'refuse'
  | 'network'
  | 'unavailable'
  | 'unauthorised'
  | 'lost-reply'
  | 'ack-nothing';

/** sync-track as the API does it: newer-wins per (student test, item), every record acknowledged. */
export class FakeSyncServer {
  readonly held = new Map<string, TrackRecord>();
  readonly calls: TrackRecord[][] = [];
  mode: ServerMode = 'ok';
  /** Modes for the next calls, before falling back to `mode`. */
  readonly script: ServerMode[] = [];
  timeRemaining = 600;
  /** The Retry-After of an 'unavailable' answer, when it has one. */
  retryAfterSeconds: number | null = null;

  send: SendTracks = async (tracks) => {
    this.calls.push(tracks.map((t) => structuredClone(t)));
    return this.answer(this.script.shift() ?? this.mode, tracks);
  };

  answer(mode: ServerMode, tracks: TrackRecord[]): SyncResult {
    if (mode === 'network') throw new ApiError('Network error', { status: 0, fromServer: false });
    if (mode === 'unavailable') {
      throw new ApiError('Service unavailable', {
        status: 503,
        errorCode: 'UNAVAILABLE',
        fromServer: true,
        retryAfterSeconds: this.retryAfterSeconds,
      });
    }
    if (mode === 'refuse')
      throw new ApiError('track is invalid', { status: 400, errorCode: 'VALIDATION', fromServer: true });
    if (mode === 'unauthorised') {
      throw new ApiError('Session expired', { status: 401, errorCode: 'UNAUTH', fromServer: true });
    }
    if (mode === 'error-flag') return { ...syncResult([], this.timeRemaining), error: true };
    if (mode === 'other-runner' || mode === 'ended') {
      const code = mode === 'ended' ? ('ENDED' as const) : ('OTHER_RUNNER' as const);
      return syncResult(
        tracks.map((t) => ({ itemId: t.itemId, trackNumber: t.trackNumber, status: 'rejected', code })),
        this.timeRemaining,
      );
    }
    this.store(tracks);
    if (mode === 'lost-reply') throw new ApiError('Network error', { status: 0, fromServer: false });
    return syncResult(mode === 'ack-nothing' ? [] : savedAcks(tracks), this.timeRemaining);
  }

  store(tracks: TrackRecord[]) {
    for (const t of tracks) {
      const key = `${t.testId}/${t.itemId}`;
      const held = this.held.get(key);
      if (!held || held.trackNumber < t.trackNumber) this.held.set(key, structuredClone(t));
    }
  }

  /** What launch would return as `tracks`. */
  launchTracks(): TrackRecord[] {
    return [...this.held.values()];
  }

  heldTrackNumber(item: number): number | undefined {
    return this.held.get(`${ATTEMPT}/${itemId(item)}`)?.trackNumber;
  }
}

/** A promise with its settle functions, for calls held in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let databases = 0;
/** A fresh database name per test: fake-indexeddb lives for the whole file. */
export const freshDbName = () => `portico-runner-test-${++databases}`;
