// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../lib/dates';
import { json, routeFetch } from '../../../../test/route-fetch';
import { stubBrowser } from '../../../../test/stub-browser';
import {
  emptyRecord,
  readAnswers,
  remark,
  renderWithProviders,
  uploadedRecord,
  writes,
} from './score-report-test-utils';
import { ScoreSubmissionSection } from './score-submission-section';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

// Whole journeys through Mantine in jsdom: seconds each on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
beforeAll(stubBrowser);
beforeEach(() => show.mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const toasts = () => show.mock.calls.map(([n]) => (n as { message: string }).message);
const pdf = (name = 'trf.pdf', size?: number, type = 'application/pdf') => {
  const f = new File(['%PDF-1.4\n%%EOF\n'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function renderSection(answers: Record<string, unknown> = readAnswers()) {
  const fetchMock = routeFetch(answers as Parameters<typeof routeFetch>[0]);
  renderWithProviders(<ScoreSubmissionSection />);
  await screen.findByRole('heading', { name: 'Submit your IELTS score' });
  return fetchMock;
}

/** Opens the form through the probe's Interested. */
async function openForm() {
  const probe = await screen.findByRole('dialog', { name: 'Have you taken the actual IELTS?' });
  fireEvent.click(within(probe).getByRole('button', { name: 'Interested' }));
  return screen.findByRole('dialog', { name: 'IELTS Score Report' });
}

/** Picks a band in a Mantine Select: the listbox it controls, options hidden during the transition. */
async function pick(dialog: HTMLElement, label: string, value: string) {
  const box = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: value, hidden: true }));
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(value));
}

const chooseFile = (dialog: HTMLElement, file: File) => {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('score submission banner and probe (spec 1 §2)', () => {
  it('shows the banner with the reward and its length and asks the probe until the student answers (decision 017)', async () => {
    const fetchMock = await renderSection();
    // The reward product's 28 days, as the form's terms say it (decision 045: one truth).
    expect(screen.getByText(/free access to French for Beginners for 4 weeks\./)).toBeTruthy();
    const probe = await screen.findByRole('dialog', { name: 'Have you taken the actual IELTS?' });
    fireEvent.click(within(probe).getByRole('button', { name: 'Not Interested' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The answer is the server's, not this browser's.
    const post = fetchMock.mock.calls.find(([input]) => String(input).includes('dashboard/score-probe'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ interested: false });

    cleanup();
    vi.unstubAllGlobals();
    await renderSection(readAnswers(emptyRecord({ probeAnswered: true })));
    expect(screen.getByRole('button', { name: 'Submit Score' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Have you taken the actual IELTS?' })).toBeNull();
  });

  it('promises no reward when the company grants none', async () => {
    await renderSection(readAnswers(emptyRecord({ probeAnswered: true, reward: null })));
    expect(screen.getByText(/Our team checks it and tells you in Remarks\./)).toBeTruthy();
    expect(screen.queryByText(/free access/)).toBeNull();
  });

  it('does not ask when the company has score submission off or a report is uploaded', async () => {
    await renderSection(readAnswers(emptyRecord({ enableScoreFromStudents: false })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Score' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    await renderSection(readAnswers(uploadedRecord()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Score Report' })).toBeTruthy();
  });
});

describe('score form rules (spec 1 §5)', () => {
  it('names every missing field with the spec messages and makes no call', async () => {
    const fetchMock = await renderSection();
    const form = await openForm();
    expect(within(form).getByText(/free access to French for Beginners for 4 weeks\./)).toBeTruthy();
    expect(within(form).getByText(/older than 2 years are not valid/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please select the exam Date',
      'Please upload a document',
      'Please select the Listening score',
      'Please select the Reading score',
      'Please select the Writing score',
      'Please select the Speaking score',
      'Please select the Overall Band score',
      'Please enter the TRF number',
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(within(form).getAllByText('Please accept the terms')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Submit score report' })).toBeNull();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('limits the exam date to the last two years, not the future', async () => {
    await renderSection();
    const form = await openForm();
    const date = within(form).getByLabelText(/Exam date/) as HTMLInputElement;
    // Typed day/month/year (spec 2 §9).
    expect(date.placeholder).toBe('DD/MM/YYYY');
    fireEvent.change(date, { target: { value: dayjs().add(1, 'day').format('DD/MM/YYYY') } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('The exam date cannot be in the future')).toBeTruthy();

    fireEvent.change(date, {
      target: { value: dayjs().subtract(2, 'year').subtract(1, 'day').format('DD/MM/YYYY') },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Score reports older than 2 years are not valid')).toBeTruthy();
  });

  it('offers the 19 band scores from 0 to 9 in 0.5 steps (spec 1 §9)', async () => {
    await renderSection();
    const form = await openForm();
    const box = within(form).getByRole('combobox', { name: /^Writing/ });
    fireEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(options).toHaveLength(19);
    expect(options.slice(0, 3)).toEqual(['0.0', '0.5', '1.0']);
    expect(options.at(-1)).toBe('9.0');
  });

  it('refuses a document of another type or over 5 MB before any call', async () => {
    const fetchMock = await renderSection();
    const form = await openForm();
    chooseFile(form, pdf('trf.docx', 100, 'application/msword'));
    expect(
      await within(form).findByText('Please upload image with extentions jpeg,jpg,png or pdf'),
    ).toBeTruthy();
    chooseFile(form, pdf('trf.pdf', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByText('Please upload document less than 5MB')).toBeTruthy();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows the spec upload errors when the signed URL or the upload fails', async () => {
    await renderSection({
      ...readAnswers(),
      'POST document-upload': json(500, { success: false, message: 'boom', errorCode: 'INTERNAL' }),
    });
    const form = await openForm();
    chooseFile(form, pdf());
    expect(await within(form).findByText('Error: Error in getting signed URL')).toBeTruthy();
    expect(toasts()).toEqual(['Document is Uploading', 'Error: Error in getting signed URL ']);

    cleanup();
    vi.unstubAllGlobals();
    show.mockClear();
    window.sessionStorage.clear();
    await renderSection({
      ...readAnswers(),
      'POST document-upload': json(200, {
        success: true,
        data: { signedUrl: '/api/files/upload/tok', publicUrl: '/api/files/object/f1' },
      }),
      'PUT files/upload/tok': json(403, { success: false, message: 'expired', errorCode: 'FORBIDDEN' }),
    });
    const again = await openForm();
    chooseFile(again, pdf());
    expect(await within(again).findByText('Error: Error in uploading File')).toBeTruthy();
  });
});

describe('score submission (spec 1 §4)', () => {
  it('uploads the document, confirms, saves and locks the form', async () => {
    let saved: unknown;
    let record = emptyRecord();
    const fetchMock = await renderSection({
      ...readAnswers(),
      'GET dashboard/trf-details': () => json(200, { success: true, data: record }),
      'POST document-upload': json(200, {
        success: true,
        data: { signedUrl: '/api/files/upload/tok', publicUrl: '/api/files/object/f1' },
      }),
      'PUT files/upload/tok': json(200, { success: true, message: 'File uploaded successfully' }),
      'POST dashboard/trf-details': (init: RequestInit) => {
        saved = JSON.parse(init.body as string);
        record = uploadedRecord();
        return json(200, { success: true, message: 'Updated Successfully', data: record });
      },
    });
    const form = await openForm();
    chooseFile(form, pdf());
    await waitFor(() => expect(toasts()).toContain('Document Uploaded Successfully'));
    expect(toasts()).toEqual(['Document is Uploading', 'Document Uploaded Successfully']);
    // The PUT goes to the signed address without the session.
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[1]?.credentials).toBe('omit');
    expect(new Headers(put?.[1]?.headers).get('authorization')).toBeNull();

    fireEvent.change(within(form).getByLabelText(/Exam date/), { target: { value: '14/03/2026' } });
    for (const [label, value] of [
      ['Listening', '7.5'],
      ['Reading', '8.0'],
      ['Writing', '6.5'],
      ['Speaking', '7.0'],
      ['Overall band score', '7.5'],
    ]) {
      await pick(form, label as string, value as string);
    }
    fireEvent.change(within(form).getByRole('textbox', { name: /TRF number/ }), {
      target: { value: '26GB012345IYEM001A' },
    });
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const confirm = await screen.findByRole('dialog', { name: 'Submit score report' });
    expect(within(confirm).getByText(/under verification/)).toBeTruthy();
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'OKAY' })));
    await waitFor(() => expect(toasts()).toContain('Updated Successfully'));
    expect(saved).toEqual({
      listening: 7.5,
      reading: 8,
      writing: 6.5,
      speaking: 7,
      bandScore: 7.5,
      file: '/api/files/object/f1',
      trfNumber: '26GB012345IYEM001A',
      examDate: '2026-03-14',
    });
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(within(form).getByText('Your score report is under verification.')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: /TRF number/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(form).getByRole('link', { name: 'View uploaded document' })).toBeTruthy();
  });

  it('shows the server message as an error toast when the save is refused', async () => {
    // A locked form cannot submit, so the refusal is exercised through CANCEL then a 409 on OKAY.
    await renderSection({
      ...readAnswers(),
      'POST document-upload': json(200, {
        success: true,
        data: { signedUrl: '/api/files/upload/tok', publicUrl: '/api/files/object/f1' },
      }),
      'PUT files/upload/tok': json(200, { success: true }),
      'POST dashboard/trf-details': json(409, {
        success: false,
        message: 'Your score report has already been submitted and is under verification',
        errorCode: 'CONFLICT',
      }),
    });
    const form = await openForm();
    chooseFile(form, pdf());
    await waitFor(() => expect(toasts()).toContain('Document Uploaded Successfully'));
    fireEvent.change(within(form).getByLabelText(/Exam date/), { target: { value: '14/03/2026' } });
    for (const label of ['Listening', 'Reading', 'Writing', 'Speaking', 'Overall band score']) {
      await pick(form, label, '6.0');
    }
    fireEvent.change(within(form).getByRole('textbox', { name: /TRF number/ }), { target: { value: 'T1' } });
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);

    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Submit score report' })).getByRole('button', {
        name: 'CANCEL',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit score report' })).toBeNull());

    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Submit score report' })).getByRole('button', {
        name: 'OKAY',
      }),
    );
    await waitFor(() =>
      expect(toasts()).toContain('Your score report has already been submitted and is under verification'),
    );
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'red' }));
  });

  it('shows an uploaded report locked: values, the under-verification note and the document link', async () => {
    const fetchMock = await renderSection(readAnswers(uploadedRecord()));
    fireEvent.click(screen.getByRole('button', { name: 'View Score Report' }));
    const form = await screen.findByRole('dialog', { name: 'IELTS Score Report' });
    expect(within(form).getByText('Your score report is under verification.')).toBeTruthy();
    const date = within(form).getByLabelText(/Exam date/) as HTMLInputElement;
    expect(date.value).toBe('14/03/2026');
    expect(date.disabled).toBe(true);
    const trf = within(form).getByRole('textbox', { name: /TRF number/ }) as HTMLInputElement;
    expect(trf.value).toBe('26GB012345IYEM001A');
    expect(trf.disabled).toBe(true);
    const listening = within(form).getByRole('combobox', { name: /^Listening/ }) as HTMLInputElement;
    expect(listening.value).toBe('7.5');
    expect(listening.disabled).toBe(true);
    expect(
      (within(form).getByRole('combobox', { name: /^Overall band score/ }) as HTMLInputElement).value,
    ).toBe('7.5');
    for (const box of within(form).getAllByRole('checkbox') as HTMLInputElement[]) {
      expect(box.checked).toBe(true);
      expect(box.disabled).toBe(true);
    }
    expect(within(form).getByRole('link', { name: 'View uploaded document' }).getAttribute('href')).toBe(
      '/api/files/signed-read-token',
    );
    expect(form.querySelector('input[type="file"]')).toBeNull();
    const submit = within(form).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(writes(fetchMock)).toEqual([]);
  });
});

describe('remarks (spec 1 §4, §8)', () => {
  it("says 'No data available' when there are none, and shows no banner", async () => {
    await renderSection(readAnswers(uploadedRecord()));
    expect(screen.queryByText('You added a remark')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Score Report' }));
    const form = await screen.findByRole('dialog', { name: 'IELTS Score Report' });
    const table = within(form).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'From', 'Remark', 'Status']);
    expect(within(table).getByText('No data available')).toBeTruthy();
    // The table's scroller is a named region the keyboard reaches (it scrolls sideways on a phone).
    const scroller = within(form).getByRole('region', { name: 'Remarks' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller.contains(table)).toBe(true);
  });

  it('banners by the author of the latest remark and lists them', async () => {
    await renderSection(
      readAnswers(uploadedRecord(), [
        remark({
          referenceType: 'admin',
          description: 'We are verifying it.',
          createdDateTime: '2026-11-21T08:00:00.000Z',
        }),
        remark({ description: 'Uploaded it.' }),
      ]),
    );
    const banner = await screen.findByText((_, el) => el?.textContent === 'You got a reply in Remarks');
    expect(banner).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Remarks' }));
    const form = await screen.findByRole('dialog', { name: 'IELTS Score Report' });
    const rows = within(within(form).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [formatDateTime('2026-11-21T08:00:00.000Z'), 'Admin', 'We are verifying it.', 'Under verification'],
      [formatDateTime('2026-11-20T10:30:00.000Z'), 'You', 'Uploaded it.', 'Under verification'],
    ]);

    cleanup();
    vi.unstubAllGlobals();
    await renderSection(readAnswers(uploadedRecord(), [remark(), remark({ referenceType: 'admin' })]));
    expect(await screen.findByText('You added a remark')).toBeTruthy();
  });

  it('adds a remark with a success toast, and refuses an empty one', async () => {
    let sent: unknown;
    let list = [] as ReturnType<typeof remark>[];
    const fetchMock = await renderSection({
      'GET dashboard/trf-details': json(200, { success: true, data: uploadedRecord() }),
      'GET dashboard/remarks': () => json(200, { success: true, data: list }),
      'POST dashboard/remarks': (init: RequestInit) => {
        sent = JSON.parse(init.body as string);
        list = [remark({ description: 'Please check soon.' })];
        return json(200, { success: true, message: 'Added Successfully', data: list[0] });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View Score Report' }));
    const form = await screen.findByRole('dialog', { name: 'IELTS Score Report' });
    const box = within(form).getByRole('textbox', { name: 'Add a remark' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Please enter a remark')).toBeTruthy();
    expect(writes(fetchMock)).toEqual([]);

    fireEvent.change(box, { target: { value: '  Please check soon. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts()).toContain('Added Successfully'));
    expect(sent).toEqual({ remark: 'Please check soon.' });
    expect(await within(form).findByRole('cell', { name: 'Please check soon.' })).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    expect(await screen.findByText('You added a remark')).toBeTruthy();
  });
});
