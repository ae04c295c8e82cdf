import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getSession } from '../features/auth/api/get-session';
import { ApiError } from '../lib/api-error';
import { safeRedirect } from '../lib/safe-redirect';
import { clearSession, getUser, isSignedIn, saveUser } from '../lib/session';

/**
 * spec 1 §4: protected screens redirect to / without a session. The address asked for
 * travels as rurl so the login page can come back to it.
 */
export async function requireSession({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  const toLogin = () => redirect(target === '/' ? '/' : `/?rurl=${encodeURIComponent(target)}`);
  if (!isSignedIn()) return toLogin();
  if (!getUser()) {
    // Signed in by another tab or an old build: fetch who we are once (greeting, header).
    try {
      saveUser(await getSession());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        return toLogin();
      }
    }
  }
  return null;
}

/** spec 1 §4: the login page goes to /select-course (or rurl) when signed in. */
export function loginGuard({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) return null;
  const rurl = new URL(request.url).searchParams.get('rurl');
  return redirect(safeRedirect(rurl) ?? '/select-course');
}

/** spec 1 §4: the other auth pages (register, forget, walk-in) go to /dashboard. */
export function guestOnly() {
  return isSignedIn() ? redirect('/dashboard') : null;
}
