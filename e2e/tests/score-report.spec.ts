import { expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

/** A small real PDF: the server checks the bytes, not the name (ARCHITECTURE.md "Files"). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** YYYY-MM-DD of `daysAgo` days before today, in the browser's (and this process's) zone. */
const dateDaysAgo = (daysAgo: number) => {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  // Typed day/month/year, as the field asks (spec 2 §9).
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

// spec 1 §2 "Score submission (on the dashboard)", §4, §5, §8. The demo company has
// enableScoreFromStudents on and the IELTS course has ieltsScoreEnabled.
test('score report: probe, submit with a PDF, locked form, remarks @postgres', async ({ page, baseURL }) => {
  const student = await registerStudent(page.request, baseURL as string);
  await loginAs(page, student.email, student.password);
  await expect(page).toHaveURL(/\/select-course$/);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The probe asks first; Interested opens the form.
  const probe = page.getByRole('dialog', { name: 'Have you taken the actual IELTS?' });
  await expect(probe).toBeVisible();
  await probe.getByRole('button', { name: 'Interested', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'IELTS Score Report' });
  await expect(form).toBeVisible();
  await expect(form.getByText('No data available')).toBeVisible();

  // axe-core on the open form modal: no serious or critical violation.
  await expectAccessible(page, { within: '[role="dialog"]' });

  // spec 1 §5: the rules before anything is filled in.
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByText('Please select the exam Date')).toBeVisible();
  await expect(form.getByText('Please upload a document')).toBeVisible();

  await form.getByLabel('Exam date').fill(dateDaysAgo(30));
  await form.locator('input[type="file"]').setInputFiles({
    name: 'trf.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Document Uploaded Successfully')).toBeVisible();

  for (const [label, band] of [
    ['Listening', '7.5'],
    ['Reading', '8.0'],
    ['Writing', '6.5'],
    ['Speaking', '7.0'],
    ['Overall band score', '7.5'],
  ] as const) {
    const select = form.getByRole('combobox', { name: label });
    await select.click();
    // The options of this select's own listbox (a closing one may still be on the page).
    await expect(select).toHaveAttribute('aria-controls', /.+/);
    const listbox = page.locator(`[id="${await select.getAttribute('aria-controls')}"]`);
    await listbox.getByRole('option', { name: band, exact: true }).click();
    await expect(select).toHaveValue(band);
  }
  await form.getByRole('textbox', { name: 'TRF number' }).fill('26GB012345IYEM001A');
  await form
    .getByRole('checkbox', { name: /free access to Free French \(score reward\) for 4 weeks/ })
    .check();
  await form.getByRole('checkbox', { name: /older than 2 years are not valid/ }).check();
  await form.getByRole('button', { name: 'Submit', exact: true }).click();

  // spec 1 §4: confirm (OKAY / CANCEL) with the under-verification note, then the save.
  const confirm = page.getByRole('dialog', { name: 'Submit score report' });
  await expect(confirm.getByText(/under verification/)).toBeVisible();
  await confirm.getByRole('button', { name: 'OKAY' }).click();
  await expect(page.getByText('Updated Successfully', { exact: true })).toBeVisible();

  // Locked once ieltsTrfUploaded: the values stay, nothing can change.
  await expect(form.getByText('Your score report is under verification.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'TRF number' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'TRF number' })).toHaveValue('26GB012345IYEM001A');
  await expect(form.getByRole('combobox', { name: 'Overall band score' })).toHaveValue('7.5');
  await expect(form.getByRole('combobox', { name: 'Listening' })).toBeDisabled();
  const view = form.getByRole('link', { name: 'View uploaded document' });
  await expect(view).toBeVisible();
  const document = await page.request.get(new URL((await view.getAttribute('href')) ?? '', baseURL).href);
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');

  // A remark: in the table and in the remarks banner.
  await form.getByRole('textbox', { name: 'Add a remark' }).fill('Please verify my report soon.');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added Successfully', { exact: true })).toBeVisible();
  await expect(form.getByRole('cell', { name: 'Please verify my report soon.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByText('You added a remark')).toBeVisible();

  // After a reload: no probe (a report is uploaded), the report stays locked.
  await page.reload();
  await expect(page.getByRole('button', { name: 'View Score Report' })).toBeVisible();
  await expect(probe).toBeHidden();
  await page.getByRole('button', { name: 'View Score Report' }).click();
  await expect(form.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await expect(form.getByRole('cell', { name: 'Please verify my report soon.' })).toBeVisible();
});
