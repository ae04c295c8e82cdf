import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

/** The open dialog alone (the page behind it sits under the overlay, checked once it closes). */
const expectDialogAccessible = (page: Page) => expectAccessible(page, { within: '[role="dialog"]' });

/**
 * Console authoring (CONSOLE.md 'Authoring'): an admin writes a notice with a schedule in the console (a sanitised preview of
 * its HTML), the student finds it on the notice board at once; the videos and the About us and intro
 * pages open, on a desktop and on a phone, and all of them are accessible.
 */
test('an admin posts a notice the student reads at once; the authoring pages on a phone @postgres', async ({
  page,
  browser,
  baseURL,
}) => {
  // On acme, so the demo company's notices, which other journeys count, never change.
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  await page.goto(`${acme}/console`);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@acme.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('AcmeAdmin@1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto(`${acme}/console/notices`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notices and notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'New notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New notice' });
  const title = `Centre moved ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description (HTML)' })
    .fill('<p>Now at <b>MG Road</b></p><img src=x onerror="document.title=1">');
  await expect(dialog.getByRole('region', { name: 'Preview' }).locator('b')).toHaveText('MG Road');
  await expectDialogAccessible(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Notice saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Showing')).toBeVisible();
  await expectAccessible(page);

  const student = await browser.newPage();
  try {
    await loginAs(student, 'student@acme.test', 'Acme@12345', acme);
    const names = await student.evaluate(async () =>
      (
        (await (await fetch('/api/get-notification?type=notice')).json()).data.Items as { name: string }[]
      ).map((n) => n.name),
    );
    expect(names).toContain(title);
  } finally {
    await student.close();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Showing')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this notice?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Notice deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(`${acme}/console/videos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard videos' })).toBeVisible();
  await page.getByRole('button', { name: 'New video' }).click();
  await expect(page.getByRole('dialog', { name: 'New video' })).toBeVisible();
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  // The page is checked once the dialog has gone: mid-fade its title's contrast is not its own.
  await expect(page.getByRole('dialog', { name: 'New video' })).toBeHidden();
  await expectAccessible(page);

  await page.goto(`${acme}/console/pages`);
  await expect(page.getByRole('heading', { level: 1, name: 'About us and intro' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Intro steps' }).click();
  await page.getByRole('button', { name: 'New intro step' }).click();
  await expect(page.getByRole('dialog', { name: 'New intro step' })).toBeVisible();
  await expectDialogAccessible(page);
});
