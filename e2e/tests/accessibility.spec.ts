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
  test.describe(`${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the public pages have no serious accessibility violation', async ({ page }) => {
      // axe reads each page in 2-5 s, more on a busy machine: the default minute is too short.
      test.setTimeout(180_000);
      for (const path of publicPages) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('main')).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expectAccessible(page);
        });
      }
    });

    // On a phone, select-course and every page behind the header are read by phone.spec.ts.
    if (viewport.name === 'desktop') {
      test('select-course and the header have no serious accessibility violation', async ({ page }) => {
        await loginAs(page, DEMO.email, DEMO.password);
        await expect(page.getByText('My Courses')).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'IELTS Academic' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await dismissScoreProbe(page);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page);
      });
    }
  });
}
