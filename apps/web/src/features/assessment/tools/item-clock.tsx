import { Group, Text } from '@mantine/core';
import { isRecordingType } from '@portico/contract/answers';
import { withExtraTime } from '@portico/contract/exam-profile';
import { useEffect, useRef, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import classes from './exam-timer.module.css';

/**
 * A task's own clock (EXAM-PROFILES.md 'timer': CELPIP per part, Duolingo per item, PTE's writing
 * tasks): the task's TimeLimitSeconds, with the student's extra time, run from the moment it is first
 * shown (a CELPIP Listening question's once its recording has ended); when they are over the runner
 * moves on by itself and the task is closed. The runner tells the server the moment a clock starts,
 * and the server counts no answer after it closes (decision 041). When each task was first shown is
 * kept in the browser, so a reload neither gives the time back nor reopens a closed task. Spoken
 * answers are timed by their recorder instead.
 */

export interface TimedItem {
  ItemID: string;
  ItemType: string;
  TimeLimitSeconds: number | null;
}

/** The item's own time with the extra time, or null where it has none (or its recorder keeps it). */
export function itemLimit(item: TimedItem, extraTimePercent = 0): number | null {
  if (isRecordingType(item.ItemType)) return null;
  const own = item.TimeLimitSeconds;
  return own && own > 0 ? withExtraTime(own, extraTimePercent) : null;
}

type Starts = Record<string, number>;

const storeKey = (attemptId: string) => `item-clock.${attemptId}`;

function readStarts(attemptId: string): Starts {
  const kept = readStored<unknown>(storeKey(attemptId));
  if (typeof kept !== 'object' || kept === null) return {};
  return Object.fromEntries(
    Object.entries(kept).filter((e): e is [string, number] => typeof e[1] === 'number'),
  );
}

/** The test has ended: its tasks' clocks go. */
export const clearItemClocks = (attemptId: string) => removeStored(storeKey(attemptId));

/** Seconds left of a task first shown at `startedAt` (ms), at `now` (ms). */
export const secondsLeft = (startedAt: number, limit: number, now: number) =>
  Math.min(limit, Math.max(0, Math.ceil(limit - (now - startedAt) / 1000)));

interface ItemClockOptions {
  attemptId: string;
  enabled: boolean;
  item: TimedItem | undefined;
  /** The student's extra time (an access arrangement), in percent. */
  extraTimePercent?: number;
  /** The current task's clock may not start yet (its recording still plays). */
  waiting?: boolean;
  /** A task's clock has just started (first shown): the server is told at once. */
  onStart?: (itemId: string) => void;
  /** The current task's time is over: move on (once per task). */
  onExpire: () => void;
  now?: () => number;
}

/**
 * The current task's clock and which tasks are closed. Returns the seconds left (null: the task is
 * untimed) and `closed(itemId)`.
 */
export function useItemClock(options: ItemClockOptions) {
  const { attemptId, enabled, item, onExpire, now = Date.now } = options;
  const extra = options.extraTimePercent ?? 0;
  const [starts, setStarts] = useState<Starts>(() => (enabled ? readStarts(attemptId) : {}));
  const [tick, setTick] = useState(() => now());
  const limit = enabled && item ? itemLimit(item, extra) : null;
  const itemId = item?.ItemID;
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const onStartRef = useRef(options.onStart);
  onStartRef.current = options.onStart;
  const expiredFor = useRef(new Set<string>());
  const startsRef = useRef(starts);
  startsRef.current = starts;

  // The first time a timed task is shown (and its recording has ended), its clock starts.
  const waiting = options.waiting ?? false;
  useEffect(() => {
    if (limit === null || !itemId || waiting || startsRef.current[itemId] !== undefined) return;
    const next = { ...startsRef.current, [itemId]: now() };
    startsRef.current = next;
    writeStored(storeKey(attemptId), next);
    setStarts(next);
    onStartRef.current?.(itemId);
  }, [attemptId, itemId, limit, waiting, now]);

  useEffect(() => {
    if (limit === null) return;
    const timer = setInterval(() => setTick(now()), 1000);
    return () => clearInterval(timer);
  }, [limit, now]);

  const started = itemId ? starts[itemId] : undefined;
  const remaining = limit === null || started === undefined ? limit : secondsLeft(started, limit, tick);

  useEffect(() => {
    if (remaining !== 0 || !itemId || expiredFor.current.has(itemId)) return;
    expiredFor.current.add(itemId);
    onExpireRef.current();
  }, [remaining, itemId]);

  const closed = (other: TimedItem | undefined) => {
    if (!other) return false;
    const otherLimit = enabled ? itemLimit(other, extra) : null;
    const otherStart = starts[other.ItemID];
    return otherLimit !== null && otherStart !== undefined && secondsLeft(otherStart, otherLimit, tick) === 0;
  };
  return { remaining, closed };
}

/** m:ss, as the exams show a task's time. */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The task's clock as the runner shows it, above the task; red and bold for its last 10 seconds. */
export function ItemClock({ remaining }: { remaining: number }) {
  return (
    <Group gap="xs" justify="flex-end">
      <Text size="sm">Time for this question</Text>
      <Text
        component="span"
        role="timer"
        aria-label="Time for this question"
        className={classes.timer}
        data-low={remaining <= 10 || undefined}
      >
        {minutesSeconds(remaining)}
      </Text>
    </Group>
  );
}
