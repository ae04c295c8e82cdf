import { consoleSignIn, expect, expectAccessible, test } from './fixtures';

// Issue 45 part 1: the demo's IELTS class took Reading Passage 3's sectional test, and its stronger
// readers preferred a wrong option of the question on the writer's view (apps/api/src/seed/
// seed-item-analysis-class.ts). An admin finds it flagged, retires it and brings it back; the page
// on a phone.

test('an admin finds the question the class disputed flagged in Item analysis, and retires it', async ({
  page,
}) => {
  await consoleSignIn(page, '', 'admin@portico.test', 'Console@123');
  await page.getByRole('link', { name: 'Item analysis' }).click();
  await page.getByRole('link', { name: 'Reading Passage 3 — Sectional Test' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reading Passage 3 — Sectional Test' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Score distribution' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('switch', { name: /^Flagged questions only/ }).check();
  const disputed = page.getByRole('article').filter({ hasText: 'What is the writer’s view' });
  await expect(disputed.getByText('Strong students prefer a wrong option')).toBeVisible();
  const options = disputed.getByRole('table', { name: /how often each option was chosen$/ });
  await expect(options.getByRole('row')).toHaveCount(5);
  const name = (await disputed.getByRole('heading').textContent())?.match(/^Question \d+/)?.[0] ?? '';
  expect(name).toMatch(/^Question \d+$/);

  await disputed.getByRole('button', { name: `Retire ${name.toLowerCase()}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${name.toLowerCase()}?` });
  await expect(dialog).toContainText('New attempts leave the question out');
  await dialog.getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText(/^Retired: new attempts leave the question out/)).toBeVisible();
  await expect(disputed.getByText('Retired', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('switch', { name: /^Flagged questions only/ }).check();
  await expect(disputed.getByText('Retired', { exact: true })).toBeVisible();

  // Brought back, so the demo's test stays whole.
  await disputed.getByRole('button', { name: `Restore ${name.toLowerCase()}` }).click();
  await page
    .getByRole('dialog', { name: `Restore ${name.toLowerCase()}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText(/^Restored: new attempts include the question again/)).toBeVisible();
  await expect(disputed.getByText('Retired', { exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(disputed.getByText('Strong students prefer a wrong option')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
    .toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
