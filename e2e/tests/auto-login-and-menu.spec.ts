import { DEMO, dismissScoreProbe, expect, expectAccessible, loginAs, test } from './fixtures';

test('an auto-login link signs the student in once and goes to rurl', async ({ page, request, baseURL }) => {
  const res = await request.post(`${baseURL}/api/dev/auto-login-link`, {
    data: { emailId: DEMO.email, rurl: '/select-course' },
  });
  const link = (await res.json()).data.link as string;
  await page.goto(link);
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByText(`Hi, ${DEMO.name}`)).toBeVisible();

  // Single use: the same link, for a visitor, fails with the server message.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login\?logout=true$/);
  await page.goto(link);
  await expect(page.getByText('This login link is invalid or has expired.')).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lives behind the burger, with the profile items', async ({ page }) => {
    await loginAs(page, DEMO.email, DEMO.password);
    await page.getByRole('button', { name: 'IELTS Academic' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await dismissScoreProbe(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Practice Tests' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Switch Course' })).toBeVisible();
    await expectAccessible(page);
    await account.getByRole('link', { name: 'Switch Course' }).click();
    await expect(page).toHaveURL(/\/select-course$/);
  });
});

test('a menu wider than the header goes behind the burger, and comes back when there is room', async ({
  page,
}) => {
  await loginAs(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
  const burger = page.getByRole('button', { name: 'Open navigation' });
  const practice = page.getByRole('banner').getByRole('link', { name: 'Practice Tests', exact: true });
  // 1280 px: IELTS's nine entries fit, every one visible (the last one too).
  await expect(practice).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Support', exact: true })).toBeInViewport({
    ratio: 1,
  });
  await expect(burger).toBeHidden();
  // 1200 px: they would be cut off, so the drawer holds them.
  await page.setViewportSize({ width: 1200, height: 720 });
  await expect(burger).toBeVisible();
  await expect(practice).toBeHidden();
  await burger.click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 720 });
  await expect(practice).toBeVisible();
  await expect(burger).toBeHidden();
});
