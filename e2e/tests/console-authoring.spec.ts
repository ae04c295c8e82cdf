import type { Page } from '@playwright/test';
import { consoleSignIn, expect, expectAccessible, test } from './fixtures';

/**
 * Console authoring (decision 027): an admin changes the company's colour and logo in the console and the student
 * pages follow on their next load (no rebuild, no restart); an admin imports a content file after a
 * preview of what it adds, and a file with a problem imports nothing.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 2400×600 PNG drawn by the browser (a gradient and a word, as a logo is). */
async function bigPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 600;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 2400, 600);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 600);
    context.fillStyle = '#ffffff';
    context.font = 'bold 240px sans-serif';
    context.fillText('Acme', 200, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

test('an admin changes the colour and logo; the student pages follow without a rebuild', async ({
  page,
  browser,
  baseURL,
}) => {
  // On acme, so the demo company's brand, which other journeys check, never changes.
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  const student = await browser.newPage();
  await student.goto(`${acme}/login`);
  await expect(student.getByRole('img', { name: /Acme/ }).first()).toHaveAttribute('src', /acme-logo/);

  await consoleSignIn(page, acme, 'admin@acme.test', 'AcmeAdmin@1');
  // Through the page: the browser resolves acme.localhost, and it holds the staff cookie.
  const original = await page.evaluate(
    async () => (await (await fetch('/api/console/settings')).json()).data.settings,
  );
  try {
    await page.getByRole('link', { name: 'Authoring' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('textbox', { name: 'Logo' })).toHaveValue(/^\/api\/brand\//);
    // A logo as a designer exports it (2400×600 PNG): it goes up scaled to 640 px and as WebP.
    const firstLogo = await page.getByRole('textbox', { name: 'Logo' }).inputValue();
    const chooserBig = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooserBig).setFiles({
      name: 'big-logo.png',
      mimeType: 'image/png',
      buffer: await bigPng(page),
    });
    await expect(page.getByRole('textbox', { name: 'Logo' })).not.toHaveValue(firstLogo);
    await expect(page.getByRole('textbox', { name: 'Logo' })).toHaveValue(/^\/api\/brand\//);
    const served = await page.evaluate(
      async (url) => {
        const response = await fetch(url);
        const bitmap = await createImageBitmap(await response.blob());
        return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
      },
      await page.getByRole('textbox', { name: 'Logo' }).inputValue(),
    );
    expect(served).toEqual({ type: 'image/webp', width: 640, height: 160 });
    await page.getByRole('textbox', { name: 'Brand colour' }).fill('#0f766e');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Acme Test Prep Renewed');
    // The preview follows before anything is saved.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('img', { name: 'Acme Test Prep Renewed logo' })).toHaveAttribute(
      'src',
      /^\/api\/brand\//,
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. Students see them on their next page load.')).toBeVisible();

    await student.reload();
    await expect(student).toHaveTitle(/Acme Test Prep Renewed/);
    await expect(student.getByRole('img', { name: 'Acme Test Prep Renewed' }).first()).toHaveAttribute(
      'src',
      /^\/api\/brand\//,
    );
    await expect(student.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
    await expect(student.getByRole('button', { name: /^login$/i })).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );
  } finally {
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/console/settings', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      original,
    );
    expect(status).toBe(200);
    await student.close();
  }
});

test('an admin previews a content file, sees what it adds, applies it; a file with a problem imports nothing', async ({
  page,
}) => {
  const key = `console-import-${Date.now()}`;
  const testFile = {
    key,
    title: 'Console import check',
    sections: [
      {
        title: 'Reading',
        referenceType: 'Reading',
        durationMinutes: 10,
        items: [
          {
            key: 'q1',
            type: 'mcq',
            html: '<p>One?</p>',
            options: [{ text: 'yes', correct: true }, { text: 'no' }],
          },
        ],
      },
    ],
  };
  const choose = (name: string, json: unknown) =>
    page.getByLabel('Choose content files').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(typeof json === 'string' ? json : JSON.stringify(json)),
    });

  await consoleSignIn(page, '', 'admin@portico.test', 'Console@123');
  await page.getByRole('link', { name: 'Authoring' }).click();
  await page.getByRole('link', { name: 'Import content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import content' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Authoring' }),
  ).toHaveAttribute('aria-current', 'page');

  // A file with a problem: every problem is listed and Apply is not offered.
  await choose('broken.json', {
    ...testFile,
    sections: [{ ...testFile.sections[0], items: [{ key: 'q1', type: 'nope' }] }],
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('heading', { name: /problem.*nothing will be imported/ })).toBeVisible();
  await expect(page.getByText('broken.json › q1 › type', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply import' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove broken.json' }).click();

  await choose(`${key}.json`, testFile);
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('heading', { name: 'What this import would do' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Changes by kind of content' });
  await expect(table.getByRole('row', { name: /^Tests 1 0 0 0/ })).toBeVisible();
  await expect(page.getByText(`Console import check (${key})`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Apply import' }).click();
  await page
    .getByRole('dialog', { name: 'Apply this import?' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByText(/Content imported\. 1 tests, 1 questions/)).toBeVisible();

  // The same file again: nothing would change.
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('heading', { name: /Nothing would change/ })).toBeVisible();

  // The audit log has the import.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('cell', { name: /^Imported content/ }).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/console/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import content' })).toBeVisible();
  await expectAccessible(page);
});
