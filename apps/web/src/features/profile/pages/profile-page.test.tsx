// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  company,
  defaultAnswers,
  json,
  profile,
  renderWithProviders,
  routeFetch,
  STUDENT,
  stubBrowser,
  TAMIL,
  writes,
} from '../profile-test-utils';
import { ProfilePage } from './profile-page';

beforeAll(stubBrowser);
beforeEach(() => {
  window.localStorage.setItem(
    'portico.user',
    JSON.stringify({ id: STUDENT, studentName: 'Meera Iyer', accountId: 'acc-1', profileImage: '' }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const nameInput = () => screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement;

async function renderPage(answers = defaultAnswers()) {
  const fetchMock = routeFetch(answers);
  renderWithProviders(<ProfilePage />);
  await screen.findByRole('textbox', { name: /Full name/ });
  return fetchMock;
}

describe('profile page (spec 1 §2)', () => {
  it('shows the student, the enrolled courses with their dates, and the read-only e-mail', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getAllByText('Meera Iyer').length).toBeGreaterThan(0);
    expect(screen.getByText('12 Lake Road, Chennai')).toBeTruthy();
    expect(await screen.findByText('IELTS Academic')).toBeTruthy();
    expect(screen.getByText('Valid until 12/03/2030')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(email.value).toBe('meera@example.test');
    expect(email.readOnly).toBe(true);
    // Not in a live class batch: no batch dates link.
    expect(screen.queryByRole('link', { name: /batch dates/ })).toBeNull();
  });

  it('offers the batch dates calendar to a student in a live class batch', async () => {
    await renderPage({
      ...defaultAnswers(),
      'GET getprofile': json(200, {
        success: true,
        data: [profile({ batchDatesUrl: '/api/live-class/batch-dates.ics' })],
      }),
    });
    const link = await screen.findByRole('link', { name: 'Download live class batch dates' });
    expect(link.getAttribute('href')).toBe('/api/live-class/batch-dates.ics');
  });

  it('tells an expired product from one the institute revoked', async () => {
    await renderPage({
      ...defaultAnswers(),
      'GET getproducts': json(200, {
        success: true,
        data: [
          { id: 'p1', title: 'IELTS Academic', expiresAt: '2026-03-12T00:00:00.000Z', expired: true },
          {
            id: 'p2',
            title: 'Writing Masterclass',
            expiresAt: '2026-05-02T00:00:00.000Z',
            expired: true,
            revokedAt: '2026-05-02T00:00:00.000Z',
          },
        ],
      }),
    });
    const expired = (await screen.findByText('IELTS Academic')).closest('li') as HTMLElement;
    expect(within(expired).getByText('Expired on 12/03/2026')).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    const revoked = screen.getByText('Writing Masterclass').closest('li') as HTMLElement;
    expect(within(revoked).getByText('Revoked on 02/05/2026')).toBeTruthy();
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).queryByText('Expired')).toBeNull();
  });

  it("says 'No Products Enrolled' when getproducts is empty", async () => {
    await renderPage({ ...defaultAnswers(), 'GET getproducts': json(200, { success: true, data: [] }) });
    expect(await screen.findByText('No Products Enrolled')).toBeTruthy();
  });

  it('shows the server message in an alert when the profile cannot be loaded', async () => {
    routeFetch({
      ...defaultAnswers(),
      'GET getprofile': json(404, { success: false, message: 'Student not found', errorCode: 'NOT_FOUND' }),
    });
    renderWithProviders(<ProfilePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Student not found');
  });
});

describe('personal details form (spec 1 §5 Profile)', () => {
  it('keeps Save disabled until something changes, and again when the change is undone', async () => {
    const fetchMock = await renderPage();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: 'Meera R. Iyer' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.change(nameInput(), { target: { value: 'Meera Iyer' } });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('requires the name and makes no call without it', async () => {
    const fetchMock = await renderPage();
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it("saves the changed profile and shows 'Updated Successfully!'; the header's stored name follows", async () => {
    const fetchMock = await renderPage({
      ...defaultAnswers(),
      'PUT profileupdate': json(200, { success: true, message: 'Updated Successfully!' }),
    });
    fireEvent.change(nameInput(), { target: { value: 'Meera R. Iyer' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), {
      target: { value: '4 Hill Street' },
    });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toContain('Updated Successfully!');
    const [url, init] = writes(fetchMock)[0] as [string, RequestInit];
    expect(url).toBe('/api/profileupdate');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      id: STUDENT,
      companyCode: 'portico',
      studentName: 'Meera R. Iyer',
      mobileNumber: '9812345678',
      dialCode: '91',
      countryCode: 'in',
      address: '4 Hill Street',
      cityName: 'Chennai',
    });
    expect(JSON.parse(window.localStorage.getItem('portico.user') ?? '{}').studentName).toBe('Meera R. Iyer');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('sends dial code 91 and country in when the profile has none', async () => {
    const fetchMock = await renderPage({
      ...defaultAnswers(profile({ dialCode: '', countryCode: '' })),
      'PUT profileupdate': json(200, { success: true, message: 'Updated Successfully!' }),
    });
    fireEvent.change(nameInput(), { target: { value: 'Meera Iyer K' } });
    fireEvent.click(saveButton());
    await screen.findByRole('status');
    const body = JSON.parse((writes(fetchMock)[0]![1] as RequestInit).body as string);
    expect(body).toMatchObject({ dialCode: '91', countryCode: 'in', mobileNumber: '9812345678' });
  });

  it('shows a refused save with the server message in a red alert', async () => {
    await renderPage({
      ...defaultAnswers(),
      'PUT profileupdate': json(400, {
        success: false,
        message: 'preferedLanguage: choose a language from the list',
        errorCode: 'VALIDATION',
      }),
    });
    fireEvent.change(nameInput(), { target: { value: 'Meera R. Iyer' } });
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('preferedLanguage: choose a language from the list');
    expect(saveButton().disabled).toBe(false);
  });

  it('offers the active LANGUAGE metadata as preferred languages', async () => {
    await renderPage();
    await waitFor(() => expect(screen.queryByPlaceholderText('Loading languages…')).toBeNull());
    fireEvent.click(screen.getByRole('combobox', { name: 'Preferred language' }));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Hindi', 'Tamil']);
  });

  it('sends a newly chosen language; an unchanged one is left out of the call', async () => {
    const fetchMock = await renderPage({
      ...defaultAnswers(),
      'PUT profileupdate': json(200, { success: true, message: 'Updated Successfully!' }),
    });
    await waitFor(() => expect(screen.queryByPlaceholderText('Loading languages…')).toBeNull());
    fireEvent.click(screen.getByRole('combobox', { name: 'Preferred language' }));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Tamil', hidden: true }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await screen.findByRole('status');
    const body = JSON.parse((writes(fetchMock)[0]![1] as RequestInit).body as string);
    expect(body.preferedLanguage).toBe(TAMIL);
  });

  it('edits the city where the company shows it, and sends it', async () => {
    const fetchMock = await renderPage({
      ...defaultAnswers(),
      'PUT profileupdate': json(200, { success: true, message: 'Updated Successfully!' }),
    });
    const city = screen.getByRole('textbox', { name: /City/ }) as HTMLInputElement;
    expect(city.value).toBe('Chennai');
    fireEvent.change(city, { target: { value: ' Coimbatore ' } });
    fireEvent.click(saveButton());
    await screen.findByRole('status');
    const body = JSON.parse((writes(fetchMock)[0]![1] as RequestInit).body as string);
    expect(body.cityName).toBe('Coimbatore');
  });

  it('requires the city where it is shown, as at registration; no call without it', async () => {
    const fetchMock = await renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: '  ' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('has no City field and sends no city where the company does not show it', async () => {
    const fetchMock = routeFetch({
      ...defaultAnswers(),
      'PUT profileupdate': json(200, { success: true, message: 'Updated Successfully!' }),
    });
    renderWithProviders(<ProfilePage />, { ...company, showCityName: false });
    await screen.findByRole('textbox', { name: /Full name/ });
    expect(screen.queryByRole('textbox', { name: /City/ })).toBeNull();
    fireEvent.change(nameInput(), { target: { value: 'Meera R. Iyer' } });
    fireEvent.click(saveButton());
    await screen.findByRole('status');
    const body = JSON.parse((writes(fetchMock)[0]![1] as RequestInit).body as string);
    expect(body).not.toHaveProperty('cityName');
  });
});

describe('password button', () => {
  it('opens Change Password for a student with a password', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeTruthy();
  });

  it('opens Set Password, without the current password, for a walk-in student who has none', async () => {
    await renderPage(defaultAnswers(profile({ hasPassword: false })));
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('dialog', { name: 'Set Password' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });
});
