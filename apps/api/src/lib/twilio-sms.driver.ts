import type { Config } from '../config';
import type { OutgoingSms, SmsDriver } from './delivery';
import { PermanentDeliveryError } from './delivery';

export type TwilioOptions = {
  /** `https://api.twilio.com`; tests point it at a stand-in. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 or an alphanumeric sender ID; or else a Messaging Service. */
  from?: string;
  messagingServiceSid?: string;
  timeoutMs?: number;
};

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic
 * authentication with the account SID and auth token, a form-encoded body of `To`, `Body` and `From`
 * (or `MessagingServiceSid`). Twilio answers 201 with the Message resource (`sid`, `status` queued
 * or accepted); an error is `{code, message, more_info, status}` with a 4xx or 5xx status.
 */
export class TwilioSmsDriver implements SmsDriver {
  readonly name = 'twilio';
  private readonly url: string;
  private readonly authorization: string;

  constructor(private readonly opts: TwilioOptions) {
    if (!opts.from && !opts.messagingServiceSid) {
      throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    }
    const base = opts.apiUrl.replace(/\/+$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  }

  async send(sms: OutgoingSms): Promise<void> {
    const form = new URLSearchParams({ To: sms.to, Body: sms.text });
    if (this.opts.messagingServiceSid) form.set('MessagingServiceSid', this.opts.messagingServiceSid);
    else if (this.opts.from) form.set('From', this.opts.from);
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        authorization: this.authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
    });
    if (res.ok) {
      await res.body?.cancel();
      return;
    }
    const error = (await res.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
    const code = typeof error.code === 'number' ? ` ${error.code}` : '';
    const text = typeof error.message === 'string' ? error.message : res.statusText;
    const message = `Twilio answered ${res.status}${code}: ${text}`;
    // 400 is a request Twilio will never accept (an invalid or unreachable number, a missing sender);
    // anything else (credentials, 429, 5xx) may pass on a later try.
    if (res.status === 400) throw new PermanentDeliveryError(message);
    throw new Error(message);
  }
}

/** The configured SMS provider; none (`SMS_DRIVER=outbox`, the default): SMS stay in the outbox. */
export function createSmsDriver(config: Config): SmsDriver | undefined {
  if (config.SMS_DRIVER !== 'twilio') return undefined;
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_MESSAGING_SERVICE_SID } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN)
    throw new Error('Twilio needs an account SID and auth token');
  return new TwilioSmsDriver({
    apiUrl: config.TWILIO_API_URL,
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
    messagingServiceSid: TWILIO_MESSAGING_SERVICE_SID,
  });
}
