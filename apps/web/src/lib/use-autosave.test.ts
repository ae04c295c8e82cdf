// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAutosave } from './use-autosave';

/** A save the test answers by hand. */
function deferredSaves() {
  const calls: { value: string; base: number; answer: (version: number) => void; refuse: () => void }[] = [];
  const save = (value: string, base: number) =>
    new Promise<number>((resolve, reject) => {
      calls.push({ value, base, answer: resolve, refuse: () => reject(new Error('stale')) });
    });
  return { calls, save };
}

describe('useAutosave', () => {
  it('runs one save at a time, each on the version the one before answered', async () => {
    const { calls, save } = deferredSaves();
    const { result, rerender } = renderHook(
      ({ value }) => useAutosave({ value, version: 7, save, conflictOf: () => null, delayMs: 60_000 }),
      { initialProps: { value: 'a' } },
    );
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
    rerender({ value: 'ab' });
    expect(result.current).toMatchObject({ status: 'unsaved', dirty: true });
    let first: Promise<number | null> = Promise.resolve(null);
    let second: Promise<number | null> = Promise.resolve(null);
    await act(async () => {
      first = result.current.flush();
    });
    rerender({ value: 'abc' });
    await act(async () => {
      second = result.current.flush();
    });
    // The second waits for the first: never two saves on one base version.
    expect(calls.map((c) => [c.value, c.base])).toEqual([['ab', 7]]);
    expect(result.current.status).toBe('saving');
    await act(async () => calls[0]?.answer(8));
    expect(await first).toBe(8);
    expect(calls.map((c) => [c.value, c.base])).toEqual([
      ['ab', 7],
      ['abc', 8],
    ]);
    await act(async () => calls[1]?.answer(9));
    expect(await second).toBe(9);
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
    expect(result.current.savedAt).toBeInstanceOf(Date);
  });

  it('stops at a refusal, keeps the value unsaved, and starts again from what the server holds', async () => {
    const { calls, save } = deferredSaves();
    const { result, rerender } = renderHook(
      ({ value }) =>
        useAutosave({
          value,
          version: 1,
          save,
          conflictOf: (err) => (err instanceof Error ? { who: 'someone' } : null),
          delayMs: 60_000,
        }),
      { initialProps: { value: 'mine' } },
    );
    rerender({ value: 'mine, more' });
    let refused: Promise<number | null> = Promise.resolve(0);
    await act(async () => {
      refused = result.current.flush();
    });
    await act(async () => calls[0]?.refuse());
    expect(await refused).toBeNull();
    expect(result.current).toMatchObject({ status: 'conflict', dirty: true, conflict: { who: 'someone' } });
    // Nothing more is sent over the newer version.
    await act(async () => {
      expect(await result.current.flush({ force: true })).toBeNull();
    });
    expect(calls).toHaveLength(1);

    act(() => result.current.reset('theirs', 2));
    rerender({ value: 'theirs' });
    expect(result.current).toMatchObject({ status: 'saved', dirty: false, conflict: null });
    rerender({ value: 'theirs, edited' });
    await act(async () => {
      void result.current.flush();
    });
    expect(calls.map((c) => [c.value, c.base])[1]).toEqual(['theirs, edited', 2]);
  });
});
