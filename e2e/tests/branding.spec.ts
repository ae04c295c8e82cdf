import { ACME, expect, expectAccessible, test } from './fixtures';

test('acme has its own brand and closed registration', async ({ page, baseURL }) => {
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  await page.goto(`${acme}/login`);
  await expect(page).toHaveTitle(/Acme Test Prep/);
  await expect(page.getByRole('img', { name: /Acme/ }).first()).toHaveAttribute('src', /acme-logo/);
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
  await expect(page.getByText('© 2026 Acme Test Prep Pvt. Ltd.')).toBeVisible();

  await page.goto(`${acme}/register`);
  await expect(page.getByText('Registration is disabled.')).toBeVisible();
  await expect(page.getByLabel(/email/i)).toHaveCount(0);

  await page.goto(`${acme}/login`);
  await page.getByPlaceholder('Username').fill(ACME.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(ACME.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByRole('button', { name: 'IELTS Academic Intensive' })).toBeVisible();
});

test('the demo company shows its own brand', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Portico Academy/);
  await expect(page.getByRole('img', { name: /Portico/ }).first()).toHaveAttribute('src', /demo-logo/);
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
});

test('an address with no portal shows the server message in an alert', async ({ page, baseURL }) => {
  const unknown = (baseURL as string).replace('localhost', 'nobody.localhost');
  await page.goto(`${unknown}/login`);
  await expect(page.getByRole('alert')).toContainText(
    'No portal is configured for the address nobody.localhost.',
  );
  await expect(page.getByPlaceholder('Username')).toHaveCount(0);
  await expectAccessible(page);
});
