import { parentPort } from 'node:worker_threads';
import type { CallerMessage, WorkerMessage } from '../modules/content/content-import.pool';
import { type JobFacts, type PlanPart, runTextJob, type TextJobInput } from '../modules/content/content-job';
import type { Needs } from '../modules/content/content-validate';
import { type QtiExportJobInput, type QtiJobInput, runQtiExportJob, runQtiJob } from '../modules/qti/qti-job';

/**
 * The import worker thread (modules/content/content-import.pool.ts): one job at a time, asking its caller for the
 * database's facts half-way. An entry point of its own in the build (apps/api/build.mjs). Its jobs:
 * content files to check and plan, a QTI package to convert into such files, or tests to write as
 * one (modules/qti/qti-job.ts). It lives outside both
 * modules, so the content module never reaches into the QTI module, which builds on it.
 */
const port = parentPort;
if (!port) throw new Error('import.worker runs as a worker thread');
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
  const input = message.input as TextJobInput | QtiJobInput | QtiExportJobInput;
  const job =
    'qtiExport' in input
      ? runQtiExportJob(input)
      : 'qti' in input
        ? runQtiJob(input)
        : runTextJob(input, ask, emit);
  job.then(
    (result) => post({ type: 'done', result }),
    (err: unknown) =>
      post({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
post({ type: 'ready' });
