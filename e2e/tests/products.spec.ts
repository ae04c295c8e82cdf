import { expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

/**
 * Products and payments (decision 022; spec 3 §2 Products, §4 Purchase): the product list and page
 * signed out, then a new student's purchase on the test gateway — a declined payment first, then a
 * paid one — ending on the completed page with the course in My Courses and 'Enrolled'.
 */
test('a visitor sees the products; a student fails a payment, pays, and finds the course @postgres', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const pack = page.getByRole('article', { name: 'IELTS Complete Pack' });
  await expect(pack.getByText('₹4,999')).toBeVisible();
  await expect(pack.getByLabel('List price ₹7,999')).toBeVisible();
  // Free products come with registration and are not sold here.
  await expect(page.getByText('IELTS Academic Starter (free)')).toHaveCount(0);
  await expectAccessible(page);

  // Framed by a provider's site: no header; signed out, Buy goes to the login and comes back.
  await page.goto('/product/english-tests-plus?hideHeader=true');
  await expect(page.getByRole('heading', { level: 1, name: 'English Tests Plus' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'CELPIP General' })).toBeVisible();
  const buy = page.getByRole('link', { name: 'Buy English Tests Plus' });
  await expect(buy).toHaveAttribute(
    'href',
    `/login/?rurl=${encodeURIComponent('/product/english-tests-plus?hideHeader=true')}&hideHeader=true`,
  );

  const student = await registerStudent(page.request, test.info().project.use.baseURL as string);
  await loginAs(page, student.email, student.password);
  await page.goto('/product/english-tests-plus');
  await page.getByRole('button', { name: 'Buy English Tests Plus' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('₹2,999', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const checkout = page.url();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/completed\//);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();

  // The same order paid after all.
  await page.goto(checkout);
  await expect(page.getByText('The last payment did not go through')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹2,999' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Courses' }).click();
  await expect(page).toHaveURL(/\/select-course$/);
  await expect(page.getByRole('button', { name: 'CELPIP General' })).toBeVisible();
  await page.goto('/products');
  const plus = page.getByRole('article', { name: 'English Tests Plus' });
  await expect(plus.getByRole('button', { name: 'Enrolled' })).toBeDisabled();
  // A paid checkout cannot be paid again.
  await page.goto(checkout);
  await expect(page.getByText('This order is closed.')).toBeVisible();
});

test('the products and a product fit a phone @postgres', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/products', '/product/ielts-complete-pack']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('₹4,999').first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
