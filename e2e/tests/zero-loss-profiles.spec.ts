import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, registerStudent, startFirstPractice, test } from './fixtures';

// The exam profiles (decision 021) change how the runner looks and moves, never what it keeps. In GRE, SAT,
// CELPIP and Duolingo (IELTS's reload, offline, restart and time-out journeys are test-engine's; PTE
// goes forward like Duolingo, its speaking in pte-speaking.spec),
// answers given offline are saved when the connection returns, and a reload comes back with them:
// at the last answered question (spec 3 §4), or on PTE and Duolingo, which go forward only, at the
// question the student had moved on to.

const origin = () => test.info().project.use.baseURL as string;
const allSaved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible({ timeout: 30_000 });
const questionRegion = (page: Page, n: number) =>
  page.getByRole('region', { name: new RegExp(`^Question ${n} of `) });

/** Gives some answer to whatever the question asks: a choice, a box ticked, or words typed. */
async function answer(region: Locator) {
  // The question is on screen with its answer controls before they are counted (right after Next
  // the region may still be the one being replaced).
  const controls = region.getByRole('radio').or(region.getByRole('checkbox')).or(region.getByRole('textbox'));
  await expect(controls.first()).toBeVisible();
  const radios = region.getByRole('radio');
  if ((await radios.count()) > 0) return radios.first().check();
  const boxes = region.getByRole('checkbox');
  if ((await boxes.count()) > 0) return boxes.first().check();
  return region.getByRole('textbox').first().fill('answer');
}

async function savedAnswers(page: Page) {
  const testId = page.url().split('/assessment/')[1];
  const res = await page.request.post('/api/assessment/launch', { data: { testId } });
  const tracks = (await res.json()).data.tracks as {
    selectedOptionId: string | null;
    enteredText: string | null;
  }[];
  return tracks.filter((t) => t.selectedOptionId || t.enteredText).length;
}

test('answers given offline are saved and a reload keeps the place, in every profile @postgres', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const student = await registerStudent(page.request, origin(), 'GRE');
  await loginAs(page, student.email, student.password);
  expect((await page.request.post('/api/coupon', { data: { couponCode: 'TRYSAT7' } })).ok()).toBe(true);
  const footer = page.getByRole('contentinfo');
  for (const [course, module, resumesAt] of [
    ['GRE General Test', 'Quantitative Reasoning', 2],
    ['Digital SAT', 'Full Tests', 2],
    ['CELPIP General', 'Reading', 2],
    ['Duolingo English Test', 'Full Tests', 3],
  ] as const) {
    await test.step(course, async () => {
      await page.goto('/select-course');
      await startFirstPractice(page, course, module);
      await answer(questionRegion(page, 1));
      await allSaved(page);

      await context.setOffline(true);
      await footer.getByRole('button', { name: 'Next', exact: true }).click();
      await answer(questionRegion(page, 2));
      await footer.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(questionRegion(page, 3)).toBeVisible();
      await expect(page.getByText(/answers? not yet saved/)).toBeVisible({ timeout: 20_000 });
      await context.setOffline(false);
      await allSaved(page);

      await page.reload();
      await expect(questionRegion(page, resumesAt)).toBeVisible();
      expect(await savedAnswers(page)).toBe(2);
    });
  }
});
