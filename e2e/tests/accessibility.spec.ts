import { DEMO, dismissScoreProbe, expect, expectAccessible, loginAs, test } from './fixtures';

const publicPages = [
  '/login',
  '/register',
  '/forget',
  '/walk-in',
  '/reset/not-a-token',
  '/verify/not-a-token',
  '/no-such-page',
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`${viewport.name} @once`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of publicPages) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      });
    }

    test('select-course and the header have no serious accessibility violation', async ({ page }) => {
      await loginAs(page, DEMO.email, DEMO.password);
      await expect(page.getByText('My Courses')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'IELTS Academic' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await dismissScoreProbe(page);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  });
}
