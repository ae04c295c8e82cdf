import { expect, loginAs, registerStudent, test } from './fixtures';

// Decision 037: the IELTS Academic mock runs section by section as IELTS on
// computer does: Listening (its four parts and 2 minutes to check, one clock), then Reading (60
// minutes), each closed once left. Neither the runner nor a direct call takes the student back.
// Decision 038: numbered as the papers are, Listening 1–40 and Reading 1–40 again, a 'Choose TWO'
// taking two numbers.

const origin = () => test.info().project.use.baseURL as string;

test('the IELTS Academic mock: Listening on its own clock closes, and Reading cannot return to it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const student = await registerStudent(page.request, origin(), 'IELTS Academic');
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Have you taken the actual IELTS?' }), () =>
    page.getByRole('button', { name: 'Not Interested' }).click(),
  );
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/mocktest');
  await expect(page.getByText('IELTS Academic Mock Test 1')).toBeVisible();
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  const attemptId = page.url().split('/assessment/')[1] as string;
  await expect(page.getByText('Each section has its own timer')).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();

  // Listening: 30 minutes of parts and 2 to check on one clock; the question bar holds its four parts.
  const clock = page.getByRole('timer', { name: 'Time remaining' });
  await expect(clock).toHaveText(/^(32|31) minutes left$/);
  await page.getByRole('textbox').first().fill('Harbourside');
  const bar = page.getByRole('navigation', { name: 'Question bar' });
  await expect(bar.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Listening Part \d: 0 of 10 answered$/ })).toHaveCount(3);
  await expect(bar.getByRole('button', { name: /^Reading/ })).toHaveCount(0);
  // Part 2's 'Choose TWO' is questions 14–15, and the plan after it 16–20.
  await bar.getByRole('button', { name: /^Listening Part 2:/ }).click();
  const chooseTwo = bar.getByRole('button', { name: 'Questions 14 to 15, not answered' });
  await expect(chooseTwo).toHaveText('14–15');
  await expect(page.getByRole('region', { name: 'Questions 11–20 of 40' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Questions 14–15', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Question 16, / })).toBeVisible();
  // Free within Listening: Part 4's last question, then Next Section, confirmed.
  await bar.getByRole('button', { name: /^Listening Part 4:/ }).click();
  await bar.getByRole('button', { name: 'Question 40, not answered' }).click();
  await expect(page.getByRole('region', { name: 'Part 4 recording' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Next Section' }).click();
  const confirm = page.getByRole('dialog', { name: 'Next Section' });
  await expect(confirm).toContainText('you cannot come back to Listening');
  await confirm.getByRole('button', { name: 'Next Section' }).click();

  // Reading: its own 60 minutes; the bar holds Reading's passages only, numbered 1–40 again, even
  // after a reload: no Listening part and no Listening question to go back to.
  await expect(clock).toHaveText(/^(60|59) minutes left$/);
  for (const visit of ['moved on', 'reloaded']) {
    if (visit === 'reloaded') await page.reload();
    await expect(bar.getByRole('button', { name: /^Questions? \d/ }), visit).toHaveText(
      Array.from({ length: 13 }, (_, i) => `${i + 1}`),
    );
    await expect(page.getByRole('region', { name: 'Questions 1–13 of 40' }), visit).toBeVisible();
    await expect(
      bar.getByRole('button', { name: /^Reading Passage \d: 0 of 1\d answered$/ }),
      visit,
    ).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Listening/ }), visit).toHaveCount(0);
  }
  // Passage 2 ends with its 'Choose TWO', questions 25–26; Passage 3 is 27–40.
  await bar.getByRole('button', { name: 'Reading Passage 2: 0 of 13 answered' }).click();
  await expect(bar.getByRole('button', { name: 'Questions 25 to 26, not answered' })).toHaveText('25–26');
  await bar.getByRole('button', { name: 'Reading Passage 3: 0 of 14 answered' }).click();
  await expect(page.getByRole('region', { name: 'Questions 27–40 of 40' })).toBeVisible();

  // Through the API: Listening stays closed, and an answer to it, once the grace is over, is late.
  const launch = await page.request.post('/api/assessment/launch', { data: { testId: attemptId } });
  const data = (await launch.json()).data;
  const listening = data.testJson.SectionResponse[0];
  const restart = await page.request.post('/api/assessment/start', {
    data: { testId: attemptId, sectionId: listening.QuestionPaperSectionID },
  });
  const states = (await restart.json()).data.testData.sections.map((s: { state: string }) => s.state);
  expect(states.slice(0, 5)).toEqual(['closed', 'closed', 'closed', 'closed', 'open']);
  await new Promise((resolve) => setTimeout(resolve, 6_000)); // e2e/serve.ts: a grace of 5 s
  const sync = await page.request.post('/api/sync-track', {
    data: {
      track: [
        {
          testId: attemptId,
          itemId: listening.ItemResponse[0].ItemID,
          trackNumber: 99,
          companyCode: data.testData.companyCode,
          timeTaken: 1,
          attempt: '1',
          enteredText: 'Changed later',
        },
      ],
    },
  });
  const result = (await sync.json()).data;
  expect(result.acks[0].status).toBe('late');
  expect(result.late).toBe(1);
});
