import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, type TestContext, uid } from '../../test/harness';
import { useProbeApp } from '../../test/probe-app';
import { outboxMessages } from '../db/schema';
import { Outbox, SECRET_REMOVED } from './outbox';

// Decision 012: a reset, verify or auto-login link's token and a walk-in OTP are never in a mail's
// subject, the log or the stored text of a message; the dev outbox shows them while they are live
// (the README's demo flow), and they are cleared once sent (outbox.test.ts) or expired.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

const t = useProbeApp({ logger: () => pino({ level: 'trace' }, sink) });
// As in production, or wherever the dev outbox is off: nobody can read an undelivered message.
const closed = useProbeApp({ env: { DEV_TOOLS: 'false' } });

const rowsOf = (ctx: TestContext, companyCode: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.companyCode, companyCode));

/** The dev outbox's newest message to a recipient, as the demo user reads it. */
const shown = async (host: string, to: string) =>
  (await client(t, host, '127.0.0.1').get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().data[0] as {
    subject: string;
    text: string;
  };

/** A pass of a sender of this company's messages only (other test files share the database). */
const pass = (ctx: TestContext, companyCode: string) =>
  new Outbox(ctx.database.db, pino({ level: 'silent' }), {
    from: 'no-reply@portico.test',
    devOutbox: true,
    clock: ctx.clock,
    companyCode,
  }).drain();

/** Every mailed secret of a company: a verify link, a reset link and a walk-in code. */
async function mailEverything(ctx: TestContext, host: string) {
  const email = `secret-${uid()}@example.test`;
  const c = client(ctx, host);
  expect(
    (
      await c.post('/api/register', {
        name: 'Kept Apart',
        emailId: email,
        mobileNumber: '9876543210',
        password: 'Long-enough-1',
      })
    ).statusCode,
  ).toBe(200);
  const existing = await createStudent(ctx, (await ctx.app.tenancy.resolve(host)).code);
  expect((await c.post('/api/forget', { loginId: existing.email })).statusCode).toBe(200);
  const walkIn = `walk-${uid()}@example.test`;
  const list = await c.post('/api/walk-in/list', {
    studentName: 'Walk In',
    emailId: walkIn,
    mobileNumber: '9000000004',
  });
  expect(list.statusCode).toBe(200);
  return { email, existing, walkIn };
}

describe('secrets in the outbox', () => {
  it('are never in a subject, the log or the stored text, and the dev outbox shows them while live', async () => {
    const co = await createCompany(t);
    const { email, existing, walkIn } = await mailEverything(t, co.host);

    const verify = (await shown(co.host, email)).text.match(/\/verify\/([A-Za-z0-9_-]{43})/)?.[1];
    const reset = (await shown(co.host, existing.email)).text.match(/\/reset\/([A-Za-z0-9_-]{43})/)?.[1];
    const otpMail = await shown(co.host, walkIn);
    const otp = otpMail.text.match(/verification code is (\d{6})\./)?.[1];
    const sms = await shown(co.host, '+919000000004');
    for (const secret of [verify, reset, otp]) expect(secret).toBeDefined();
    expect(sms.text).toBe(`${otp} is your ${co.shortName} verification code. It is valid for 10 minutes.`);
    expect(otpMail.subject).toBe(`Your ${co.shortName} verification code`);

    const rows = await rowsOf(t, co.code);
    expect(rows).toHaveLength(4);
    const stored = JSON.stringify(rows.map(({ secret: _kept, ...rest }) => rest));
    const log = lines.join('');
    for (const secret of [verify, reset, otp] as string[]) {
      expect(stored).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    // The log says a message was kept, and to whom, with a subject that holds nothing secret.
    expect(log).toContain(`"subject":"Your ${co.shortName} verification code"`);
  });

  it('are cleared once they expire: the dev outbox then shows none, and a pending message is not sent', async () => {
    const co = await createCompany(t);
    const { walkIn, existing } = await mailEverything(t, co.host);
    const otp = (await shown(co.host, walkIn)).text.match(/verification code is (\d{6})\./)?.[1] as string;

    // The OTP lives 10 minutes, the reset link 60, the verify link 48 hours.
    t.clock.advance(10 * 60 + 1);
    expect((await shown(co.host, walkIn)).text).toContain(`verification code is ${SECRET_REMOVED}.`);
    await pass(t, co.code);
    const rows = await rowsOf(t, co.code);
    const live = rows.filter((r) => r.secret !== null).map((r) => r.recipient);
    expect(live.sort()).toEqual(
      [existing.email, rows.find((r) => r.subject.startsWith('Verify'))?.recipient].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(otp);

    t.clock.advance(48 * 3600);
    await pass(t, co.code);
    expect((await rowsOf(t, co.code)).every((r) => r.secret === null && r.secretExpiresAt !== null)).toBe(
      true,
    );

    // A mail still waiting for its server when its link expires is not sent any more.
    await t.database.db.insert(outboxMessages).values({
      companyCode: co.code,
      channel: 'email',
      recipient: `late-${uid()}@example.test`,
      subject: 'Reset',
      bodyText: 'link',
      status: 'pending',
      secret: 'expired-token',
      secretExpiresAt: t.clock.now(),
    });
    await pass(t, co.code);
    const late = (await rowsOf(t, co.code)).find((r) => r.subject === 'Reset');
    expect(late).toMatchObject({ status: 'expired', secret: null });
  });

  it('are never stored for a message nobody can read (no provider and no dev outbox)', async () => {
    const co = await createCompany(closed);
    await mailEverything(closed, co.host);
    const rows = await rowsOf(closed, co.code);
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'email', 'email']);
    expect(rows.every((r) => r.status === 'logged' && r.secret === null && r.secretExpiresAt === null)).toBe(
      true,
    );
    expect(JSON.stringify(rows)).not.toMatch(/\/(verify|reset)\/[A-Za-z0-9_-]{43}|\b\d{6}\b/);
  });
});
