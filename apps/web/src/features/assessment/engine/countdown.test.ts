import { describe, expect, it } from 'vitest';
import { createCountdown, formatHms } from './countdown';

function clock(start = 1000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createCountdown', () => {
  it('counts down from the server’s time by the elapsed monotonic time', () => {
    const c = clock();
    const countdown = createCountdown({ remainingSeconds: 90, now: c.now });
    expect(countdown.remaining()).toBe(90);
    c.advance(400);
    expect(countdown.remaining()).toBe(90); // whole seconds, rounded up
    c.advance(600);
    expect(countdown.remaining()).toBe(89);
    c.advance(29_000);
    expect(countdown.remaining()).toBe(60);
  });

  it('stays right in a background tab where no tick ran for 10 minutes', () => {
    const c = clock();
    const countdown = createCountdown({ remainingSeconds: 3600, now: c.now });
    c.advance(10 * 60 * 1000);
    expect(countdown.remaining()).toBe(3000);
    expect(countdown.expired()).toBe(false);
  });

  it('takes the server’s word again on resync', () => {
    const c = clock();
    const countdown = createCountdown({ remainingSeconds: 600, now: c.now });
    c.advance(100_000);
    expect(countdown.remaining()).toBe(500);
    countdown.resync(480); // the server counts the time the laptop slept
    expect(countdown.remaining()).toBe(480);
    c.advance(30_000);
    expect(countdown.remaining()).toBe(450);
    countdown.resync(Number.NaN);
    expect(countdown.remaining()).toBe(450);
  });

  it('expires at zero and never goes below it', () => {
    const c = clock();
    const countdown = createCountdown({ remainingSeconds: 2, now: c.now });
    c.advance(1999);
    expect(countdown.expired()).toBe(false);
    expect(countdown.remaining()).toBe(1);
    c.advance(1);
    expect(countdown.expired()).toBe(true);
    expect(countdown.remaining()).toBe(0);
    c.advance(60_000);
    expect(countdown.remaining()).toBe(0);
  });

  it('treats a negative or missing server time as expired', () => {
    expect(createCountdown({ remainingSeconds: -5, now: () => 0 }).expired()).toBe(true);
    expect(createCountdown({ remainingSeconds: Number.NaN, now: () => 0 }).remaining()).toBe(0);
  });

  it('uses performance.now by default', () => {
    expect(createCountdown({ remainingSeconds: 30 }).remaining()).toBe(30);
  });
});

describe('formatHms', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [2 * 3600 + 45 * 60 + 7, '02:45:07'],
    [100 * 3600, '100:00:00'],
    [61.9, '00:01:01'],
    [-3, '00:00:00'],
    [Number.POSITIVE_INFINITY, '00:00:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatHms(seconds)).toBe(text);
  });
});
