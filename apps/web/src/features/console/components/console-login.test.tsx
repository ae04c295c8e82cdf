// @vitest-environment jsdom
import { StaffMessages } from '@portico/contract/console-staff';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = json(401, { success: false, message: 'Session expired.', errorCode: 'UNAUTH' });

describe('console sign-in with two-step sign-in', () => {
  it('asks for the code after the password, refuses a short one, then signs in', async () => {
    let signedIn = false;
    const fetchMock = routeFetch({
      'GET console/me': () => (signedIn ? json(200, { success: true, data: admin }) : signedOut.clone()),
      'POST console/login': json(200, { success: true, data: { totpRequired: true, totpToken: 'step-1' } }),
      'POST console/login/totp': () => {
        signedIn = true;
        return json(200, { success: true, data: { token: 't', staff: admin } });
      },
    });
    renderConsole('/console');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'a@b.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw-123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByRole('textbox', { name: 'Code from your authenticator app' });
    fireEvent.change(code, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(StaffMessages.codeFormat)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: admin.name })).toBeTruthy();
    const body = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/login/totp')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ token: 'step-1', code: '123456' });
  });

  it('takes a recovery code in place of the app’s code', async () => {
    let signedIn = false;
    const fetchMock = routeFetch({
      'GET console/me': () => (signedIn ? json(200, { success: true, data: admin }) : signedOut.clone()),
      'POST console/login': json(200, { success: true, data: { totpRequired: true, totpToken: 'step-2' } }),
      'POST console/login/recovery': () => {
        signedIn = true;
        return json(200, { success: true, data: { token: 't', staff: admin } });
      },
    });
    renderConsole('/console');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'a@b.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw-123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const code = screen.getByRole('textbox', { name: 'Recovery code' });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the recovery code' }));
    expect(await screen.findByText(StaffMessages.recoveryFormat)).toBeTruthy();
    fireEvent.change(code, { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the recovery code' }));
    expect(await screen.findByRole('heading', { level: 1, name: admin.name })).toBeTruthy();
    const body = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/login/recovery')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ token: 'step-2', code: 'abcd-efgh-jkmn-pqrs' });
  });

  it('mails a reset link from "Forgot password?"', async () => {
    routeFetch({
      'GET console/me': signedOut,
      'POST console/password/forgot': json(200, { success: true, message: StaffMessages.forgot }),
    });
    renderConsole('/console');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(StaffMessages.forgot)).toBeTruthy();
  });
});
