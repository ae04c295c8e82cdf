// A local SMTP server (smtp-server, as the outbox tests use) that keeps every message it is
// handed: recipient, and the EHLO name of the sender (cross-process.ts gives each API process its
// own, `smtp://127.0.0.1:<port>/?name=api1`, so the catcher can tell who delivered what).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Caught = { to: string[]; sender: string; at: number };

/** `delayMs`: how long each message is held before it is accepted (a mail server's pace). */
export async function startSmtpCatcher(delayMs = 0) {
  const received: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            sender: session.hostNameAppearsAs ?? '',
            at: Date.now(),
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** The SMTP_URL of an API process; `name` is the EHLO name its mails arrive under. */
    url: (name: string) => `smtp://127.0.0.1:${port}/?name=${encodeURIComponent(name)}`,
    /** Messages per recipient. */
    counts(): Map<string, number> {
      const m = new Map<string, number>();
      for (const r of received) for (const to of r.to) m.set(to, (m.get(to) ?? 0) + 1);
      return m;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
