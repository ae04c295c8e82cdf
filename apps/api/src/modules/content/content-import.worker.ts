import { parentPort } from 'node:worker_threads';
import type { CallerMessage, WorkerMessage } from './content-import.pool';
import { type JobFacts, type PlanPart, runTextJob, type TextJobInput } from './content-job';
import type { Needs } from './content-validate';

/**
 * The import worker thread (content-import.pool.ts): one job at a time, asking its caller for the
 * database's facts half-way. An entry point of its own in the build (apps/api/build.mjs).
 */
const port = parentPort;
if (!port) throw new Error('content-import.worker runs as a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);
let answer: ((facts: JobFacts) => void) | undefined;

port.on('message', (message: CallerMessage) => {
  if (message.type === 'answer') {
    answer?.(message.answer as JobFacts);
    answer = undefined;
    return;
  }
  const ask = (needs: Needs) =>
    new Promise<JobFacts>((resolve) => {
      answer = resolve;
      post({ type: 'ask', question: needs });
    });
  const emit = (part: PlanPart) => post({ type: 'part', part });
  runTextJob(message.input as TextJobInput, ask, emit).then(
    (result) => post({ type: 'done', result }),
    (err: unknown) =>
      post({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
post({ type: 'ready' });
