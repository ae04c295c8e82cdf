import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sectionalTestExtra,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';

// Decision 042: the digital SAT's 10-minute break between Reading and Writing and Math. College
// Board, 'How do breaks work in Bluebook?' (bluebook.collegeboard.org/help-center, read 2026): 'After
// section one ... you'll get a break. For most users, the break is 10 minutes'; 'How do student
// breaks work?' (satsuite.collegeboard.org/help-center): 'Students can't start or end scheduled
// breaks early.'
const t = useTestApp({ TRACK_GRACE_SECONDS: '10' });

/** A digital SAT of two modules: Reading and Writing (5 minutes), then Math (10). */
function satTest(relaxes: Record<string, unknown> = {}) {
  const [one, two] = sectionalTestExtra().sections;
  return {
    template: 'sat-digital',
    examFamily: 'sat',
    timerMode: 'sectional',
    relaxes,
    sections: [
      { ...one, title: 'Reading and Writing', referenceType: 'Reading and Writing' },
      { ...two, title: 'Math', referenceType: 'Math' },
    ],
  };
}

interface Launch {
  testJson: { SectionResponse: { QuestionPaperSectionID: string; Sealed?: boolean }[] };
  testData: {
    deadline: string;
    timeRemaining: number;
    sections: { state: string; timeRemaining: number }[];
    breaks?: { beforeSectionId: string; seconds: number; secondsLeft: number | null; endEarly: boolean }[];
  };
}

async function satAttempt(relaxes?: Record<string, unknown>) {
  const f = await assessmentFixture(t, { testExtra: satTest(relaxes) });
  const { id, data } = await launchPractice(f);
  const math = (data as Launch).testJson.SectionResponse[1]?.QuestionPaperSectionID ?? '';
  return { f, id, math, data: data as Launch };
}

const start = (f: Fixture, body: Record<string, unknown>) => f.c.post('/api/assessment/start', body);
const states = (d: Launch) => d.testData.sections.map((s) => s.state);

describe('the SAT’s break between Reading and Writing and Math', () => {
  it('is scheduled before Math from the start, and begins when Reading and Writing is left', async () => {
    const { f, id, math, data } = await satAttempt();
    expect(data.testData.breaks).toEqual([
      { beforeSectionId: math, seconds: 600, secondsLeft: null, endEarly: false },
    ]);

    t.clock.advance(60);
    const res = await start(f, { testId: id, sectionId: math });
    expect(res.statusCode).toBe(200);
    const onBreak = res.json().data as Launch;
    // Reading and Writing is closed; Math's clock has not started and its questions stay sealed.
    expect(states(onBreak)).toEqual(['closed', 'pending']);
    expect(onBreak.testJson.SectionResponse[1]?.Sealed).toBe(true);
    expect(onBreak.testData.breaks?.[0]?.secondsLeft).toBe(600);
    expect(onBreak.testData.timeRemaining).toBe(600);
    // The attempt's own deadline moves by the break: the break is not taken from Math.
    expect(Date.parse(onBreak.testData.deadline) - Date.parse(data.testData.deadline)).toBe(600_000);
  });

  it('shows the time left after a reload, and a repeated Next Section changes nothing', async () => {
    const { f, id, math } = await satAttempt();
    await start(f, { testId: id, sectionId: math });
    t.clock.advance(240);
    const reload = (await f.c.post('/api/assessment/launch', { testId: id })).json().data as Launch;
    expect(reload.testData.breaks?.[0]?.secondsLeft).toBe(360);
    const again = (await start(f, { testId: id, sectionId: math })).json().data as Launch;
    expect(states(again)).toEqual(['closed', 'pending']);
    expect(again.testData.breaks?.[0]?.secondsLeft).toBe(360);
  });

  it('cannot be ended early on test day; once over, Math starts with all its time', async () => {
    const { f, id, math } = await satAttempt();
    await start(f, { testId: id, sectionId: math });
    t.clock.advance(300);
    const early = await start(f, { testId: id, sectionId: math, endBreak: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The break is not over yet: the next section starts when it ends.');

    t.clock.advance(300);
    const resumed = (await start(f, { testId: id, sectionId: math, endBreak: true })).json().data as Launch;
    expect(states(resumed)).toEqual(['closed', 'open']);
    expect(resumed.testData.sections[1]?.timeRemaining).toBe(600);
    expect(resumed.testData.breaks).toEqual([]);
    expect(resumed.testJson.SectionResponse[1]?.Sealed).toBeUndefined();
  });

  it('starts Math at the end of the break when the student comes back late', async () => {
    const { f, id, math } = await satAttempt();
    await start(f, { testId: id, sectionId: math });
    t.clock.advance(600 + 90);
    const reload = (await f.c.post('/api/assessment/launch', { testId: id })).json().data as Launch;
    expect(reload.testData.breaks?.[0]?.secondsLeft).toBe(0);
    const late = (await start(f, { testId: id, sectionId: math, endBreak: true })).json().data as Launch;
    expect(late.testData.sections[1]?.timeRemaining).toBe(600 - 90);
  });

  it('begins at the end of Reading and Writing’s time when that ran out first', async () => {
    const { f, id, math } = await satAttempt();
    t.clock.advance(5 * 60 + 120);
    const onBreak = (await start(f, { testId: id, sectionId: math })).json().data as Launch;
    expect(onBreak.testData.breaks?.[0]?.secondsLeft).toBe(600 - 120);
  });

  it('may be ended early with Resume Testing where the practice test allows it', async () => {
    const { f, id, math, data } = await satAttempt({ endBreakEarly: true });
    expect(data.testData.breaks?.[0]?.endEarly).toBe(true);
    await start(f, { testId: id, sectionId: math });
    t.clock.advance(30);
    const resumed = (await start(f, { testId: id, sectionId: math, endBreak: true })).json().data as Launch;
    expect(states(resumed)).toEqual(['closed', 'open']);
    expect(resumed.testData.sections[1]?.timeRemaining).toBe(600);
  });

  it('is not part of a test of one measure, nor of other exams', async () => {
    const f = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    const { id, data } = await launchPractice(f);
    expect((data as Launch).testData.breaks).toEqual([]);
    const two = (data as Launch).testJson.SectionResponse[1]?.QuestionPaperSectionID;
    const moved = (await start(f, { testId: id, sectionId: two })).json().data as Launch;
    expect(states(moved)).toEqual(['closed', 'open']);
  });
});
