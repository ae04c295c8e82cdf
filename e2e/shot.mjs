import { chromium } from '@playwright/test';

const [
  ,
  ,
  course = 'IELTS Academic',
  path = '/mockreport',
  out = '/tmp/shots/a.png',
  w = '1280',
  h = '900',
  email = 'demo@portico.test',
  pw = 'Portico@123',
] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(w), height: Number(h) } });
const page = await ctx.newPage();
await page.goto('http://localhost:3999/login');
await page.getByPlaceholder('Username').fill(email);
await page
  .getByLabel(/password/i)
  .first()
  .fill(pw);
await page.getByRole('button', { name: /^login$/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.goto('http://localhost:3999/select-course');
await page.getByRole('button', { name: course, exact: true }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/select-course'));
const probe = page.getByRole('button', { name: 'Not Interested' });
await page.waitForTimeout(1500);
if (await probe.isVisible()) await probe.click();
await page.goto('http://localhost:3999' + path);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
console.log(page.url());
await b.close();
