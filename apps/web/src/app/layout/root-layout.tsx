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
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main and works without script; the click handler only makes the focus move reliably. */}
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
