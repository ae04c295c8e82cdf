import { expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

// The demo company ships 25 active notifications (newest: 'Mock test this Saturday'), five of them
// for one other exam's course each, so an IELTS Academic student sees 20, and seven
// notices, one of them carrying a script and an onerror handler that must stay inert.
test.use({ viewport: { width: 390, height: 844 } });

test('a student reads a notification, pages through 20, and opens notices that render inert @postgres', async ({
  page,
  request,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const { email, password } = await registerStudent(request, baseURL as string);
  await loginAs(page, email, password);
  await expect(page).toHaveURL(/\/select-course$/);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // spec 1 §2 Notifications: newest first, ten a page, unread until opened.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Showing 1 to 10 items')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: 'IMPORTANT: Mock test this Saturday' })).toBeVisible();
  await expect(first.getByText('IMPORTANT', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(first.getByText('2 hours ago')).toBeVisible();
  await expect(first.getByText('Unread')).toBeVisible();

  const read = page.waitForResponse((r) => r.url().endsWith('/api/user-actions') && r.ok());
  await first.getByRole('button', { name: 'View Detail' }).click();
  await read;
  await expect(first.getByText(/Keep 2 hours 45 minutes free/)).toBeVisible();
  await expect(first.getByText('Unread')).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Hide Detail' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Hide Detail' }).click();
  await expect(first.getByText(/Keep 2 hours 45 minutes free/)).toHaveCount(0);

  // The read is stored: after a reload the first stays read and the second is still unread.
  await page.reload();
  await expect(page.getByText('Showing 1 to 10 items')).toBeVisible();
  await expect(cards.first().getByRole('heading', { name: /Mock test this Saturday/ })).toBeVisible();
  await expect(cards.first().getByText('Unread')).toHaveCount(0);
  await expect(cards.nth(1).getByText('Unread')).toBeVisible();

  // Nothing runs past the 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 11 to 20 items')).toBeVisible();
  await expect(cards).toHaveCount(10);
  await expect(cards.last().getByRole('heading', { name: 'Exam day checklist' })).toBeVisible();
  // Other exams' notifications never show on this course.
  await expect(page.getByRole('heading', { name: /GRE quant workshop/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('Showing 1 to 10 items')).toBeVisible();

  // Oldest first, then a day with nothing posted.
  await page.getByLabel('Sort').selectOption('asc');
  await expect(page.getByText('Showing 1 to 10 items')).toBeVisible();
  await expect(cards.first().getByRole('heading', { name: 'Exam day checklist' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill('01/01/2030');
  await expect(page.getByText('No Notifications')).toBeVisible();
  await expectAccessible(page);

  // spec 1 §2 Notice board: the notices, then one notice with a back arrow.
  await page.goto('/notice-board');
  await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
  await page.getByRole('link', { name: /Formatting test notice/ }).click();
  await expect(page).toHaveURL(/\/notice-board\?id=/);
  const notice = page.getByRole('article');
  await expect(notice.getByRole('heading', { name: 'Formatting test notice' })).toBeVisible();
  await expect(notice.getByText('second point')).toBeVisible();
  await expect(notice.getByText('a link that does nothing')).toBeVisible();
  // The payload is inert: no script element, no handler, no javascript: link, no dialog.
  await expect(notice.locator('script')).toHaveCount(0);
  await expect(notice.locator('[onerror]')).toHaveCount(0);
  await expect(notice.locator('a[href^="javascript"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/notice-board$/);
  const important = page.getByRole('link', { name: /Centre closed on Friday/ });
  await expect(important.getByText('IMPORTANT', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

  // Opened by address alone (a bookmark): the id query is enough.
  const list = await (await page.request.get('/api/get-notification?type=notice')).json();
  const target = (list.data.Items as { id: string; name: string }[]).find((n) =>
    n.name.includes('Centre closed'),
  );
  await page.goto(`/notice-board?id=${target?.id}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'IMPORTANT: Centre closed on Friday' }),
  ).toBeVisible();
  await expect(page.getByText(/closed on Friday for maintenance/)).toBeVisible();
  expect(dialogs).toEqual([]);
});
