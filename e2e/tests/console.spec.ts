import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 18 (first part): staff sign in at /console with sessions of their own. Faculty see the
 * courses assigned to them; an admin sees every course and the audit log, where each sign-in is;
 * the staff session opens no student page. Desktop and phone.
 */
async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/console');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('faculty and an admin sign in to the console; a wrong password is refused @postgres', async ({
  page,
}) => {
  await page.goto('/console');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await signIn(page, 'faculty@portico.test', 'not-the-password');
  await expect(page.getByText('The email or password is not right.')).toBeVisible();
  await expectAccessible(page);

  await signIn(page, 'faculty@portico.test', 'Console@123');
  await expect(page.getByRole('heading', { level: 1, name: 'Arjun Menon' })).toBeVisible();
  await expect(page.getByText('Faculty', { exact: true })).toBeVisible();
  const courses = page
    .getByRole('heading', { name: 'Courses you work on' })
    .locator('..')
    .getByRole('listitem');
  await expect(courses).toHaveText(['IELTS Academic', 'IELTS General Training', 'PTE Academic']);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  // The staff session is not a student's.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/rurl=%2Fdashboard/);
  await page.goto('/console');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@portico.test', 'Console@123');
  await expect(page.getByRole('heading', { level: 1, name: 'Ritu Malhotra' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Programming Foundations' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').nth(1)).toContainText('Ritu Malhotra');
  await expect(log.getByRole('row').nth(1)).toContainText('Signed in');
  await expect(log.getByText('Arjun Menon').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
