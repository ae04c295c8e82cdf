import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SyncResult } from './send-tracks';
import { type SendTracks, SyncQueue } from './sync-queue';
import {
  ATTEMPT,
  deferred,
  FakeSyncServer,
  freshDbName,
  itemId,
  ManualTimers,
  type ServerMode,
  track,
} from './test-fakes';
import { restoreTrackNumbers, type TrackNumbers } from './track-number';
import { openTrackStore } from './track-store';
import type { TrackStore } from './track-store-types';

type Command =
  | { kind: 'enqueue'; item: number }
  | { kind: 'send' }
  | { kind: 'settle'; mode: ServerMode }
  | { kind: 'reload'; delivered: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('enqueue' as const), item: fc.integer({ min: 0, max: 5 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('send' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      mode: fc.constantFrom<ServerMode>('ok', 'ok', 'network', 'error-flag', 'lost-reply', 'refuse'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), delivered: fc.boolean() }) },
);

/** One attempt's life: a page (store, queue, counter) that may be reloaded, and its server. */
class Scenario {
  readonly server = new FakeSyncServer();
  readonly name = freshDbName();
  /** The highest trackNumber enqueued per item, and its record. */
  readonly latest = new Map<number, ReturnType<typeof track>>();
  store!: TrackStore;
  queue!: SyncQueue;
  numbers!: TrackNumbers;
  busy: Promise<unknown> = Promise.resolve();
  outstanding: { tracks: ReturnType<typeof track>[]; reply: ReturnType<typeof deferred<SyncResult>> } | null =
    null;
  arrived = deferred<void>();
  autoReply = false;

  private readonly send: SendTracks = (tracks) => {
    if (this.autoReply) return this.server.send(tracks);
    const reply = deferred<SyncResult>();
    this.outstanding = { tracks: structuredClone(tracks), reply };
    this.arrived.resolve();
    return reply.promise;
  };

  async open() {
    this.store = await openTrackStore({ name: this.name });
    this.numbers = await restoreTrackNumbers({
      studentTestId: ATTEMPT,
      launchTracks: this.server.launchTracks(),
      store: this.store,
    });
    this.queue = new SyncQueue({
      studentTestId: ATTEMPT,
      store: this.store,
      send: this.send,
      timers: new ManualTimers(), // its timers never fire: the commands drive every call
      events: null,
      jitter: () => 0,
    });
    this.busy = this.queue.start();
  }

  async run(cmd: Command) {
    if (cmd.kind === 'enqueue') {
      const record = track(cmd.item, this.numbers.next());
      await this.queue.enqueue(record);
      this.latest.set(cmd.item, record);
    } else if (cmd.kind === 'send') {
      if (!this.outstanding) this.busy = this.queue.syncNow();
    } else if (cmd.kind === 'settle') {
      await this.settle(cmd.mode);
    } else {
      await this.reload(cmd.delivered);
    }
  }

  private takeCall() {
    const call = this.outstanding;
    this.outstanding = null;
    this.arrived = deferred<void>();
    return call;
  }

  async settle(mode: ServerMode) {
    await Promise.race([this.busy, this.arrived.promise]);
    const call = this.takeCall();
    if (!call) return;
    try {
      call.reply.resolve(this.server.answer(mode, call.tracks));
    } catch (error) {
      call.reply.reject(error);
    }
    await this.busy;
  }

  async reload(delivered: boolean) {
    // The page goes away: a call in flight may or may not have reached the server.
    this.queue.dispose();
    await Promise.race([this.busy, this.arrived.promise]);
    const call = this.takeCall();
    if (call) {
      if (delivered) this.server.store(call.tracks);
      call.reply.reject(new Error('page unloaded'));
    }
    await this.busy;
    this.store.close();
    await this.open();
  }

  /** The promise: at every step each item's newest answer is on the server or in the store. */
  async checkNothingLost() {
    const pending = await this.store.pending(ATTEMPT);
    for (const [item, record] of this.latest) {
      const held = this.server.heldTrackNumber(item) ?? -1;
      const waiting = pending.find((t) => t.itemId === itemId(item))?.trackNumber ?? -1;
      expect(Math.max(held, waiting)).toBe(record.trackNumber);
    }
  }
}

describe('SyncQueue property', () => {
  it('ends, after a final flush, with the store empty and the server holding each item’s newest answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
        const scenario = new Scenario();
        await scenario.open();
        for (const cmd of commands) {
          await scenario.run(cmd);
          if (cmd.kind !== 'send') await scenario.checkNothingLost();
        }

        await scenario.settle('network');
        scenario.autoReply = true;
        scenario.server.mode = 'ok';
        expect(await scenario.queue.flush({ timeoutMs: 60_000 })).toBe(true);

        expect(await scenario.store.count(ATTEMPT)).toBe(0);
        expect(scenario.server.held.size).toBe(scenario.latest.size);
        for (const [item, record] of scenario.latest) {
          expect(scenario.server.held.get(`${ATTEMPT}/${itemId(item)}`)).toEqual(record);
        }
        scenario.queue.dispose();
        scenario.store.close();
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
