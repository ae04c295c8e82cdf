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
