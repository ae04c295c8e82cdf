import { expect, expectAccessible, test } from './fixtures';

/**
 * Console sessions (decision 026): staff sign in at /console with sessions of their own. Faculty see the
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

test('faculty answer a support ticket from the queue and the student reads it on /support @postgres', async ({
  page,
  browser,
}) => {
  await signIn(page, 'faculty@portico.test', 'Console@123');
  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support queue' })).toBeVisible();
  const tickets = page.getByRole('table', { name: 'Tickets' });
  // Oldest first: the PTE question of a day and six hours ago is overdue; the newer one is not.
  await expect(tickets.getByRole('row').nth(1)).toContainText('How is Describe Image scored?');
  await expect(tickets.getByRole('row').nth(1)).toContainText(/Overdue by/);
  const fresh = tickets
    .getByRole('row')
    .filter({ hasText: "Was my spelling of 'accommodation' marked wrong?" });
  await expect(fresh).toContainText(/Due in/);
  await expect(fresh).toContainText(/Arjun Menon/);
  await expectAccessible(page);

  await tickets.getByRole('button', { name: 'How is Describe Image scored?' }).click();
  const drawer = page.getByRole('dialog');
  await drawer
    .getByRole('textbox', { name: 'Reply' })
    .fill('Content, fluency and pronunciation each count.\n\nDescribe every <part> of the image.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent to the student.')).toBeVisible();
  await expect(tickets.getByText('How is Describe Image scored?')).toHaveCount(0);

  // The student sees the answer, escaped as text, on /support.
  const student = await browser.newPage();
  await student.goto('/login');
  await student.getByPlaceholder('Username').fill('demo@portico.test');
  await student.getByPlaceholder('Password').fill('Portico@123');
  await student.getByRole('button', { name: 'Login' }).click();
  await student.waitForURL((url) => !url.pathname.startsWith('/login'));
  await student.goto('/support');
  await expect(student.getByText('Describe every <part> of the image.')).toBeVisible();
  await student.close();

  // On a phone the queue is a list of cards, with nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('button', { name: 'Close details' })
    .click()
    .catch(() => {});
  await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
