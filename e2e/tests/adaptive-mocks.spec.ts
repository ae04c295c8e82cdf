import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, registerStudent, startFirstPractice, test } from './fixtures';

// Issue 43, decision 063: the digital SAT is multistage. Reading and Writing Module 1 routes each
// student to an easier or a harder Module 2, chosen by the server when Module 2 starts. One student
// answers Module 1 right (part of it while offline, so the route waits for those answers), another
// answers nothing; each sees a different Module 2 and a different scaled score on the report.

const origin = () => test.info().project.use.baseURL as string;

type Item = {
  html: string;
  passage?: string;
  type: string;
  route?: string;
  options?: { text: string; correct?: boolean }[];
};
const sat = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../content/demo/content/sat/sat-digital-practice-1.json'),
    'utf8',
  ),
) as { sections: { key: string; items: Item[] }[] };
const section = (key: string) => sat.sections.find((s) => s.key === key)?.items ?? [];
/** The opening of the passage of a route's first question of Module 2 (its question stems are alike). */
const passageOf = (route: string) =>
  (section('rw-2').find((i) => i.route === route)?.passage ?? '').replace(/<[^>]+>/g, '').slice(0, 50);

/** Module 2's first question (28) is on screen with the given route's passage. */
async function expectModuleTwo(page: Page, route: 'easier' | 'harder') {
  await expect(page.getByRole('region', { name: /^Question 28 of 98$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passage' })).toContainText(passageOf(route));
}

/** Answers question `n` of Module 1 with its right option (a radio, or a drop-down in the text). */
async function answerRight(page: Page, n: number, item: Item) {
  const q = page.getByRole('region', { name: new RegExp(`^Question ${n} of `) });
  const right = item.options?.find((o) => o.correct)?.text ?? '';
  if (item.type === 'dd-mcq') await q.getByRole('combobox').first().selectOption({ label: right });
  else await q.getByRole('radio', { name: right, exact: true }).check();
}

/** Leaves the current module from its last question: Next Section, confirmed. */
async function nextSection(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Next Section' }).click();
  await page
    .getByRole('dialog', { name: 'Next Section' })
    .getByRole('button', { name: 'Next Section' })
    .click();
}

/** A new student with the SAT course, in the SAT practice test's first question. */
async function startSat(page: Page) {
  const student = await registerStudent(page.request, origin());
  await loginAs(page, student.email, student.password);
  expect((await page.request.post('/api/coupon', { data: { couponCode: 'TRYSAT7' } })).ok()).toBe(true);
  await page.goto('/select-course');
  await startFirstPractice(page, 'Digital SAT', 'Full Tests');
  await expect(page.getByRole('region', { name: /^Question 1 of 98$/ })).toBeVisible();
}

/** A scorecard row's section score (200–800): its one cell of three digits. */
async function sectionScore(row: Locator) {
  const cells = await row.getByRole('cell').allTextContents();
  return Number(cells.find((c) => /^\d{3}$/.test(c.trim())) ?? Number.NaN);
}

/** Submits the test and reads its SAT scorecard's Reading and Writing row. */
async function submitAndReadScorecard(page: Page) {
  await page.getByRole('button', { name: 'Submit Test' }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit Test' })
    .getByRole('button', { name: 'Submit Test' })
    .click();
  const card = page.getByRole('region', { name: 'SAT scores' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card.getByRole('row').filter({ hasText: 'Reading and Writing' });
}

test('a strong and a weak Module 1 lead to the harder and the easier Module 2, scored on their own tables', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const moduleOne = section('rw-1');
  expect(moduleOne).toHaveLength(27);

  // The strong student: all 27 right, the last five given offline.
  await startSat(page);
  for (const [i, item] of moduleOne.entries()) {
    if (i === 22) await context.setOffline(true);
    await answerRight(page, i + 1, item);
    if (i < moduleOne.length - 1)
      await page.getByRole('contentinfo').getByRole('button', { name: 'Next', exact: true }).click();
  }
  // Next Section while still offline: Module 2 waits for the connection, and the route for the
  // answers kept on the device.
  await nextSection(page);
  await expect(
    page.getByText(/^Your answers are still being saved: the next section opens once they are/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^Question 27 of 98$/ })).toBeVisible();
  await context.setOffline(false);
  await expectModuleTwo(page, 'harder');
  // A reload at the module boundary keeps the route and every answer.
  await page.reload();
  await expectModuleTwo(page, 'harder');
  await expectAccessible(page);
  const strongRow = await submitAndReadScorecard(page);
  await expect(strongRow).toContainText('Harder');
  const strongScore = await sectionScore(strongRow);

  // The weak student: leaves Module 1 unanswered.
  await page.context().clearCookies();
  await startSat(page);
  await page.getByRole('button', { name: /^Questions:/ }).click();
  await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').last().click();
  await nextSection(page);
  await expectModuleTwo(page, 'easier');
  const weakRow = await submitAndReadScorecard(page);
  await expect(weakRow).toContainText('Easier');
  const weakScore = await sectionScore(weakRow);
  expect(strongScore).toBeGreaterThan(weakScore);
  await expectAccessible(page);
});

// Decision 064: the Duolingo English Test 'adapts question by question'. Each question of the mock's
// adaptive section is chosen by the server when the student reaches its place, from the answers
// saved so far; a reload keeps the question served, an offline spell waits for the connection, and
// the report gives the section's score with its likely range.

/** Gives the question on screen some answer: text typed, the first choice, or the first option picked. */
async function answerSomehow(q: Locator) {
  const box = q.getByRole('textbox').first();
  if (await box.count()) return box.fill('x');
  const combo = q.getByRole('combobox').first();
  if (await combo.count()) return combo.selectOption({ index: 1 });
  const choice = q.getByRole('radio').or(q.getByRole('checkbox')).first();
  return choice.check();
}

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n} of 25` });
const next = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Next', exact: true }).click();

test('the Duolingo mock chooses each question on the server, through a reload and an offline spell', async ({
  page,
  context,
}) => {
  const student = await registerStudent(page.request, origin());
  await loginAs(page, student.email, student.password);
  expect((await page.request.post('/api/coupon', { data: { couponCode: 'TRYSAT7' } })).ok()).toBe(true);
  await page.goto('/select-course');
  await page.getByRole('button', { name: 'Duolingo English Test' }).click();
  await page.goto('/mocktest');
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  const attempt = page.url().split('/assessment/')[1] as string;
  await page.getByRole('button', { name: 'Start Test' }).click();

  // 18 adaptive places and 7 production tasks; the first question is chosen as the student arrives.
  await expect(question(page, 1)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Question 1 of 25')).toBeVisible();
  await answerSomehow(question(page, 1));
  await next(page);
  await expect(question(page, 2)).toBeVisible();
  const second = await question(page, 2).innerText();
  // A reload at the new place: the same question, not a new choice.
  await page.reload();
  await expect(question(page, 2)).toBeVisible();
  expect(await question(page, 2).innerText()).toBe(second);
  await expectAccessible(page);

  // Offline: the answer stays on the device and the next question waits for the connection.
  await context.setOffline(true);
  await answerSomehow(question(page, 2));
  await next(page);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the next question…' })).toBeVisible();
  await expect(
    page.getByText(/^Your answer is still being saved|^The next question could not be loaded/),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(question(page, 3)).toBeVisible({ timeout: 20_000 });

  // The server holds three questions served and both answers given before them.
  const launch = (
    await (await page.request.post('/api/assessment/launch', { data: { testId: attempt } })).json()
  ).data as {
    tracks: { itemId: string }[];
    testJson: { SectionResponse: { ItemResponse: { Pending?: boolean; ItemID: string }[] }[] };
  };
  const served = launch.testJson.SectionResponse[0]?.ItemResponse.filter((i) => !i.Pending) ?? [];
  expect(served).toHaveLength(3);
  const answered = new Set(launch.tracks.map((t) => t.itemId));
  expect(served.slice(0, 2).every((i) => answered.has(i.ItemID))).toBe(true);

  // Ended early: the report measures the section from the questions taken, with a wide range.
  await page.getByRole('button', { name: 'Submit Test' }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit Test' })
    .getByRole('button', { name: 'Submit Test' })
    .click();
  const result = page.getByText(/^Adaptive Questions: \d+ \(likely \d+–\d+\)$/);
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/3 of 18 taken/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(result).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
