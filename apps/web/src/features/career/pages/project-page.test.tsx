// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { CareerMessages, type CareerRecord } from '@portico/contract/career';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { CareerProjectPage } from './project-page';

const OBJECT = '9a8b7c6d-0000-4e1f-8a2b-0000000000c1';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  // Toasts live in a store of their own: none carries over to the next test.
  notifications.clean();
  vi.unstubAllGlobals();
});

const record = (overrides: Partial<CareerRecord> = {}): CareerRecord => ({
  id: 'rec-1',
  learningObjectId: OBJECT,
  title: 'LinkedIn profile review',
  referenceType: 'Project',
  description: 'Send your profile.',
  instructionDocument: '/demo-documents/career/linkedin-profile-guide.pdf',
  socialUrl: '',
  resume: [],
  adminDoc: null,
  updatedDateTime: '2026-11-20T10:00:00.000Z',
  latestSocialStatus: '',
  latestResumeStatus: '',
  socialComments: [],
  resumeComments: [],
  ...overrides,
});
const ok = (data: CareerRecord) => json(200, { success: true, message: 'Updated Successfully!', data });
const cv = (overrides: Partial<CareerRecord> = {}) =>
  record({ title: 'CV preparation', referenceType: 'Upload', ...overrides });

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/projectdetail', Component: CareerProjectPage }], {
    initialEntries: [`/projectdetail?project=${OBJECT}`],
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications transitionDuration={0} />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The tracker's steps and whether each is done (spec 3 §4). */
async function tracker() {
  const list = await screen.findByRole('list', { name: 'Review status' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => `${item.textContent?.includes('Done') ? 'done' : 'pending'}`);
}
const bodyOf = (fetchMock: ReturnType<typeof routeFetch>, call: string) => {
  const found = fetchMock.mock.calls.find(([url, init]) =>
    `${init?.method ?? 'GET'} ${String(url)}`.startsWith(call),
  );
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

describe('the LinkedIn project (spec 3 §2 Project kind)', () => {
  it('shows the tracker, and the comments newest first labelled Admin or You', async () => {
    routeFetch({
      'GET capstone/career': ok(
        record({
          socialUrl: 'https://www.linkedin.com/in/asha',
          latestSocialStatus: 'in-progress',
          socialComments: [
            {
              id: 'c1',
              remark: 'Please look',
              createdDateTime: '2026-11-19T10:00:00.000Z',
              referenceType: 'STUDENT',
            },
            {
              id: 'c2',
              remark: 'Add your score',
              createdDateTime: '2026-11-21T10:00:00.000Z',
              referenceType: 'ADMIN',
            },
          ],
        }),
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'LinkedIn profile review' })).toBeTruthy();
    expect(await tracker()).toEqual(['done', 'done', 'pending']);
    const comments = within(screen.getByRole('list', { name: 'Comments, newest first' })).getAllByRole(
      'listitem',
    );
    expect(comments.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^Admin.*Add your score$/),
      expect.stringMatching(/^You.*Please look$/),
    ]);
    expect(screen.getByRole('button', { name: 'Download instructions' })).toBeTruthy();
  });

  it('checks the address in the spec order before sending, then saves it with a toast', async () => {
    const fetchMock = routeFetch({
      'GET capstone/career': ok(record({ id: null })),
      'POST capstone/career': ok(
        record({ socialUrl: 'linkedin.com/in/asha', latestSocialStatus: 'submitted' }),
      ),
    });
    renderPage();
    const input = await screen.findByLabelText('LinkedIn profile URL');
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(await screen.findByText(CareerMessages.linkedInRequired)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'linkedin.com/asha' } });
    fireEvent.click(submit);
    expect(await screen.findByText(CareerMessages.linkedInInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(input, { target: { value: ' linkedin.com/in/asha ' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    // POST the first time (no record yet); the tracker follows the answer.
    expect(bodyOf(fetchMock, 'POST /api/capstone/career')).toEqual({
      id: OBJECT,
      socialUrl: 'linkedin.com/in/asha',
    });
    expect(await tracker()).toEqual(['done', 'pending', 'pending']);
  });

  it('shows Completed done only when the review is approved', async () => {
    routeFetch({ 'GET capstone/career': ok(record({ latestSocialStatus: 'approved' })) });
    renderPage();
    expect(await tracker()).toEqual(['done', 'done', 'done']);
    cleanup();
    routeFetch({ 'GET capstone/career': ok(record({ latestSocialStatus: 'rejected' })) });
    renderPage();
    expect(await tracker()).toEqual(['done', 'done', 'pending']);
    expect(screen.getByText('Changes requested: see the comments')).toBeTruthy();
  });

  it('needs a comment, then a saved LinkedIn address, before a comment is sent', async () => {
    const fetchMock = routeFetch({ 'GET capstone/career': ok(record()) });
    renderPage();
    const send = await screen.findByRole('button', { name: 'Send comment' });
    fireEvent.click(send);
    expect(await screen.findByText(CareerMessages.commentRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Is my headline fine?' } });
    fireEvent.click(send);
    expect(await screen.findByText(CareerMessages.linkedInFirst)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the CV project (spec 3 §2 Upload kind)', () => {
  const chooser = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
  const user = () => userEvent.setup({ applyAccept: false });

  it('refuses a file too big, then one of another type, before any call', async () => {
    const fetchMock = routeFetch({ 'GET capstone/career': ok(cv()) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'CV preparation' });
    expect(chooser().accept).toBe(
      '.pdf,application/pdf,.doc,application/msword,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // Size is checked first: a big text file reads 'Maximum allowed size is 5MB'.
    await user().upload(chooser(), new File([new Uint8Array(5_242_881)], 'notes.txt'));
    expect(await screen.findByText(CareerMessages.cvSize)).toBeTruthy();
    await user().upload(chooser(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(CareerMessages.cvType)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uploads through the signed URL with 'Uploading....', then 'Updated Successfully!' and Submitted", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = routeFetch({
      'GET capstone/career': ok(cv({ id: null })),
      'POST capstone/cv-preparation': json(200, {
        success: true,
        data: { signedUrl: '/api/files/upload/tok', publicUrl: '/api/files/object/f1' },
      }),
      'PUT files/upload/tok': async () => {
        await held;
        return json(200, { success: true, message: 'File uploaded successfully' });
      },
      'PUT capstone/cv-preparation': ok(
        cv({
          latestResumeStatus: 'submitted',
          resume: [
            {
              id: 'f1',
              url: '/api/files/object/f1',
              fileName: 'cv.pdf',
              uploadedAt: '2026-11-22T09:00:00.000Z',
            },
          ],
        }),
      ),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'CV preparation' });
    expect(await tracker()).toEqual(['pending', 'pending', 'pending']);
    await user().upload(chooser(), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploading....')).toBeTruthy();
    release();
    expect(await screen.findByText('Updated Successfully!')).toBeTruthy();
    expect(await tracker()).toEqual(['done', 'pending', 'pending']);
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /api/capstone/cv-preparation')).toEqual({
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      id: OBJECT,
    });
    expect(bodyOf(fetchMock, 'PUT /api/capstone/cv-preparation')).toEqual({
      id: OBJECT,
      resume: [{ url: '/api/files/object/f1' }],
    });
    // The bytes go to the signed address without the session.
    const putCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/files/upload/tok');
    expect(putCall?.[1]?.credentials).toBe('omit');
  });

  it('says "Can\'t Upload the file!" when the upload fails', async () => {
    routeFetch({
      'GET capstone/career': ok(cv()),
      'POST capstone/cv-preparation': json(200, {
        success: true,
        data: { signedUrl: '/api/files/upload/tok', publicUrl: '/api/files/object/f1' },
      }),
      'PUT files/upload/tok': json(500, { success: false, message: 'Something went wrong' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'CV preparation' });
    await user().upload(chooser(), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(CareerMessages.uploadFailed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Uploading....')).toBeNull());
  });

  it('offers the expert CV with its last-updated date, and asks for a CV before a comment', async () => {
    const fetchMock = routeFetch({
      'GET capstone/career': ok(
        cv({
          adminDoc: {
            url: '/api/files/object/e1',
            fileName: 'Asha-CV-expert.pdf',
            updatedDateTime: '2026-11-20T10:00:00.000Z',
          },
          resumeComments: [
            {
              id: 'c1',
              remark: 'We drafted a CV',
              createdDateTime: '2026-11-20T10:00:00.000Z',
              referenceType: 'ADMIN',
            },
          ],
        }),
      ),
    });
    renderPage();
    expect(await screen.findByText('Asha-CV-expert.pdf')).toBeTruthy();
    expect(screen.getByText('Last updated 20/11/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the expert-updated CV' })).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText(CareerMessages.resumeFirst)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('without access (spec 3 §6)', () => {
  it("says 'You don't have access to this' and nothing else", async () => {
    routeFetch({
      'GET capstone/career': json(403, {
        success: false,
        message: "You don't have access to this",
        errorCode: 'FORBIDDEN',
      }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this" }),
    ).toBeTruthy();
    expect(screen.queryByText('Instructions')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
