import { dismissScoreProbe, expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

// spec 1 §2 Dashboard. The demo student is in the IELTS Morning Batch, whose reading class started
// twenty minutes before the server's start (the seed keeps the demo's classes on the current day).

test('the demo student’s dashboard: every block, launching a live class, a notice', async ({
  page,
  context,
}) => {
  // The meeting host of the demo class is not on the network: answer it here.
  await context.route('https://meet.portico.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><p>Joined</p>' }),
  );
  await loginAs(page, 'demo@portico.test', 'Portico@123');
  await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The IELTS course of a company that takes score reports: the probe modal first (spec 1 §2).
  await dismissScoreProbe(page);
  await expect(page.getByRole('heading', { level: 1, name: 'IELTS Academic' })).toBeVisible();
  await expect(page.getByText(/\d+ days left/i)).toBeVisible();
  await expect(page.getByRole('link', { name: /Test Your English/ })).toHaveAttribute(
    'href',
    '/test-your-english',
  );
  await expect(page.getByRole('link', { name: /Guide to IELTS/ })).toHaveAttribute('target', '_blank');
  for (const block of [
    'Getting started',
    'Your performance',
    'Portal usage',
    'Ongoing Classes',
    'Noticeboard',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: block })).toBeVisible();
  }
  for (const section of ['Visa insights', 'Word of the Day', 'Tip of the Day', 'Trending Videos']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByText('Total Tests Taken')).toBeVisible();
  await expectAccessible(page);

  // Noticeboard: at most six, newest first; IMPORTANT in bold.
  const noticeboard = page.locator('li', { has: page.locator('a[href^="/notice-board"]') });
  await expect(noticeboard).toHaveCount(6);

  // Ongoing Classes: the started class launches (Attended action, then the join link opens).
  const launch = page.getByRole('button', { name: 'Launch Live Class: Reading: True, False, Not Given' });
  await expect(launch).toBeVisible();
  // Classes later today cannot be launched yet (one or two, by the hour the server started).
  const notStarted = page.getByRole('button', { name: 'Not Started' });
  await expect(notStarted.first()).toBeVisible();
  for (const button of await notStarted.all()) await expect(button).toBeDisabled();
  const attended = page.waitForResponse(
    (r) => r.url().endsWith('/api/user-actions') && r.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await launch.click();
  expect((await attended).status()).toBe(200);
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('meet.portico.example/ielts-morning');
  await tab.close();
  await expect(page.getByText('Live Class Attended').locator('xpath=..')).toContainText('1');

  await noticeboard.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/notice-board\?id=/);
});

test('a new student sees empty states, and the page fits a phone', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email, password } = await registerStudent(request, baseURL as string);
  await loginAs(page, email, password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
  await expect(page.getByText('No Online Classes Found!')).toBeVisible();
  await expect(page.getByText('Take a practice test to see your progress here.')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
