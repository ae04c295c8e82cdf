import type { AttemptFeedback } from '@portico/contract/answer-feedback';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { anotherStudent, writingSpeakingTest } from '../../../test/evaluation-fixture';
import { measuredFeedback } from '../../../test/feedback-fixture';
import { useTestApp } from '../../../test/harness';
import { answerFeedback } from '../../db/schema';

// Issue 41: a student who submits a written answer gets its instant feedback in the report, measured
// off the request by the background pass; only their own ended attempt, never another's.

const t = useTestApp();

const PROMPT =
  '<p><strong>Task 2</strong> Some people think that technology has made our lives easier. Others disagree. Discuss both views. Write at least 250 words.</p>';
const ESSAY = `Some people think that technology has made our lives easier. However, their are some who disagree.

Firstly, technology allows us to comunicate with freinds all over the world.

In conclusion, I beleive the advantages outweigh the disadvantages.`;

const test = {
  sections: [
    {
      ...writingSpeakingTest.sections[0],
      items: [
        {
          key: 'w1',
          type: 'essay-topic',
          html: '<p><strong>Task 1</strong> Describe the table. Write at least 150 words.</p>',
        },
        { key: 'w2', type: 'essay', html: PROMPT },
      ],
    },
  ],
};

/** The fixture's student writes Task 2 only (Task 1 left empty) and ends the attempt. */
async function writeAndEnd(f: Fixture, end = true) {
  const { id, data } = await launchPractice(f);
  const items = (data.testJson.SectionResponse as { ItemResponse: { ItemID: string }[] }[]).flatMap((s) =>
    s.ItemResponse.map((i) => i.ItemID),
  );
  const synced = await f.c.post('/api/sync-track', {
    track: [
      {
        testId: id,
        itemId: items[1],
        trackNumber: 1,
        companyCode: f.company.code,
        timeTaken: 1500,
        attempt: '1',
        enteredText: ESSAY,
      },
    ],
  });
  expect(synced.statusCode).toBe(200);
  if (end) expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return { id, task2: items[1] as string };
}

const feedbackOf = async (f: Fixture, id: string) => f.c.get(`/api/assessment/feedback?testId=${id}`);

describe('instant feedback on a written answer', () => {
  it('is queued when the attempt ends and measured by the background pass, with its marks in place', async () => {
    const f = await assessmentFixture(t, { testExtra: test });
    const { id, task2 } = await writeAndEnd(f);
    const { answers } = await measuredFeedback(t, f.c, id);
    // Only the written answer: Task 1 was left empty.
    expect(answers.map((a) => [a.itemId, a.state])).toEqual([[task2, 'ready']]);
    const [answer] = answers;
    expect(answer?.writing).toMatchObject({
      variety: 'en-GB',
      minWords: 250,
      paragraphs: 3,
      secondsUsed: 1500,
      secondsAllowed: 2400,
    });
    const marked = (kind: string) => answer?.marks.filter((m) => m.kind === kind).map((m) => m.quote);
    expect(marked('spelling')).toEqual(['comunicate', 'freinds', 'beleive']);
    expect(marked('grammar')).toContain('their');
    expect(marked('prompt')).toEqual(['Some people think that technology has made our lives easier']);
    for (const m of answer?.marks ?? []) expect(ESSAY.slice(m.start, m.end)).toBe(m.quote);
    // Read per criterion of IELTS Task 2, never as a band.
    expect(answer?.criteria.map((c) => c.key)).toEqual(['TR', 'CC', 'LR', 'GRA']);
    expect(answer?.criteria[0]?.points.find((p) => p.tone === 'work')?.text).toMatch(/at least 250/);
    expect(answer?.estimate).toBeNull();
  });

  it('is pending until the pass has run, and the pass is started by the student asking', async () => {
    const f = await assessmentFixture(t, { testExtra: test });
    const { id } = await writeAndEnd(f);
    const first = (await feedbackOf(f, id)).json().data as AttemptFeedback;
    expect(['pending', 'ready']).toContain(first.answers[0]?.state);
    const later = await measuredFeedback(t, f.c, id);
    expect(later.answers[0]?.state).toBe('ready');
  });

  it('waits for the end of the attempt, and is the student’s own only', async () => {
    const f = await assessmentFixture(t, { testExtra: test });
    const { id } = await writeAndEnd(f, false);
    const running = await feedbackOf(f, id);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('The report is available once the test has ended.');
    await f.c.post('/api/end-test', { token: id });
    const other = await anotherStudent(t, f);
    const theirs = await feedbackOf(other, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Test not found.');
    const elsewhere = await assessmentFixture(t, { testExtra: test });
    expect((await feedbackOf(elsewhere, id)).statusCode).toBe(404);
    expect((await f.c.get('/api/assessment/feedback?testId=nope')).statusCode).toBe(400);
  });

  it('fails an answer whose last try died with its process, rather than leave it pending', async () => {
    const f = await assessmentFixture(t, { testExtra: test });
    const { id } = await writeAndEnd(f);
    // Three tries claimed, the last one's lease run out with no answer (its process died).
    await t.database.db
      .update(answerFeedback)
      .set({ tries: 3, leaseUntil: new Date('2000-01-01T00:00:00Z') })
      .where(eq(answerFeedback.studentTestId, id));
    await t.app.services.feedbackWorker.runOnce();
    const [answer] = ((await feedbackOf(f, id)).json().data as AttemptFeedback).answers;
    expect(answer).toMatchObject({ state: 'failed', writing: null });
    expect(answer?.reason).toMatch(/could not measure this answer/);
  });
});
