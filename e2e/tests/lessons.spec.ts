import type { Page } from '@playwright/test';
import { dismissScoreProbe, expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

/**
 * Lessons (spec 2 §2, §4): a lesson with its answer behind Show/Hide Answer, the next
 * topic, an in-lesson quiz answered to Completed whose marks survive a reload, a locked list, and
 * the Beginner's Lesson hub, on a desktop and a phone.
 */
/**
 * One new student for the file's journeys (registration is rate-limited per address, and the
 * journeys of a run share one): none of them needs a state another one changes.
 */
let shared: Promise<{ email: string; password: string }> | undefined;

async function newIeltsStudent(page: Page) {
  shared ??= registerStudent(page.request, test.info().project.use.baseURL as string);
  const student = await shared;
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);
}

const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

test('a student reads a lesson, takes its quiz to Completed and finds it so after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newIeltsStudent(page);
  await page.goto('/lesson');
  await expect(page.getByRole('heading', { level: 2, name: 'Tenses' })).toBeVisible();
  const lesson = tab(page, /Present perfect or past simple\?/);
  await expect(lesson).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Car ownership ___ (rise)')).toBeVisible();
  // Opening the lesson completes it.
  await expect(lesson.getByRole('img', { name: 'Completed' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('a finished period in the past')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Answer' }).click();
  await expect(page.getByText('a finished period in the past')).toBeHidden();
  await expectAccessible(page);

  // The quiz: each answer is final, judged at once; the last one completes it.
  await tab(page, /Quiz: present perfect/).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const answers = ['went', 'finished', 'have lived', 'Have / eaten', 'rose', 'have increased'];
  for (const [i, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 6`)).toBeVisible();
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await expect(page.getByRole('img', { name: 'Correct answer' })).toBeVisible();
    await expect(page.getByRole('radio', { name: answer, exact: true })).toBeDisabled();
    if (i === 0) await expect(page.getByRole('img', { name: 'Your answer is wrong' })).toBeVisible();
    if (i < answers.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByText('Quiz completed: 5 of 6 right.')).toBeVisible();
  await expect(tab(page, /Quiz: present perfect/).getByRole('img', { name: 'Completed' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(tab(page, /Quiz: present perfect/).getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(
    tab(page, /Present perfect or past simple\?/).getByRole('img', { name: 'Completed' }),
  ).toBeVisible();
  await expect(page.getByText('Quiz completed: 5 of 6 right.')).toBeVisible();

  // A link that names only the object (get-learningobjectbyobjectid) opens it in its topic.
  const quizId = new URL(page.url()).searchParams.get('object');
  expect(quizId).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`/lesson?object=${quizId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tenses' })).toBeVisible();
  await expect(tab(page, /Quiz: present perfect/)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Quiz completed: 5 of 6 right.')).toBeVisible();

  // The next topic, and a list whose every object is locked.
  await page.getByRole('button', { name: 'Articles' }).last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
  await page.getByRole('button', { name: 'Listening Skills' }).click();
  await page.getByRole('button', { name: 'Map labelling' }).click();
  await expect(page.getByText('These videos are not released yet.')).toBeVisible();

  // A topic of videos is a grid of cards that play in the video modal.
  await page.getByRole('button', { name: 'Writing Skills' }).click();
  await page.getByRole('button', { name: 'Task 2: model answers on video' }).click();
  await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(3);
  await expect(tab(page, /Notes on the model answers/)).toBeVisible();
  await page.getByRole('button', { name: 'Play video: Model answer: a band 8 essay' }).click();
  const player = page.getByRole('dialog', { name: 'Model answer: a band 8 essay' });
  await expect(player.locator('video')).toBeVisible();
  await player.getByRole('button', { name: 'Close video' }).click();
  await expect(player).toBeHidden();
});

test('the lessons, the Beginner’s Lesson hub, a quiz and a book fit a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newIeltsStudent(page);
  await page.goto('/projectdetail');
  await expect(page.getByRole('heading', { level: 1, name: "Beginner's Lesson" })).toBeVisible();
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByRole('button', { name: 'Exam skills' })).toBeVisible();
  await page.getByRole('tab', { name: 'Foundations' }).click();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'About IELTS' }).click();
  await expect(page).toHaveURL(/\/lessondetail\?module=/);
  await expect(page.getByRole('heading', { level: 1, name: 'About IELTS' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The test format' })).toBeVisible();
  await page.getByRole('button', { name: 'How bands work' }).last().click();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('which rounds to')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A quiz and a book's audio players on the phone.
  await page.goto('/lesson');
  await tab(page, /Quiz: present perfect/).click();
  await expect(page.getByText(/^Question \d of 6$/)).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeInViewport();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/books');
  await page.getByRole('button', { name: 'Sounds of English' }).click();
  await expect(page.getByRole('group', { name: 'Audio 1' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a student plays a book audio, starts the next and the first stops', async ({ page }) => {
  test.setTimeout(120_000);
  await newIeltsStudent(page);
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK AUDIOS' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Listening books' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Everyday Conversations' }).click();
  await expect(page).toHaveURL(/\/bookdetail\?module=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday Conversations' })).toBeVisible();
  const first = page.getByRole('group', { name: 'Audio 1' });
  const second = page.getByRole('group', { name: 'Audio 2' });
  await expect(first.getByText('0:00 / 0:14')).toBeVisible();
  await first.getByRole('button', { name: 'Play Audio 1' }).click();
  await expect(first.getByRole('button', { name: 'Stop Audio 1' })).toBeVisible();
  await expect(first.getByText(/^0:0[1-9] \/ 0:14$/)).toBeVisible();
  // Starting the second stops the first; clicking the playing one stops it.
  await second.getByRole('button', { name: 'Play Audio 2' }).click();
  await expect(second.getByRole('button', { name: 'Stop Audio 2' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Play Audio 1' })).toBeVisible();
  await expect(
    first.locator('audio').evaluate((a: HTMLAudioElement) => a.paused && a.currentTime === 0),
  ).resolves.toBe(true);
  await second.getByRole('button', { name: 'Stop Audio 2' }).click();
  await expect(second.getByRole('button', { name: 'Play Audio 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('£28.50 (an off-peak return)')).toBeVisible();
  await expect(
    page.getByRole('tab', { name: /Unit 1: At the station/ }).getByRole('img', { name: 'Completed' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('every practice route of the menu opens its page with its own tests', async ({ page }) => {
  await newIeltsStudent(page);
  await page.goto('/sectional');
  await expect(page.getByRole('heading', { level: 1, name: 'Sectional Tests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listening Part 1 — Sectional Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Reading', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reading Passage 3 — Sectional Test' })).toBeVisible();
  await page.goto('/vocab');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Academic Vocabulary — Set 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  // A practice route this course's menu does not name says so.
  await page.goto('/practice-2');
  await expect(page.getByText('This page is not part of your course menu.')).toBeVisible();
});
