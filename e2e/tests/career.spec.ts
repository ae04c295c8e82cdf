import type { Page } from '@playwright/test';
import { DEMO, dismissScoreProbe, expect, expectAccessible, loginAs, test } from './fixtures';

/**
 * Career services (decision 023; spec 3 §2 Career project, §4 tracker, §5, §8): the demo student opens
 * Career, reads the reviewer's comment on the LinkedIn review under way, sends a new profile address
 * (a bad one first), uploads a CV by the file chooser, and finds both pages whole on a phone.
 */

/** spec 3 §4: each step of the tracker, done or pending. */
async function tracker(page: Page) {
  const steps = page.getByRole('list', { name: 'Review status' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  return (await steps.allInnerTexts()).map((text) => {
    const step = ['Submitted', 'In Progress', 'Completed'].find((label) => text.includes(label));
    return `${step}: ${text.includes('Done') ? 'done' : 'pending'}`;
  });
}

/** The page fits the screen's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

/** A small real PDF, as a student's CV. */
const CV_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('career services: a LinkedIn review and a CV, on a desktop and a phone @postgres', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissScoreProbe(page);

  // The menu's Career entry lists the course's two projects with their statuses.
  await page.getByRole('navigation').getByRole('link', { name: 'Career', exact: true }).first().click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career' })).toBeVisible();
  await page.getByRole('link', { name: /LinkedIn profile review.*Open project/ }).click();

  // The LinkedIn review: under way, with the reviewer's comment labelled Admin.
  await expect(page).toHaveURL(/\/projectdetail\?project=[0-9a-f-]{36}$/);
  const linkedInUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'LinkedIn profile review' })).toBeVisible();
  expect(await tracker(page)).toEqual(['Submitted: done', 'In Progress: done', 'Completed: pending']);
  const comments = page.getByRole('list', { name: 'Comments, newest first' }).getByRole('listitem');
  await expect(comments.first()).toContainText('Admin');
  await expect(comments.first()).toContainText("Your headline only says 'Student'");
  await expectAccessible(page);

  // The instruction document opens in a new tab through a short-lived signed address.
  const [doc] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Download instructions' }).click(),
  ]);
  await expect.poll(() => doc.url()).toMatch(/\/api\/capstone\/document\/[\w-]+\.[\w-]+$/);
  const served = await page.request.get(doc.url());
  expect(served.headers()['content-type']).toContain('application/pdf');
  await doc.close();

  // spec 3 §5: a bad address is refused in the form; a good one goes for review.
  const url = page.getByLabel('LinkedIn profile URL');
  await url.fill('linkedin.com/asha-verma');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter valid LinkedIn Url')).toBeVisible();
  await url.fill('https://www.linkedin.com/in/asha-verma-pune');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect
    .poll(() => tracker(page))
    .toEqual(['Submitted: done', 'In Progress: pending', 'Completed: pending']);
  await expect(page.getByRole('link', { name: 'https://www.linkedin.com/in/asha-verma-pune' })).toBeVisible();
  // The toast goes by itself; the upload's own comes next.
  await expect(page.getByText('Updated Successfully!')).toBeHidden({ timeout: 15_000 });

  // The CV preparation: the expert's CV is there; the student's own goes up by the file chooser.
  await page.getByRole('link', { name: 'All career projects' }).click();
  await page.getByRole('link', { name: /CV preparation.*Open project/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CV preparation' })).toBeVisible();
  const cvUrl = page.url();
  await expect(page.getByText('Asha-Verma-CV-expert.pdf')).toBeVisible();
  expect(await tracker(page)).toEqual(['Submitted: pending', 'In Progress: pending', 'Completed: pending']);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: CV_PDF });
  await expect(page.getByText('Uploading....')).toBeVisible();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect
    .poll(() => tracker(page))
    .toEqual(['Submitted: done', 'In Progress: pending', 'Completed: pending']);
  await expect(page.getByRole('list', { name: 'CVs you sent' })).toContainText('asha-cv.pdf');
  await expectAccessible(page);

  // Both pages on a phone: whole, accessible, nothing scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [address, title] of [
    [linkedInUrl, 'LinkedIn profile review'],
    [cvUrl, 'CV preparation'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Review status' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
});
