import { DEMO, expect, expectAccessible, loginAs, test } from './fixtures';

test('the live speaking page shows how to book sessions and the company’s two numbers', async ({ page }) => {
  await loginAs(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await page.goto('/live-speaking');
  await expect(page.getByRole('heading', { name: 'Live Speaking Sessions' })).toBeVisible();
  await expect(page.getByText('5 live one-on-one speaking sessions')).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(page.getByRole('link', { name: '+91 91234 56780' })).toBeVisible();
  await expectAccessible(page);
});
