import { describe, expect, it } from 'vitest';
import { CallGroups } from './call-groups';
import { PoolBusyError } from './resilient-pool';

type Call = { key: string; n: number };

/** Groups whose runs wait until the test lets each go, recording what each group held. */
function gated(options: { atOnce?: number; largest?: number; maxWaiting?: number; waitMs?: number } = {}) {
  const runs: { calls: Call[]; go: (fail?: unknown) => void }[] = [];
  const groups = new CallGroups<Call, string>(
    (calls) =>
      new Promise((resolve, reject) => {
        runs.push({
          calls,
          go: (fail) =>
            fail
              ? reject(fail)
              : resolve(
                  calls.map((c) =>
                    c.n < 0
                      ? { status: 'rejected', reason: new Error(`bad ${c.n}`) }
                      : { status: 'fulfilled', value: `${c.key}:${c.n}` },
                  ),
                ),
        });
      }),
    {
      atOnce: options.atOnce ?? 1,
      largest: options.largest ?? 64,
      keyOf: (c) => c.key,
      maxWaiting: options.maxWaiting ?? 100,
      waitMs: options.waitMs ?? 10_000,
    },
  );
  return { groups, runs };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const keysOf = (calls: Call[]) => calls.map((c) => `${c.key}${c.n}`);

describe('CallGroups (group commit)', () => {
  it('sends a quiet call on its own, and the calls that came meanwhile together, in order', async () => {
    const { groups, runs } = gated();
    const first = groups.submit({ key: 'a', n: 1 });
    await turn();
    expect(runs.map((r) => keysOf(r.calls))).toEqual([['a1']]);
    const later = [
      groups.submit({ key: 'b', n: 1 }),
      groups.submit({ key: 'c', n: 1 }),
      groups.submit({ key: 'd', n: 1 }),
    ];
    await turn();
    expect(runs).toHaveLength(1);
    expect(groups.waitingCount).toBe(3);
    runs[0]?.go();
    expect(await first).toBe('a:1');
    await turn();
    expect(runs.map((r) => keysOf(r.calls))).toEqual([['a1'], ['b1', 'c1', 'd1']]);
    runs[1]?.go();
    expect(await Promise.all(later)).toEqual(['b:1', 'c:1', 'd:1']);
  });

  it('never puts two calls of one key in a group, and keeps their order', async () => {
    const { groups, runs } = gated({ largest: 2 });
    const all = [
      groups.submit({ key: 'a', n: 1 }),
      groups.submit({ key: 'a', n: 2 }),
      groups.submit({ key: 'b', n: 1 }),
      groups.submit({ key: 'c', n: 1 }),
      groups.submit({ key: 'a', n: 3 }),
    ];
    for (let i = 0; i < 3; i++) {
      await turn();
      runs[i]?.go();
      await turn();
    }
    expect(await Promise.all(all)).toEqual(['a:1', 'a:2', 'b:1', 'c:1', 'a:3']);
    // Two at most per group, one of each key; a later call of a key never overtakes an earlier one.
    expect(runs.map((r) => keysOf(r.calls))).toEqual([['a1', 'b1'], ['a2', 'c1'], ['a3']]);
  });

  it('never runs two calls of one key side by side', async () => {
    const { groups, runs } = gated({ atOnce: 2 });
    const a1 = groups.submit({ key: 'a', n: 1 });
    await turn();
    const [a2, b1] = [groups.submit({ key: 'a', n: 2 }), groups.submit({ key: 'b', n: 1 })];
    await turn();
    // A second slot is free, but a's first call still runs: only b goes.
    expect(runs.map((r) => keysOf(r.calls))).toEqual([['a1'], ['b1']]);
    runs[1]?.go();
    expect(await b1).toBe('b:1');
    await turn();
    expect(runs).toHaveLength(2);
    runs[0]?.go();
    expect(await a1).toBe('a:1');
    await turn();
    expect(runs.map((r) => keysOf(r.calls))).toEqual([['a1'], ['b1'], ['a2']]);
    runs[2]?.go();
    expect(await a2).toBe('a:2');
  });

  it('runs `atOnce` groups side by side', async () => {
    const { groups, runs } = gated({ atOnce: 2 });
    const all = [1, 2, 3].map((n) => groups.submit({ key: `k${n}`, n }));
    await turn();
    expect(runs.map((r) => keysOf(r.calls))).toEqual([['k11', 'k22', 'k33']]);
    const more = [4, 5].map((n) => groups.submit({ key: `k${n}`, n }));
    await turn();
    // A second slot was free: the next calls went at once, not after the first group.
    expect(runs.map((r) => keysOf(r.calls))).toEqual([
      ['k11', 'k22', 'k33'],
      ['k44', 'k55'],
    ]);
    for (const r of runs) r.go();
    expect(await Promise.all([...all, ...more])).toHaveLength(5);
  });

  it('settles each call of a group as its own, and fails a whole group the run throws for', async () => {
    const { groups, runs } = gated();
    const held = groups.submit({ key: 'x', n: 0 });
    await turn();
    const mixed = [groups.submit({ key: 'a', n: 1 }), groups.submit({ key: 'b', n: -1 })];
    runs[0]?.go();
    await held;
    await turn();
    runs[1]?.go();
    const [ok, bad] = await Promise.allSettled(mixed);
    expect(ok).toEqual({ status: 'fulfilled', value: 'a:1' });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('bad -1') });

    const failing = [groups.submit({ key: 'c', n: 1 }), groups.submit({ key: 'd', n: 1 })];
    await turn();
    runs[2]?.go(new Error('connection lost'));
    for (const r of await Promise.allSettled(failing)) expect(r.status).toBe('rejected');
    // The line goes on after a failed group.
    const after = groups.submit({ key: 'e', n: 1 });
    await turn();
    runs[3]?.go();
    expect(await after).toBe('e:1');
  });

  it('refuses a call at once when the line is full, and a call that waited too long', async () => {
    const { groups, runs } = gated({ maxWaiting: 2, waitMs: 80 });
    const running = groups.submit({ key: 'a', n: 1 });
    await turn();
    const waiting = [groups.submit({ key: 'b', n: 1 }), groups.submit({ key: 'c', n: 1 })];
    await expect(groups.submit({ key: 'd', n: 1 })).rejects.toBeInstanceOf(PoolBusyError);
    const refused = await Promise.allSettled(waiting);
    expect(refused.map((r) => r.status === 'rejected' && r.reason instanceof PoolBusyError)).toEqual([
      true,
      true,
    ]);
    expect(groups.waitingCount).toBe(0);
    // The running group was not touched, and the line takes calls again.
    runs[0]?.go();
    expect(await running).toBe('a:1');
    const next = groups.submit({ key: 'e', n: 1 });
    await turn();
    runs[1]?.go();
    expect(await next).toBe('e:1');
  });
});
