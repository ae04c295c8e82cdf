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
  // Typed without pauses, as a fast typist or a keyboard macro does (issue 12 §15): nothing dropped.
  const mobile = page.getByLabel(/mobile/i);
  await mobile.fill('');
  await mobile.click();
  await page.keyboard.type('9123456780', { delay: 0 });
  await expect(mobile).toHaveValue('91234 56780');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText("Verify it's you")).toBeVisible();
  const resend = page.getByRole('button', { name: /Resend OTP/ });
  await expect(resend).toBeDisabled();
  await expectAccessible(page);

  // The SMS goes to the number in E.164, read in the company's country (issue 12 §14).
  const sms = await outbox(request, baseURL as string, '+919123456780', 'sms');
  expect(sms.text).toMatch(/\b\d{6}\b/);
  const mail = await outbox(request, baseURL as string, email);
  const otp = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel(/otp/i).fill(otp as string);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // /apply leads on to My Courses (docs/decisions/005).
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByText('Hi, Kiran Rao')).toBeVisible();
  await expect(page.getByText('No courses have been assigned yet!')).toBeVisible();
  // Not a dead end: a coupon gives the first course, and it appears (issue 12 §14).
  await expect(page.getByText(/Have a coupon code\?/)).toBeVisible();
  await page.getByLabel('Coupon code').fill('FRENCH4FREE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('No courses have been assigned yet!')).toHaveCount(0);
  await expectAccessible(page);
});

test('the phone field keeps a number typed fast or filled at once (issue 12 §15)', async ({ page }) => {
  await page.goto('/register');
  const mobile = page.getByLabel(/mobile/i);
  await mobile.click();
  await page.keyboard.type('9876512345', { delay: 0 });
  await expect(mobile).toHaveValue('98765 12345');
  await mobile.fill('');
  await mobile.fill('9123456780');
  await expect(mobile).toHaveValue('91234 56780');
  await page.getByLabel(/mobile/i).press('Tab');
  await expect(page.getByText('Please enter a valid mobile number')).toHaveCount(0);
});

test('walk-in on a company with closed registration points to Login', async ({ page, baseURL }) => {
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  await page.goto(`${acme}/walk-in`);
  await expect(page.getByRole('heading', { name: 'Registration is disabled.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/\?ref=walk-in$/);
  await expect(page.getByPlaceholder('Username')).toBeVisible();
});
