// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadParts } from '../../../lib/deferred-part';
import { json, renderWithProviders, routeFetch, STUDENT, stubBrowser } from '../profile-test-utils';
import { ChangePasswordModal } from './change-password-modal';

beforeAll(async () => {
  stubBrowser();
  // The dialog's code comes apart from the page's (components/dialog.tsx): here, before each test.
  await preloadParts('modal');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(answers = {}, hasPassword = true) {
  const fetchMock = routeFetch(answers);
  const onClose = vi.fn();
  renderWithProviders(
    <ChangePasswordModal
      opened
      onClose={onClose}
      studentId={STUDENT}
      companyCode="portico"
      hasPassword={hasPassword}
    />,
  );
  return { fetchMock, onClose };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

describe('Change Password (spec 1 §5)', () => {
  it('is a dialog titled Change Password', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
  });

  it("empty fields: 'Required', 'New Password should not be empty', 'Required'; no call", async () => {
    const { fetchMock } = renderModal();
    submit();
    expect(await screen.findByText('New Password should not be empty')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a new password equal to the current one: 'Password should not match the current password'", async () => {
    const { fetchMock } = renderModal();
    fill('Current password', 'Study-Hard-2026');
    fill('New password', 'Study-Hard-2026');
    fill('Confirm password', 'Study-Hard-2026');
    submit();
    expect(await screen.findByText('Password should not match the current password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a confirmation that differs: 'Password mismatched'", async () => {
    const { fetchMock } = renderModal();
    fill('Current password', 'Study-Hard-2026');
    fill('New password', 'Brand-New-2027');
    fill('Confirm password', 'Brand-New-2028');
    submit();
    expect(await screen.findByText('Password mismatched')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the three fields with the id and company, and shows the server message', async () => {
    const { fetchMock } = renderModal({
      'PUT profilepasswordupdate': json(200, { success: true, message: 'Password updated successfully' }),
    });
    fill('Current password', 'Study-Hard-2026');
    fill('New password', 'Brand-New-2027');
    fill('Confirm password', 'Brand-New-2027');
    submit();
    expect((await screen.findByRole('status')).textContent).toContain('Password updated successfully');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/profilepasswordupdate');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      password: 'Study-Hard-2026',
      newpassword: 'Brand-New-2027',
      confirmpassword: 'Brand-New-2027',
      id: STUDENT,
      companyCode: 'portico',
    });
  });

  it('a refused change shows the server message in a red alert', async () => {
    renderModal({
      'PUT profilepasswordupdate': json(400, {
        success: false,
        message: 'Current password is incorrect',
        errorCode: 'VALIDATION',
      }),
    });
    fill('Current password', 'Wrong-Guess-1');
    fill('New password', 'Brand-New-2027');
    fill('Confirm password', 'Brand-New-2027');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Current password is incorrect'),
    );
  });

  it('has a current password field', () => {
    renderModal();
    expect(screen.getByLabelText(/^Current password/)).toBeTruthy();
  });
});

describe('Set Password, for a student who has no password yet', () => {
  it('is a dialog titled Set Password without the current password field', () => {
    renderModal({}, false);
    expect(screen.getByRole('dialog', { name: 'Set Password' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm password/)).toBeTruthy();
  });

  it('keeps the rules of the new password and its confirmation; asks for no current one', async () => {
    const { fetchMock } = renderModal({}, false);
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('New Password should not be empty')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    fill('New password', 'Brand-New-2027');
    fill('Confirm password', 'Brand-New-2028');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password mismatched')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new password without a current one, and shows the server message', async () => {
    const { fetchMock } = renderModal(
      { 'PUT profilepasswordupdate': json(200, { success: true, message: 'Password updated successfully' }) },
      false,
    );
    fill('New password', 'Brand-New-2027');
    fill('Confirm password', 'Brand-New-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Password updated successfully');
    expect(screen.getByRole('dialog', { name: 'Set Password' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      newpassword: 'Brand-New-2027',
      confirmpassword: 'Brand-New-2027',
      id: STUDENT,
      companyCode: 'portico',
    });
  });
});
