import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  assessmentFixture,
  launchedItems,
  launchPractice,
  sampleTest,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { studentTests } from '../../db/schema';
import { AssessmentRepository } from './assessment.repository';
import { SyncMessages } from './track-records';

// Decision 044: PTE and Duolingo go forward only, and CELPIP's Listening; the server
// refuses a change to a question the student has moved past, whatever client sends it.
const t = useTestApp({ TRACK_GRACE_SECONDS: '60' });

const base = sampleTest('x').sections[0] as ReturnType<typeof sampleTest>['sections'][number];
const typed = (key: string) => ({ key, type: 'an', html: `<p>${key}?</p>`, accepted: [key] });
const section = (key: string, referenceType: string, items: object[]) => ({
  ...base,
  key,
  title: key,
  referenceType,
  durationMinutes: 30,
  items,
});
const fourQuestions = (extra: Record<string, unknown>) => ({
  timerMode: 'total',
  sections: [section('part', 'Reading', ['q1', 'q2', 'q3', 'q4'].map(typed))],
  ...extra,
});

type Ack = { status: string; code?: string; reason?: string };
/** A record: its item, its number and, unless it only opens the question, its answer. */
type Sent = [itemId: string, trackNumber: number, enteredText?: string];

async function begin(testExtra: Record<string, unknown>) {
  const f = await assessmentFixture(t, { testExtra });
  const { id, data } = await launchPractice(f);
  const ids = launchedItems(data).map((i) => i.ItemID);
  /** Posts the records to an attempt and returns their acks. */
  const post = async (attemptId: string, records: Sent[]) => {
    const res = await f.c.post('/api/sync-track', {
      track: records.map(([itemId, trackNumber, enteredText]) => ({
        testId: attemptId,
        itemId,
        trackNumber,
        companyCode: f.company.code,
        enteredText,
      })),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.acks as Ack[];
  };
  const sendTo = async (attemptId: string, ...records: Sent[]) =>
    (await post(attemptId, records)).map((a) => a.status);
  /** What the server holds per question: its number and answer. */
  const stored = async (attemptId = id) => {
    const launch = (await f.c.post('/api/assessment/launch', { testId: attemptId })).json().data;
    return Object.fromEntries(
      (launch.tracks as { itemId: string; trackNumber: number; enteredText: string | null }[]).map((x) => [
        x.itemId,
        [x.trackNumber, x.enteredText],
      ]),
    );
  };
  return {
    f,
    id,
    ids,
    send: (...records: Sent[]) => sendTo(id, ...records),
    sendTo,
    acksOf: (...records: Sent[]) => post(id, records),
    stored,
  };
}

const refused = { status: 'rejected', code: 'INVALID', reason: SyncMessages.movedOn };

const forwardOnlyTests = {
  'PTE on one clock': fourQuestions({ template: 'ptelayout', examFamily: 'pte' }),
  'PTE section by section': fourQuestions({
    template: 'ptelayout',
    examFamily: 'pte',
    timerMode: 'sectional',
  }),
  Duolingo: fourQuestions({ template: 'duolingo', examFamily: 'duolingo' }),
  'CELPIP Listening': fourQuestions({
    template: 'celpip',
    examFamily: 'celpip',
    sections: [section('listening', 'Listening', ['q1', 'q2', 'q3', 'q4'].map(typed))],
  }),
};

describe('a forward-only test refuses going back (decision 044)', () => {
  for (const [name, testExtra] of Object.entries(forwardOnlyTests)) {
    it(`${name}: a change to an earlier question after a later one opened is refused; the stored answer stays`, async () => {
      const { ids, send, acksOf, stored } = await begin(testExtra);
      const [q1, q2, q3, q4] = ids as [string, string, string, string];
      expect(await send([q1, 1], [q1, 2, 'first'], [q2, 3])).toEqual(['superseded', 'saved', 'saved']);
      expect(await send([q2, 4, 'second'], [q3, 5])).toEqual(['saved', 'saved']);

      // A hand-made request answers question 1 again after question 3 was opened.
      expect(await acksOf([q1, 6, 'changed'])).toMatchObject([refused]);
      // In one batch too: question 4 opened, then question 2 changed.
      expect((await acksOf([q4, 7, ''], [q2, 8, 'changed'])).map((a) => a.status)).toEqual([
        'saved',
        'rejected',
      ]);
      expect(await stored()).toMatchObject({ [q1]: [2, 'first'], [q2]: [4, 'second'] });
    });
  }

  it('CELPIP Reading goes back while its Listening does not', async () => {
    const { ids, send, acksOf, stored } = await begin({
      template: 'celpip',
      examFamily: 'celpip',
      timerMode: 'total',
      sections: [
        section('listening', 'Listening', ['l1', 'l2'].map(typed)),
        section('reading', 'Reading', ['r1', 'r2', 'r3'].map(typed)),
      ],
    });
    const [l1, l2, r1, r2, r3] = ids as [string, string, string, string, string];
    expect(await send([l1, 1, 'l1'], [l2, 2, 'l2'], [r1, 3, 'r1'], [r2, 4], [r3, 5])).toEqual(
      Array(5).fill('saved'),
    );
    expect(await send([r1, 6, 'r1 again'], [r2, 7, 'r2'])).toEqual(['saved', 'saved']);
    expect(await acksOf([l1, 8, 'l1 again'])).toMatchObject([refused]);
    expect(await stored()).toMatchObject({ [l1]: [1, 'l1'], [r1]: [6, 'r1 again'] });
  });

  it('a practice test that lets the student go back is not restricted', async () => {
    const { ids, send, stored } = await begin(
      fourQuestions({ template: 'ptelayout', examFamily: 'pte', relaxes: { goBack: true } }),
    );
    const [q1, , , q4] = ids as [string, string, string, string];
    expect(await send([q1, 1, 'first'], [q4, 2])).toEqual(['saved', 'saved']);
    expect(await send([q1, 3, 'changed'])).toEqual(['saved']);
    expect((await stored())[q1]).toEqual([3, 'changed']);
  });
});

describe('no answer a student gave in order is lost (decision 044)', () => {
  const pte = fourQuestions({ template: 'ptelayout', examFamily: 'pte' });

  it('a batch answering question 3 and opening question 4 is accepted whole, in one statement', async () => {
    const { ids, send, stored } = await begin(pte);
    const [q1, q2, q3, q4] = ids as [string, string, string, string];
    const full = vi.spyOn(AssessmentRepository.prototype, 'withAttempt');
    expect(await send([q1, 1], [q2, 2], [q3, 3])).toEqual(['saved', 'saved', 'saved']);
    expect(await send([q3, 4, 'three'], [q4, 5])).toEqual(['saved', 'saved']);
    // The runner's batches (an answer, then the question moved to) stay one statement each.
    expect(full).not.toHaveBeenCalled();
    full.mockRestore();
    expect(await stored()).toMatchObject({ [q3]: [4, 'three'], [q4]: [5, null] });
  });

  it('answers given offline and sent in batches later, in order, are all taken', async () => {
    const { ids, send, stored } = await begin(pte);
    const [q1, q2, q3, q4] = ids as [string, string, string, string];
    // The store holds the newest record per question, oldest first; the queue sends them in turns.
    expect(await send([q1, 2, 'one'], [q2, 4, 'two'])).toEqual(['saved', 'saved']);
    expect(await send([q3, 6, 'three'], [q4, 7, 'four'])).toEqual(['saved', 'saved']);
    expect(await stored()).toMatchObject({
      [q1]: [2, 'one'],
      [q2]: [4, 'two'],
      [q3]: [6, 'three'],
      [q4]: [7, 'four'],
    });
  });

  it('re-sending an accepted batch (a retry) is accepted again, also after the student moved on', async () => {
    const { ids, send, acksOf, stored } = await begin(pte);
    const [q1, q2, q3, q4] = ids as [string, string, string, string];
    await send([q1, 1, 'one'], [q2, 2]);
    const batch: Sent[] = [
      [q2, 3, 'two'],
      [q3, 4],
    ];
    expect(await send(...batch)).toEqual(['saved', 'saved']);
    // Its answer was lost on the way: the runner sends it again.
    expect(await send(...batch)).toEqual(['saved', 'saved']);
    // Meanwhile the student answered question 3 and opened 4; the first call's copy comes late.
    expect(await send([q3, 5, 'three'], [q4, 6])).toEqual(['saved', 'saved']);
    const late = await acksOf(...batch);
    expect(late.map((a) => a.status)).toEqual(['saved', 'superseded']);
    expect(await stored()).toMatchObject({ [q2]: [3, 'two'], [q3]: [5, 'three'], [q4]: [6, null] });
  });

  it('passing an earlier question again with its answer unchanged is not refused', async () => {
    const { ids, send, stored } = await begin(pte);
    const [q1, q2, q3] = ids as [string, string, string, string];
    await send([q1, 1, 'one'], [q2, 2, 'two'], [q3, 3]);
    // A runner resumed at question 1 moves on through 2: the same answers with new numbers.
    expect(await send([q1, 4, 'one'], [q2, 5, 'two'])).toEqual(['saved', 'saved']);
    expect(await stored()).toMatchObject({ [q1]: [4, 'one'], [q2]: [5, 'two'], [q3]: [3, null] });
  });

  it('a recording uploaded after the student moved on is taken, and in a mock only once', async () => {
    const { ids, send, acksOf, stored } = await begin({
      template: 'ptelayout',
      examFamily: 'pte',
      timerMode: 'total',
      sections: [
        section('speaking', 'Speaking', [
          { key: 'ra', type: 'record-audio', html: '<p>Read aloud.</p>' },
          typed('q2'),
          typed('q3'),
        ]),
      ],
    });
    const [ra, q2, q3] = ids as [string, string, string];
    await send([ra, 1], [q2, 2], [q3, 3]);
    // Offline, the upload finished only after questions 2 and 3 were opened.
    expect(await send([ra, 4, '/api/storage/recordings/ra.webm'])).toEqual(['saved']);
    expect((await acksOf([ra, 5, '/api/storage/recordings/again.webm']))[0]).toMatchObject({
      status: 'rejected',
      reason: SyncMessages.recorded,
    });
    expect(await acksOf([q2, 6, 'two'])).toMatchObject([refused]);
    expect(await stored()).toMatchObject({ [ra]: [4, '/api/storage/recordings/ra.webm'], [q2]: [2, null] });
  });

  it('holds for an attempt this process did not launch (its shape read on its first call)', async () => {
    const { ids, id, sendTo, f, stored } = await begin(pte);
    const [q1, q2, q3] = ids as [string, string, string, string];
    await f.c.post('/api/end-test', { token: id });
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    if (!row) throw new Error('no attempt');
    const copy = randomUUID();
    await t.database.db
      .insert(studentTests)
      .values({ ...row, id: copy, status: 'InProgress', endedAt: null, endedBy: null, report: null });
    expect(await sendTo(copy, [q1, 1, 'one'], [q3, 2])).toEqual(['saved', 'saved']);
    expect(await sendTo(copy, [q2, 3, 'two'])).toEqual(['rejected']);
    expect(await stored(copy)).toMatchObject({ [q1]: [1, 'one'], [q3]: [2, null] });
  });
});
