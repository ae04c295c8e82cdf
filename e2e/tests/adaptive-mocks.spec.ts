import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  consoleSignIn,
  expect,
  expectAccessible,
  loginAs,
  registerStudent,
  startFirstPractice,
  test,
} from './fixtures';

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

test('a strong and a weak Module 1 lead to the harder and the easier Module 2, scored on their own tables @postgres', async ({
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
  // The question's own words, without its clock (which ticks on).
  const words = async () =>
    (await question(page, 2).innerText()).replace(/Time for this question\s*\d+:\d+/, '').trim();
  const second = await words();
  // A reload at the new place: the same question, not a new choice.
  await page.reload();
  await expect(question(page, 2)).toBeVisible();
  expect(await words()).toBe(second);
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

/** A two-stage test of the journey's own (its key unique), so no other journey meets its settings. */
const routedTest = (key: string) => ({
  key,
  title: `Routed check ${key.slice(-6)}`,
  template: 'sat-digital',
  examFamily: 'sat',
  timerMode: 'sectional',
  conversionTables: {
    'Math@easier': [0, 1, 2, 3].map((raw) => ({ raw, scaled: 200 + raw * 50 })),
    'Math@harder': [0, 1, 2, 3].map((raw) => ({ raw, scaled: 300 + raw * 80 })),
  },
  sections: [
    {
      key: 'm1',
      title: 'Math: Module 1',
      referenceType: 'Math',
      durationMinutes: 5,
      items: mcqs(['a', 'b']),
    },
    {
      key: 'm2',
      title: 'Math: Module 2',
      referenceType: 'Math',
      durationMinutes: 5,
      routing: { from: 'm1', rule: { kind: 'raw-threshold', threshold: 2 } },
      items: [...mcqs(['e'], 'easier'), ...mcqs(['h'], 'harder')],
    },
  ],
});
function mcqs(keys: string[], route?: string) {
  return keys.map((key) => ({
    key,
    type: 'mcq',
    html: `<p>Question ${key}</p>`,
    options: [{ text: 'right', correct: true }, { text: 'wrong' }],
    ...(route ? { route } : {}),
  }));
}

test('an administrator reads and changes a routed module in Authoring › Adaptive tests', async ({ page }) => {
  await consoleSignIn(page, '', 'admin@portico.test', 'Console@123');
  const key = `routed-check-${Date.now()}`;
  const files = [{ name: `${key}.json`, text: JSON.stringify(routedTest(key)) }];
  const preview = await page.request.post('/api/console/import/preview', { data: { files } });
  expect(preview.ok(), await preview.text()).toBe(true);
  const { fingerprint } = (await preview.json()).data;
  expect((await page.request.post('/api/console/import/apply', { data: { files, fingerprint } })).ok()).toBe(
    true,
  );

  await page.getByRole('link', { name: 'Authoring' }).click();
  await page.getByRole('link', { name: 'Adaptive tests' }).click();
  await page.getByRole('link', { name: routedTest(key).title }).click();
  const module2 = page.getByRole('region', { name: 'Math: Module 2' });
  await expect(module2.getByText(/Routed from Math: Module 1 \(2 questions\)/)).toBeVisible();
  await expectAccessible(page);

  // A table whose scaled score falls as raw rises is refused, and what was written stays to be put right.
  const threshold = module2.getByLabel(/Harder module from/);
  const harder = module2.getByLabel('Harder route’s table');
  await threshold.fill('1');
  await harder.fill('0, 300\n1, 380\n2, 370');
  await module2.getByRole('button', { name: 'Save Math: Module 2' }).click();
  await expect(module2.getByText('A higher raw score may not convert to a lower scaled score')).toBeVisible();
  await harder.fill('0, 300\n1, 380\n2, 470');
  await module2.getByRole('button', { name: 'Save Math: Module 2' }).click();
  await expect(module2.getByText(/^Saved\. Attempts from now on use the new settings/)).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('1');
  await expect(harder).toHaveValue('0, 300\n1, 380\n2, 470');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(module2.getByRole('button', { name: 'Save Math: Module 2' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
