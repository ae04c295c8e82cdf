import { DEMO, dismissScoreProbe, expect, expectAccessible, loginAs, test } from './fixtures';

// Issue 42 part 1, decision 059: the 'Predicted score' card. A student of the demo's IELTS cohort
// (weeks of practice and 3-6 mocks, stored as real attempts) reads a prediction with its range, its
// meaning and the gap to the target, on the dashboard and on a mock's report; the demo student, who
// has taken nothing in GRE, PTE, CELPIP, Duolingo or SAT, is told on each exam's dashboard what to take.

const card = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Predicted score' });

for (const viewport of [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a student with evidence reads a predicted score with its range, meaning and gap (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, 'cohort.ielts.1@portico.test', 'Portico@123');
    const targets = await page.request.put('/api/profile/targets', { data: { ielts: { Overall: 9 } } });
    expect(targets.status()).toBe(200);
    await page.goto('/select-course');
    await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await dismissScoreProbe(page);
    const predicted = card(page);
    await expect(predicted.getByRole('img', { name: /^Overall: predicted \d(\.5)?, likely/ })).toBeVisible();
    await expect(predicted.getByText(/^\d(\.5)? \(\d(\.5)?–\d(\.5)?\)$/).first()).toBeVisible();
    await expect(predicted.getByText(/^CEFR /).first()).toBeVisible();
    await expect(predicted.getByText(/below your target of 9 overall/)).toBeVisible();
    await expect(predicted.getByText(/^From your last \d+ Listening tests/)).toBeVisible();
    await expectAccessible(page);
    if (viewport.name === 'phone') return;

    // The same card on the report of the student's newest mock.
    const courseId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('courseId'));
      return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    });
    const cards = await page.request.get(`/api/reportcard?id=1&courseId=${courseId}`);
    const newest = (await cards.json()).data?.[0]?.studentTestId;
    expect(newest).toBeTruthy();
    await page.goto(`/ielts-mockreport/${newest}`);
    await expect(card(page).getByRole('img', { name: /^Overall: predicted/ })).toBeVisible();
    await expectAccessible(page);
  });
}

test('each exam’s dashboard shows the card; a student without evidence is told what is missing', async ({
  page,
}) => {
  // The demo student holds a course of every exam: each dashboard shows the card, predicted or not.
  await loginAs(page, DEMO.email, DEMO.password);
  for (const [course, label] of [
    ['GRE General Test', 'GRE General Test'],
    ['PTE Academic', 'PTE Academic'],
    ['CELPIP General', 'CELPIP-General'],
    ['Duolingo English Test', 'Duolingo English Test'],
    ['Digital SAT', 'SAT'],
  ] as const) {
    await page.goto('/select-course');
    await page.getByRole('button', { name: course, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      card(page).getByText(`Your likely ${label} score if you sat it now.`, { exact: false }),
    ).toBeVisible();
    await expect(
      card(page)
        .getByRole('img', { name: /predicted/ })
        .or(card(page).getByText('Not enough evidence yet.'))
        .first(),
    ).toBeVisible();
  }
  // The demo student has taken nothing in GRE.
  await page.goto('/select-course');
  await page.getByRole('button', { name: 'GRE General Test', exact: true }).click();
  await expect(card(page).getByText('Take a Verbal test to get a prediction.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page).getByText('Take a Quant test to get a prediction.')).toBeVisible();
  await expectAccessible(page);
});
