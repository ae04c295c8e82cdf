import { expect } from 'vitest';
import { type Fixture, type LaunchedItem, launchedItems, launchPractice } from './assessment-fixture';
import { createStaff, staffLogin } from './console-fixture';
import { createStudent, enrol, login, type TestContext } from './harness';

// The console's item analysis (issue 45) in API tests: a five-question test, answer patterns of
// strong, middle and weak students, attempts taken through the API, and staff signed in.

/** Five questions, each with its right option first (A) and two wrong ones (B, C). */
export const question = (key: string) => ({
  key,
  type: 'mcq',
  html: `<p>Question ${key}</p>`,
  options: [{ text: `${key} A`, correct: true }, { text: `${key} B` }, { text: `${key} C` }],
});
export const fiveQuestions = {
  sections: [
    {
      key: 'only',
      title: 'Reading',
      referenceType: 'Reading',
      durationMinutes: 30,
      items: ['q1', 'q2', 'q3', 'q4', 'q5'].map(question),
    },
  ],
};

/**
 * Twelve students: four strong (4 of 5), four in the middle (3), four weak (2). Everybody gets q1;
 * q2 separates the weak; q3 is the broken one — the strong all choose B, the rest the key; q4 and q5
 * only the strong get right.
 */
export const STRONG = { q1: 'A', q2: 'A', q3: 'B', q4: 'A', q5: 'A' };
export const MIDDLE = { q1: 'A', q2: 'A', q3: 'A', q4: 'B', q5: 'B' };
export const WEAK = { q1: 'A', q2: 'C', q3: 'A', q4: 'B', q5: 'B' };
export const COHORT = [...Array(4).fill(STRONG), ...Array(4).fill(MIDDLE), ...Array(4).fill(WEAK)] as Record<
  string,
  string
>[];

/** One attempt of the practice card answered by letter, ended. */
export async function takeTest(f: Fixture, answers: Record<string, string>) {
  const { id, data } = await launchPractice(f);
  const items = launchedItems(data) as (LaunchedItem & { ItemOptionResponse: { OptionText?: string }[] })[];
  const track = items.map((item, n) => {
    const key = `q${n + 1}`;
    const letter = answers[key] ?? 'C';
    return {
      testId: id,
      itemId: item.ItemID,
      trackNumber: n + 1,
      companyCode: f.company.code,
      timeTaken: 10 + n,
      attempt: '1',
      selectedOptionId: item.ItemOptionResponse['ABC'.indexOf(letter)]?.ItemOptionID,
    };
  });
  const synced = await f.c.post('/api/sync-track', { track });
  expect(synced.statusCode, synced.body).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return id;
}

/** A student of the fixture's course, signed in, as a fixture of their own. */
export async function classmate(t: TestContext, f: Fixture): Promise<Fixture> {
  const student = await createStudent(t, f.company.code);
  await enrol(t, student, f.productId);
  const { c } = await login(t, f.company.host, student.email, student.password);
  return { ...f, student, c };
}

export const signIn = async (
  t: TestContext,
  f: Fixture,
  role: 'admin' | 'faculty',
  courseIds: string[] = [],
) => {
  const member = await createStaff(t, f.company.code, { role, courseIds });
  return staffLogin(t, f.company.host, member.email, member.password);
};
