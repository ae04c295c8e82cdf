import { chromium } from 'playwright-core';

const base = 'http://localhost:3100';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('Username').fill('demo@portico.test');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Portico@123');
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 });
  await page.getByRole('button', { name: 'IELTS Academic', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/select-course'), { timeout: 20000 });
  const courseId = await page.evaluate(
    () => Object.entries(localStorage).find(([k]) => /course/i.test(k))?.[1],
  );
  const cid = JSON.parse(courseId);
  const cards = await (await page.request.get(`${base}/api/reportcard?id=1&courseId=${cid}`)).json();
  const card = cards.data.find((c) => c.testTemplate === 'ielts') ?? cards.data[0];
  console.log(cards.data.map((c) => [c.title, c.testTemplate]));
  await page.goto(`${base}/ielts-mockreport/${card.studentTestId}?tab=feedback`);
  await page.waitForTimeout(7000);
  await page.screenshot({ path: `/tmp/shots/feedback-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
