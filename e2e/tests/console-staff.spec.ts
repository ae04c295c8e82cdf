import { createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, outbox, test } from './fixtures';

/**
 * Staff accounts (decision 026): an admin invites a member from the staff page, the invitation mail
 * arrives, the member chooses a password and signs in; they turn on two-step sign-in on their
 * account page and the next sign-in asks for the code. The staff page on desktop and phone.
 */

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits) from a base32 secret, as an authenticator app computes it. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/\s+/g, '').toUpperCase())
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 15;
  return ((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/console');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin invites a member, who signs up and turns on two-step sign-in @postgres', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `member-${randomBytes(4).toString('hex')}@portico.test`;
  await signIn(page, 'admin@portico.test', 'Console@123');
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff' });
  await expect(table.getByRole('row').filter({ hasText: 'Kavya Rao' })).toContainText('Disabled');
  await expect(table.getByRole('row').filter({ hasText: 'Neel Sharma' })).toContainText('Invited');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Journey Member');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Invited');

  // The staff page on a phone: cards, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Staff' });
  await expect(cards.getByRole('listitem').filter({ hasText: email })).toContainText('Invited');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The member, signed out in a browser of their own, follows the mailed link.
  const mail = await outbox(request, baseURL ?? '', email);
  expect(mail.subject).toContain('invited');
  const token = mail.text.match(/\/console\/password\?token=(\S+)/)?.[1];
  expect(token).toBeTruthy();
  const member = await (await browser.newContext()).newPage();
  await member.goto(`/console/password?token=${token}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome to the staff console' })).toBeVisible();
  await expect(member.getByText('At least 8 characters (at most 128).')).toBeVisible();
  await expectAccessible(member);
  await member.getByLabel('New password').fill('Journey@123');
  await member.getByLabel('Repeat the password').fill('Journey@123');
  await member.getByRole('button', { name: 'Save password' }).click();
  await expect(member.getByText('Your password is set. Please sign in with it.')).toBeVisible();

  await signIn(member, email, 'Journey@123');
  await expect(member.getByRole('heading', { level: 1, name: 'Journey Member' })).toBeVisible();
  await member.getByRole('link', { name: 'Account' }).click();
  await member.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(member.getByRole('img', { name: 'QR code of your two-step sign-in key' })).toBeVisible();
  const secret = (await member.getByTestId('totp-secret').textContent()) ?? '';
  await expectAccessible(member);
  await member.getByRole('textbox', { name: 'Code' }).fill(totp(secret));
  await member.getByRole('button', { name: 'Turn on' }).click();
  // Ten one-time recovery codes, shown once (decision 054).
  const saved = member.getByRole('dialog', { name: 'Your recovery codes' });
  const codes = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  await saved.getByRole('button', { name: 'I have saved them' }).click();
  await expect(member.getByText('Two-step sign-in is on. The next sign-in asks for a code.')).toBeVisible();
  await member.getByRole('button', { name: 'Sign out' }).click();

  // The next sign-in asks for the code (the next step's: each code is accepted once).
  await signIn(member, email, 'Journey@123');
  await expect(member.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await member
    .getByRole('textbox', { name: 'Code from your authenticator app' })
    .fill(totp(secret, Date.now() + 30_000));
  await member.getByRole('button', { name: 'Verify' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Journey Member' })).toBeVisible();
  await expectAccessible(member);

  // A lost phone: a recovery code stands in for the app's code.
  await member.getByRole('button', { name: 'Sign out' }).click();
  await signIn(member, email, 'Journey@123');
  await member.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await member.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
  await member.getByRole('button', { name: 'Sign in with the recovery code' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Journey Member' })).toBeVisible();
});
