import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

// Issue 42 part 3: review decks with spaced repetition, on a phone, by keyboard and by touch,
// offline and back online; then /review as a student of each exam, on a desktop and a phone.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SET_1 = 'Academic Vocabulary — Set 1';

/** Swipes across the card (a pointer pressed, moved and lifted), left or right. */
async function swipe(page: Page, direction: 'left' | 'right') {
  const box = await page.getByTestId('review-card').boundingBox();
  if (!box) throw new Error('no card');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left' ? [box.x + box.width - 20, box.x + 20] : [box.x + 20, box.x + box.width - 20];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 6 });
  await page.mouse.up();
}

const reviewed = (page: Page, n: number) =>
  expect(page.getByTestId('review-progress')).toContainText(`${n} reviewed`);

test('reviews due cards by keyboard and touch, offline too, and every review is saved in order', async ({
  page,
  context,
}) => {
  const origin = test.info().project.use.baseURL as string;
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password, origin);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  const set = page.getByRole('region', { name: SET_1 });
  await expect(set.getByText('10 cards due')).toBeVisible();
  await expect(page.getByRole('region', { name: 'My words' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `Review ${SET_1}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SET_1 })).toBeVisible();
  await expect(page.getByTestId('review-progress')).toContainText('0 reviewed · 10 left');

  // Keyboard: Space shows the answer; the buttons say when the card comes back; 3 is Good.
  await page.keyboard.press('Space');
  await expect(page.getByTestId('review-back')).toBeVisible();
  await expect(page.getByRole('button', { name: /Again/ })).toContainText('1 min');
  await expect(page.getByRole('button', { name: /Good/ })).toContainText('10 min');
  await expect(page.getByRole('button', { name: /Easy/ })).toContainText('8 d');
  await expectAccessible(page);
  await page.keyboard.press('3');
  await reviewed(page, 1);

  // Touch: a tap shows the answer, a swipe right is Good, a swipe left Again.
  await page.getByRole('button', { name: 'Show answer' }).tap();
  await swipe(page, 'right');
  await reviewed(page, 2);
  await page.getByRole('button', { name: 'Show answer' }).tap();
  await swipe(page, 'left');
  await reviewed(page, 3);
  await expect(page.getByTestId('review-sync')).toHaveText('All reviews saved');

  // Offline: the session goes on; the reviews wait on the device.
  await context.setOffline(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('4');
  await reviewed(page, 4);
  await page.getByRole('button', { name: 'Show answer' }).tap();
  await page.getByRole('button', { name: /Hard/ }).tap();
  await reviewed(page, 5);
  // The shell's notice (decision 073) says the reviews are kept.
  await expect(page.getByText(/^You are offline/)).toBeVisible();
  await expect(page.getByTestId('review-sync')).toHaveText('2 reviews waiting to be saved');

  // Back online: they are sent, and the server holds all five, in the order they were given.
  await context.setOffline(false);
  await expect(page.getByTestId('review-sync')).toHaveText('All reviews saved', { timeout: 15_000 });
  const courseId = await page.evaluate(() => JSON.parse(localStorage.getItem('portico.courseId') ?? 'null'));
  const history = await (await page.request.get(`/api/review/history?courseId=${courseId}`)).json();
  const ratings = (history.data.reviews as { rating: number }[]).map((r) => r.rating);
  expect(ratings).toEqual([3, 3, 1, 4, 2]);
  expect(new Set(history.data.reviews.map((r: { clientId: string }) => r.clientId)).size).toBe(5);

  // The five cards answered are not due again yet; the other five are.
  await page.goto('/review');
  await expect(set.getByText('5 cards due')).toBeVisible();
});

test('/review as a student of each exam, on a desktop and a phone; the demo mock made My mistakes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, DEMO.email, DEMO.password);
  await page.goto('/select-course');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  const courses = await page.getByRole('main').getByRole('button').allTextContents();
  expect(courses.length).toBeGreaterThan(5);
  for (const [n, course] of courses.entries()) {
    await page.setViewportSize(n % 2 === 0 ? { width: 390, height: 844 } : { width: 1366, height: 768 });
    await page.goto('/select-course');
    await page.getByRole('button', { name: course, exact: true }).click();
    await expect(page).not.toHaveURL(/\/select-course$/);
    if (new URL(page.url()).pathname === '/dashboard') {
      await expect(page.getByRole('heading', { level: 2, name: 'Reviews due' })).toBeVisible();
    }
    await page.goto('/review');
    await expect(page.getByRole('region', { name: 'My mistakes' })).toBeVisible();
    if (course === 'IELTS Academic') {
      await expect(page.getByRole('region', { name: SET_1 })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'My mistakes' }).getByText(/^[1-9]\d* cards$/),
      ).toBeVisible();
    }
    await expectAccessible(page);
  }
});
