import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { answer, type Launch, multistage, type Section, toModuleTwo } from '../../../test/multistage-fixture';
import { studentTests } from '../../db/schema';

// Issue 43, decision 063: the digital SAT's multistage Math. Module 1 routes the student to an easier
// or a harder Module 2 by the number of its questions answered right; the route is chosen by the
// server when Module 2 starts and read from the route's own table. College Board, 'Digital SAT
// Scoring' (satsuite.collegeboard.org): 'the second module is either more or less difficult,
// depending on how the student performed on the first module'.
const t = useTestApp();

/** The authored keys of a section's handed-out questions ('Question h1' gives 'h1'). */
const keysOf = (s: Section) => s.ItemResponse.map((i) => JSON.stringify(i).match(/Question (\w+)/)?.[1]);

describe('a multistage test (decision 063)', () => {
  it('hands out neither route before Module 2 starts, then the harder route at or above the threshold', async () => {
    const { f, id, before, moduleTwo } = await toModuleTwo(t, 3);
    // Before: Module 2 is listed and sealed, and nothing of either route is in the launch.
    const text = JSON.stringify(before);
    const sealed = before.testJson.SectionResponse[1] as Section;
    expect(sealed.Sealed).toBe(true);
    // As many questions as a route holds, named by their place only: the count, never a route's items.
    expect(sealed.ItemResponse.map((i) => i.ItemID)).toEqual(
      [1, 2].map((n) => `${sealed.QuestionPaperSectionID}:${n}`),
    );
    for (const q of ['e1', 'e2', 'h1', 'h2']) expect(text).not.toContain(`Question ${q}`);
    expect(keysOf(moduleTwo)).toEqual(['h1', 'h2']);
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    expect(row?.routes[moduleTwo.QuestionPaperSectionID]).toMatchObject({ route: 'harder', raw: 3 });
    // A reload, and starting Module 2 again, hand out the same questions.
    const again = await f.c.post('/api/assessment/start', {
      testId: id,
      sectionId: moduleTwo.QuestionPaperSectionID,
    });
    expect((again.json().data as Launch).testJson.SectionResponse[1]?.ItemResponse).toEqual(
      moduleTwo.ItemResponse,
    );
  });

  it('routes below the threshold to the easier module, and the two routes score on their own tables', async () => {
    const weak = await toModuleTwo(t, 2);
    expect(keysOf(weak.moduleTwo)).toEqual(['e1', 'e2']);
    const strong = await toModuleTwo(t, 4);
    // Each answers Module 2 all right and ends.
    for (const run of [weak, strong]) {
      expect((await answer(run.f, run.id, run.moduleTwo.ItemResponse, 2, 10)).statusCode).toBe(200);
      await run.f.c.post('/api/end-test', { token: run.id });
    }
    const report = async (run: typeof weak) =>
      (await run.f.c.get(`/api/default-report?testId=${run.id}`)).json().data.studentTest.report;
    const w = await report(weak);
    const s = await report(strong);
    // Raw 4 on the easier table: 400; raw 6 on the harder: 780.
    expect(w.sections.map((x: { scaledScore: number | null }) => x.scaledScore)).toEqual([400, 400]);
    expect(w.sections[1].route).toBe('easier');
    expect(s.sections.map((x: { scaledScore: number | null }) => x.scaledScore)).toEqual([780, 780]);
    expect(s.sections[1].route).toBe('harder');
    expect(s.sections[0].route).toBeUndefined();
    // Where the score is uncertain, its likely range on the route's table holds the score.
    for (const r of [w, s]) {
      const { low, high } = r.sections[1].scaledRange;
      expect(low).toBeLessThanOrEqual(r.sections[1].scaledScore);
      expect(high).toBeGreaterThanOrEqual(r.sections[1].scaledScore);
      expect(r.sections[0].scaledRange).toEqual(r.sections[1].scaledRange);
    }
    expect(w.sections[1].scaledRange.high).toBeLessThanOrEqual(500);
    // The SAT's scorecard names the route beside the section's score.
    const card = (await strong.f.c.get(`/api/default-report?testId=${strong.id}`)).json().data.satScorecard;
    expect(card).toEqual([
      expect.objectContaining({
        section: 'Math',
        correct: 6,
        total: 6,
        scaledScore: 780,
        route: 'harder',
        range: s.sections[1].scaledRange,
      }),
    ]);
  });

  it('refuses an answer to a question of the route not taken', async () => {
    const { f, id, moduleTwo } = await toModuleTwo(t, 4);
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    const easier = row?.routes[moduleTwo.QuestionPaperSectionID]?.pools.easier ?? [];
    expect(easier).toHaveLength(2);
    const res = await f.c.post('/api/sync-track', {
      track: [
        {
          testId: id,
          itemId: easier[0],
          trackNumber: 20,
          companyCode: f.company.code,
          timeTaken: 1,
          attempt: '1',
          enteredText: 'x',
        },
      ],
    });
    const stored = await f.c.post('/api/assessment/launch', { testId: id });
    const tracks = (stored.json().data as { tracks: { itemId: string }[] }).tracks.map((x) => x.itemId);
    expect(tracks).not.toContain(easier[0]);
    expect(res.json().data.acks[0]).toMatchObject({
      status: 'rejected',
      code: 'INVALID',
      reason: 'This is not a question of this test.',
    });
  });

  it('scores a test ended before Module 2 on the table of the route its Module 1 earned', async () => {
    const f = await assessmentFixture(t, { testExtra: multistage });
    const { id, data } = await launchPractice(f);
    const one = (data as Launch).testJson.SectionResponse[0] as Section;
    await answer(f, id, one.ItemResponse, 4);
    await f.c.post('/api/end-test', { token: id });
    const r = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest.report;
    expect(r.sections[1].route).toBe('harder');
    expect(r.sections[0].scaledScore).toBe(620);
  });
});
