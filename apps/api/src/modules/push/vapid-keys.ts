import webpush from 'web-push';
import { type Config, vapidSubject } from '../../config';
import type { PushRepository, VapidPair } from './push.repository';

export type Vapid = VapidPair & { subject: string };

/**
 * The deployment's VAPID identity (RFC 8292, decision 072): the configured pair, or else one made
 * once and kept in the database, so every API process signs with the key browsers subscribed with.
 * Read once per process; a failed read is tried again on the next call.
 */
export class VapidKeys {
  private pair: Promise<VapidPair> | undefined;

  constructor(
    private readonly repo: PushRepository,
    private readonly config: Pick<
      Config,
      'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM'
    >,
  ) {}

  async get(): Promise<Vapid> {
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = this.config;
    const subject = vapidSubject(this.config);
    if (publicKey && privateKey) return { publicKey, privateKey, subject };
    this.pair ??= this.repo.vapidPair(webpush.generateVAPIDKeys()).catch((err) => {
      this.pair = undefined;
      throw err;
    });
    return { ...(await this.pair), subject };
  }
}
