import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture, openPractice } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { REPO_ROOT } from '../../config';
import { enrolments } from '../../db/schema';

/**
 * Decision 037: a full IELTS mock runs section by section, as IELTS on computer
 * does: Listening about 30 minutes, then 2 to check; Reading 60; Writing 60; Speaking 11–14 apart
 * (IDP, IELTS Essentials, 'How does IELTS on computer work?', 2018,
 * https://www.ieltsessentials.com/global/blog/2018/11/19/how-does-ielts-on-computer-work). The
 * student moves freely between the parts of one skill within its time, never back to a finished one.
 */
const t = useTestApp({ TRACK_GRACE_SECONDS: '30' });

/** A demo mock as its file has it (its key left for the fixture's own). */
function demoMock(file: string) {
  const { key: _key, ...test } = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'content/demo/content', file), 'utf8'),
  );
  return test as Record<string, unknown>;
}

type Section = {
  QuestionPaperSectionID: string;
  SectionTitle: string;
  Sealed?: boolean;
  ItemResponse: { ItemID: string }[];
};
type Clock = { sectionId: string; state: string; timeRemaining: number; block?: string };
type Launch = {
  testJson: { SectionResponse: Section[] };
  testData: { sections: Clock[]; timeLimit: number };
};

const clocks = (data: Launch) => {
  const title = new Map(data.testJson.SectionResponse.map((s) => [s.QuestionPaperSectionID, s.SectionTitle]));
  return data.testData.sections.map((s) => `${title.get(s.sectionId)}: ${s.state} ${s.timeRemaining}`);
};

async function start(f: Fixture, id: string, sectionId?: string) {
  const res = await f.c.post('/api/assessment/start', { testId: id, sectionId });
  return { status: res.statusCode, data: res.json().data as Launch, message: res.json().message };
}

function answer(f: Fixture, id: string, itemId: string, trackNumber: number, text = 'answer') {
  return f.c.post('/api/sync-track', {
    track: [
      { testId: id, itemId, trackNumber, companyCode: f.company.code, timeTaken: 3, enteredText: text },
    ],
  });
}

describe.each([
  ['IELTS Academic', 'ielts/ielts-academic-mock-1.json'],
  ['IELTS General Training', 'ielts-general/ielts-general-mock-1.json'],
])('the %s demo mock', (_name, file) => {
  it('runs Listening, Reading, Writing and Speaking each on its own clock, in order', async () => {
    const f = await assessmentFixture(t, { testExtra: demoMock(file) });
    const { id } = await openPractice(f);
    const listening = await start(f, id);
    const sections = listening.data.testJson.SectionResponse;
    const part = (title: RegExp) => sections.filter((s) => title.test(s.SectionTitle));
    // Listening: its four parts' 30 minutes, then 2 minutes to check, on one clock.
    expect(clocks(listening.data).map((c) => c.replace(/^(Reading) \w+ \d/, '$1'))).toEqual([
      'Listening Part 1: open 1920',
      'Listening Part 2: open 1920',
      'Listening Part 3: open 1920',
      'Listening Part 4: open 1920',
      'Reading: pending 3600',
      'Reading: pending 3600',
      'Reading: pending 3600',
      'Writing: pending 3600',
      'Speaking: pending 840',
    ]);
    expect(listening.data.testData.timeLimit).toBe((30 + 2 + 60 + 60 + 14) * 60);
    expect(listening.data.testData.sections.map((s) => s.block)).toEqual([
      ...Array(4).fill('Listening'),
      ...Array(3).fill('Reading'),
      undefined,
      undefined,
    ]);
    // Every Listening part's questions are handed out together; Reading's wait for Reading.
    expect(part(/^Listening/).map((s) => s.Sealed ?? false)).toEqual([false, false, false, false]);
    expect(part(/^Reading/).every((s) => s.Sealed)).toBe(true);

    // Within Listening the student moves freely: Part 4 and back to Part 1, on time.
    const [p1, , , p4] = part(/^Listening/).map((s) => s.ItemResponse[0]?.ItemID ?? '');
    t.clock.advance(600);
    expect((await answer(f, id, p4 ?? '', 1)).json().data).toMatchObject({ late: 0, timeRemaining: 1320 });
    expect((await answer(f, id, p1 ?? '', 2)).json().data).toMatchObject({ late: 0, timeRemaining: 1320 });

    // Writing cannot be reached before Reading.
    const writing = part(/^Writing/)[0]?.QuestionPaperSectionID;
    const skip = await start(f, id, writing);
    expect(skip.status).toBe(409);
    expect(skip.message).toBe('Sections are taken in order: finish the current section first.');

    // Next Section: Reading's three passages open on one 60-minute clock; Listening closes.
    const [r1] = part(/^Reading/);
    const reading = await start(f, id, r1?.QuestionPaperSectionID);
    expect(
      clocks(reading.data)
        .slice(0, 8)
        .map((c) => c.replace(/^(Reading) \w+ \d/, '$1')),
    ).toEqual([
      'Listening Part 1: closed 0',
      'Listening Part 2: closed 0',
      'Listening Part 3: closed 0',
      'Listening Part 4: closed 0',
      'Reading: open 3600',
      'Reading: open 3600',
      'Reading: open 3600',
      'Writing: pending 3600',
    ]);
    // Listening cannot be opened again, and an answer to it after the grace is kept late, not counted.
    const back = await start(f, id, part(/^Listening/)[0]?.QuestionPaperSectionID);
    expect(clocks(back.data)[0]).toBe('Listening Part 1: closed 0');
    t.clock.advance(31);
    const late = (await answer(f, id, p1 ?? '', 3, 'changed')).json().data;
    expect(late).toMatchObject({ late: 1, timeRemaining: 3569 });
    expect(late.acks[0].status).toBe('late');
    const launched = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    const saved = launched.tracks.find((x: { itemId: string }) => x.itemId === p1);
    expect(saved.trackNumber).toBe(2);
  });
});

describe('extra time on a mock', () => {
  it('lengthens each block by the arrangement: Listening 32 → 40 minutes, Reading 60 → 75', async () => {
    const f = await assessmentFixture(t, { testExtra: demoMock('ielts/ielts-academic-mock-1.json') });
    await t.database.db
      .update(enrolments)
      .set({ extraTimePercent: 25 })
      .where(and(eq(enrolments.studentId, f.student.id), eq(enrolments.productId, f.productId)));
    const { id } = await openPractice(f);
    const { data } = await start(f, id);
    expect(data.testData.sections.map((s) => s.timeRemaining)).toEqual([
      2400, 2400, 2400, 2400, 4500, 4500, 4500, 4500, 1050,
    ]);
    expect(data.testData.timeLimit).toBe(166 * 60 * 1.25);
  });
});
