// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

let time = 0;
const now = () => time;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  time = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` of wall time pass: the monotonic clock moves and due intervals run. */
const pass = (ms: number) =>
  act(() => {
    time += ms;
    vi.advanceTimersByTime(ms);
  });

describe('useCountdown', () => {
  it('ticks each second', () => {
    const { result } = renderHook(() => useCountdown(5, { now }));
    expect(result.current.remaining).toBe(5);
    pass(1000);
    expect(result.current.remaining).toBe(4);
    pass(2000);
    expect(result.current.remaining).toBe(2);
  });

  it('shows the right time when a throttled tab becomes visible again', () => {
    const { result } = renderHook(() => useCountdown(3600, { now }));
    setVisibility('hidden');
    act(() => {
      time += 10 * 60 * 1000; // no interval ran in the background
    });
    expect(result.current.remaining).toBe(3600);
    act(() => setVisibility('visible'));
    expect(result.current.remaining).toBe(3000);
  });

  it('calls onExpire exactly once', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(2, { now, onExpire }));
    pass(1000);
    expect(onExpire).not.toHaveBeenCalled();
    pass(1000);
    expect(result.current).toMatchObject({ remaining: 0, expired: true });
    pass(5000);
    act(() => setVisibility('visible'));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('calls the latest onExpire, once, when it is already over at mount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onExpire }) => useCountdown(0, { now, onExpire }), {
      initialProps: { onExpire: first },
    });
    rerender({ onExpire: second });
    pass(3000);
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it('resyncs with the server’s time', () => {
    const { result } = renderHook(() => useCountdown(600, { now }));
    pass(10_000);
    act(() => result.current.resync(300));
    expect(result.current.remaining).toBe(300);
    pass(1000);
    expect(result.current.remaining).toBe(299);
  });

  it('takes a new starting time from its caller', () => {
    const { result, rerender } = renderHook(({ seconds }) => useCountdown(seconds, { now }), {
      initialProps: { seconds: 100 },
    });
    pass(5000);
    expect(result.current.remaining).toBe(95);
    rerender({ seconds: 50 });
    expect(result.current.remaining).toBe(50);
  });

  it('stops ticking when unmounted', () => {
    const onExpire = vi.fn();
    const { unmount } = renderHook(() => useCountdown(1, { now, onExpire }));
    unmount();
    pass(5000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
