import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

/**
 * The console's review queues (decision 028; CONSOLE.md 'Score reports' and 'Career'): faculty verify a
 * student's TRF (confirming what it grants) and the reward course appears for that student, then
 * reject it and the course ends (decision 035); an admin reviews a CV (comment, expert CV,
 * approve) and the student reads Admin's comment and Completed. Desktop, and the career queue on a
 * phone.
 */

/** A small real PDF: the server checks the bytes, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function signIn(page: Page, email: string) {
  await page.goto('/console');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Console@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** document-upload, then the PUT of the bytes; the file's publicUrl. */
async function upload(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(path, { data });
  expect(res.ok(), await res.text()).toBe(true);
  const { signedUrl, publicUrl } = (await res.json()).data;
  const put = await request.put(signedUrl, { data: PDF, headers: { 'content-type': 'application/pdf' } });
  expect(put.ok(), await put.text()).toBe(true);
  return publicUrl as string;
}

/** A new student of IELTS Academic, signed in in a browser context of their own. */
async function newStudent(browser: import('@playwright/test').Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const student = await registerStudent(page.request, baseURL);
  await loginAs(page, student.email, student.password);
  return { ...student, page, context };
}

test('faculty verify a TRF in the console and the reward course appears for the student @postgres', async ({
  page,
  browser,
  baseURL,
}) => {
  const student = await newStudent(browser, baseURL as string);
  const trfNumber = `E2E${Date.now()}`.slice(0, 18);
  const file = await upload(student.page.request, '/api/document-upload', {
    fileName: 'trf.pdf',
    contentType: 'application/pdf',
    purpose: 'score-document',
  });
  const examDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const sent = await student.page.request.post('/api/dashboard/trf-details', {
    data: {
      listening: 7.5,
      reading: 8,
      writing: 6.5,
      speaking: 7,
      bandScore: 7.5,
      file,
      trfNumber,
      examDate,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await student.page.goto('/select-course');
  await expect(student.page.getByRole('button', { name: 'IELTS Academic' })).toBeVisible();
  await expect(student.page.getByRole('button', { name: 'French for Beginners' })).toHaveCount(0);

  await signIn(page, 'faculty@portico.test');
  await page.getByRole('link', { name: 'Score reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score reports' })).toBeVisible();
  const reports = page.getByRole('table', { name: 'Score reports' });
  // Oldest first: the demo's report of three days ago is overdue.
  await expect(reports.getByRole('row').filter({ hasText: 'Rohan Das' })).toContainText(/Overdue by/);
  const row = reports.getByRole('row').filter({ hasText: trfNumber });
  await expect(row).toContainText(/Due in/);
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Meera Iyer' }).click();
  const drawer = page.getByRole('dialog', { name: /^Score report of / });
  await expect(drawer.getByText(`TRF number: ${trfNumber}`)).toBeVisible();
  await expect(drawer.getByText('Free French (score reward), granted when verified')).toBeVisible();
  const document = drawer.getByRole('link', { name: /Open the score report document/ });
  const served = await page.request.get((await document.getAttribute('href')) ?? '');
  expect(served.headers()['content-type']).toContain('application/pdf');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Reject' }).click();
  await expect(drawer.getByText('Please write a remark for the student')).toBeVisible();
  // Verify asks first, saying what the student gets.
  await drawer.getByRole('button', { name: 'Verify' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify this score report?' });
  await expect(confirm).toContainText(/The student gets Free French \(score reward\) for \d+ days\./);
  await confirm.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText(
      'The score report is verified and Free French (score reward) was granted. The student has been sent a mail.',
    ),
  ).toBeVisible();
  await expect(
    drawer.getByText('Your score report is verified. Free French (score reward) is now in your courses.'),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(reports.getByRole('row').filter({ hasText: trfNumber })).toHaveCount(0);

  // The student, in their own browser: the reward course, and the reply banner on the dashboard.
  await student.page.goto('/select-course');
  await expect(student.page.getByRole('button', { name: 'French for Beginners' })).toBeVisible();
  await student.page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(student.page.getByText('You got a reply in Remarks')).toBeVisible();

  // Rejected after all: the console says first that the reward is withdrawn; the student's French
  // course then is gone.
  await page.goto('/console/score-reports?status=verified');
  await reports
    .getByRole('row')
    .filter({ hasText: trfNumber })
    .getByRole('button', { name: 'Meera Iyer' })
    .click();
  await drawer.getByRole('textbox', { name: 'Remark to the student' }).fill('The TRF number does not match.');
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Reject this score report?' });
  await expect(withdraw).toContainText(/Free French \(score reward\), granted on [\d/]+, is withdrawn/);
  await withdraw.getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByText(
      'The score report is rejected and Free French (score reward) was withdrawn. The student sees your remark and has been sent a mail.',
    ),
  ).toBeVisible();
  // The withdrawn reward is revoked: it leaves My Courses (issue 40: a revoked course says so and
  // goes, an expired one stays as expired).
  await student.page.goto('/select-course');
  await expect(student.page.getByRole('button', { name: 'IELTS Academic' })).toBeVisible();
  await expect(student.page.getByRole('button', { name: 'French for Beginners' })).toHaveCount(0);
  await student.context.close();
});

test('an admin reviews a CV and the student reads Admin’s comment and Completed; the queue on a phone @postgres', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const student = await newStudent(browser, baseURL as string);
  const request = student.page.request;
  const groups = (await (await request.get('/api/course')).json()).data as {
    course: { id: string; courseName: string }[];
  }[];
  const course = groups.flatMap((g) => g.course).find((c) => c.courseName === 'IELTS Academic');
  const projects = (await (await request.get(`/api/capstone/projects?courseId=${course?.id}`)).json())
    .data as {
    id: string;
    referenceType: string;
  }[];
  const cv = projects.find((p) => p.referenceType === 'Upload');
  const url = await upload(request, '/api/capstone/cv-preparation', {
    fileName: 'Meera CV.pdf',
    contentType: 'application/pdf',
    id: cv?.id,
  });
  const attached = await request.put('/api/capstone/cv-preparation', {
    data: { id: cv?.id, resume: [{ url }] },
  });
  expect(attached.ok(), await attached.text()).toBe(true);

  await signIn(page, 'admin@portico.test');
  await page.getByRole('link', { name: 'Career', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career reviews' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Career submissions' });
  const row = list.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText('CV preparation');
  await expect(row).toContainText(/Due in/);
  await expect(list.getByRole('row').filter({ hasText: 'Rohan Das' })).toContainText(/Overdue by/);
  await row.getByRole('button', { name: 'Meera Iyer' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Meera CV.pdf' })).toBeVisible();
  await drawer
    .getByRole('textbox', { name: 'Comment to the student' })
    .fill('Put your <strongest> result first.');
  await drawer.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Your comment was sent to the student.')).toBeVisible();
  await expect(drawer.getByText('Put your <strongest> result first.')).toBeVisible();
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'Meera-CV-expert.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await drawer.getByRole('button', { name: 'Upload expert CV' }).click();
  await expect(page.getByText('The expert CV is uploaded. The student can download it now.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Meera-CV-expert.pdf' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The review status is updated.')).toBeVisible();
  await expectAccessible(page);

  // The student: Admin's comment, the expert CV, and Completed on the tracker.
  await student.page.goto(`/projectdetail?project=${cv?.id}`);
  const comments = student.page.getByRole('list', { name: 'Comments, newest first' }).getByRole('listitem');
  await expect(comments.first()).toContainText('Admin');
  await expect(comments.first()).toContainText('Put your <strongest> result first.');
  const steps = student.page.getByRole('list', { name: 'Review status' }).getByRole('listitem');
  await expect(steps.filter({ hasText: 'Completed' })).toContainText('Done');
  await student.context.close();

  // On a phone the queue is a list of cards, with nothing sideways.
  await page.getByRole('button', { name: 'Close details' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Career submissions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
