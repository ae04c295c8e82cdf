import nodemailer from 'nodemailer';

/** A mail as a transport hands it on. */
export type OutgoingMail = { from: string; to: string; subject: string; text: string; html?: string };
/** An SMS as a driver hands it on: `to` in E.164 (`+919876543210`). */
export type OutgoingSms = { to: string; text: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An SMS provider. The outbox calls `send` outside any database transaction. */
export interface SmsDriver {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}

/**
 * A web push message as a driver hands it on: to one subscription (its row's id), of one kind of
 * reminder, with its JSON payload (decision 072).
 */
export type OutgoingPush = { subscriptionId: string; kind: string; payload: string };

/** A web push sender. The outbox calls `send` outside any database transaction. */
export interface PushDriver {
  send(push: OutgoingPush): Promise<void>;
}

/** A refusal that trying again cannot change (an invalid number): the message fails at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/**
 * SMTP through nodemailer. Its own timeouts are minutes long (10 for a silent socket); these keep a
 * send well within the outbox's lease, so a slow server never makes a message look abandoned.
 */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
