import 'fake-indexeddb/auto';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { SyncResult } from './send-tracks';
import {
  SUBMIT_ERROR,
  SYNC_NETWORK_ERROR,
  SYNC_SERVER_ERROR,
  SyncQueue,
  type SyncQueueOptions,
  type SyncSnapshot,
  syncMessage,
} from './sync-queue';
import {
  ATTEMPT,
  deferred,
  FakeSyncServer,
  freshDbName,
  itemId,
  ManualTimers,
  savedAcks,
  syncResult,
  track,
} from './test-fakes';
import { createMemoryTrackStore, openTrackStore } from './track-store';
import type { TrackStore } from './track-store-types';

function setup(overrides: Partial<SyncQueueOptions> = {}) {
  const server = new FakeSyncServer();
  const timers = new ManualTimers();
  const store = overrides.store ?? createMemoryTrackStore();
  const queue = new SyncQueue({
    studentTestId: ATTEMPT,
    store,
    send: server.send,
    timers,
    events: null,
    now: () => 1_700_000_000_000,
    jitter: () => 0,
    ...overrides,
  });
  const snapshots: SyncSnapshot[] = [];
  queue.subscribe((snapshot) => snapshots.push(snapshot));
  /** Lets the queue's timer go off and waits for the call it starts. */
  const tick = async (ms?: number) => {
    timers.fire(ms);
    await queue.settled();
  };
  return { server, timers, store, queue, snapshots, tick };
}

const numbers = (tracks: TrackRecord[]) => tracks.map((t) => t.trackNumber);

describe('SyncQueue: sending', () => {
  it('stores an answer before anything else, then sends it 2.5 s later', async () => {
    const { server, timers, store, queue, tick } = setup();
    await queue.enqueue(track(1, 1));

    expect(await store.pending(ATTEMPT)).toEqual([track(1, 1)]);
    expect(server.calls).toHaveLength(0);
    expect(timers.delays()).toEqual([2500]);

    await tick(2500);
    expect(server.calls).toEqual([[track(1, 1)]]);
    expect(await store.count(ATTEMPT)).toBe(0);
    expect(queue.getSnapshot()).toEqual({
      pending: 0,
      status: 'idle',
      lastSavedAt: 1_700_000_000_000,
      durable: false,
      rejected: [],
    });
    expect(timers.delays()).toEqual([]);
  });

  it('sends at most 21 records a call, oldest first, every 2.5 s', async () => {
    const { server, timers, queue, tick } = setup();
    for (let n = 30; n >= 1; n -= 1) await queue.enqueue(track(n, 100 - n)); // newest items first

    await tick(2500);
    expect(server.calls[0]).toHaveLength(21);
    expect(numbers(server.calls[0] ?? [])).toEqual(Array.from({ length: 21 }, (_, i) => 70 + i));
    expect(queue.getSnapshot().pending).toBe(9);
    expect(timers.delays()).toEqual([2500]);

    await tick(2500);
    expect(numbers(server.calls[1] ?? [])).toEqual(Array.from({ length: 9 }, (_, i) => 91 + i));
    expect(queue.getSnapshot().pending).toBe(0);
  });

  it('keeps one call in flight at a time and sends an edit made during it afterwards', async () => {
    const { server, timers, store } = setup();
    const reply = deferred<SyncResult>();
    const send = vi.fn(server.send);
    send.mockImplementationOnce(async (tracks) => {
      server.calls.push(tracks);
      return reply.promise;
    });
    const q = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });

    await q.enqueue(track(1, 1));
    timers.fire(2500);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    await q.enqueue(track(1, 2)); // changed while the first call is in flight
    void q.syncNow();
    void q.syncNow();
    expect(send).toHaveBeenCalledTimes(1);

    reply.resolve(syncResult(savedAcks([{ itemId: itemId(1), trackNumber: 1 }])));
    await q.settled();
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 2)]);

    timers.fire(2500);
    await q.settled();
    expect(send).toHaveBeenCalledTimes(2);
    expect(server.calls[1]).toEqual([track(1, 2)]);
    expect(await store.count(ATTEMPT)).toBe(0);
  });

  it('forgets only what the server acknowledged', async () => {
    const { store, timers } = setup();
    const send = async (tracks: TrackRecord[]): Promise<SyncResult> =>
      syncResult(savedAcks(tracks.slice(0, 1)));
    const queue = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });
    await queue.enqueue(track(1, 1));
    await queue.enqueue(track(2, 2));

    expect(await queue.syncNow()).toBe('saved');
    expect(await store.pending(ATTEMPT)).toEqual([track(2, 2)]);
  });

  it('treats replayed or duplicated acknowledgements as harmless', async () => {
    const { store, timers } = setup();
    const stale = { itemId: itemId(1), trackNumber: 1 };
    const send = async (tracks: TrackRecord[]): Promise<SyncResult> =>
      syncResult(savedAcks([...tracks, ...tracks, stale]));
    const queue = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });
    await queue.enqueue(track(1, 1));
    await queue.syncNow();
    await queue.enqueue(track(1, 5));
    await queue.enqueue(track(2, 6));
    await store.acknowledge(ATTEMPT, [stale, stale]); // an old reply arriving again

    expect(await store.pending(ATTEMPT)).toEqual([track(1, 5), track(2, 6)]);
    await queue.syncNow();
    expect(await store.count(ATTEMPT)).toBe(0);
  });

  it('hands every answer to onResult (the clock resyncs with its timeRemaining)', async () => {
    const onResult = vi.fn();
    const { queue, server } = setup({ onResult });
    server.timeRemaining = 321;
    await queue.enqueue(track(1, 1));
    await queue.syncNow();
    expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ timeRemaining: 321 }));
  });

  it('rejects a record of another attempt', async () => {
    const { queue } = setup();
    await expect(
      queue.enqueue(track(1, 1, { testId: '7d0f1c52-3c1e-4b8e-9a51-000000000009' })),
    ).rejects.toThrow(/another|attempt/);
  });
});

describe('SyncQueue: failures', () => {
  it('backs off 2.5 s, 5 s, 10 s, 20 s, then 30 s, and starts over after a success', async () => {
    const { server, timers, queue, tick } = setup();
    server.mode = 'network';
    await queue.enqueue(track(1, 1));

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const [wait] = timers.delays();
      if (wait === undefined) throw new Error('nothing scheduled');
      waits.push(wait);
      await tick(wait);
    }
    expect(waits).toEqual([2500, 2500, 5000, 10_000, 20_000, 30_000, 30_000]);

    await queue.enqueue(track(2, 2)); // an answer during back-off does not cut it short
    expect(timers.delays()).toEqual([30_000]);

    server.mode = 'ok';
    await tick(30_000);
    expect(await queue.getSnapshot().pending).toBe(0);

    server.mode = 'network';
    await queue.enqueue(track(3, 3));
    expect(timers.delays()).toEqual([2500]);
    await tick(2500);
    expect(timers.delays()).toEqual([2500]);
    await tick(2500);
    expect(timers.delays()).toEqual([5000]);
  });

  it('reports a refusal with the error flag as a server error, and keeps the records', async () => {
    const { server, store, queue } = setup();
    server.mode = 'error-flag';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('server-error');
    expect(queue.getSnapshot().status).toBe('server-error');
    expect(syncMessage(queue.getSnapshot().status)).toBe(SYNC_SERVER_ERROR);
    expect(await store.count(ATTEMPT)).toBe(1);
  });

  it('reports a 503 (the database restarting) like a lost network, keeps the records and saves them after', async () => {
    const { server, store, queue, tick } = setup();
    server.mode = 'unavailable';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('network-error');
    expect(syncMessage(queue.getSnapshot().status)).toBe(SYNC_NETWORK_ERROR);
    expect(await store.count(ATTEMPT)).toBe(1);
    server.mode = 'ok';
    await tick(2500);
    expect(queue.getSnapshot().status).toBe('idle');
    expect(await store.count(ATTEMPT)).toBe(0);
  });

  it('waits as long as a busy server’s Retry-After asks, then the doubling back-off (issue 19)', async () => {
    const { server, timers, queue, tick } = setup();
    server.mode = 'unavailable';
    server.retryAfterSeconds = 8;
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('network-error');
    expect(timers.delays()).toEqual([8000]);
    server.retryAfterSeconds = 1;
    await tick(8000);
    expect(timers.delays()).toEqual([5000]);
    server.mode = 'ok';
    await tick(5000);
    expect(queue.getSnapshot().status).toBe('idle');
  });

  it('spreads each back-off by up to a quarter, so runners refused together come back apart', async () => {
    const { server, timers, queue } = setup({ jitter: () => 0.8 });
    server.mode = 'unavailable';
    await queue.enqueue(track(1, 1));
    await queue.syncNow();
    expect(timers.delays()).toEqual([3000]);
  });

  it('reports a refused envelope (success false) as a server error', async () => {
    const { server, queue } = setup();
    server.mode = 'refuse';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('server-error');
  });

  it('reports a success that acknowledges nothing as a server error', async () => {
    const { server, store, queue } = setup();
    server.mode = 'ack-nothing';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('server-error');
    expect(await store.count(ATTEMPT)).toBe(1);
  });

  it('reports a lost network as a network error', async () => {
    const { server, queue } = setup();
    server.mode = 'network';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('network-error');
    expect(syncMessage(queue.getSnapshot().status)).toBe(SYNC_NETWORK_ERROR);
  });

  it('counts a call without an answer as a network error', async () => {
    const { store, timers } = setup();
    let aborted = false;
    const send = (_tracks: TrackRecord[], signal?: AbortSignal) =>
      new Promise<SyncResult>(() => {
        signal?.addEventListener('abort', () => {
          aborted = true;
        });
      });
    const queue = new SyncQueue({
      studentTestId: ATTEMPT,
      store,
      send,
      timers,
      events: null,
      requestTimeoutMs: 15_000,
    });
    await queue.enqueue(track(1, 1));
    const outcome = queue.syncNow();
    await vi.waitFor(() => expect(timers.delays()).toContain(15_000));
    timers.fire(15_000);
    expect(await outcome).toBe('network-error');
    expect(aborted).toBe(true);
  });

  it('keeps an error on show while retrying, until a call succeeds', async () => {
    const { server, queue, snapshots, tick } = setup();
    server.script.push('network', 'network');
    await queue.enqueue(track(1, 1));
    await tick(2500);
    await tick(2500);
    await tick(5000);

    const statuses = snapshots.map((s) => s.status).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses).toEqual(['idle', 'syncing', 'network-error', 'idle']);
  });

  it('stops on a lost session (401) and carries on after start()', async () => {
    const { server, timers, store, queue } = setup();
    server.mode = 'unauthorised';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('unauthorised');
    expect(queue.getSnapshot().status).toBe('unauthorised');
    expect(syncMessage('unauthorised')).toBeNull();
    expect(timers.delays()).toEqual([]);

    await queue.enqueue(track(2, 2)); // answers are still kept, not sent
    expect(timers.delays()).toEqual([]);
    expect(await store.count(ATTEMPT)).toBe(2);

    server.mode = 'ok';
    await queue.start();
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', pending: 0 });
  });

  it('retries at once when the browser comes back online', async () => {
    const events = new EventTarget();
    const { server, timers, queue } = setup({ events });
    await queue.start();
    server.mode = 'network';
    await queue.enqueue(track(1, 1));
    await queue.syncNow();
    await queue.syncNow();
    expect(timers.delays()).toEqual([5000]);

    server.mode = 'ok';
    events.dispatchEvent(new Event('online'));
    await queue.settled();
    expect(server.calls).toHaveLength(3);
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', pending: 0 });

    queue.dispose();
    await queue.enqueue(track(2, 2));
    events.dispatchEvent(new Event('online'));
    await queue.settled();
    expect(server.calls).toHaveLength(3);
  });

  it('sends again at once when the connection returns while a request is still out', async () => {
    const events = new EventTarget();
    const server = new FakeSyncServer();
    // The first request went out offline: the browser comes back online before it fails.
    let calls = 0;
    const send: typeof server.send = async (tracks) => {
      calls += 1;
      if (calls === 1) {
        events.dispatchEvent(new Event('online'));
        throw new ApiError('Network error', { status: 0, fromServer: false });
      }
      return server.send(tracks);
    };
    const { timers, queue } = setup({ events, send });
    await queue.start();
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('network-error');
    // Not after the back-off: the retry goes as soon as the failed request has (no timer fired).
    await vi.waitFor(() => expect(calls).toBe(2));
    await queue.settled();
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', pending: 0 });
    expect(timers.delays()).not.toContain(30_000);
  });

  it('exports the spec’s messages word for word', () => {
    expect(SYNC_SERVER_ERROR).toBe('SYNC ERROR: Responses are not saved. Please contact administrator!');
    expect(SYNC_NETWORK_ERROR).toBe('SYNC ERROR: Responses are not saved. Please check internet!');
    expect(SUBMIT_ERROR).toBe('SUBMIT ERROR: Submit not successful. Please contact administrator!');
  });
});

describe('SyncQueue: flush before end-test', () => {
  it('drains 50 records in 3 calls', async () => {
    const { server, store, queue } = setup();
    for (let n = 1; n <= 50; n += 1) await queue.enqueue(track(n, n));

    expect(await queue.flush({ timeoutMs: 10_000 })).toBe(true);
    expect(server.calls.map((call) => call.length)).toEqual([21, 21, 8]);
    expect(await store.count(ATTEMPT)).toBe(0);
  });

  it('ignores the back-off', async () => {
    const { server, queue } = setup();
    server.mode = 'network';
    await queue.enqueue(track(1, 1));
    for (let i = 0; i < 4; i += 1) await queue.syncNow();
    server.mode = 'ok';
    expect(await queue.flush()).toBe(true);
  });

  it('returns false at a refusal and keeps every record', async () => {
    const { server, store, queue } = setup();
    for (let n = 1; n <= 30; n += 1) await queue.enqueue(track(n, n));
    server.script.push('ok');
    server.mode = 'error-flag';

    expect(await queue.flush({ timeoutMs: 10_000 })).toBe(false);
    expect(server.calls).toHaveLength(2);
    expect(numbers(await store.pending(ATTEMPT))).toEqual(Array.from({ length: 9 }, (_, i) => 22 + i));
    expect(queue.getSnapshot().status).toBe('server-error');
  });

  it('returns false on a lost session', async () => {
    const { server, queue } = setup();
    server.mode = 'unauthorised';
    await queue.enqueue(track(1, 1));
    expect(await queue.flush()).toBe(false);
  });

  it('retries a lost network until the time is up, then returns false with the records kept', async () => {
    const { server, timers, store, queue } = setup();
    server.mode = 'network';
    await queue.enqueue(track(1, 1));

    const flushed = queue.flush({ timeoutMs: 8000 });
    await vi.waitFor(() => expect(timers.delays()).toEqual([2500, 8000]));
    timers.fire(2500);
    await vi.waitFor(() => expect(timers.delays()).toEqual([5000, 8000]));
    timers.fire(8000);

    expect(await flushed).toBe(false);
    expect(server.calls).toHaveLength(2);
    expect(await store.count(ATTEMPT)).toBe(1);
    await queue.settled();
    expect(timers.delays()).toEqual([5000]); // the regular back-off takes over again
  });

  it('rides out a network blip', async () => {
    const { server, timers, queue } = setup();
    server.script.push('network');
    await queue.enqueue(track(1, 1));
    const flushed = queue.flush();
    await vi.waitFor(() => expect(timers.delays()).toContain(2500));
    timers.fire(2500);
    expect(await flushed).toBe(true);
  });

  it('waits for the call in flight before sending', async () => {
    const { server, store, timers } = setup();
    const first = deferred<SyncResult>();
    let calls = 0;
    let inFlight = 0;
    let most = 0;
    const send = async (tracks: TrackRecord[]) => {
      calls += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        if (calls === 1) return await first.promise;
        return server.answer('ok', tracks);
      } finally {
        inFlight -= 1;
      }
    };
    const queue = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });
    await queue.enqueue(track(1, 1));
    void queue.syncNow();
    await queue.enqueue(track(2, 2));
    const flushed = queue.flush();
    await Promise.resolve();
    first.resolve(server.answer('ok', [track(1, 1)]));

    expect(await flushed).toBe(true);
    expect(most).toBe(1);
    expect(await store.count(ATTEMPT)).toBe(0);
  });
});

describe('SyncQueue: a page reload', () => {
  async function reopen(name: string): Promise<TrackStore> {
    return openTrackStore({ name });
  }

  it('re-sends every record left in IndexedDB, none assumed saved', async () => {
    const name = freshDbName();
    const server = new FakeSyncServer();
    const firstStore = await reopen(name);
    const first = new SyncQueue({
      studentTestId: ATTEMPT,
      store: firstStore,
      send: server.send,
      events: null,
      timers: new ManualTimers(),
    });
    for (let n = 1; n <= 25; n += 1) await first.enqueue(track(n, n));
    server.mode = 'lost-reply'; // the server stored the first batch but the reply was lost
    await first.syncNow();
    first.dispose();
    firstStore.close();

    server.mode = 'ok';
    const secondStore = await reopen(name);
    const second = new SyncQueue({
      studentTestId: ATTEMPT,
      store: secondStore,
      send: server.send,
      events: null,
      timers: new ManualTimers(),
    });
    await second.start();
    expect(server.calls[1]).toHaveLength(21);
    expect(numbers(server.calls[1] ?? [])).toEqual(numbers(server.calls[0] ?? []));
    expect(await second.flush()).toBe(true);
    expect(server.calls.slice(1).flat()).toHaveLength(25);
    expect(server.held.size).toBe(25);
    expect(await secondStore.count(ATTEMPT)).toBe(0);
    secondStore.close();
  });

  it('a queue torn down mid-call leaves its records for the next page', async () => {
    const name = freshDbName();
    const store = await reopen(name);
    const reply = deferred<SyncResult>();
    const queue = new SyncQueue({
      studentTestId: ATTEMPT,
      store,
      send: () => reply.promise,
      events: null,
      timers: new ManualTimers(),
    });
    await queue.enqueue(track(1, 1));
    const outcome = queue.syncNow();
    await vi.waitFor(async () => expect(await store.count(ATTEMPT)).toBe(1));
    queue.dispose();
    reply.resolve(syncResult(savedAcks([{ itemId: itemId(1), trackNumber: 1 }]), 1));
    expect(await outcome).toBe('disposed');
    store.close();

    const next = await reopen(name);
    expect(await next.pending(ATTEMPT)).toEqual([track(1, 1)]);
    next.close();
  });

  it('reports durable storage, and the lack of it', async () => {
    const store = await openTrackStore({ name: freshDbName() });
    const { queue } = setup({ store });
    await queue.start();
    expect(queue.getSnapshot().durable).toBe(true);
    store.close();
    expect(setup().queue.getSnapshot().durable).toBe(false);
  });
});

describe('what the server says of each record (issue 10 §5, §8)', () => {
  it('drops a refused record, lists it with its reason, and keeps saving the others', async () => {
    const { store, timers } = setup();
    const send = async (tracks: TrackRecord[]): Promise<SyncResult> =>
      syncResult(
        tracks.map((t) =>
          t.itemId === itemId(2)
            ? {
                itemId: t.itemId,
                trackNumber: t.trackNumber,
                status: 'rejected' as const,
                code: 'INVALID' as const,
                reason: 'enteredText: the answer is too long',
              }
            : { itemId: t.itemId, trackNumber: t.trackNumber, status: 'saved' as const },
        ),
      );
    const queue = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });
    await queue.enqueue(track(1, 1));
    await queue.enqueue(track(2, 2));
    await queue.enqueue(track(3, 3));
    expect(await queue.syncNow()).toBe('saved');
    expect(await store.count(ATTEMPT)).toBe(0);
    expect(queue.getSnapshot()).toMatchObject({
      pending: 0,
      status: 'idle',
      rejected: [{ itemId: itemId(2), trackNumber: 2, reason: 'enteredText: the answer is too long' }],
    });
    // Not sent again: the next call has nothing to send.
    expect(await queue.syncNow()).toBe('empty');
  });

  it('forgets superseded and late records: the server holds a newer or has kept them', async () => {
    const { store, timers } = setup();
    const send = async (tracks: TrackRecord[]): Promise<SyncResult> =>
      syncResult([
        { itemId: tracks[0]?.itemId ?? '', trackNumber: tracks[0]?.trackNumber ?? 0, status: 'superseded' },
        { itemId: tracks[1]?.itemId ?? '', trackNumber: tracks[1]?.trackNumber ?? 0, status: 'late' },
      ]);
    const queue = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });
    await queue.enqueue(track(1, 1));
    await queue.enqueue(track(2, 2));
    expect(await queue.syncNow()).toBe('saved');
    expect(await store.count(ATTEMPT)).toBe(0);
    expect(queue.getSnapshot().rejected).toEqual([]);
  });

  it('stops and keeps every answer when another tab or device holds the test, until started again', async () => {
    const { queue, server, store, timers } = setup();
    server.mode = 'other-runner';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('taken-over');
    expect(queue.getSnapshot()).toMatchObject({ status: 'taken-over', pending: 1 });
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 1)]);
    expect(timers.delays()).toEqual([]);
    expect(await queue.flush({ timeoutMs: 1000 })).toBe(false);
    // The student continues here: the runner takes the test back and starts the queue again.
    server.mode = 'ok';
    await queue.start();
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', pending: 0 });
    expect(server.heldTrackNumber(1)).toBe(1);
  });

  it('stops when the test has ended elsewhere, dropping what can no longer be saved', async () => {
    const { queue, server, store } = setup();
    server.mode = 'ended';
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('ended');
    expect(queue.getSnapshot().status).toBe('ended');
    expect(await store.count(ATTEMPT)).toBe(0);
    expect(queue.getSnapshot().rejected).toEqual([]);
  });

  it('never forgets a record the answer does not mention', async () => {
    const { store, timers } = setup();
    const send = async (): Promise<SyncResult> =>
      syncResult(savedAcks([{ itemId: itemId(9), trackNumber: 1 }]));
    const queue = new SyncQueue({ studentTestId: ATTEMPT, store, send, timers, events: null });
    await queue.enqueue(track(1, 1));
    expect(await queue.syncNow()).toBe('server-error');
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 1)]);
  });

  it('sends nothing while another tab of this browser holds the test, then resumes', async () => {
    const { queue, server, timers } = setup();
    await queue.enqueue(track(1, 1));
    queue.hold();
    expect(queue.getSnapshot().status).toBe('taken-over');
    expect(timers.delays()).toEqual([]);
    expect(await queue.syncNow()).toBe('taken-over');
    expect(await queue.flush({ timeoutMs: 1000 })).toBe(false);
    expect(server.calls).toHaveLength(0);
    await queue.start();
    expect(server.heldTrackNumber(1)).toBe(1);
    expect(queue.getSnapshot()).toMatchObject({ status: 'idle', pending: 0 });
  });
});
