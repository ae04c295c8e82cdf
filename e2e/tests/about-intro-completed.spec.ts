import type { Page } from '@playwright/test';
import { ACME, DEMO, expect, expectAccessible, loginAs, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** Nothing runs past a 390 px screen. */
async function expectNoSideScroll(page: Page) {
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const xss = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

test.describe('About us (spec 1 §2)', () => {
  test('a demo student reads the tabbed pages; hostile HTML stays inert', async ({ page }) => {
    await loginAs(page, DEMO.email, DEMO.password);
    await page.getByRole('button', { name: 'IELTS Academic' }).click();
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    const tabs = ['Who we are', 'Our trainers', 'Results'];
    await expect(page.getByRole('tab')).toHaveText(tabs);
    await expect(page.getByRole('tab', { name: 'Who we are' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    for (const name of tabs) {
      const tab = page.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      // One of the tabs carries <img onerror> and <script>: neither may run or survive.
      await expect(page.locator('main script, main [onerror]')).toHaveCount(0);
      expect(await xss(page)).toBeUndefined();
      // The sanitiser gives an authored image without alt text an empty one.
      await expectAccessible(page);
    }
    await expectNoSideScroll(page);
    await expect(page.getByRole('tab', { name: 'Results' })).toBeVisible();
  });

  test('a company with the new page shows its profile instead of tabs', async ({ page, baseURL }) => {
    const acme = (baseURL as string).replace('localhost', 'acme.localhost');
    await loginAs(page, ACME.email, ACME.password, acme);
    await expect(page).toHaveURL(/\/select-course$/);
    await page.getByRole('button', { name: 'IELTS Academic Intensive' }).click();
    await page.goto(`${acme}/about-us`);
    await expect(page.getByRole('region', { name: 'Our founders' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSideScroll(page);
  });
});

test.describe('Intro steps (spec 3 §2)', () => {
  test('a visitor walks the steps with Next; the TEST step has no Next', async ({ page }) => {
    await page.goto('/intro');
    // The step's title (the authored content may hold headings of its own).
    const step = (name: string) => page.getByRole('heading', { name, exact: true });
    await expect(step('Welcome')).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.locator('main script, main [onerror]')).toHaveCount(0);
    expect(await xss(page)).toBeUndefined();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step('How Portico works')).toBeVisible();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step('Test your English')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
      'href',
      '/test-your-english',
    );

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(step('How Portico works')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAccessible(page);
    expect(await xss(page)).toBeUndefined();
    await expectNoSideScroll(page);

    await page.getByRole('link', { name: 'Take the test' }).click();
    await expect(page).toHaveURL(/\/\?rurl=%2Ftest-your-english$/);
  });
});

test.describe('Completed page (spec 3 §2)', () => {
  test('a paid order thanks the student and points to My Courses', async ({ page }) => {
    await page.goto('/completed/demo-order-paid');
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
    await expect(page.getByText('IELTS Complete Pack')).toBeVisible();
    await expect(page.getByText('₹4,999')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute(
      'href',
      '/select-course',
    );
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideScroll(page);
  });

  test('an unknown token shows the error in an alert', async ({ page }) => {
    await page.goto('/completed/bogus');
    await expect(page.getByRole('alert')).toContainText('This payment link is not valid.');
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSideScroll(page);
  });
});
