import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_POOL,
  ImportBusyError,
  ImportCancelledError,
  ImportTimeoutError,
  ImportWorkers,
} from './content-import.pool';
import type { TextJobResult } from './content-job';

/** The import workers on their own: the time limit, the line, a failing job, cancelling. */
const small = JSON.stringify({
  key: 'small',
  title: 'Small',
  sections: [{ title: 'Part 1', items: [{ key: 'q1', type: 'an', accepted: ['a'] }] }],
});
const job = { companyCode: 'co', files: [{ name: 'small.json', text: small }], preview: true };
const none = { tests: [], sections: [], items: [], options: [], modules: [], objects: [] };
/** Answers the worker's question with the facts of an empty company. */
const facts = {
  ask: async () => ({ refs: { companyExists: true, courses: {}, tests: {} }, languages: [], rows: none }),
};
/** Never answers: the job waits for its facts as long as it is let. */
const never = { ask: () => new Promise<never>(() => {}) };

let pool: ImportWorkers | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('import workers', () => {
  it('stop a job past its time limit, and run the next on a fresh worker', async () => {
    pool = new ImportWorkers({ ...DEFAULT_POOL, timeLimitMs: 2_000 });
    await expect(pool.run(job, never)).rejects.toBeInstanceOf(ImportTimeoutError);
    expect(pool.stats()).toMatchObject({ running: 0, timedOut: 1 });
    const next = await pool.run<unknown, TextJobResult>(job, facts);
    expect(next).toMatchObject({ kind: 'ok', counts: { tests: 1, items: 1 } });
  });

  it('refuse a job at once when the line is full', async () => {
    pool = new ImportWorkers({ ...DEFAULT_POOL, maxWaiting: 1 });
    const running = pool.run(job, never);
    const waiting = pool.run(job, facts);
    await expect(pool.run(job, facts)).rejects.toBeInstanceOf(ImportBusyError);
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 1, refused: 1 });
    await pool.close();
    await expect(running).rejects.toBeInstanceOf(ImportCancelledError);
    await expect(waiting).rejects.toBeInstanceOf(ImportCancelledError);
  });

  it('report a job that fails in its worker, and go on', async () => {
    pool = new ImportWorkers();
    await expect(pool.run({ companyCode: 'co', files: null, preview: true }, facts)).rejects.toThrow();
    expect(pool.stats()).toMatchObject({ running: 0, failed: 1 });
    expect(await pool.run(job, facts)).toMatchObject({ kind: 'ok' });
  });

  it('drop a waiting job whose caller gives up, before it costs a worker', async () => {
    pool = new ImportWorkers();
    const running = pool.run(job, never);
    const gone = new AbortController();
    const waiting = pool.run(job, facts, gone.signal);
    gone.abort();
    await expect(waiting).rejects.toBeInstanceOf(ImportCancelledError);
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 0, cancelled: 1, started: 1 });
    await pool.close();
    await expect(running).rejects.toBeInstanceOf(ImportCancelledError);
  });
});
