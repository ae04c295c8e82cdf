import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dismissScoreProbe, expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

// The test engine's journeys (decision 007): take a test, reload, go offline, restart the API, run out of time.

async function openPractice(page: Page, skill: 'Listening' | 'Reading') {
  // A new IELTS student lands on the dashboard, which opens with the score-report probe.
  await dismissScoreProbe(page);
  await page.getByRole('link', { name: 'Practice Tests' }).first().click();
  await expect(page).toHaveURL(/\/practicetest$/);
  await page.getByRole('button', { name: skill, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start Now' }).first()).toBeVisible();
}

/** A new student (each journey its own attempt) signs in and starts the reading practice test. */
async function startReadingTest(page: Page, base?: string) {
  const origin = base ?? (test.info().project.use.baseURL as string);
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password, origin);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await openPractice(page, 'Reading');
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('timer', { name: 'Time remaining' })).toBeVisible();
}

const answersSaved = (page: Page) =>
  expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });
const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n} of 40` });

/** Questions 1-6 of the reading practice are TRUE / FALSE / NOT GIVEN. */
async function chooseTrueFalse(page: Page, n: number, answer: 'TRUE' | 'FALSE' | 'NOT GIVEN') {
  await question(page, n).getByRole('radio', { name: answer, exact: true }).check();
}

/** What the server holds for the attempt, read through the student's own session. */
async function savedTracks(page: Page) {
  const id = page.url().match(/assessment\/([0-9a-f-]{36})/)?.[1];
  const res = await page.request.post(`${new URL(page.url()).origin}/api/assessment/launch`, {
    data: { testId: id },
  });
  const body = await res.json();
  return body.data.tracks as {
    itemId: string;
    trackNumber: number;
    selectedOptionId: string | null;
    enteredText: string | null;
  }[];
}

test('the practice and mock tests pages show their cards, locks and leaderboard', async ({ page }) => {
  const student = await registerStudent(page.request, test.info().project.use.baseURL as string);
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await openPractice(page, 'Listening');
  await expect(page.getByRole('heading', { name: 'Practice Tests' })).toBeVisible();
  await expect(page.getByText('IELTS Academic Listening — Practice Test 1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('checkbox', { name: 'Week 2' })
    .or(page.getByText('Week 2', { exact: true }))
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Not Released' }).first()).toBeDisabled();
  await page.getByRole('link', { name: 'Mock Tests' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mock Tests' })).toBeVisible();
  await expect(page.getByText('IELTS Academic Mock Test 1')).toBeVisible();
  await expectAccessible(page);
});

test('a student redeems a coupon and finds the course it grants', async ({ page }) => {
  const student = await registerStudent(page.request, test.info().project.use.baseURL as string);
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await page.goto('/apply-coupon');
  await expect(page.getByRole('heading', { name: 'Coupon' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter coupon code')).toBeVisible();
  await page.getByLabel('Coupon code').fill('SPRING2026');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This coupon has expired.')).toBeVisible();
  await page.getByLabel('Coupon code').fill('french4free');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText(/^Coupon applied\. Free French \(score reward\) is active until/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/select-course');
  await expect(page.getByRole('button', { name: 'French for Beginners' })).toBeVisible();
});

test('a student takes the IELTS reading practice test, reads the report and reviews it', async ({ page }) => {
  test.setTimeout(120_000);
  await startReadingTest(page);
  await expectAccessible(page);
  await chooseTrueFalse(page, 1, 'NOT GIVEN');
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseTrueFalse(page, 2, 'TRUE');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await chooseTrueFalse(page, 3, 'FALSE');
  await answersSaved(page);

  await page.getByRole('button', { name: 'Submit Test' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit Test' });
  await expect(dialog).toContainText('37 of 40 questions are not answered.');
  await dialog.getByRole('button', { name: 'Submit Test' }).click();

  await expect(page.getByText('Test Taken on')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Review mode')).toBeVisible();
  await expect(question(page, 1)).toContainText('NOT GIVEN');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'End Review' }).click();
  await expect(page.getByText('Test Taken on')).toBeVisible();

  // The card now offers the review and the report (spec 2 §4's 'Completed' reads 'View Report': decision 045).
  await page.goto('/practicetest');
  await page.getByRole('button', { name: 'Reading', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Review' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'View Report' }).first().click();
  await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Test Taken on')).toBeVisible();
  await expectAccessible(page);
});

test('a reload mid-test restores every answer, the question and the time left', async ({ page }) => {
  test.setTimeout(120_000);
  await startReadingTest(page);
  await chooseTrueFalse(page, 1, 'TRUE');
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseTrueFalse(page, 2, 'FALSE');
  // Question 7 is a gap fill: typed answers are kept too.
  await page
    .getByRole('navigation', { name: 'Question bar' })
    .getByRole('button', { name: 'Question 7, not answered' })
    .click();
  await question(page, 7).getByRole('textbox').first().fill('import');
  // IELTS's 'Review' flag on question 7, to come back to.
  await page.getByRole('checkbox', { name: 'Review: question 7' }).check();
  await answersSaved(page);
  // The server's clock starts with the first answers it receives (its reply resets the display to
  // the full hour when they all went in one batch); let a second pass so that a restored full hour
  // would be a reset, not a fast run.
  // IELTS shows minutes left; pointing at the clock or focusing it shows the seconds too (focus here:
  // a badge beside it changing width could move the clock from under a resting mouse pointer).
  const timer = page.getByRole('timer', { name: 'Time remaining' });
  await expect(timer).toHaveText(/^(60|59) minutes left$/);
  await timer.focus();
  await expect(timer).toHaveText(/^\d\d:\d\d$/);
  await expect(timer).not.toHaveText('60:00');
  const before = await timer.textContent();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
  await expect(question(page, 7).getByRole('textbox').first()).toHaveValue('import');
  await expect(page.getByRole('checkbox', { name: 'Review: question 7' })).toBeChecked();
  await expect(
    page
      .getByRole('navigation', { name: 'Question bar' })
      .getByRole('button', { name: 'Question 7, answered, flagged' }),
  ).toBeVisible();
  await timer.focus();
  await expect(timer).toHaveText(/^(59|58|57|56|55):\d\d$/);
  const after = await timer.textContent();
  // The server's clock starts with the first answer it receives, up to a second after Start Test.
  const seconds = (t: string | null) => t?.split(':').reduce((m, s) => m * 60 + Number(s), 0) ?? Number.NaN;
  expect(seconds(after)).toBeLessThanOrEqual(seconds(before) + 2);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(question(page, 2).getByRole('radio', { name: 'FALSE', exact: true })).toBeChecked();
});

test('a second tab or device stops the first, which can continue there with its answers kept', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const origin = test.info().project.use.baseURL as string;
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password, origin);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await openPractice(page, 'Reading');
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await chooseTrueFalse(page, 1, 'TRUE');
  await answersSaved(page);
  const elsewhere = page.getByRole('dialog', { name: 'This test is open elsewhere' });

  // A second tab of the same browser: the first stops at once.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await expect(question(second, 1).getByRole('radio', { name: 'TRUE', exact: true })).toBeChecked();
  await expect(elsewhere).toBeVisible();
  await chooseTrueFalse(second, 1, 'FALSE');
  await answersSaved(second);

  // Back in the first tab: continue here. It shows what is saved, and the second tab stops.
  await elsewhere.getByRole('button', { name: 'Continue here' }).click();
  await expect(elsewhere).toHaveCount(0);
  await expect(question(page, 1).getByRole('radio', { name: 'FALSE', exact: true })).toBeChecked();
  await expect(second.getByRole('dialog', { name: 'This test is open elsewhere' })).toBeVisible();
  await second.close();

  // Another device (its own browser) opens the test: the first tab learns it at its next save, and
  // the answer it gave meanwhile is kept when the student continues there.
  const device = await browser.newContext();
  const other = await device.newPage();
  await loginAs(other, student.email, student.password, origin);
  await expect(other.getByRole('button', { name: 'IELTS Academic' })).toBeVisible();
  await other.goto(page.url());
  await expect(question(other, 1).getByRole('radio', { name: 'FALSE', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseTrueFalse(page, 2, 'NOT GIVEN');
  await expect(elsewhere).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/answers? not yet saved/)).toBeVisible();
  await elsewhere.getByRole('button', { name: 'Continue here' }).click();
  await answersSaved(page);
  const tracks = await savedTracks(page);
  expect(tracks.filter((t) => t.selectedOptionId)).toHaveLength(2);
  await device.close();
});

test('answers given offline for a minute are all saved, exactly once, when the connection returns', async ({
  page,
  context,
}) => {
  // The browser's clock is driven by the test: the minute offline passes in a second of wall time.
  await page.clock.install();
  await startReadingTest(page);
  await chooseTrueFalse(page, 1, 'TRUE');
  await answersSaved(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseTrueFalse(page, 2, 'FALSE');
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseTrueFalse(page, 3, 'NOT GIVEN');
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseTrueFalse(page, 4, 'TRUE');
  await expect(page.getByText('SYNC ERROR: Responses are not saved. Please check internet!')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/answers? not yet saved/)).toBeVisible();
  await page.clock.runFor(60_000);
  await context.setOffline(false);
  await answersSaved(page);
  await expect(page.getByText('SYNC ERROR: Responses are not saved. Please check internet!')).toHaveCount(0);

  const tracks = await savedTracks(page);
  const answered = tracks.filter((t) => t.selectedOptionId);
  expect(answered).toHaveLength(4);
  expect(new Set(answered.map((t) => t.itemId)).size).toBe(4);
});

test('when the time runs out while the device sleeps, the server ends the test and scores the answers given in time', async ({
  page,
}) => {
  // The browser's clock is driven by the test, so that the runner's own countdown can stand still
  // while the server's deadline passes in real time (e2e/serve.ts: a grace period of 5 s).
  await page.clock.install();
  const origin = test.info().project.use.baseURL as string;
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password, origin);
  // The French course, which FRENCH4FREE grants, has a one-minute quiz.
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await page.goto('/apply-coupon');
  await page.getByLabel('Coupon code').fill('FRENCH4FREE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Coupon applied\./)).toBeVisible();
  await page.goto('/select-course');
  await page.getByRole('button', { name: 'French for Beginners' }).click();
  await page.getByRole('link', { name: 'Practice Tests' }).first().click();
  await page.getByRole('button', { name: 'Words', exact: true }).click();
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Start Test' }).click();
  const bonjour = page.getByRole('region', { name: 'Question 1 of 3' });
  await bonjour.getByRole('radio', { name: 'Hello', exact: true }).check();
  await answersSaved(page);
  const attempt = page.url().match(/assessment\/([0-9a-f-]{36})/)?.[1];
  const launched = await page.request.post(`${origin}/api/assessment/launch`, { data: { testId: attempt } });
  const { graceSeconds } = (await launched.json()).data.testData as { graceSeconds: number };
  expect(graceSeconds).toBe(5);
  // The quiz's minute, shortened (dev tools): the deadline comes in 2 s instead of in a minute.
  const moved = await page.request.post(`${origin}/api/dev/attempt-deadline`, {
    data: { studentTestId: attempt, secondsFromNow: 2 },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const { deadline } = (await moved.json()).data as { deadline: string };

  // The device sleeps: the runner's clock and timers stand still, so it cannot end the test itself.
  await page.clock.pauseAt(Date.now() + 1_000);
  const closesAt = Date.parse(deadline) + graceSeconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt - Date.now()) + 1_000));

  // It wakes after the deadline and the grace period, and the student changes their answer: the
  // server ends the test by its clock at that sync, and the runner shows the result.
  await page.clock.resume();
  await bonjour.getByRole('radio', { name: 'Goodbye', exact: true }).check();
  await expect(page.getByText('Test Taken on')).toBeVisible({ timeout: 30_000 });

  const res = await page.request.get(`${origin}/api/default-report?testId=${attempt}`);
  expect(res.ok()).toBe(true);
  const { studentTest } = (await res.json()).data as {
    studentTest: {
      endedDateTime: string | null;
      report: { questionsAttempted: number; correctAnswer: number; lateAnswers: number };
    };
  };
  // Ended by the server's timer: at the deadline, not when anything reached it.
  expect(studentTest.endedDateTime).toBe(deadline);
  // The answer given in time is scored; the change made after the grace period is kept, not scored.
  expect(studentTest.report).toMatchObject({ questionsAttempted: 1, correctAnswer: 1, lateAnswers: 1 });
});

test.describe('a restart of the API mid-test', () => {
  let server: ChildProcess | undefined;
  const port = 21000 + (process.pid % 5000);
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-restart-'));
  const root = path.resolve(import.meta.dirname, '../..');

  async function startServer() {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
      .toBe(200);
  }
  async function stopServer() {
    const s = server;
    if (!s || s.exitCode !== null) return;
    const exited = new Promise((resolve) => s.once('exit', resolve));
    s.kill('SIGTERM');
    await exited;
  }

  test.afterAll(async () => {
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers given while the API is down are saved after it comes back', async ({ page }) => {
    test.setTimeout(240_000);
    await startServer();
    await startReadingTest(page, base);
    await chooseTrueFalse(page, 1, 'TRUE');
    await answersSaved(page);

    await stopServer();
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseTrueFalse(page, 2, 'FALSE');
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseTrueFalse(page, 3, 'TRUE');
    await expect(page.getByText(/answers? not yet saved/)).toBeVisible({ timeout: 20_000 });

    await startServer();
    // The queue backs off while the API is away (at most 30 s between tries).
    await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 60_000 });
    const tracks = await savedTracks(page);
    expect(tracks.filter((t) => t.selectedOptionId)).toHaveLength(3);
  });
});
