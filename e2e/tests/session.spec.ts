import { DEMO, dismissScoreProbe, expect, loginAs, submitLogin, test } from './fixtures';

test('an expired session shows the blocking dialog, whose Login ends at the login page', async ({
  page,
  context,
}) => {
  await loginAs(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByRole('button', { name: 'IELTS Academic' })).toBeVisible();

  // The server-side session ends (as after expiry or revocation) while the page is open.
  await page.request.post('/api/logout');
  await context.addCookies([{ name: 'portico_signed_in', value: '1', url: page.url() }]);
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Session Expired!' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?logout=true$/);
});

test('signed in, the login page goes on to select-course, and rurl is honoured', async ({ page }) => {
  await page.goto('/login?rurl=%2Fselect-course');
  await page.getByPlaceholder('Username').fill(DEMO.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(DEMO.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/select-course$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/select-course$/);
  // With a course chosen the dashboard stays (without one it sends the student on to select-course).
  await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
  await page.goto('/forget');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'IELTS Academic' })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await submitLogin(page, DEMO.email, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
});

test('unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText("Look like you're lost")).toBeVisible();
  await expect(page.getByText('The page you are looking for is not available!')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
});
