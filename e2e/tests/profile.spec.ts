import { deflateSync } from 'node:zlib';
import { expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A solid-colour PNG of `size`×`size` pixels, well under the 1 MB profile image limit (spec 1 §9). */
function makePng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x2b, 0x6c, 0xb0]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = makePng(16);

test('profile: details saved and kept, avatar uploaded, password changed ending the older session @postgres', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await registerStudent(page.request, baseURL as string);

  // An older session of the same student, in another browser.
  const elsewhere = await browser.newContext({ baseURL });
  const older = await elsewhere.newPage();
  await loginAs(older, student.email, student.password);
  await expect(older).toHaveURL(/\/select-course$/);

  await loginAs(page, student.email, student.password);
  await expect(page).toHaveURL(/\/select-course$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Full name' });
  await expect(name).toHaveValue('Meera Iyer');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(student.email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(page.getByText('IELTS Academic Starter (free)')).toBeVisible();
  await expectAccessible(page);

  // spec 1 §5: Save is disabled until the form changes.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await name.fill('Meera R. Iyer');
  await page.getByRole('textbox', { name: 'Address' }).fill('4 Hill Street, Madurai');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated Successfully!' })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Account menu for Meera R. Iyer' })).toBeVisible();

  await page.reload();
  await expect(name).toHaveValue('Meera R. Iyer');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('4 Hill Street, Madurai');
  await expect(page.getByText('4 Hill Street, Madurai, Chennai')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Meera R. Iyer' })).toBeVisible();

  // Avatar: another type is refused in the browser; a PNG is previewed, then uploaded.
  const fileInput = page.locator('input[type="file"]');
  let uploads = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/profile-upload')) uploads += 1;
  });
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('Please upload image with extentions jpeg,jpg Or png');
  expect(uploads).toBe(0);
  await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the new profile image' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile image updated successfully' }),
  ).toBeVisible();
  expect(uploads).toBe(1);
  const avatar = page.getByRole('img', { name: 'Profile image of Meera R. Iyer' });
  await expect(avatar).toHaveAttribute('src', /\/api\/files\/object\//);
  await page.reload();
  await expect(avatar).toHaveAttribute('src', /\/api\/files\/object\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // Change Password (spec 1 §5).
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('New Password should not be empty')).toBeVisible();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await expectAccessible(page);
  await dialog.getByLabel('Current password').fill(student.password);
  await dialog.getByLabel('New password').fill(student.password);
  await dialog.getByLabel('Confirm password').fill('Something-Else-1');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Password should not match the current password')).toBeVisible();
  await expect(dialog.getByText('Password mismatched')).toBeVisible();
  await dialog.getByLabel('New password').fill('Fresh-Start-2027');
  await dialog.getByLabel('Confirm password').fill('Fresh-Start-2027');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByRole('status')).toContainText('Password updated successfully');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // This session goes on; the older one is ended by the change.
  await page.reload();
  await expect(name).toHaveValue('Meera R. Iyer');
  await older.goto('/profile');
  await expect(older.getByRole('dialog', { name: 'Session Expired!' })).toBeVisible();
  await expect(older.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
  await elsewhere.close();

  // A phone: no horizontal scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(name).toHaveValue('Meera R. Iyer');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
