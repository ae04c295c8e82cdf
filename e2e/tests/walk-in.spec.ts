import { expect, expectAccessible, outbox, test, uniqueEmail } from './fixtures';

test('a walk-in visitor signs in with the OTP from the outbox', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('walkin');
  await page.goto('/walk-in');
  await page.getByLabel(/name/i).first().fill('Kiran Rao');
  await page.getByLabel(/email/i).fill('not-an-email');
  await page.getByLabel(/mobile/i).fill('12345');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Invalid EmailId!')).toBeVisible();
  await expect(page.getByText('Invalid Mobile Number!')).toBeVisible();

  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/mobile/i).fill('9123456780');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText("Verify it's you")).toBeVisible();
  const resend = page.getByRole('button', { name: /Resend OTP/ });
  await expect(resend).toBeDisabled();
  await expectAccessible(page);

  const mail = await outbox(request, baseURL as string, email);
  const otp = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel(/otp/i).fill(otp as string);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // /apply leads on to My Courses (docs/decisions/005).
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByText('Hi, Kiran Rao')).toBeVisible();
  await expect(page.getByText('No courses have been assigned yet!')).toBeVisible();
});

test('walk-in on a company with closed registration points to Login @once', async ({ page, baseURL }) => {
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  await page.goto(`${acme}/walk-in`);
  await expect(page.getByRole('heading', { name: 'Registration is disabled.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/\?ref=walk-in$/);
  await expect(page.getByPlaceholder('Username')).toBeVisible();
});
