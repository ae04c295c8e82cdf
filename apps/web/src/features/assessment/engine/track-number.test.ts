import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ATTEMPT, freshDbName, track } from './test-fakes';
import { createTrackNumbers, firstTrackNumber, restoreTrackNumbers } from './track-number';
import { openTrackStore } from './track-store';

describe('track numbers', () => {
  it('start at 1 for a new attempt and grow by one', () => {
    const numbers = createTrackNumbers(firstTrackNumber([], []));
    expect([numbers.next(), numbers.next(), numbers.next()]).toEqual([1, 2, 3]);
    expect(numbers.current()).toBe(3);
  });

  it('resume past the highest number the server or the store holds', () => {
    expect(firstTrackNumber([{ trackNumber: 12 }, { trackNumber: 4 }], [track(1, 9)])).toBe(13);
    expect(firstTrackNumber([{ trackNumber: 12 }], [track(1, 20), track(2, 15)])).toBe(21);
  });

  it('never hand out a number seen elsewhere', () => {
    const numbers = createTrackNumbers(5);
    numbers.observe(10);
    numbers.observe(3);
    expect(numbers.next()).toBe(11);
  });

  it('survive a reload through the store', async () => {
    const name = freshDbName();
    const before = await openTrackStore({ name });
    const numbers = await restoreTrackNumbers({ studentTestId: ATTEMPT, launchTracks: [], store: before });
    for (let n = 0; n < 5; n += 1) await before.put(track(n % 2, numbers.next()));
    before.close();

    const after = await openTrackStore({ name });
    const restored = await restoreTrackNumbers({
      studentTestId: ATTEMPT,
      launchTracks: [{ trackNumber: 2 }],
      store: after,
    });
    expect(restored.next()).toBe(6);
    after.close();
  });
});
