// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProgressPost, useVideoProgress } from './use-video-progress';

let posts: ProgressPost[];
const post = async (p: ProgressPost) => {
  posts.push(p);
};

beforeEach(() => {
  posts = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useVideoProgress (spec 1 §4 video progress)', () => {
  it('posts the position every 3000 ms while playing, and nothing while paused', () => {
    const { result } = renderHook(() => useVideoProgress({ post }));
    act(() => result.current.onTime(0, true));
    act(() => result.current.onTime(2.96, true));
    pass(2999);
    expect(posts).toEqual([]);
    pass(1);
    expect(posts).toEqual([{ status: 'InProgress', duration: 3 }]);
    act(() => result.current.onTime(6.04, true));
    pass(3000);
    expect(posts.at(-1)).toEqual({ status: 'InProgress', duration: 6 });
    act(() => result.current.onTime(7, false));
    pass(9000);
    expect(posts).toHaveLength(2);
    act(() => result.current.onTime(7.2, true));
    pass(3000);
    expect(posts).toHaveLength(3);
  });

  it('posts Completed while playing a video that was already completed', () => {
    const { result } = renderHook(() => useVideoProgress({ post, completed: true }));
    act(() => result.current.onTime(4, true));
    pass(3000);
    expect(posts).toEqual([{ status: 'Completed', duration: 4 }]);
  });

  it('posts Completed with duration 0 on the end, and Completed afterwards', () => {
    const { result } = renderHook(() => useVideoProgress({ post }));
    act(() => result.current.onTime(18, true));
    act(() => result.current.onTime(20, false));
    act(() => result.current.onEnded());
    expect(posts).toEqual([{ status: 'Completed', duration: 0 }]);
    pass(6000);
    expect(posts).toHaveLength(1);
    // Watching again keeps it completed.
    act(() => result.current.onTime(1, true));
    pass(3000);
    expect(posts.at(-1)).toEqual({ status: 'Completed', duration: 1 });
  });

  it('flushes the last position on close once, and again on unmount only when it moved', async () => {
    const { result, unmount } = renderHook(() => useVideoProgress({ post }));
    act(() => result.current.onTime(3, true));
    pass(3000);
    act(() => result.current.onTime(4.5, true));
    await act(() => result.current.flush());
    expect(posts).toEqual([
      { status: 'InProgress', duration: 3 },
      { status: 'InProgress', duration: 4.5 },
    ]);
    // The timer stopped with the flush.
    pass(9000);
    unmount();
    expect(posts).toHaveLength(2);
  });

  it('posts nothing for a video closed before it played', () => {
    const { unmount } = renderHook(() => useVideoProgress({ post }));
    pass(9000);
    unmount();
    expect(posts).toEqual([]);
  });

  it('flushes on unmount and stops the timer', () => {
    const { result, unmount } = renderHook(() => useVideoProgress({ post }));
    act(() => result.current.onTime(2, true));
    unmount();
    expect(posts).toEqual([{ status: 'InProgress', duration: 2 }]);
    vi.advanceTimersByTime(9000);
    expect(posts).toHaveLength(1);
  });

  it('logs a failed post and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('offline');
    };
    const { result } = renderHook(() => useVideoProgress({ post: failing }));
    act(() => result.current.onTime(1, true));
    pass(6000);
    expect(calls).toBe(2);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(warn).toHaveBeenCalledWith('[video] progress not saved', expect.any(Error));
    warn.mockRestore();
  });
});
