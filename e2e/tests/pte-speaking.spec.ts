import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, loginAs, registerStudent, startFirstPractice, test } from './fixtures';

// Decision 021: PTE Academic's speaking as on test day — a visible preparation countdown, then the
// microphone opens by itself, and 3 s of silence close it (Pearson's rule); no re-record.
// A spoken answer still recording when the student submits is saved before the test ends.

const origin = () => test.info().project.use.baseURL as string;

// A fake microphone that hears a quiet room: PTE's microphone closes after 3 s of it. Written before
// the browser of this file starts with it.
const silence = path.join(os.tmpdir(), 'portico-quiet-room.wav');
fs.writeFileSync(silence, silentWav(12));

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${silence}`,
    ],
  },
});

test('read aloud: a countdown, then the microphone opens by itself and closes on silence', async ({
  page,
}) => {
  await page.clock.install();
  const student = await registerStudent(page.request, origin(), 'PTE');
  await loginAs(page, student.email, student.password);
  await startFirstPractice(page, 'PTE Academic', 'Full Tests');
  const question = page.getByRole('region', { name: /^Question 1 of / });
  await expect(question.getByText(/^Status: Beginning in \d+ seconds?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expectAccessible(page);
  // The preparation runs out (35 s, fast-forwarded): nobody presses anything.
  await page.clock.fastForward('00:36');
  await expect(question.getByText('Status: Recording')).toBeVisible();
  await expect(question.getByText('Status: Completed')).toBeVisible({ timeout: 15_000 });
  await expect(question.getByText('Recording stopped after 3 seconds of silence.')).toBeVisible();
  await expect(question.getByText('Your response has been recorded.')).toBeVisible();
  await expect(question.getByRole('button', { name: /^Record/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('the microphone check before the test hears a quiet room as no voice, and Start Test goes on', async ({
  page,
}) => {
  await page.clock.install();
  const student = await registerStudent(page.request, origin(), 'PTE');
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'PTE Academic' }).click();
  await page.goto('/practicetest');
  await page.getByRole('button', { name: 'Full Tests', exact: true }).click();
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  const check = page.getByRole('region', { name: 'Microphone check' });
  await check.getByRole('button', { name: 'Check microphone' }).click();
  await expect(check.getByRole('status')).toHaveText('Speak now: say a sentence as you will in the test.');
  await expect(check.getByRole('progressbar', { name: 'Microphone level' })).toBeAttached();
  await expectAccessible(page);
  await page.clock.fastForward('00:11');
  await expect(check.getByRole('status')).toContainText('Portico cannot hear you.');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('region', { name: /^Question 1 of / })).toBeVisible();
});

test('CELPIP on a phone: Submit Test mid-recording saves the recording first, and the report counts it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await registerStudent(page.request, origin(), 'GRE');
  await loginAs(page, student.email, student.password);
  // CELPIP comes with the English Tests Plus pack (the demo's trial coupon).
  expect((await page.request.post('/api/coupon', { data: { couponCode: 'TRYSAT7' } })).ok()).toBe(true);
  await page.goto('/select-course');
  await startFirstPractice(page, 'CELPIP General', 'Speaking');
  const first = page.getByRole('region', { name: /^Question 1 of / });
  await first.getByRole('button', { name: 'Start recording now' }).click();
  await expect(first.getByText(/^Recording 0:0[1-9] of 1:30$/)).toBeVisible();

  // The upload is held back a moment, so the saving can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/document-upload', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('button', { name: 'Submit Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Test' });
  await dialog.getByRole('button', { name: 'Submit Test' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving your recording…' })).toBeVisible();
  await expect(first.getByText(/^Recording /)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  release();

  await expect(page).toHaveURL(/\/celpip-report\//, { timeout: 30_000 });
  // Question 1's row (a phone's table shows each cell's column name before it).
  const answered = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^(Q\.No )?1$/ }) });
  await expect(answered.getByRole('cell', { name: /Awaiting evaluation$/ })).toBeVisible();
  const count = (term: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(count('Attempted')).toHaveText('1');
  await expect(count('Skipped')).toHaveText('2');
});

/** A mono 16-bit PCM WAV of `seconds` of near silence (a faint hiss, as a quiet room gives). */
function silentWav(seconds: number): Buffer {
  const rate = 16_000;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round((Math.random() - 0.5) * 40), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
