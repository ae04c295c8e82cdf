import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sampleTest,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { enrolments } from '../../db/schema';

// Decision 041: a task on its own clock closes on the server too. Pearson's
// PTE Academic gives Summarize Written Text 10 minutes and the Essay 20, each on its own (Pearson,
// PTE Academic test format, 2024); CELPIP's Listening questions each run on their own timer
// (Paragon Testing, celpip.ca test format). An answer after the task's time (and the sync's grace)
// is kept as late, never counted; other tasks answered at the same moment are saved.
const t = useTestApp({ TRACK_GRACE_SECONDS: '30' });

const base = sampleTest('x').sections[0] as ReturnType<typeof sampleTest>['sections'][number];
const [mcq, short] = base.items;
/** A test of the given template: a timed essay (10 min), a timed choice (30 s) and an untimed answer. */
const timedTest = (template: string, examFamily: string, timerMode: 'total' | 'sectional') => ({
  template,
  examFamily,
  timerMode,
  sections: [
    {
      ...base,
      durationMinutes: 60,
      items: [
        { key: 'swt', type: 'essay', html: '<p>Summarize the text.</p>', timeLimitSeconds: 600 },
        { ...mcq, timeLimitSeconds: 30 },
        short,
      ],
    },
  ],
});

async function begin(f: Fixture) {
  const { id, data } = await launchPractice(f);
  const [essay, choice, free] = (data.testJson.SectionResponse[0].ItemResponse as { ItemID: string }[]).map(
    (i) => i.ItemID,
  );
  let n = 0;
  const send = async (itemId: string, record: Record<string, unknown>) => {
    n += 1;
    const res = await f.c.post('/api/sync-track', {
      track: [{ testId: id, itemId, trackNumber: n, companyCode: f.company.code, ...record }],
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { acks: { status: string }[]; late: number };
  };
  const stored = async () =>
    (await f.c.post('/api/assessment/launch', { testId: id })).json().data.tracks as {
      itemId: string;
      enteredText: string | null;
    }[];
  return { data, essay: essay as string, choice: choice as string, free: free as string, send, stored };
}

describe('a task on its own clock (PTE writing tasks, CELPIP Listening questions)', () => {
  for (const timerMode of ['total', 'sectional'] as const) {
    it(`PTE's Summarize Written Text closes after its 10 minutes and the grace (${timerMode} clock)`, async () => {
      const f = await assessmentFixture(t, { testExtra: timedTest('ptelayout', 'pte', timerMode) });
      const { data, essay, free, send, stored } = await begin(f);
      expect(data.testData.rules).toMatchObject({ profile: 'pte', itemClock: true });

      // The runner sends a record the moment it shows the task: its clock starts there.
      expect((await send(essay, { enteredText: '' })).acks[0]?.status).toBe('saved');
      t.clock.advance(590);
      expect((await send(essay, { enteredText: 'A summary in time.' })).acks[0]?.status).toBe('saved');
      t.clock.advance(45); // 635 s: past 600 and the 30 s grace
      const late = await send(essay, { enteredText: 'A summary in time, and more.' });
      expect(late.acks[0]?.status).toBe('late');
      expect(late.late).toBe(1);
      // The untimed question is still open on the test's clock.
      expect((await send(free, { enteredText: 'Harbourside' })).acks[0]?.status).toBe('saved');
      const answers = await stored();
      expect(answers.find((a) => a.itemId === essay)?.enteredText).toBe('A summary in time.');
    });
  }

  it('a CELPIP Listening question’s 30 s close; re-sending the counted answer is no late answer', async () => {
    const f = await assessmentFixture(t, { testExtra: timedTest('celpip', 'celpip', 'sectional') });
    const { data, choice, send } = await begin(f);
    const option = (
      data.testJson.SectionResponse[0].ItemResponse[1] as { ItemOptionResponse: { ItemOptionID: string }[] }
    ).ItemOptionResponse;
    await send(choice, {});
    t.clock.advance(20);
    expect((await send(choice, { selectedOptionId: option[0]?.ItemOptionID })).acks[0]?.status).toBe('saved');
    t.clock.advance(60);
    expect((await send(choice, { selectedOptionId: option[0]?.ItemOptionID })).acks[0]?.status).toBe('saved');
    expect((await send(choice, { selectedOptionId: option[1]?.ItemOptionID })).acks[0]?.status).toBe('late');
  });

  it('extra time lengthens a task’s clock too (×1.25: 12.5 minutes for 10)', async () => {
    const f = await assessmentFixture(t, { testExtra: timedTest('ptelayout', 'pte', 'total') });
    await t.database.db
      .update(enrolments)
      .set({ extraTimePercent: 25 })
      .where(and(eq(enrolments.studentId, f.student.id), eq(enrolments.productId, f.productId)));
    const { essay, send } = await begin(f);
    await send(essay, { enteredText: '' });
    t.clock.advance(700); // past 10 minutes, within 12.5
    expect((await send(essay, { enteredText: 'Still in time.' })).acks[0]?.status).toBe('saved');
    t.clock.advance(90); // 790 s: past 750 and the grace
    expect((await send(essay, { enteredText: 'Too late.' })).acks[0]?.status).toBe('late');
  });

  it('IELTS keeps no task clocks: an item’s own time changes nothing there', async () => {
    const f = await assessmentFixture(t, { testExtra: timedTest('ielts', 'ielts', 'total') });
    const { data, essay, send } = await begin(f);
    expect(data.testData.rules.itemClock).toBe(false);
    await send(essay, { enteredText: '' });
    t.clock.advance(900);
    expect((await send(essay, { enteredText: 'An essay after 15 minutes.' })).acks[0]?.status).toBe('saved');
  });
});
