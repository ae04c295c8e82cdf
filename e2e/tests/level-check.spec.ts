import { dismissScoreProbe, expect, expectAccessible, registerStudent, test } from './fixtures';

/**
 * The intro's 'Take the test' and the dashboard's 'Test Your English' open a real
 * level check, scored by SCORING.md's English-level rule, which ends at the student's level.
 */
test('a new student follows the intro to the level check and reads their English level @postgres', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const student = await registerStudent(page.request, test.info().project.use.baseURL as string);

  await page.goto('/intro');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/24 questions on grammar, vocabulary and reading/)).toBeVisible();
  await page.getByRole('link', { name: 'Take the test' }).click();
  // Signed out: the login page, which comes back to the level check after a course is chosen.
  await expect(page).toHaveURL(/rurl=%2Ftest-your-english/);
  await page.getByPlaceholder('Username').fill(student.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(student.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);

  await page.getByRole('link', { name: /Test Your English/ }).click();
  await expect(page).toHaveURL(/\/test-your-english$/);
  await expect(page.getByText('24 questions in 20 minutes: Grammar, Vocabulary, Reading')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('timer', { name: 'Time remaining' })).toBeVisible();

  // Two right answers and one wrong: 2 x 2 - 0.67 = 3.33 points, Elementary.
  const question = (n: number) => page.getByRole('region', { name: `Question ${n} of 24` });
  await question(1).getByRole('radio', { name: 'has lived', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await question(2).getByRole('radio', { name: 'had', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await question(3).getByRole('radio', { name: 'finished', exact: true }).check();
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Submit Test' }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit Test' })
    .getByRole('button', { name: 'Submit Test' })
    .click();

  const level = page.getByRole('region', { name: 'Your English level' });
  await expect(level).toBeVisible({ timeout: 30_000 });
  await expect(level.getByTestId('english-level')).toHaveText('Elementary');
  await expect(level.getByText('3.33 points')).toBeVisible();
  await expectAccessible(page);

  // The banner's page now opens the result; the course's performance card is untouched.
  await page.goto('/test-your-english');
  await page.getByRole('button', { name: 'See your level' }).click();
  await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Your English level' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Take a practice test to see your progress here.')).toBeVisible();
});
