import type { Page } from '@playwright/test';
import {
  DEMO,
  dismissScoreProbe,
  expect,
  expectAccessible,
  loginAs,
  registerStudent,
  test,
} from './fixtures';

// Issue 42 part 2: the study plan. A new student sets an exam date, hours and a target, ticks one of
// today's tasks on the dashboard, misses a day (the dev tools let a day pass for their plan alone)
// and sees yesterday's unfinished task set again on a later day, noted as moved.

/** A day `n` days from the browser's today as the form takes it (DD/MM/YYYY). */
const typedDay = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  const two = (v: number) => String(v).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
};

async function openPlan(page: Page) {
  const read = page.waitForResponse(
    (r) => r.url().includes('/api/study-plan?') && r.request().method() === 'GET',
  );
  await page.goto('/study-plan');
  const res = await read;
  return new URL(res.url()).searchParams.get('id') ?? '';
}

test('a student plans to their exam, ticks a task and sees a missed day move ahead', async ({ page }) => {
  const origin = test.info().project.use.baseURL as string;
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password, origin);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
  const card = page.getByRole('region', { name: "Today's study plan" });
  await expect(card.getByText('Set your exam date to get a plan for each day.')).toBeVisible();
  await card.getByRole('link', { name: 'Set up my plan' }).click();

  const courseId = await openPlan(page);
  const form = page.getByRole('form', { name: 'Your exam and your time' });
  // A date that is not ahead is refused with the rule's words, before any call.
  await form.getByLabel('Exam date').fill(typedDay(0));
  await form.getByLabel('Exam date').blur();
  await form.getByRole('button', { name: 'Save and plan' }).click();
  await expect(form.getByText('The exam date must be after today')).toBeVisible();
  await form.getByLabel('Exam date').fill(typedDay(28));
  await form.getByLabel('Exam date').blur();
  await form.getByLabel('Hours per week').fill('6');
  await form.getByLabel('Target (Overall)').fill('7');
  await form.getByRole('button', { name: 'Save and plan' }).click();
  await expect(page.getByText('Your plan is laid out again from today.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Week 1:/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Week 4:/ })).toBeVisible();
  await expectAccessible(page);

  // Today's tasks on the dashboard: the review is ticked by hand.
  await page.goto('/dashboard');
  await dismissScoreProbe(page);
  const review = card.getByRole('checkbox', { name: 'Review your due cards' });
  await expect(review).not.toBeChecked();
  await review.click();
  await expect(review).toBeChecked();
  await expect(card.getByText('ticked by you')).toBeVisible();
  // The first lesson or test of today stays open.
  const title = (await card.locator('label').nth(1).innerText()).trim();
  expect(title).not.toBe('');

  // A day passes with that task not done: the plan moves it to a day ahead, noted as moved.
  const passed = await page.request.post(`${origin}/api/dev/study-plan/pass-days`, {
    data: { courseId, days: 1 },
  });
  expect(passed.ok(), await passed.text()).toBe(true);
  await openPlan(page);
  const earlier = page.getByRole('region', { name: 'Earlier days' });
  await expect(earlier.getByText(/^Missed, moved to /).first()).toBeVisible();
  const moved = page.getByText(/^Moved from /).first();
  await expect(moved).toBeVisible();
  await expect(page.getByRole('checkbox', { name: title }).first()).toBeVisible();
});

test('the study plan of each exam opens on a phone and on a desktop', async ({ page }) => {
  await loginAs(page, DEMO.email, DEMO.password);
  for (const course of [
    'IELTS Academic',
    'GRE General Test',
    'PTE Academic',
    'CELPIP General',
    'Duolingo English Test',
    'Digital SAT',
  ]) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/select-course');
    await page.getByRole('button', { name: course, exact: true }).click();
    await expect(page).not.toHaveURL(/\/select-course$/);
    await openPlan(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Study plan' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Your exam and your time' })).toBeVisible();
    if (course === 'IELTS Academic') await expectAccessible(page);
    // The same page on a phone: nothing wider than the screen, and axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Save and plan' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  }
});
