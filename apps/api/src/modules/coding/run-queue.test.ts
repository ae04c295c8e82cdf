import { describe, expect, it } from 'vitest';
import { QueueBusyError, RunQueue } from './run-queue';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('RunQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const queue = new RunQueue(2, 10, 5000);
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const jobs = gates.map((g, i) =>
      queue.schedule(async () => {
        order.push(i);
        await g.promise;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([0, 1]);
    expect(queue.stats).toEqual({ active: 2, waiting: 1 });
    gates[1]?.resolve();
    await jobs[1];
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses at once when the line is full, and after waiting too long', async () => {
    const queue = new RunQueue(1, 1, 50);
    const gate = deferred();
    const first = queue.schedule(() => gate.promise);
    const second = queue.schedule(async () => 'second');
    await expect(queue.schedule(async () => 'third')).rejects.toBeInstanceOf(QueueBusyError);
    await expect(second).rejects.toBeInstanceOf(QueueBusyError);
    gate.resolve();
    await first;
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
    expect(await queue.schedule(async () => 'later')).toBe('later');
  });

  it('frees the slot when a job fails', async () => {
    const queue = new RunQueue(1, 0, 50);
    await expect(queue.schedule(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.schedule(async () => 'next')).toBe('next');
  });
});
