import type { Page } from '@playwright/test';
import { consoleSignIn, expect, expectAccessible, test } from './fixtures';

/**
 * Console authoring (CONSOLE.md 'Authoring'): an admin prices a new product, makes a coupon for it, and opens a course's
 * menu; each page is accessible, on a desktop and on a phone.
 */
/** A Mantine select's input: a combobox, or a text box that opens a list. */
const pick = (scope: Page | ReturnType<Page['getByRole']>, name: string | RegExp) =>
  scope.getByRole('combobox', { name }).or(scope.getByRole('textbox', { name }));

test('@postgres an admin prices a product, makes a coupon for it and opens a course menu', async ({
  page,
  baseURL,
}) => {
  // On acme, so the demo company's shop, which other journeys check, never changes.
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  const tag = Date.now().toString(36).toUpperCase();
  await consoleSignIn(page, acme, 'admin@acme.test', 'AcmeAdmin@1');

  await page.goto(`${acme}/console/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'New product' }).click();
  const product = page.getByRole('form', { name: 'New product' });
  await product.getByRole('textbox', { name: 'Title' }).fill(`Journey Pack ${tag}`);
  await product.getByRole('textbox', { name: 'Price (₹)' }).fill('999');
  await pick(product, 'Courses it grants').click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await product.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' })).toContainText(`Journey Pack ${tag}`);
  await expectAccessible(page);

  await page.goto(`${acme}/console/coupons`);
  await page.getByRole('button', { name: 'New coupon' }).click();
  const coupon = page.getByRole('form', { name: 'New coupon' });
  await coupon.getByRole('textbox', { name: /Code/ }).fill(`j-${tag}`);
  await pick(coupon, 'Product it grants').click();
  await page.getByRole('option', { name: new RegExp(`Journey Pack ${tag}`) }).click();
  await coupon.getByRole('textbox', { name: /Redemptions allowed/ }).fill('5');
  await coupon.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Coupon created.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: new RegExp(`J-${tag}`) });
  await expect(row).toContainText('0 of 5 used');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Coupons' })).toContainText(`J-${tag}`);
  await expectAccessible(page);
  await page.goto(`${acme}/console/menus`);
  await pick(page, 'Course').click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('list', { name: /^Menu of / })).toBeVisible();
  await expectAccessible(page);
});
