import type { BatchDetail, LiveClass } from '@portico/contract/live-classes';
import { DEMO, dismissScoreProbe, expect, expectAccessible, loginAs, test } from './fixtures';

/**
 * Live classes (spec 3 §2, §4, §7, decision 024). The demo student is in the IELTS Morning Batch, whose
 * reading class started twenty minutes before the server's start (the seed keeps a rolling timetable
 * around the day the server starts: recordings and answer keys for the classes that are over).
 */
test('the demo student launches today’s class, and plays a past class’s recording from its batch', async ({
  page,
  context,
}) => {
  // The meeting host of the demo classes is not on the network: answer it here.
  await context.route('https://meet.portico.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><p>Joined</p>' }),
  );
  await loginAs(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
  await dismissScoreProbe(page);

  // /live-class: the class that is on launches (Attended, then the join link in a new tab).
  const listed = page.waitForResponse((r) => r.url().includes('/api/live-class?'));
  await page.goto('/live-class');
  const listResponse = await listed;
  const courseId = new URL(listResponse.url()).searchParams.get('courseId') as string;
  const reading = ((await listResponse.json()).data as LiveClass[]).find(
    (c) => c.className === 'Reading: True, False, Not Given',
  ) as LiveClass;
  expect(reading.clsStatus).toBe('started');
  await expect(page.getByRole('heading', { level: 1, name: 'My Live Classes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not started' }).first()).toBeDisabled();
  const launch = page.getByRole('button', { name: 'Launch: Reading: True, False, Not Given' });
  for (let i = 0; i < 2; i++) {
    const attended = page.waitForResponse(
      (r) => r.url().endsWith('/api/user-actions') && r.request().method() === 'POST',
    );
    const popup = page.waitForEvent('popup');
    await launch.click();
    expect((await attended).status()).toBe(200);
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('meet.portico.example/ielts-morning');
    await tab.close();
  }
  // Launched twice, attended once.
  const actions = await page.request.get(`/api/user-actions?referenceIds=${reading.id}`);
  expect(((await actions.json()).data as { status: string }[]).map((a) => a.status)).toEqual(['Attended']);
  const dashboard = await (await page.request.get(`/api/dashboard?id=${courseId}`)).json();
  expect(dashboard.data.stats.liveClassAttendedCount).toBe(1);
  await expectAccessible(page);

  // /liveclasses: batch-type cards, then the batch list of a type, filtered by language.
  await page.getByRole('link', { name: 'Browse batches' }).click();
  await expect(page).toHaveURL(/\/liveclasses$/);
  await page.getByRole('link', { name: /^IELTS Regular\b.*View batches/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Speaking Clinic \(Hindi\)/ })).toBeHidden();
  await page.getByRole('combobox', { name: 'Batch type' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Hindi' }).click();
  await expect(page.getByRole('link', { name: /Speaking Clinic \(Hindi\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /IELTS Morning Batch/ })).toBeHidden();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Download e-books' }).click();
  await expect(page.getByRole('menuitem', { name: 'IELTS Reading Workbook' })).toHaveAttribute(
    'href',
    '/demo-media/live/ielts-reading-workbook.pdf',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expectAccessible(page);

  // The batch: Previous Lectures, filtered by the day of a past class, whose recording plays.
  const detailed = page.waitForResponse((r) => r.url().includes('/api/live-class/batch?'));
  await page.getByRole('link', { name: /IELTS Morning Batch/ }).click();
  const detail = (await (await detailed).json()).data as BatchDetail;
  await expect(page.getByRole('heading', { level: 1, name: 'IELTS Morning Batch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Launch: Reading: True, False, Not Given' })).toBeVisible();
  await page.getByRole('tab', { name: 'Previous Lectures' }).click();
  const maps = detail.completedClasses.find((c) => c.className === 'Listening: map labelling') as LiveClass;
  const day = await page.evaluate((iso) => {
    const d = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
  }, maps.classDateTime);
  await page.getByLabel('Class date').fill(day);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
  const keys = page.getByRole('link', { name: 'Download Answer keys: Listening: map labelling' });
  const pdf = await page.request.get((await keys.getAttribute('href')) as string);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Play recorded video: Listening: map labelling' }).click();
  const modal = page.getByRole('dialog', { name: 'Listening: map labelling' });
  await expect(modal.locator('video')).toBeVisible();
  await expect
    .poll(() => modal.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);
  await modal.getByRole('button', { name: 'Close video' }).click();
  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(page.getByLabel('Class date')).toHaveValue('');
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
  await page.getByLabel('Class date').fill(day);
  await page.getByRole('tab', { name: 'Upcoming Lectures' }).click();
  await expect(page.getByText('Coming Soon').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Previous Lectures' }).click();
  await expect(page.getByLabel('Class date')).toHaveValue('');
  await expectAccessible(page);

  // A phone: every page fits without scrolling sideways, and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, ready] of [
    ['/live-class', page.getByRole('button', { name: 'Launch: Reading: True, False, Not Given' })],
    ['/liveclasses', page.getByRole('link', { name: /^IELTS Regular\b.*View batches/ })],
    ['/liveclasses?batch=1', page.getByRole('link', { name: /IELTS Morning Batch/ })],
    [`/liveclasses/${detail.batch.id}`, page.getByRole('tab', { name: "Today's Lectures" })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
