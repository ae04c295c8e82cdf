import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@portico.test', password: 'Portico@123', name: 'Asha Verma' };
export const ACME = { email: 'student@acme.test', password: 'Acme@12345' };

/** The newest dev-outbox message to a recipient, on the host of `origin`. */
export async function outbox(request: APIRequestContext, origin: string, to: string, channel = 'email') {
  let found: { text: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${origin}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const msgs = ((await res.json()).data ?? []) as { channel: string; text: string; subject: string }[];
      found = msgs.find((m) => m.channel === channel);
      return Boolean(found);
    })
    .toBe(true);
  return found as { text: string; subject: string };
}

export const linkIn = (text: string) => {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[0];
};

/** axe-core: no serious or critical violation on the page as it is. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export async function loginAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Username').fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

export const test = base;
export { expect };
