import { DEMO, expect, expectAccessible, loginAs, test } from './fixtures';

/**
 * Support queries (decision 035; spec 3 §5): the demo student reads the staff's replies on /support,
 * is told what is missing in the spec's order, sends a request and finds it listed, and answers
 * back in its thread, on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a student reads the replies on /support and sends a request that is listed at once @postgres', async ({
  page,
}) => {
  await loginAs(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('Reading question 5: why is it NOT GIVEN?')).toBeVisible();
  await expect(page.getByText(/says nothing about what the/)).toBeVisible();
  await expect(page.getByText('Awaiting a reply').first()).toBeVisible();

  const subject = `Video does not load ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please select type')).toBeVisible();
  await page.getByPlaceholder('Select type').click();
  await page.getByRole('option', { name: 'Evaluation of a test' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please select test')).toBeVisible();
  await page.getByPlaceholder('Select type').click();
  await page.getByRole('option', { name: 'Technical problem' }).click();
  await expect(page.getByPlaceholder('Select test')).toBeHidden();
  await page.getByLabel('Message').fill('The lesson video stops after five seconds on my phone.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Your query has been sent. We will reply here.')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: subject });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Open')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  // A follow-up joins the query's thread; nothing it said before is replaced.
  await mine.getByRole('button', { name: `Reply to ${subject}` }).click();
  await mine.getByRole('textbox', { name: 'Your reply' }).fill('It is a Pixel 7 with Chrome.');
  await mine.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply has been sent. We will answer here.')).toBeVisible();
  const thread = mine.getByRole('list', { name: `Conversation on ${subject}` });
  await expect(thread.getByRole('listitem')).toHaveText([/^You · .*It is a Pixel 7 with Chrome\.$/]);
  await expect(mine.getByText('The lesson video stops after five seconds on my phone.')).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
