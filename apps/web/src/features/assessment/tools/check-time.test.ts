// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECK_SECONDS, checkSecondsLeft, clearCheckTime, useCheckTime } from './check-time';

let now = 1_000_000;
const clock = () => now;
const parts = ['part-1', 'part-2'];
beforeEach(() => {
  window.localStorage.clear();
  now = 1_000_000;
});

describe('useCheckTime (IELTS Listening: 2 minutes to check)', () => {
  it('begins only when every recording has finished, and caps the clock to the two minutes', () => {
    const { result } = renderHook(() => useCheckTime('a1', true, parts, clock));
    act(() => result.current.finished('part-1'));
    expect(result.current.startedAt).toBeNull();
    expect(result.current.cap(900)).toBe(900);
    act(() => result.current.finished('part-1'));
    now += 5_000;
    act(() => result.current.finished('part-2'));
    expect(result.current.startedAt).toBe(now);
    expect(result.current.cap(900)).toBe(CHECK_SECONDS);
    now += 30_000;
    expect(result.current.cap(900)).toBe(90);
    // Less of the test's own time than of the time to check: the test's own counts.
    expect(result.current.cap(40)).toBe(40);
    now += 200_000;
    expect(result.current.cap(900)).toBe(0);
  });

  it('a reload goes on with the minutes already begun; the end of the test clears them', () => {
    const first = renderHook(() => useCheckTime('a1', true, parts, clock));
    act(() => {
      first.result.current.finished('part-1');
      first.result.current.finished('part-2');
    });
    first.unmount();
    now += 60_000;
    const again = renderHook(() => useCheckTime('a1', true, parts, clock));
    expect(again.result.current.cap(900)).toBe(60);
    clearCheckTime('a1');
    const fresh = renderHook(() => useCheckTime('a1', true, parts, clock));
    expect(fresh.result.current.startedAt).toBeNull();
  });

  it('gives no time to check where the profile has none, nor for a test without recordings', () => {
    const off = renderHook(() => useCheckTime('a2', false, parts, clock));
    act(() => {
      off.result.current.finished('part-1');
      off.result.current.finished('part-2');
    });
    expect(off.result.current.startedAt).toBeNull();
    const none = renderHook(() => useCheckTime('a3', true, [], clock));
    act(() => none.result.current.finished('part-1'));
    expect(none.result.current.startedAt).toBeNull();
    window.localStorage.setItem('portico.check-time.a4', '{"finished": 3, "startedAt": "soon"}');
    expect(renderHook(() => useCheckTime('a4', true, parts, clock)).result.current.startedAt).toBeNull();
    expect(checkSecondsLeft(null, now)).toBeNull();
  });
});
