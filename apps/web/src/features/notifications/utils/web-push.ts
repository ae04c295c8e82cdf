/**
 * This browser's side of web push (decision 072): whether it can get reminders at all, and its
 * subscription through the service worker's PushManager.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** How long turning on waits for the portal's service worker to be ready. */
const READY_TIMEOUT_MS = 10_000;
/** How long turning on waits for the browser's push service to give a subscription. */
const SUBSCRIBE_TIMEOUT_MS = 30_000;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** A VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The subscription this browser holds now, if any (no service worker yet: none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushUnavailable extends Error {}

/** The subscription's JSON as the API takes it. */
export function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks for permission, then subscribes through the ready service worker with the deployment's key.
 * Throws PushUnavailable with words for the student when the browser refuses or has no worker.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailable(
      permission === 'denied'
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
        : 'Reminders need your permission to show notifications.',
    );
  }
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS)),
  ]);
  if (!registration) {
    throw new PushUnavailable(
      'The portal’s background service is not running in this browser. Reload the page and try again.',
    );
  }
  // The browser's own push service (its vendor's) answers the subscription; one that never does
  // (no connection to it) would leave the button spinning.
  const subscription = await Promise.race([
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SUBSCRIBE_TIMEOUT_MS)),
  ]);
  if (!subscription) {
    throw new PushUnavailable(
      'Your browser’s notification service did not answer. Check your connection and try again.',
    );
  }
  return subscription;
}
