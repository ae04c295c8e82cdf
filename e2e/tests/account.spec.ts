import { dismissScoreProbe, expect, expectAccessible, linkIn, outbox, test, uniqueEmail } from './fixtures';

test('a new student registers, verifies by the mailed link, signs in, picks a course, uses the menu and logs out', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reg');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Get Started Now' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ravi Kumar');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9812345678');
  await page.getByRole('textbox', { name: 'Password' }).fill('Study-Hard-2026');
  await page.getByRole('textbox', { name: 'City' }).fill('Pune');
  // Free courses offered at registration.
  await page.getByRole('combobox', { name: 'Free courses' }).click();
  await page.getByRole('option', { name: 'IELTS Academic Starter (free)' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/check your e-mail/i)).toBeVisible();

  const mail = await outbox(request, baseURL as string, email);
  const link = linkIn(mail.text);
  expect(link.startsWith(`${baseURL}/verify/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByText('Your account has been verified. You can now log in.')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /login/i })
    .or(page.getByRole('button', { name: /login/i }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByPlaceholder('Username').fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Study-Hard-2026');
  await page.getByRole('button', { name: /^login$/i }).click();

  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByText('My Courses')).toBeVisible();
  // spec 1 §2: the menu header is hidden on /select-course.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();

  // The first menu item is the dashboard; the header shows the server menu in order.
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Practice Tests' })).toBeVisible();

  await page
    .getByRole('button', { name: /profile|account|Ravi/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Switch Course' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?logout=true$/);

  // Signed out: a protected page sends the visitor home.
  await page.goto('/select-course');
  await expect(page).toHaveURL(/\/\?rurl=%2Fselect-course$/);
  await expect(page.getByPlaceholder('Username')).toBeVisible();
});

test('forgot password: the mailed link resets the password and the new one signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  // An account to reset, registered through the API as the register page would.
  const reg = await request.post(`${baseURL}/api/register`, {
    data: {
      name: 'Meera Shah',
      emailId: email,
      mobileNumber: '9898989898',
      password: 'Old-Password-1',
      cityName: 'Surat',
    },
  });
  expect(reg.ok()).toBe(true);

  await page.goto('/forget');
  await page.getByLabel(/username|login|email/i).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/we have sent a password reset link/i)).toBeVisible();

  const mail = await outbox(request, baseURL as string, email);
  const link = linkIn(mail.text);
  expect(mail.subject).toMatch(/reset/i);
  await page.goto(link);
  await expect(page.getByRole('textbox', { name: 'New password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'New password' }).fill('New-Password-2');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Different-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter same password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('New-Password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  await page
    .getByRole('link', { name: /login/i })
    .or(page.getByRole('button', { name: /login/i }))
    .first()
    .click();
  await page.getByPlaceholder('Username').fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill('New-Password-2');
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/select-course$/);

  // The link is single use.
  await page.goto(link);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to Home' })).toBeVisible();
});
