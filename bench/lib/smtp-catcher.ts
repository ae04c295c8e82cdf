// A local SMTP server (smtp-server, as the outbox tests use) that keeps every message it is
// handed: recipient, and the EHLO name of the sender (cross-process.ts gives each API process its
// own, `smtp://127.0.0.1:<port>/?name=api1`, so the catcher can tell who delivered what).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Caught = { to: string[]; sender: string; at: number };

/** `delayMs`: how long each message is held before it is accepted (a mail server's pace). */
export async function startSmtpCatcher(delayMs = 0) {
  const received: Caught[] = [];
  /** Messages being handed over right now, and the most at once, per sender. */
  const open = new Map<string, number>();
  const peak = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const sender = session.hostNameAppearsAs ?? '';
      open.set(sender, (open.get(sender) ?? 0) + 1);
      peak.set(sender, Math.max(peak.get(sender) ?? 0, open.get(sender) ?? 0));
      stream.on('data', () => undefined);
      stream.on('end', () => {
        setTimeout(() => {
          open.set(sender, (open.get(sender) ?? 1) - 1);
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            sender,
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
    /** The most messages one sender handed over at once (its parallel SMTP transactions). */
    peak,
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
