import {
  MAX_TRACKS_PER_SYNC,
  SYNC_INTERVAL_MS,
  type SyncAck,
  type TrackRecord,
} from '@portico/contract/assessment-sync';
import { ApiError } from '../../../lib/api-error';
import type { SyncResult } from './send-tracks';
import type { TrackStore } from './track-store-types';

// spec 3 §8, word for word.
export const SYNC_SERVER_ERROR = 'SYNC ERROR: Responses are not saved. Please contact administrator!';
export const SYNC_NETWORK_ERROR = 'SYNC ERROR: Responses are not saved. Please check internet!';
export const SUBMIT_ERROR = 'SUBMIT ERROR: Submit not successful. Please contact administrator!';

/**
 * 'taken-over': the test was opened in another tab or on another device, which holds it now; this
 * runner's answers wait in the store until the student chooses to continue here.
 * 'ended': the test was submitted or ended elsewhere; nothing more can be saved.
 */
export type SyncStatus =
  | 'idle'
  | 'syncing'
  | 'server-error'
  | 'network-error'
  | 'unauthorised'
  | 'taken-over'
  | 'ended';

/** An answer the server refused for good (a bad record), with its reason. */
export interface RejectedAnswer {
  itemId: string;
  trackNumber: number;
  reason: string;
}

export interface SyncSnapshot {
  /** Answers not yet acknowledged by the server. */
  pending: number;
  /** An error status stays through retries until a call succeeds. */
  status: SyncStatus;
  /** Epoch milliseconds of the last acknowledged call. */
  lastSavedAt: number | null;
  /** False when answers live only in memory: a reload would lose them. */
  durable: boolean;
  /** Answers the server refused and that were dropped, newest last (the runner says so). */
  rejected: readonly RejectedAnswer[];
}

/** The message the runner shows for a status, if any (the session dialog covers 'unauthorised'). */
export function syncMessage(status: SyncStatus): string | null {
  if (status === 'server-error') return SYNC_SERVER_ERROR;
  if (status === 'network-error') return SYNC_NETWORK_ERROR;
  return null;
}

export type SendTracks = (tracks: TrackRecord[], signal?: AbortSignal) => Promise<SyncResult>;

export interface SyncTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncQueueOptions {
  studentTestId: string;
  store: TrackStore;
  send: SendTracks;
  intervalMs?: number;
  maxPerCall?: number;
  /** The longest wait between failed attempts. */
  maxBackoffMs?: number;
  /** A call without an answer after this long counts as a network failure. */
  requestTimeoutMs?: number;
  /** Wall clock for `lastSavedAt`. */
  now?: () => number;
  timers?: SyncTimers;
  /** Where `online` events come from; the window when there is one. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Every parsed answer, e.g. to resync the clock with its `timeRemaining`. */
  onResult?: (result: SyncResult) => void;
  /**
   * A number in [0, 1) that stretches each back-off by up to a quarter, so runners refused together
   * (a busy server's 503) do not all come back at the same moment. Math.random unless given.
   */
  jitter?: () => number;
}

type Failure = 'server-error' | 'network-error' | 'unauthorised' | 'taken-over' | 'ended';
/** Failures after which the queue stops until start() is called again. */
const stopping = new Set<Failure>(['unauthorised', 'taken-over', 'ended']);
/** How one call ended: 'empty' when there was nothing to send. */
export type SyncOutcome = 'saved' | 'empty' | 'disposed' | Failure;
type Outcome = SyncOutcome;

export const MAX_BACKOFF_MS = 30_000;
const DEFAULT_FLUSH_TIMEOUT_MS = 20_000;

/** How a failed call is reported: a refusal, a lost network, or a lost session. */
export function classifySyncFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.errorCode === 'UNAUTH') return 'unauthorised';
    if (error.status === 0) return 'network-error';
    // The service is away for a moment (its database restarting, a proxy between it and us):
    // like a lost network, waiting mends it, so the student is not told to call anyone.
    if (error.errorCode === 'UNAVAILABLE' || [502, 503, 504].includes(error.status)) {
      return 'network-error';
    }
  }
  // Anything else is a refusal or a fault nobody can fix by reconnecting.
  return 'server-error';
}

const defaultTimers: SyncTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Sends the store's unsaved answers to sync-track (spec 3 §4, §9: every 2.5 s, at most 21 a
 * call), one call at a time, and forgets only what the server acknowledged.
 */
export class SyncQueue {
  private readonly studentTestId: string;
  private readonly store: TrackStore;
  private readonly send: SendTracks;
  private readonly intervalMs: number;
  private readonly maxPerCall: number;
  private readonly maxBackoffMs: number;
  private readonly requestTimeoutMs: number;
  private readonly now: () => number;
  private readonly timers: SyncTimers;
  private readonly events: SyncQueueOptions['events'];
  private readonly onResult: SyncQueueOptions['onResult'];
  private readonly jitter: () => number;
  /** The server's Retry-After of the last failed call, in ms (0 when it said none). */
  private retryAfterMs = 0;

  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<(snapshot: SyncSnapshot) => void>();
  private timer: unknown = null;
  private inFlight: Promise<Outcome> | null = null;
  private failures = 0;
  private flushing = 0;
  private listening = false;
  private stopped = false;
  private held = false;
  private disposed = false;

  constructor(options: SyncQueueOptions) {
    this.studentTestId = options.studentTestId;
    this.store = options.store;
    this.send = options.send;
    this.intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS;
    this.maxPerCall = Math.max(1, options.maxPerCall ?? MAX_TRACKS_PER_SYNC);
    this.maxBackoffMs = options.maxBackoffMs ?? MAX_BACKOFF_MS;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 20_000;
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? defaultTimers;
    this.events =
      options.events !== undefined ? options.events : typeof window === 'undefined' ? null : window;
    this.onResult = options.onResult;
    this.jitter = options.jitter ?? Math.random;
    this.snapshot = {
      pending: 0,
      status: 'idle',
      lastSavedAt: null,
      durable: this.store.durable,
      rejected: [],
    };
  }

  getSnapshot = (): SyncSnapshot => this.snapshot;

  /** Called on every change; returns the unsubscribe function (fits useSyncExternalStore). */
  subscribe = (listener: (snapshot: SyncSnapshot) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Starts syncing (again, after a lost session). Records restored from an earlier page load
   * are sent at once: nothing in the store is assumed saved. Resolves after that first call.
   */
  async start(): Promise<void> {
    if (this.disposed) return;
    this.stopped = false;
    this.held = false;
    if (!this.listening && this.events) {
      this.events.addEventListener('online', this.onOnline);
      this.listening = true;
    }
    if (stopping.has(this.snapshot.status as Failure)) this.update({ status: 'idle' });
    await this.refreshPending();
    if (this.snapshot.pending > 0) await this.syncNow();
  }

  /**
   * Stops sending because another tab of this browser opened the test (it holds it now); the
   * store keeps every unsaved answer until start() is called again.
   */
  hold(): void {
    if (this.disposed) return;
    this.held = true;
    this.stopped = true;
    this.clearTimer();
    this.update({ status: 'taken-over' });
  }

  /** Stops timers and listeners; the store keeps whatever is unsaved. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    if (this.listening && this.events) this.events.removeEventListener('online', this.onOnline);
    this.listening = false;
    this.listeners.clear();
  }

  /** Stores the answer first (so it survives anything), then schedules its sending. */
  async enqueue(track: TrackRecord): Promise<void> {
    if (track.testId !== this.studentTestId) {
      throw new Error(`Track of attempt ${track.testId} given to the queue of ${this.studentTestId}`);
    }
    await this.store.put(track);
    await this.refreshPending();
    if (!this.inFlight) this.schedule(this.failures > 0 ? this.backoffMs() : this.intervalMs);
  }

  /** Sends one batch now, ignoring the back-off; joins the call in flight if there is one. */
  syncNow(): Promise<Outcome> {
    if (this.inFlight) return this.inFlight;
    this.clearTimer();
    const attempt = this.attempt().then((outcome) => {
      this.inFlight = null;
      this.afterAttempt(outcome);
      return outcome;
    });
    this.inFlight = attempt;
    return attempt;
  }

  /** Resolves once no call is in flight. */
  async settled(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /**
   * Sends everything now, batch after batch, ignoring the back-off (before end-test). True once
   * the store is empty; false on a refusal, a lost session, or when `timeoutMs` runs out while
   * the network keeps failing. Nothing unsaved is dropped either way.
   */
  async flush({ timeoutMs = DEFAULT_FLUSH_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<boolean> {
    if (this.disposed) return false;
    this.flushing += 1;
    this.clearTimer();
    let timedOut = false;
    let wake: (() => void) | null = null;
    let handle: unknown = null;
    const timeout = new Promise<false>((resolve) => {
      handle = this.timers.setTimeout(() => {
        timedOut = true;
        wake?.();
        resolve(false);
      }, timeoutMs);
    });
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const retry = this.timers.setTimeout(() => {
          wake = null;
          resolve();
        }, ms);
        wake = () => {
          this.timers.clearTimeout(retry);
          resolve();
        };
      });

    const drain = async (): Promise<boolean> => {
      while (!timedOut && !this.disposed) {
        if (this.inFlight) await this.inFlight;
        if (timedOut) return false;
        const outcome = await this.syncNow();
        if (outcome === 'empty') return true;
        if (outcome === 'saved') continue;
        if (outcome !== 'network-error') return false;
        await pause(this.backoffMs());
      }
      return false;
    };

    try {
      return await Promise.race([drain(), timeout]);
    } finally {
      this.timers.clearTimeout(handle);
      this.flushing -= 1;
      if (this.flushing === 0) this.afterAttempt(this.failures > 0 ? 'network-error' : 'saved');
    }
  }

  private onOnline = () => {
    if (this.disposed || this.stopped || this.flushing > 0) return;
    // A request still out from before the connection came back fails; the next one goes as soon as
    // it has, not after the back-off (up to 30 s of 'not yet saved' while online again).
    const pending = this.inFlight;
    if (!pending) {
      void this.syncNow();
      return;
    }
    void pending.then((outcome) => {
      if (outcome === 'network-error' && !this.disposed && !this.stopped && this.flushing === 0) {
        void this.syncNow();
      }
    });
  };

  private backoffMs(): number {
    // 2.5 s, 5 s, 10 s, 20 s, then 30 s; never sooner than the server's Retry-After; spread a little.
    const doubling = Math.min(this.intervalMs * 2 ** Math.max(0, this.failures - 1), this.maxBackoffMs);
    const wait = Math.max(doubling, Math.min(this.retryAfterMs, this.maxBackoffMs));
    return Math.round(wait * (1 + 0.25 * this.jitter()));
  }

  private schedule(delayMs: number) {
    if (this.timer !== null || this.disposed || this.stopped || this.flushing > 0) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.syncNow();
    }, delayMs);
  }

  private clearTimer() {
    if (this.timer === null) return;
    this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private afterAttempt(outcome: Outcome) {
    if (this.snapshot.pending === 0 || outcome === 'disposed' || stopping.has(outcome as Failure)) return;
    this.schedule(outcome === 'saved' ? this.intervalMs : this.backoffMs());
  }

  private async attempt(): Promise<Outcome> {
    if (this.disposed) return 'disposed';
    // Another tab holds the test: nothing is sent from here until the student continues here.
    if (this.held) return 'taken-over';
    const batch = (await this.store.pending(this.studentTestId)).slice(0, this.maxPerCall);
    if (this.disposed) return 'disposed';
    if (batch.length === 0) {
      await this.refreshPending();
      this.update({ status: 'idle' });
      return 'empty';
    }
    if (this.snapshot.status === 'idle') this.update({ status: 'syncing' });

    let outcome: Outcome;
    try {
      const result = await this.sendWithTimeout(batch);
      if (this.disposed) return 'disposed';
      this.onResult?.(result);
      outcome = result.error ? 'server-error' : await this.acknowledge(batch, result);
    } catch (error) {
      if (this.disposed) return 'disposed';
      outcome = error instanceof RequestTimeout ? 'network-error' : classifySyncFailure(error);
      this.retryAfterMs = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
    }

    await this.refreshPending();
    if (outcome === 'saved') {
      this.failures = 0;
      const busy = this.snapshot.pending > 0 && this.flushing > 0 ? 'syncing' : 'idle';
      this.update({ status: this.held ? 'taken-over' : busy });
    } else {
      this.failures += 1;
      if (stopping.has(outcome as Failure)) {
        // The session-expired dialog, or the runner's 'open elsewhere' or 'ended' state, takes
        // over; answers wait in the store for start().
        this.stopped = true;
        this.clearTimer();
      }
      this.update({ status: outcome as Failure });
    }
    return outcome;
  }

  /**
   * Forgets what the server settled: saved, superseded by a newer answer, kept late, or refused for
   * good (those are listed for the student). An answer refused because another runner holds the
   * test stays in the store.
   */
  private async acknowledge(batch: TrackRecord[], result: SyncResult): Promise<Outcome> {
    const ackOf = (track: TrackRecord): SyncAck | undefined =>
      result.acks.find((a) => a.itemId === track.itemId && a.trackNumber === track.trackNumber);
    const settled = batch.map(ackOf).filter((a): a is SyncAck => !!a && a.code !== 'OTHER_RUNNER');
    await this.store.acknowledge(this.studentTestId, settled);
    const refused = settled.filter((a) => a.status === 'rejected' && a.code !== 'ENDED');
    if (refused.length > 0) {
      this.update({
        rejected: [
          ...this.snapshot.rejected,
          ...refused.map((a) => ({ itemId: a.itemId, trackNumber: a.trackNumber, reason: a.reason ?? '' })),
        ],
      });
    }
    if (batch.some((track) => ackOf(track)?.code === 'OTHER_RUNNER')) return 'taken-over';
    if (settled.some((a) => a.code === 'ENDED')) return 'ended';
    // A success that acknowledges nothing we sent settled nothing: treat it as a refusal.
    if (settled.length === 0) return 'server-error';
    this.update({ lastSavedAt: this.now() });
    return 'saved';
  }

  private async sendWithTimeout(batch: TrackRecord[]): Promise<SyncResult> {
    const controller = new AbortController();
    let handle: unknown = null;
    const timeout = new Promise<never>((_, reject) => {
      handle = this.timers.setTimeout(() => {
        controller.abort();
        reject(new RequestTimeout());
      }, this.requestTimeoutMs);
    });
    try {
      return await Promise.race([this.send(batch, controller.signal), timeout]);
    } finally {
      this.timers.clearTimeout(handle);
    }
  }

  private async refreshPending() {
    const pending = await this.store.count(this.studentTestId);
    this.update({ pending, durable: this.store.durable });
  }

  private update(change: Partial<SyncSnapshot>) {
    const next = { ...this.snapshot, ...change };
    const same = (Object.keys(next) as (keyof SyncSnapshot)[]).every(
      (key) => next[key] === this.snapshot[key],
    );
    if (same) return;
    this.snapshot = next;
    if (this.disposed) return;
    for (const listener of this.listeners) listener(next);
  }
}

class RequestTimeout extends Error {
  constructor() {
    super('sync-track did not answer in time');
    this.name = 'RequestTimeout';
  }
}
