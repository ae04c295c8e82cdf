import type { Page } from '@playwright/test';
import {
  DEMO,
  dismissScoreProbe,
  expect,
  expectAccessible,
  loginAs,
  registerStudent,
  test,
} from './fixtures';

/**
 * The video library (spec 2 §2 Video list): letter chips, the language filter and 'Set as
 * default language', and a video lesson played to Completed that resumes where it stopped.
 */
const cards = (page: Page) => page.getByRole('button', { name: /^Play video: / });
const playing = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('video')
    .evaluate((v: HTMLVideoElement) => ({
      time: v.currentTime,
      playing: !v.paused && !v.ended && v.readyState >= 2,
    }));

test('a student filters the videos by letter and language, keeps a default language and plays one to Completed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const student = await registerStudent(page.request, test.info().project.use.baseURL as string);
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await dismissScoreProbe(page);
  await page.goto('/video');
  // 28 videos (one not released) in pages of 12: a phone no longer scrolls them all at once.
  await expect(page.getByText('1–12 of 28 videos')).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('25–28 of 28 videos')).toBeVisible();
  await expect(page).toHaveURL(/page=3/);
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('walkthrough');
  await expect(page.getByText('1 video', { exact: true })).toBeVisible();
  await expect(page.getByText('Speaking mock: a full walkthrough')).toBeVisible();
  await expect(page.getByText('Not Released')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('');

  await page
    .getByRole('group', { name: 'Filter by first letter' })
    .getByText('V TO Z', { exact: true })
    .click();
  await expect(cards(page)).toHaveCount(3);
  for (const title of ['Vocabulary for trends', 'Word count and timing', 'Your cue card in one minute']) {
    await expect(page.getByRole('button', { name: `Play video: ${title}` })).toBeVisible();
  }
  await page.getByRole('group', { name: 'Filter by first letter' }).getByText('All', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Hindi' }).click();
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Play video: Accents in the Listening test' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Set as default language' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi');
  await expect(cards(page)).toHaveCount(8);

  // A skill's own page.
  await page.goto('/video/speaking');
  await expect(page.getByRole('heading', { level: 1, name: 'Speaking videos' })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);

  // Play, close part-way, reopen where it stopped, then watch to the end: Completed.
  await page.getByRole('button', { name: 'Play video: Expanding your Part 2 talk' }).click();
  await expect.poll(async () => (await playing(page)).playing, { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(4_000);
  await page.getByRole('button', { name: 'Close video' }).click();
  await page.getByRole('button', { name: 'Play video: Expanding your Part 2 talk' }).click();
  await expect.poll(async () => (await playing(page)).time, { timeout: 30_000 }).toBeGreaterThan(2);
  await page
    .getByRole('dialog')
    .locator('video')
    .evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 1);
    });
  await expect(page.getByRole('dialog').locator('video')).toHaveJSProperty('ended', true, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(page.getByText('Completed')).toBeVisible();
  await expect(page.getByText('In progress')).toHaveCount(0);
});

test('the video library fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo student (no default language): registration is rate-limited per address.
  await loginAs(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await dismissScoreProbe(page);
  await page.goto('/video/listening');
  await expect(cards(page)).toHaveCount(7);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
