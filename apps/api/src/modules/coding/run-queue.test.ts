import { describe, expect, it } from 'vitest';
import { QueueBusyError, RunQueue } from './run-queue';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** Lets every job that may start start (the queue hands slots over in microtasks). */
const tick = () => new Promise((r) => setTimeout(r, 0));

/** A promise's state, readable without awaiting it (a refusal is also caught here). */
function track<T>(promise: Promise<T>) {
  const seen: { state: 'pending' | 'resolved' | 'rejected'; error?: unknown } = { state: 'pending' };
  promise.then(
    () => {
      seen.state = 'resolved';
    },
    (error: unknown) => {
      seen.state = 'rejected';
      seen.error = error;
    },
  );
  return seen;
}

/**
 * Jobs the test ends by hand, each under a student's key: `started` lists them in the order they
 * began, `finish(name)` ends one.
 */
function jobs(queue: RunQueue) {
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred>>();
  const runs = new Map<string, Promise<string>>();
  return {
    started,
    add(name: string, key: string) {
      const gate = deferred();
      gates.set(name, gate);
      const run = queue.schedule(async () => {
        started.push(name);
        await gate.promise;
        return name;
      }, key);
      runs.set(name, run);
      return track(run);
    },
    async finish(name: string) {
      gates.get(name)?.resolve();
      await runs.get(name);
      await tick();
    },
  };
}

describe('RunQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const queue = new RunQueue(2, 10, 5000);
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const all = gates.map((g, i) =>
      queue.schedule(async () => {
        order.push(i);
        await g.promise;
        return i;
      }, `student-${i}`),
    );
    await tick();
    expect(order).toEqual([0, 1]);
    expect(queue.stats).toEqual({ active: 2, waiting: 1 });
    gates[1]?.resolve();
    await all[1];
    await tick();
    expect(order).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses at once when the line is full, and after waiting too long', async () => {
    const queue = new RunQueue(1, 1, 50);
    const gate = deferred();
    const first = queue.schedule(() => gate.promise, 'a');
    const second = queue.schedule(async () => 'second', 'b');
    await expect(queue.schedule(async () => 'third', 'c')).rejects.toBeInstanceOf(QueueBusyError);
    await expect(second).rejects.toBeInstanceOf(QueueBusyError);
    gate.resolve();
    await first;
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
    expect(await queue.schedule(async () => 'later', 'b')).toBe('later');
  });

  it('frees the slot when a job fails', async () => {
    const queue = new RunQueue(1, 0, 50);
    await expect(queue.schedule(async () => Promise.reject(new Error('boom')), 'a')).rejects.toThrow('boom');
    expect(await queue.schedule(async () => 'next', 'a')).toBe('next');
  });
});

describe('RunQueue fair share (decision 025)', () => {
  it('takes turns: a student who has just run waits behind those who have not', async () => {
    const queue = new RunQueue(1, 10, 5000);
    const j = jobs(queue);
    j.add('A1', 'a');
    j.add('A2', 'a');
    j.add('B1', 'b');
    j.add('B2', 'b');
    j.add('C1', 'c');
    await tick();
    expect(j.started).toEqual(['A1']);
    await j.finish('A1');
    expect(j.started).toEqual(['A1', 'B1']);
    await j.finish('B1');
    // C has not run yet; A and B have, A longer ago.
    expect(j.started).toEqual(['A1', 'B1', 'C1']);
    await j.finish('C1');
    await j.finish('A2');
    await j.finish('B2');
    expect(j.started).toEqual(['A1', 'B1', 'C1', 'A2', 'B2']);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it("runs one job of a student at a time: another student's takes the free slot", async () => {
    const queue = new RunQueue(2, 10, 5000);
    const j = jobs(queue);
    j.add('A1', 'a');
    j.add('A2', 'a');
    j.add('B1', 'b');
    await tick();
    expect(j.started).toEqual(['A1', 'B1']);
    expect(queue.stats).toEqual({ active: 2, waiting: 1 });
    await j.finish('B1');
    // A's second waits for A's first, even with a slot free.
    expect(j.started).toEqual(['A1', 'B1']);
    await j.finish('A1');
    expect(j.started).toEqual(['A1', 'B1', 'A2']);
    await j.finish('A2');
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a student past two runs at once, and still takes the next student', async () => {
    const queue = new RunQueue(1, 2, 5000);
    const j = jobs(queue);
    const a = ['A1', 'A2', 'A3', 'A4', 'A5'].map((name) => j.add(name, 'a'));
    await tick();
    expect(a.map((s) => s.state)).toEqual(['pending', 'pending', 'rejected', 'rejected', 'rejected']);
    expect(a[2]?.error).toMatchObject({ name: 'KeyBusyError' });
    const b = j.add('B1', 'b');
    await tick();
    // The line holds A's second and B's first: one student cannot fill it.
    expect(b.state).toBe('pending');
    expect(queue.stats).toEqual({ active: 1, waiting: 2 });
    await j.finish('A1');
    expect(j.started).toEqual(['A1', 'B1']);
    await j.finish('B1');
    await j.finish('A2');
    expect(b.state).toBe('resolved');
    // Once A's runs are over, A may run again.
    expect(await queue.schedule(async () => 'again', 'a')).toBe('again');
  });

  it("forgets a student's runs that waited too long or failed", async () => {
    const queue = new RunQueue(1, 10, 50);
    const j = jobs(queue);
    j.add('A1', 'a');
    const late = [j.add('B1', 'b'), j.add('B2', 'b')];
    await new Promise((r) => setTimeout(r, 80));
    expect(late.map((s) => s.state)).toEqual(['rejected', 'rejected']);
    expect(late[0]?.error).toBeInstanceOf(QueueBusyError);
    expect(queue.stats).toEqual({ active: 1, waiting: 0 });
    await j.finish('A1');
    await expect(queue.schedule(async () => Promise.reject(new Error('boom')), 'b')).rejects.toThrow('boom');
    const b = [j.add('B3', 'b'), j.add('B4', 'b')];
    await tick();
    expect(b.map((s) => s.state)).toEqual(['pending', 'pending']);
    await j.finish('B3');
    await j.finish('B4');
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });
});
