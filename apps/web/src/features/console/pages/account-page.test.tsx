// @vitest-environment jsdom
import { StaffMessages } from '@portico/contract/console-staff';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderRoutes } from '../test-utils';
import { AccountPage } from './account-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '0')}`);
const renderAccount = () => renderRoutes('/console/account', [{ path: 'account', element: <AccountPage /> }]);

describe('recovery codes on the account page', () => {
  it('shows the ten codes once when two-step sign-in is turned on, to copy or download', async () => {
    let on = false;
    routeFetch({
      'GET console/me': () => json(200, { success: true, data: { ...admin, totpEnabled: on } }),
      'POST console/account/totp/setup': json(200, {
        success: true,
        data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      }),
      'POST console/account/totp/enable': () => {
        on = true;
        return json(200, { success: true, message: StaffMessages.totpEnabled, data: { codes } });
      },
      'GET console/account/recovery-codes': json(200, {
        success: true,
        data: { remaining: 10, total: 10, createdAt: new Date().toISOString() },
      }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const copied = String((writeText.mock.calls[0] as unknown as [string])[0]);
    for (const code of codes) expect(copied).toContain(code);
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download .txt' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/plain');
    expect((await blob.text()).split('\n').filter((l) => codes.includes(l))).toEqual(codes);

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Once closed, the codes are gone from the page; what is left is their count.
    expect(screen.queryByText(codes[0] as string)).toBeNull();
    expect((await screen.findByTestId('recovery-left')).textContent).toContain(
      '10 of 10 recovery codes left',
    );
    clicked.mockRestore();
  });

  it('makes a new set with the password and shows it; a wrong password says so', async () => {
    let bodies: unknown[] = [];
    const fresh = codes.map((c) => c.replace('AAAA', 'ZZZZ'));
    routeFetch({
      'GET console/me': json(200, { success: true, data: { ...admin, totpEnabled: true } }),
      'GET console/account/recovery-codes': json(200, {
        success: true,
        data: { remaining: 2, total: 10, createdAt: new Date().toISOString() },
      }),
      'POST console/account/recovery-codes': (init) => {
        const body = JSON.parse(String(init.body));
        bodies = [...bodies, body];
        return body.password === 'right-one'
          ? json(200, { success: true, message: StaffMessages.recoveryRenewed, data: { codes: fresh } })
          : json(400, { success: false, message: StaffMessages.wrongPassword, errorCode: 'BAD_REQUEST' });
      },
    });
    renderAccount();
    expect((await screen.findByTestId('recovery-left')).textContent).toContain('2 of 10');
    expect(screen.getByText('Few codes are left: make a new set soon.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByText(StaffMessages.recoveryNeedsProof)).toBeTruthy();
    expect(bodies).toEqual([]);

    const password = document.querySelector<HTMLInputElement>('input[name="recovery-password"]');
    if (!password) throw new Error('no password field');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByText(StaffMessages.wrongPassword)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(fresh);
    expect(bodies).toEqual([{ password: 'wrong' }, { password: 'right-one' }]);
  });
});
