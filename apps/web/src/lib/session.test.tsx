// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveUser, useStoredUser } from './session';

function Name() {
  const user = useStoredUser();
  return <p>{user ? user.studentName : 'nobody'}</p>;
}

const user = { id: 's1', studentName: 'Meera Iyer', accountId: 'acc-1', profileImage: '' };

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('useStoredUser', () => {
  it('re-renders with the user saved after the first render, and with nobody after sign-out', () => {
    saveUser(user);
    render(<Name />);
    expect(screen.getByText('Meera Iyer')).toBeTruthy();

    act(() => saveUser({ ...user, studentName: 'Meera R. Iyer' }));
    expect(screen.getByText('Meera R. Iyer')).toBeTruthy();

    act(() => clearSession());
    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('follows a change made in another tab', () => {
    saveUser(user);
    render(<Name />);
    act(() => {
      window.localStorage.setItem('portico.user', JSON.stringify({ ...user, studentName: 'Arun' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'portico.user' }));
    });
    expect(screen.getByText('Arun')).toBeTruthy();
  });
});
