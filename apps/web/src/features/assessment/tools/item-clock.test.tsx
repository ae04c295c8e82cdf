// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import {
  clearItemClocks,
  ItemClock,
  itemLimit,
  minutesSeconds,
  secondsLeft,
  type TimedItem,
  useItemClock,
} from './item-clock';

beforeAll(stubBrowser);
beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const task = (id: string, seconds: number | null, type = 'mcq'): TimedItem => ({
  ItemID: id,
  ItemType: type,
  TimeLimitSeconds: seconds,
});

interface ProbeProps {
  item: TimedItem;
  others: TimedItem[];
  onExpire: () => void;
  enabled?: boolean;
  waiting?: boolean;
  extraTimePercent?: number;
  onStart?: (itemId: string) => void;
}
function Probe(props: ProbeProps) {
  const clock = useItemClock({
    attemptId: 'attempt-1',
    enabled: props.enabled ?? true,
    item: props.item,
    onExpire: props.onExpire,
    waiting: props.waiting,
    extraTimePercent: props.extraTimePercent,
    onStart: props.onStart,
  });
  return (
    <>
      {clock.remaining !== null && <ItemClock remaining={clock.remaining} />}
      <p>
        closed:{' '}
        {props.others
          .filter((o) => clock.closed(o))
          .map((o) => o.ItemID)
          .join(',') || 'none'}
      </p>
    </>
  );
}
const show = (ui: React.ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);
const clockText = () => screen.getByRole('timer', { name: 'Time for this question' }).textContent;

describe('itemLimit', () => {
  it('times a task by its TimeLimitSeconds; spoken answers keep their recorder’s time', () => {
    expect(itemLimit(task('a', 60))).toBe(60);
    expect(itemLimit(task('a', null))).toBeNull();
    expect(itemLimit(task('a', 0))).toBeNull();
    expect(itemLimit(task('a', 90, 'record-audio'))).toBeNull();
    expect(minutesSeconds(605)).toBe('10:05');
    expect(minutesSeconds(9)).toBe('0:09');
    // A clock read a moment before the task was shown never shows more than its time.
    expect(secondsLeft(10_000, 60, 9_500)).toBe(60);
    expect(secondsLeft(10_000, 60, 10_001)).toBe(60);
    expect(secondsLeft(10_000, 60, 11_000)).toBe(59);
  });
});

describe('useItemClock (CELPIP per part, Duolingo per item)', () => {
  it('counts the task down, moves on once when it is over, and closes the task', async () => {
    const onExpire = vi.fn();
    const a = task('a', 3);
    const { rerender } = show(<Probe item={a} others={[a]} onExpire={onExpire} />);
    expect(clockText()).toBe('0:03');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(clockText()).toBe('0:02');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(clockText()).toBe('0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByText('closed: a')).toBeTruthy();
    // The runner has moved on: the next task has its own full time; the first stays closed.
    const b = task('b', 60);
    rerender(
      <MantineProvider>
        <Probe item={b} others={[a, b]} onExpire={onExpire} />
      </MantineProvider>,
    );
    expect(clockText()).toBe('1:00');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByText('closed: a')).toBeTruthy();
  });

  it('a reload neither gives the time back nor reopens a closed task', async () => {
    const b = task('b', 60);
    show(<Probe item={b} others={[b]} onExpire={() => {}} />);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    cleanup();
    show(<Probe item={b} others={[b]} onExpire={() => {}} />);
    expect(clockText()).toBe('0:40');
    // Away for longer than the task's time: back on it, it is over at once.
    cleanup();
    vi.setSystemTime(Date.now() + 120_000);
    const onExpire = vi.fn();
    show(<Probe item={b} others={[b]} onExpire={onExpire} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByText('closed: b')).toBeTruthy();
    // The test ends: its clocks go.
    clearItemClocks('attempt-1');
    expect(window.localStorage.getItem('portico.item-clock.attempt-1')).toBeNull();
  });

  it('keeps no clock for untimed tasks, other profiles, or unreadable storage', () => {
    window.localStorage.setItem('portico.item-clock.attempt-1', '{"a": "soon", "b": 1e400');
    show(<Probe item={task('a', null)} others={[]} onExpire={() => {}} />);
    expect(screen.queryByRole('timer')).toBeNull();
    cleanup();
    show(<Probe item={task('a', 60)} others={[]} onExpire={() => {}} enabled={false} />);
    expect(screen.queryByRole('timer')).toBeNull();
    cleanup();
    show(<Probe item={task('a', 60)} others={[]} onExpire={() => {}} />);
    expect(clockText()).toBe('1:00');
  });
});

// Decision 041: PTE's writing tasks and CELPIP's Listening questions on their own clocks; the server
// holds the same clock from the record the runner sends as a clock starts.
describe('useItemClock: when a clock starts', () => {
  it('tells the runner once, the moment a task is first shown', async () => {
    const onStart = vi.fn();
    const a = task('a', 600, 'essay');
    const { rerender } = show(<Probe item={a} others={[a]} onExpire={() => {}} onStart={onStart} />);
    expect(onStart).toHaveBeenCalledWith('a');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    rerender(
      <MantineProvider>
        <Probe item={a} others={[a]} onExpire={() => {}} onStart={onStart} />
      </MantineProvider>,
    );
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(clockText()).toBe('9:57');
  });

  it('waits while the question’s recording plays (CELPIP Listening), then starts', async () => {
    const onStart = vi.fn();
    const onExpire = vi.fn();
    const q = task('q', 30);
    const { rerender } = show(<Probe item={q} others={[q]} onExpire={onExpire} waiting onStart={onStart} />);
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(onStart).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
    expect(clockText()).toBe('0:30');
    rerender(
      <MantineProvider>
        <Probe item={q} others={[q]} onExpire={onExpire} waiting={false} onStart={onStart} />
      </MantineProvider>,
    );
    expect(onStart).toHaveBeenCalledWith('q');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('gives the student’s extra time to the task too (×1.25: 12:30 for 10 minutes)', () => {
    expect(itemLimit(task('a', 600, 'essay'), 25)).toBe(750);
    show(<Probe item={task('a', 600, 'essay')} others={[]} onExpire={() => {}} extraTimePercent={25} />);
    expect(clockText()).toBe('12:30');
  });
});
