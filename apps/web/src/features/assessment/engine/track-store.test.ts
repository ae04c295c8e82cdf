import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT, freshDbName, itemId, track } from './test-fakes';
import { createMemoryTrackStore, openTrackStore } from './track-store';
import type { TrackStore } from './track-store-types';

const OTHER_ATTEMPT = '7d0f1c52-3c1e-4b8e-9a51-000000000002';
const opened: TrackStore[] = [];

async function openFresh(name = freshDbName()) {
  const store = await openTrackStore({ name });
  opened.push(store);
  return store;
}

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each([
  ['IndexedDB', () => openFresh()],
  ['memory', async () => createMemoryTrackStore()],
])('track store (%s)', (_name, open) => {
  it('keeps the newest record of an item: an older one never replaces it', async () => {
    const store = await open();
    expect(await store.put(track(1, 3))).toBe(true);
    expect(await store.put(track(1, 2))).toBe(false);
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 3)]);

    expect(await store.put(track(1, 7))).toBe(true);
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 7)]);
    expect(await store.count(ATTEMPT)).toBe(1);
  });

  it('lists an attempt’s records oldest first by trackNumber, apart from other attempts', async () => {
    const store = await open();
    await store.put(track(3, 9));
    await store.put(track(1, 4));
    await store.put(track(2, 6));
    await store.put(track(1, 5, { testId: OTHER_ATTEMPT }));

    expect((await store.pending(ATTEMPT)).map((t) => t.trackNumber)).toEqual([4, 6, 9]);
    expect(await store.count(ATTEMPT)).toBe(3);
    expect(await store.pending(OTHER_ATTEMPT)).toEqual([track(1, 5, { testId: OTHER_ATTEMPT })]);
  });

  it('keeps an edit made while its older version was in flight', async () => {
    const store = await open();
    await store.put(track(1, 4));
    await store.put(track(2, 5));
    const sent = await store.pending(ATTEMPT);
    await store.put(track(1, 8)); // the student changes the answer during the call

    const deleted = await store.acknowledge(
      ATTEMPT,
      sent.map((t) => ({ itemId: t.itemId, trackNumber: t.trackNumber })),
    );

    expect(deleted).toBe(1);
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 8)]);
  });

  it('shrugs off duplicate, replayed and unknown acknowledgements', async () => {
    const store = await open();
    await store.put(track(1, 4));
    await store.put(track(2, 6));
    const ack = { itemId: itemId(1), trackNumber: 4 };

    expect(await store.acknowledge(ATTEMPT, [ack, ack, { itemId: itemId(1), trackNumber: 2 }])).toBe(1);
    expect(await store.acknowledge(ATTEMPT, [ack])).toBe(0);
    expect(await store.acknowledge(ATTEMPT, [{ itemId: itemId(99), trackNumber: 100 }])).toBe(0);
    expect(await store.acknowledge(OTHER_ATTEMPT, [{ itemId: itemId(2), trackNumber: 100 }])).toBe(0);
    expect(await store.acknowledge(ATTEMPT, [])).toBe(0);
    expect(await store.pending(ATTEMPT)).toEqual([track(2, 6)]);
  });

  it('acknowledges a record superseded on the server by a higher number', async () => {
    const store = await open();
    await store.put(track(1, 4));
    expect(await store.acknowledge(ATTEMPT, [{ itemId: itemId(1), trackNumber: 9 }])).toBe(1);
    expect(await store.count(ATTEMPT)).toBe(0);
  });

  it('does not let a caller change a stored record by mutating its copy', async () => {
    const store = await open();
    const record = track(1, 1);
    await store.put(record);
    record.selectedOptionId = 'changed after the put';
    const [stored] = await store.pending(ATTEMPT);
    if (stored) stored.trackNumber = 99;
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 1)]);
  });

  it('keeps a spoken answer until it is deleted', async () => {
    const store = await open();
    await store.putRecording(
      ATTEMPT,
      itemId(1),
      new Blob(['spoken answer'], { type: 'audio/webm' }),
      'audio/webm',
    );

    const recording = await store.getRecording(ATTEMPT, itemId(1));
    expect(recording?.mimeType).toBe('audio/webm');
    expect(await recording?.blob.text()).toBe('spoken answer');
    expect(await store.getRecording(ATTEMPT, itemId(2))).toBeUndefined();

    await store.deleteRecording(ATTEMPT, itemId(1));
    expect(await store.getRecording(ATTEMPT, itemId(1))).toBeUndefined();
  });
});

describe('durability', () => {
  it('survives a page reload (a new connection to the same database)', async () => {
    const name = freshDbName();
    const before = await openFresh(name);
    await before.put(track(1, 2));
    await before.put(track(2, 3));
    await before.putRecording(ATTEMPT, itemId(2), new Blob(['hello']), 'audio/ogg');
    before.close();

    const after = await openFresh(name);
    expect(after.durable).toBe(true);
    expect(await after.pending(ATTEMPT)).toEqual([track(1, 2), track(2, 3)]);
    expect(await (await after.getRecording(ATTEMPT, itemId(2)))?.blob.text()).toBe('hello');
  });

  it('falls back to memory and says so when IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const onFallback = vi.fn();
    const store = await openTrackStore({ name: freshDbName(), onFallback });

    expect(store.durable).toBe(false);
    expect(onFallback).toHaveBeenCalledOnce();
    await store.put(track(1, 1));
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 1)]);
  });

  it('falls back to memory when IndexedDB refuses to open (private mode)', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      );
    });
    const store = await openTrackStore({ name: freshDbName() });
    expect(store.durable).toBe(false);
  });

  it('moves to memory without losing a record when a write fails (quota)', async () => {
    const store = await openFresh();
    await store.put(track(1, 1));
    await store.put(track(2, 2));
    expect(store.durable).toBe(true);

    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await store.put(track(3, 3))).toBe(true);
    expect(await store.put(track(1, 0))).toBe(false);

    expect(store.durable).toBe(false);
    expect(await store.pending(ATTEMPT)).toEqual([track(1, 1), track(2, 2), track(3, 3)]);
    expect(await store.acknowledge(ATTEMPT, [{ itemId: itemId(1), trackNumber: 1 }])).toBe(1);
    expect(await store.count(ATTEMPT)).toBe(2);
  });
});
