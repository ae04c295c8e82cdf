import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/**
 * The console's content import plans in a worker thread (issue 35): the compiled server starts
 * dist/content-import.worker.js from beside server.js, with plain node and no TypeScript loader.
 */
const dist = path.resolve(import.meta.dirname, '../dist');

/** One job on the compiled worker: the facts it asks for are answered with `facts`. */
function runJob(input: object, facts: object) {
  return new Promise<{ asked: unknown[]; result: { kind: string } & Record<string, unknown> }>(
    (resolve, reject) => {
      const worker = new Worker(path.join(dist, 'content-import.worker.js'), { execArgv: [] });
      const asked: unknown[] = [];
      worker.on(
        'message',
        (message: { type: string; question?: unknown; result?: never; message?: string }) => {
          if (message.type === 'ready') return;
          if (message.type === 'ask') {
            asked.push(message.question);
            worker.postMessage({ type: 'answer', answer: facts });
          } else {
            void worker.terminate();
            if (message.type === 'done') resolve({ asked, result: message.result as never });
            else reject(new Error(message.message));
          }
        },
      );
      worker.on('error', reject);
      worker.postMessage({ type: 'start', input });
    },
  );
}

const small = {
  key: 'small',
  title: 'Small test',
  sections: [{ title: 'Part 1', items: [{ key: 'q1', type: 'an', html: '<p>?</p>', accepted: ['a'] }] }],
};
const none = { tests: [], sections: [], items: [], options: [], modules: [], objects: [] };
const facts = { refs: { companyExists: true, courses: {}, tests: {} }, languages: [], rows: none };

describe('the compiled import worker (apps/api/dist)', () => {
  it('is started by the server bundle from beside it', async () => {
    const fs = await import('node:fs');
    expect(fs.readFileSync(path.join(dist, 'server.js'), 'utf8')).toContain('content-import.worker.js');
  });

  it('checks a file, asks for the database’s facts and answers the preview', async () => {
    const { asked, result } = await runJob(
      { companyCode: 'distco', files: [{ name: 'small.json', text: JSON.stringify(small) }], preview: true },
      facts,
    );
    expect(asked).toEqual([{ testKeys: ['small'], referencedKeys: [], courseRefs: [] }]);
    expect(result).toMatchObject({
      kind: 'ok',
      counts: { tests: 1, items: 1 },
      changes: { items: { added: 1 } },
    });
  });

  it('refuses a file over a cap before asking anything', async () => {
    const big = { ...small, sections: Array.from({ length: 51 }, () => small.sections[0]) };
    const { asked, result } = await runJob(
      { companyCode: 'distco', files: [{ name: 'big.json', text: JSON.stringify(big) }], preview: true },
      facts,
    );
    expect(asked).toEqual([]);
    expect(result).toMatchObject({ kind: 'refused', error: { file: 'big.json' } });
  });
});
