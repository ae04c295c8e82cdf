import type { PushKind } from '@portico/contract/push';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type OutgoingPush, PermanentDeliveryError, type PushDriver } from '../../lib/delivery';
import { PushRepository } from './push.repository';
import { VapidKeys } from './vapid-keys';

const HOUR = 3600;
/**
 * How long a push service keeps a message for a device that is offline (RFC 8030 §5.2): a live
 * class's reminder is useless once the class has begun; the others still help a day later.
 */
const TTL_SECONDS: Record<PushKind, number> = {
  'live-class': HOUR,
  'reviews-due': 24 * HOUR,
  evaluation: 24 * HOUR,
  support: 24 * HOUR,
};

/**
 * Sends a push message with web-push (decision 072): the library encrypts the payload (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request itself goes with fetch, which
 * speaks to a local stand-in over plain HTTP in tests (web-push's own sender is HTTPS-only), has a
 * timeout, and follows no redirect (the server posts to the subscription's endpoint and nowhere else).
 */
export class WebPushDriver implements PushDriver {
  constructor(
    private readonly repo: PushRepository,
    private readonly keys: VapidKeys,
    private readonly clock: Clock,
    private readonly timeoutMs = 15_000,
  ) {}

  async send(push: OutgoingPush): Promise<void> {
    const sub = await this.repo.subscription(push.subscriptionId);
    // Turned off on the device, or moved to another student, since the message was queued.
    if (!sub) throw new PermanentDeliveryError('the subscription no longer exists');
    const { subject, publicKey, privateKey } = await this.keys.get();
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      push.payload,
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TTL_SECONDS[push.kind as PushKind] ?? 24 * HOUR,
        urgency: push.kind === 'live-class' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the body's length itself.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.body?.cancel();
    if (res.status >= 200 && res.status < 300) {
      await this.repo.markSent(sub.id, this.clock.now());
      return;
    }
    const message = `the push service answered ${res.status}`;
    // RFC 8030 §7.3: 404 and 410 mean the subscription has expired or was withdrawn for good.
    if (res.status === 404 || res.status === 410) {
      await this.repo.forget(sub.id);
      throw new PermanentDeliveryError(`${message}: subscription removed`);
    }
    // A message too large or malformed, or a redirect, never passes; 401/403 (a VAPID problem),
    // 429 and 5xx may on a later try.
    if (res.status === 400 || res.status === 413 || (res.status >= 300 && res.status < 400)) {
      throw new PermanentDeliveryError(message);
    }
    throw new Error(message);
  }
}

/** The deployment's push sender: web push to the subscriptions in the database. */
export function createPushDriver(db: Db, config: Config, clock: Clock): WebPushDriver {
  const repo = new PushRepository(db);
  return new WebPushDriver(repo, new VapidKeys(repo, config), clock);
}
