import { CodingMessages } from '@portico/contract/coding';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codingFixture, ran } from '../../../test/coding-fixture';
import { createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { type Judge0StandIn, start } from '../../../test/judge0-stand-in';
import { rateLimits } from '../../db/schema';

/**
 * The coding run with CODE_RUNNER=judge0, against a local stand-in that speaks Judge0 CE's API
 * (apps/api/test/judge0-stand-in.ts; not Judge0): the same judging and completion, one batch per
 * run, the auth token sent, and 503 when the cluster is away.
 */
let judge0: Judge0StandIn;
beforeAll(async () => {
  judge0 = await start({ authToken: 'cluster-token-123', pollsBeforeDone: 1 });
});
afterAll(async () => judge0?.close());

const t = useTestApp({
  CODE_RUNNER: 'judge0',
  get JUDGE0_URL() {
    return judge0.url;
  },
  JUDGE0_AUTH_TOKEN: 'cluster-token-123',
});

describe('coding-run on Judge0 (stand-in)', () => {
  it('sends every case, hidden ones included, in one batch and judges what comes back', async () => {
    const f = await codingFixture(t);
    const before = judge0.batches.length;
    // The stand-in echoes stdin: right only where the input is the answer, so case 1 fails and stops the run.
    const result = await ran(f.run({ id: f.id('sum'), language: 'java', code: 'public class Main {}' }));
    expect(judge0.batches.length).toBe(before + 1);
    const batch = judge0.batches.at(-1);
    expect(batch?.submissions).toHaveLength(4);
    expect(batch?.submissions[0]).toMatchObject({ language_id: 62 });
    expect(result.status).toBe('failed');
    expect(result.cases.map((c) => c.status)).toEqual(['failed', 'not-run', 'not-run', 'not-run']);
    expect(result.cases[0]).toMatchObject({ verdict: 'wrong-answer', output: '2 3\n', expected: '5' });
    expect(judge0.requests.every((r) => r.authToken === 'cluster-token-123')).toBe(true);
  });

  it('shows a compile error and completes the object on a passing run', async () => {
    const f = await codingFixture(t);
    const broken = await ran(f.run({ id: f.id('sum-c'), language: 'c', code: '/* COMPILE_ERROR */' }));
    expect(broken.status).toBe('compile-error');
    expect(broken.compileError).toContain('COMPILE_ERROR');
    const slow = await ran(f.run({ id: f.id('sum-c'), language: 'c', code: 'SLEEP_FOREVER' }));
    expect(slow.cases[0]).toMatchObject({ status: 'failed', verdict: 'time-limit' });
    // The stand-in echoes its input, which is every answer of the echo exercise.
    const passed = await ran(f.run({ id: f.id('echo'), language: 'php', code: '<?php echo fgets(STDIN);' }));
    expect(passed).toMatchObject({ status: 'passed', objectStatus: 'Completed', completedNow: true });
    // The hidden case: passed, and nothing of its time (Judge0 reports one per submission).
    expect(passed.cases[1]).toEqual({ number: 2, visible: false, status: 'passed' });
    expect(judge0.batches.at(-1)?.submissions[0]).toMatchObject({ language_id: 68 });
  });

  it('answers 503 with a clear message when Judge0 is away, and keeps nothing', async () => {
    const f = await codingFixture(t);
    judge0.setDown(503);
    try {
      const res = await f.run({ id: f.id('sum'), language: 'c', code: 'int main(){}' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(CodingMessages.unavailable);
    } finally {
      judge0.setDown(null);
    }
    const content = (await f.content(f.id('sum'))).json().data;
    expect(content.savedCode).toEqual({});
  });
});

describe('coding-run fair share (decision 025)', () => {
  // One program at a time and four places in line: today one student can fill it alone.
  const small = useTestApp({
    CODE_RUNNER: 'judge0',
    get JUDGE0_URL() {
      return judge0.url;
    },
    JUDGE0_AUTH_TOKEN: 'cluster-token-123',
    CODE_RUN_CONCURRENCY: '1',
    CODE_RUN_QUEUE: '4',
  });

  it('serves every run of a student while another floods the runner with slow programs', async () => {
    const f = await codingFixture(small);
    const other = await createStudent(small, f.company.code);
    await enrol(small, other, f.product.id, 30);
    const b = await login(small, f.company.host, other.email, other.password);
    const body = (tag: string) => ({
      id: f.id('echo'),
      language: 'php',
      code: `<?php echo fgets(STDIN); // ${tag}`,
    });
    const answered = (runs: Promise<unknown>[]) => {
      let count = 0;
      for (const run of runs) run.then(() => (count += 1));
      return () => count;
    };
    // Nothing the stand-in takes finishes until the test says so: A's programs are as slow as A likes.
    judge0.setPollsBeforeDone(Number.POSITIVE_INFINITY);
    try {
      const flood = Array.from({ length: 8 }, (_, i) => f.run(body(`A${i}`)));
      // A first answer means A holds every place in line A can get (today: the whole line).
      const floodAnswered = answered(flood);
      await vi.waitFor(() => expect(floodAnswered()).toBeGreaterThan(0), { timeout: 20_000 });
      const mine = [1, 2].map((i) => f.run(body(`B${i}`), b.c));
      // B's runs are past the rate limit, the step before the line; a moment more and they are in it.
      const key = `coding-run:${f.company.code}:${other.id}`;
      await vi.waitFor(
        async () => {
          const [row] = await small.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
          expect(row?.count).toBe(2);
        },
        { timeout: 20_000 },
      );
      await Promise.race([Promise.all(mine), new Promise((r) => setTimeout(r, 300))]);
      judge0.setPollsBeforeDone(1);
      const served = await Promise.all(mine);
      expect(served.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(served.map((r) => r.json().data.status)).toEqual(['passed', 'passed']);
      const flooded = await Promise.all(flood);
      // A keeps two runs (one running, one waiting); the rest are A's own excess, and A is told so.
      expect(flooded.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
      expect(flooded.find((r) => r.statusCode === 429)?.json().message).toBe(CodingMessages.runsWaiting);
    } finally {
      judge0.setPollsBeforeDone(1);
    }
  });
});
