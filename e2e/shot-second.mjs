import { chromium } from '@playwright/test';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(email, viewport = { width: 1366, height: 860 }) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await page.goto(`${base}/console`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Console@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}
const api = async (page, method, path, data) => {
  const res = await page.request.fetch(`${base}/api/${path}`, { method, data, headers: { origin: base } });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
};
const draftOf = (detail, band) => ({
  answers: Object.fromEntries(detail.answers.map((a) => [a.itemId, {
    criteria: Object.fromEntries(a.rubric.criteria.map((c, i) => [c.key, typeof band === 'function' ? band(c, i) : Math.min(c.max, band)])),
    comments: band === 6 ? 'Clear overview; compare the figures.' : 'Task 2 position is not clear throughout.',
  }])),
  overallComment: '',
});
const admin = await session('admin@portico.test');
const settings = (await api(admin, 'GET', 'console/settings')).settings;
await api(admin, 'PUT', 'console/settings', { ...settings, grading: { ...settings.grading, secondMarkingPercent: 100 } });
const faculty = await session('faculty@portico.test');
const queue = await api(faculty, 'GET', 'console/evaluations?filter=waiting');
const target = queue.items.find((i) => i.state === 'waiting' && i.examTitle === 'IELTS') ?? queue.items[0];
console.log('attempt', target.id, target.student.name, target.testTitle);
await faculty.goto(`${base}/console/evaluations/${target.id}`);
await faculty.getByText('Second marking', { exact: true }).first().waitFor();
await faculty.screenshot({ path: '/tmp/shots/sm-1-faculty-picked.png' });
const d1 = await api(faculty, 'GET', `console/evaluations/${target.id}`);
await api(faculty, 'POST', `console/evaluations/${target.id}/mark`, { ...draftOf(d1, 6), baseVersion: d1.draftVersion });
await faculty.reload();
await faculty.getByText(/kept as it was sent/).waitFor();
await faculty.screenshot({ path: '/tmp/shots/sm-2-faculty-sent.png', fullPage: false });
await admin.goto(`${base}/console/evaluations/${target.id}`);
await admin.getByText(/You give the second marking/).waitFor();
await admin.screenshot({ path: '/tmp/shots/sm-3-second-marker.png' });
const d2 = await api(admin, 'GET', `console/evaluations/${target.id}`);
await api(admin, 'POST', `console/evaluations/${target.id}/second/submit`, { ...draftOf(d2, (c, i) => Math.min(c.max, i === 0 ? 8 : 7)), baseVersion: d2.draftVersion });
await admin.reload();
await admin.getByText(/more than a point apart|within a point/).waitFor();
await admin.getByRole('region', { name: 'Second marking' }).screenshot({ path: '/tmp/shots/sm-4-compare.png' });
const phone = await session('admin@portico.test', { width: 390, height: 844 });
await phone.goto(`${base}/console/evaluations/${target.id}`);
await phone.getByText(/more than a point apart|within a point/).waitFor();
await phone.getByRole('region', { name: 'Second marking' }).screenshot({ path: '/tmp/shots/sm-5-phone.png' });
await admin.getByRole('button', { name: 'Keep the second marking' }).click();
await admin.getByText(/Settled/).first().waitFor();
await admin.getByRole('button', { name: 'Release to the student' }).waitFor();
await admin.screenshot({ path: '/tmp/shots/sm-6-settled.png' });
await admin.goto(`${base}/console/settings`);
await admin.getByText('Second marking sample').scrollIntoViewIfNeeded();
await admin.screenshot({ path: '/tmp/shots/sm-7-settings.png' });
await admin.goto(`${base}/console/orders`);
await admin.getByRole('heading', { level: 1 }).waitFor();
await admin.waitForTimeout(800);
await admin.screenshot({ path: '/tmp/shots/sm-8-orders.png' });
await browser.close();
