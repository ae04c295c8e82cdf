import { consoleSignIn, expect, expectAccessible, outbox, test, uniqueEmail } from './fixtures';

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
  // Typed without pauses, as a fast typist or a keyboard macro does: nothing dropped.
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

  // The SMS goes to the number in E.164, read in the company's country (decision 016).
  const sms = await outbox(request, baseURL as string, '+919123456780', 'sms');
  expect(sms.text).toMatch(/\b\d{6}\b/);
  const mail = await outbox(request, baseURL as string, email);
  const otp = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByLabel(/otp/i).fill(otp as string);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // The application profile (decision 047): what they want, saved as they go, sent to the school.
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole('heading', { name: 'Your application' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Course you are interested in' }).click();
  await page.getByRole('option', { name: 'IELTS Academic' }).click();
  await page.getByText('Online', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await page.getByText('Evening', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Anything we should know' }).fill('I work until 6 pm on weekdays.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Anything we should know' })).toHaveValue(
    'I work until 6 pm on weekdays.',
  );
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText('Application sent. The team will contact you soon.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to My Courses' }).click();
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByText('Hi, Kiran Rao')).toBeVisible();
  await expect(page.getByText('No courses have been assigned yet!')).toBeVisible();
  // Not a dead end: a coupon gives the first course, and it appears.
  await expect(page.getByText(/Have a coupon code\?/)).toBeVisible();
  await page.getByLabel('Coupon code').fill('FRENCH4FREE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('No courses have been assigned yet!')).toHaveCount(0);
  await expectAccessible(page);

  // The school sees it, calls, and notes it (the staff session lives beside the student's).
  const staff = await page.context().newPage();
  await consoleSignIn(staff, '', 'admin@portico.test', 'Console@123');
  await staff.goto('/console/applications');
  await staff.getByRole('button', { name: 'Kiran Rao' }).first().click();
  const drawer = staff.getByRole('dialog', { name: 'Kiran Rao' });
  await expect(drawer.getByText('I work until 6 pm on weekdays.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Note for the team' }).fill('Called; offered the 7 pm batch.');
  await drawer.getByRole('button', { name: 'Save status' }).click();
  await expect(drawer.getByText('Called; offered the 7 pm batch.')).toBeVisible();
  await expect(drawer.getByText(/set Contacted/)).toBeVisible();
  await expectAccessible(staff);
});

test('the phone field keeps a number typed fast or filled at once', async ({ page }) => {
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
