import type { AttemptFeedback } from '@portico/contract/answer-feedback';
import type { TestContext } from './harness';

type Client = { get: (url: string) => Promise<{ statusCode: number; json: () => { data: unknown } }> };

/**
 * An ended attempt's instant feedback once every answer is measured. The test's own pass runs
 * first; on the run's shared PostgreSQL database another test file's pass may hold the answers'
 * lease, so the feedback is asked for again until it has measured them.
 */
export async function measuredFeedback(
  t: TestContext,
  c: Client,
  attemptId: string,
): Promise<AttemptFeedback> {
  for (let i = 0; i < 150; i++) {
    await t.app.services.feedbackWorker.runOnce();
    const res = await c.get(`/api/assessment/feedback?testId=${attemptId}`);
    if (res.statusCode !== 200) throw new Error(`feedback: ${res.statusCode}`);
    const data = res.json().data as AttemptFeedback;
    if (data.answers.every((a) => a.state !== 'pending')) return data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the feedback was still pending after 15 s');
}
