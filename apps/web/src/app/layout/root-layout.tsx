import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SessionExpiredDialog } from './session-expired-dialog';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className="skip-link" onClick={focusMain}>
        Skip to main content
      </a>
      {navigation.state === 'loading' && <div className="navigation-progress" aria-hidden="true" />}
      <Outlet />
      <SessionExpiredDialog />
      <ScrollRestoration />
    </>
  );
}
