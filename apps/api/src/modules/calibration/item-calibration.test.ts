import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { createStudent, type TestContext, useTestApp } from '../../../test/harness';
import { itemCalibrations, studentTests, testItems, testSections, tracks } from '../../db/schema';
import { CalibrationRepository } from './calibration.repository';
import { ItemCalibration } from './item-calibration';

// Issue 43 part 4, decision 062: items with authored IRT parameters are re-estimated from the
// students' scored answers of ended attempts; too few answers keep the authored values.
const t = useTestApp();

const item = (key: string, b: number) => ({
  key,
  type: 'mcq',
  html: `<p>${key}</p>`,
  irt: { a: 1, b, c: 0 },
  options: [{ text: 'right', correct: true }, { text: 'wrong' }],
});

/** A test of three items authored alike (b 0): one most students get right, one most get wrong, one few answer. */
const pool = {
  sections: [
    {
      key: 'pool',
      title: 'Pool',
      referenceType: 'Overall',
      durationMinutes: 10,
      items: [item('easy', 0), item('hard', 0), item('rare', 0)],
    },
  ],
};

/** An ended attempt of a new student of the company answering the items as given (true: right). */
async function endedAttempt(
  ctx: TestContext,
  f: Awaited<ReturnType<typeof assessmentFixture>>,
  answers: Record<string, boolean>,
  at: Date,
) {
  const student = await createStudent(ctx, f.company.code);
  const items = await ctx.database.db
    .select({ id: testItems.id, key: testItems.key, sectionId: testItems.sectionId })
    .from(testItems)
    .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
    .where(eq(testSections.testId, f.testId));
  const [attempt] = await ctx.database.db
    .insert(studentTests)
    .values({
      companyCode: f.company.code,
      studentId: student.id,
      testId: f.testId,
      courseId: f.courseId,
      status: 'Completed',
      itemOrder: {},
      timeLimitSeconds: 600,
      startedAt: at,
      endedAt: at,
    })
    .returning();
  for (const [key, correct] of Object.entries(answers)) {
    const row = items.find((i) => i.key === key);
    if (!row || !attempt) continue;
    await ctx.database.db.insert(tracks).values({
      studentTestId: attempt.id,
      itemId: row.id,
      companyCode: f.company.code,
      studentId: student.id,
      sectionId: row.sectionId,
      trackNumber: 1,
      receivedAt: at,
      isCorrect: correct,
    });
  }
}

describe('item calibration (decision 062)', () => {
  it('re-estimates items with enough answers from the authored values, keeps the rest, and versions the pool', async () => {
    const f = await assessmentFixture(t, { testExtra: pool });
    const job = new ItemCalibration(
      new CalibrationRepository(t.database.db),
      t.clock,
      pino({ level: 'silent' }),
      5,
    );
    const now = t.clock.now();
    for (let n = 0; n < 12; n++) {
      const answers: Record<string, boolean> = { easy: n !== 0, hard: n === 0 };
      if (n < 3) answers.rare = true;
      await endedAttempt(t, f, answers, new Date(now.getTime() - (12 - n) * 60_000));
    }
    expect(await job.calibrateTest(f.company.code, f.testId)).toBe(1);
    const rows = await t.database.db
      .select()
      .from(itemCalibrations)
      .where(eq(itemCalibrations.testId, f.testId));
    const keyOf = async (id: string) =>
      (await t.database.db.select({ key: testItems.key }).from(testItems).where(eq(testItems.id, id)))[0]
        ?.key;
    const byKey = new Map(await Promise.all(rows.map(async (r) => [await keyOf(r.itemId), r] as const)));
    const easy = byKey.get('easy');
    const hard = byKey.get('hard');
    const rare = byKey.get('rare');
    expect(easy).toMatchObject({ estimated: true, responses: 12, poolVersion: 1 });
    expect(hard).toMatchObject({ estimated: true, responses: 12 });
    expect((hard?.b ?? 0) - (easy?.b ?? 0)).toBeGreaterThan(1);
    expect(easy?.seB).toBeGreaterThan(0);
    // Three answers: kept as authored.
    expect(rare).toMatchObject({ estimated: false, responses: 3, b: 0, a: 1, seB: null });

    // Nothing new ended: the same calibration; a new ended attempt: the next version.
    expect(await job.calibrateTest(f.company.code, f.testId)).toBe(1);
    await endedAttempt(t, f, { easy: true, hard: false }, now);
    expect(await job.calibrateTest(f.company.code, f.testId)).toBe(2);
  });

  it("calibrates each company's tests from that company's answers only", async () => {
    const f = await assessmentFixture(t, { testExtra: pool });
    const g = await assessmentFixture(t, { testExtra: pool });
    const job = new ItemCalibration(
      new CalibrationRepository(t.database.db),
      t.clock,
      pino({ level: 'silent' }),
      5,
    );
    for (let n = 0; n < 6; n++) await endedAttempt(t, f, { easy: true, hard: false }, t.clock.now());
    await job.calibrateAll(g.company.code);
    const theirs = await t.database.db
      .select()
      .from(itemCalibrations)
      .where(eq(itemCalibrations.testId, g.testId));
    expect(theirs).toHaveLength(3);
    expect(theirs.every((r) => r.responses === 0 && !r.estimated)).toBe(true);
    expect(
      await t.database.db.select().from(itemCalibrations).where(eq(itemCalibrations.testId, f.testId)),
    ).toEqual([]);
  });
});
