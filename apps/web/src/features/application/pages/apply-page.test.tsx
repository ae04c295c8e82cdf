// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { type Application, ApplicationMessages, emptyApplicationForm } from '@portico/contract/application';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ApplyPage } from './apply-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const IELTS = 'c0000000-0000-4000-8000-000000000001';
const application = (extra: Partial<Application> = {}): Application => ({
  form: { ...emptyApplicationForm },
  version: 0,
  status: 'draft',
  submittedAt: null,
  updatedAt: null,
  courses: [
    { id: IELTS, name: 'IELTS Academic' },
    { id: 'c0000000-0000-4000-8000-000000000002', name: 'PTE Academic' },
  ],
  ...extra,
});
const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const profile = {
  id: 's1',
  studentName: 'Meera Iyer',
  emailId: 'meera@example.test',
  mobileNumber: '9812345678',
  dialCode: '91',
  countryCode: 'in',
  address: '',
  preferedLanguage: '',
  profileImage: '',
  cityName: '',
  companyCode: 'portico',
  hasPassword: false,
  batchDatesUrl: '',
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/apply', element: <ApplyPage /> },
      { path: '/select-course', element: <p>My Courses</p> },
    ],
    { initialEntries: ['/apply'] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <RouterProvider router={router} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

describe('ApplyPage', () => {
  it('saves what the student types over the version it holds, then sends it', async () => {
    const saves: Record<string, unknown>[] = [];
    let version = 0;
    routeFetch({
      'GET application': ok(application()),
      'GET getprofile': ok([profile]),
      'PUT application': (init) => {
        const body = bodyOf(init);
        saves.push(body);
        expect(body.baseVersion).toBe(version);
        version += 1;
        const { baseVersion: _, ...form } = body;
        return ok(application({ form, version }));
      },
      'POST application/submit': (init) =>
        ok(
          application({
            version: bodyOf(init).baseVersion,
            status: 'submitted',
            submittedAt: new Date().toISOString(),
          }),
          ApplicationMessages.submitted,
        ),
    });
    const { container } = renderPage();
    expect(await screen.findByText('meera@example.test · 9812345678')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Score you are aiming for'), { target: { value: 'Band 7' } });
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 4000 });
    expect(saves[0]).toMatchObject({ targetScore: 'Band 7', baseVersion: 0 });
    expect(await screen.findByText(/^Saved \d/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Evening' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    // Send saves the change first, then sends the version it saved.
    await screen.findByText(ApplicationMessages.submitted, { exact: false });
    expect(saves[1]).toMatchObject({ batchTime: 'evening', baseVersion: 1 });
    expect(screen.getByRole('link', { name: 'Go to My Courses' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 15000);

  it('shows a refused save and writes nothing over the other window’s version until asked', async () => {
    const latest = application({
      form: { ...emptyApplicationForm, notes: 'From the phone.' },
      version: 4,
      updatedAt: new Date().toISOString(),
    });
    const saves: Record<string, unknown>[] = [];
    routeFetch({
      'GET application': ok(application({ version: 3, form: { ...emptyApplicationForm, notes: 'Old' } })),
      'GET getprofile': ok([profile]),
      'PUT application': (init) => {
        const body = bodyOf(init);
        saves.push(body);
        if (body.baseVersion === 3) {
          return json(409, {
            success: false,
            message: ApplicationMessages.stale,
            errorCode: 'CONFLICT',
            data: latest,
          });
        }
        const { baseVersion: _, ...form } = body;
        return ok(application({ form, version: body.baseVersion + 1 }));
      },
    });
    renderPage();
    const notes = await screen.findByLabelText('Anything we should know');
    fireEvent.change(notes, { target: { value: 'From the laptop.' } });
    expect(await screen.findByText('Your latest changes are not saved', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send application' })).toHaveProperty('disabled', true);
    // Nothing more is sent while the refusal stands.
    fireEvent.change(notes, { target: { value: 'From the laptop, again.' } });
    await new Promise((r) => setTimeout(r, 1800));
    expect(saves).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Save this page’s version over it' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ notes: 'From the laptop, again.', baseVersion: 4 });
    await waitFor(() => expect(screen.queryByText('Your latest changes are not saved')).toBeNull());
  }, 15000);

  it('says when it cannot load, and offers another try', async () => {
    routeFetch({
      'GET application': json(503, {
        success: false,
        message: 'The service is briefly unavailable.',
        errorCode: 'UNAVAILABLE',
      }),
      'GET getprofile': ok([profile]),
    });
    renderPage();
    expect(await screen.findByText('Your application could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
