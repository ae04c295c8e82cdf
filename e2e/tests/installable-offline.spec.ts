import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import config from '../playwright.config';
import { dismissScoreProbe, expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

// Issue 46 part 1 and 2 (decision 073): each company's portal installs as its own app, opens
// offline after a sign-in with what the student saw and saved, and what is done offline is saved
// once the device is back online. The other journeys run without the worker (playwright.config.ts).

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, hasTouch: true });

/** Waits until Portico's service worker holds the page (it registers once the page has loaded). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

test('each demo company is installable as its own app: its manifest, icon and service worker', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL as string;
  // The installability check needs a profile of its own: Chromium never installs from a private window.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use?.launchOptions,
    viewport: { width: 390, height: 844 },
  });
  try {
    const companies = [
      { origin, name: 'Portico Academy', short: 'Portico', initials: 'PO' },
      {
        origin: origin.replace('localhost', 'acme.localhost'),
        name: 'Acme Test Prep',
        short: 'Acme',
        initials: 'AC',
      },
    ];
    const colours = new Set<string>();
    for (const company of companies) {
      const page = await context.newPage();
      await page.goto(`${company.origin}/login`);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors, url } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(url).toBe(`${company.origin}/manifest.webmanifest`);

      // Read through the page: the browser resolves acme.localhost, Node does not.
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
      expect(manifest).toMatchObject({
        name: company.name,
        short_name: company.short,
        display: 'standalone',
        start_url: '/',
      });
      colours.add(manifest.theme_color);
      const icon = await page.evaluate(async () => {
        const answer = await fetch('/app-icon.svg');
        return { type: answer.headers.get('content-type'), svg: await answer.text() };
      });
      expect(icon.type).toContain('image/svg+xml');
      expect(icon.svg).toContain(`>${company.initials}</text>`);
      await page.close();
    }
    // Each brand its own colour.
    expect(colours.size).toBe(2);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after sign-in: the dashboard, a saved lesson with its quiz and a deck open, cards are reviewed, and all of it is saved back online @postgres', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
  await controlled(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews due' })).toBeVisible();

  // Online: a lesson saved for offline use, and a deck opened with one card reviewed.
  await page.goto('/lesson');
  await expect(page.getByRole('heading', { level: 2, name: 'Tenses' })).toBeVisible();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Saved on this device · \d+ KB/)).toBeVisible();
  const quiz = page.getByRole('tab', { name: /Quiz: present perfect/ });
  await quiz.click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  // A video lesson the portal serves, saved with its playlist, its parts and its player.
  await page.getByText('Listening Skills', { exact: true }).click();
  await page.getByText('Numbers and spelling', { exact: true }).first().click();
  await page.getByRole('tab', { name: /Video: hearing numbers/ }).click();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Saved on this device · \d+ KB/)).toBeVisible();
  const video = page.url();
  await page.goto('/review');
  await page.getByRole('link', { name: 'Review Academic Vocabulary — Set 1' }).click();
  await expect(page.getByTestId('review-progress')).toContainText('0 reviewed · 10 left');
  const deck = page.url();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByTestId('review-sync')).toHaveText('All reviews saved');

  // Offline: the portal opens again from the device, saying what it shows is a saved copy.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('offline-notice')).toContainText('was saved on this device');
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews due' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/lesson');
  await expect(page.getByText('Car ownership ___ (rise)')).toBeVisible();
  await expect(page.getByText(/Saved on this device · \d+ KB/)).toBeVisible();
  // The lesson's quiz opens from the device; an answer given offline waits on the device.
  await quiz.click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await page.getByRole('radio', { name: 'went', exact: true }).check();
  await expect(
    page.getByText('Saved on this device; it is sent as soon as you are back online.'),
  ).toBeVisible();
  // The saved video plays without the network.
  await page.goto(video);
  const player = page.locator('video');
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
  await page.goto('/offline');
  await expect(page.getByRole('link', { name: 'Present perfect or past simple?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Video: hearing numbers' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByText(/^Lesson · \d+ KB · saved /)).toBeVisible();
  await expectAccessible(page);

  // The deck: the card answered online is not due again; two more are reviewed offline.
  await page.goto(deck);
  await expect(page.getByTestId('review-progress')).toContainText('0 reviewed · 9 left');
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByTestId('review-progress')).toContainText('1 reviewed');
  await page.getByRole('button', { name: 'Show answer' }).tap();
  await page.getByRole('button', { name: /Hard/ }).tap();
  await expect(page.getByTestId('review-progress')).toContainText('2 reviewed');
  await expect(page.getByTestId('review-sync')).toHaveText('2 reviews waiting to be saved');

  // Back online: the reviews are sent, and the server holds all three in order.
  await context.setOffline(false);
  await expect(page.getByTestId('review-sync')).toHaveText('All reviews saved', { timeout: 20_000 });
  const courseId = await page.evaluate(() => JSON.parse(localStorage.getItem('portico.courseId') ?? 'null'));
  const history = await (await page.request.get(`/api/review/history?courseId=${courseId}`)).json();
  expect((history.data.reviews as { rating: number }[]).map((r) => r.rating)).toEqual([3, 4, 2]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews due' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  // The quiz's answer given offline is sent when the quiz opens again, and judged.
  await page.goto('/lesson');
  await page.getByRole('tab', { name: /Quiz: present perfect/ }).click();
  await expect(page.getByText('1 of 6 answered')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Your answer is wrong' })).toBeVisible();

  // Signing out leaves nothing of the student's on the device: what is kept after is the login
  // page's own public reads.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login\?logout=true$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const kept = await page.evaluate(async () => ({
    caches: await caches.keys(),
    reads: (await (await caches.open('portico-api')).keys()).map((r) => new URL(r.url).pathname),
  }));
  expect(kept.caches).not.toContain('portico-saved');
  expect(kept.reads.filter((p) => /learning|review|dashboard|menu|profile|course/.test(p))).toEqual([]);
});
