import type { UserData } from '@portico/contract/auth';
import { useSyncExternalStore } from 'react';
import { claimDevice } from './device-data';
import { readStored, removeStored, writeStored } from './storage';

/** Set by the API next to the HttpOnly session cookie; readable so guards can decide. */
const SIGNED_IN_COOKIE = 'portico_signed_in';

const USER = 'user';
const COURSE_ID = 'courseId';
const HIDE_COUPON = 'hideCoupon';
const PRODUCT_ACCESS = 'isProductAccess';

/** spec 1 §4: logged in means a session cookie exists. */
export function isSignedIn(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

export function saveUser(user: UserData): void {
  claimDevice(user.id);
  writeStored(USER, {
    id: user.id,
    studentName: user.studentName,
    accountId: user.accountId,
    profileImage: user.profileImage,
  } satisfies UserData);
  userChanged();
}

export function getUser(): UserData | null {
  return readStored<UserData>(USER);
}

// The header shows the stored user: it re-renders when the user is saved here or in another tab.
const userListeners = new Set<() => void>();
let userSnapshot: UserData | null | undefined;

function userChanged(): void {
  userSnapshot = undefined;
  for (const listener of userListeners) listener();
}

function subscribeUser(listener: () => void): () => void {
  userListeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.endsWith(USER)) userChanged();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    userListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function userSnapshotOf(): UserData | null {
  if (userSnapshot === undefined) userSnapshot = getUser();
  return userSnapshot;
}

/** The stored user, kept current (name and picture change on the profile page). */
export function useStoredUser(): UserData | null {
  return useSyncExternalStore(subscribeUser, userSnapshotOf, () => null);
}

export function saveCourse(courseId: string, hideCoupon: boolean): void {
  writeStored(COURSE_ID, courseId);
  writeStored(HIDE_COUPON, hideCoupon);
}

export function getCourseId(): string | null {
  return readStored<string>(COURSE_ID);
}

export function getHideCoupon(): boolean {
  return readStored<boolean>(HIDE_COUPON) ?? false;
}

export function saveProductAccess(isProductAccess: boolean): void {
  writeStored(PRODUCT_ACCESS, isProductAccess);
}

export function getProductAccess(): boolean {
  return readStored<boolean>(PRODUCT_ACCESS) ?? false;
}

/** spec 1 §2 Logout: clears stored session values (company settings stay). */
export function clearSession(): void {
  removeStored(USER, COURSE_ID, HIDE_COUPON, PRODUCT_ACCESS);
  userChanged();
  // The API clears it too on logout; this covers a revoked or expired session.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal supports; this expires one flag cookie.
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
