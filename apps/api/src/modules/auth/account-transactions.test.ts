import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  failWrites,
  lastMessage,
  login,
  sqlText,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';
import { enrolments, oneTimeTokens, outboxMessages, sessions, students } from '../../db/schema';

// Decision 012: registration, a password reset and a password change are each one act. A write
// that fails part-way (a trigger refuses it, as a full disk or a lost connection would) leaves
// nothing of the earlier ones behind, and the same act succeeds once the database accepts it.
const t = useTestApp();

const internalError = {
  success: false,
  message: 'Something went wrong. Please try again later',
  errorCode: 'INTERNAL',
};

const rowsOf = (ctx: TestContext, companyCode: string) =>
  Promise.all([
    ctx.database.db.select().from(students).where(eq(students.companyCode, companyCode)),
    ctx.database.db.select().from(enrolments).where(eq(enrolments.companyCode, companyCode)),
    ctx.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.companyCode, companyCode)),
    ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.companyCode, companyCode)),
  ]).then(([s, e, tokens, mails]) => ({ students: s, enrolments: e, tokens, mails }));

const passwordHashOf = async (id: string) =>
  (await t.database.db.select().from(students).where(eq(students.id, id)))[0]?.passwordHash;

const liveSessionsOf = async (studentId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.studentId, studentId))).filter(
    (s) => !s.revokedAt,
  ).length;

/** A reset link for the student, read from the dev outbox. */
async function resetToken(host: string, email: string) {
  expect((await client(t, host).post('/api/forget', { loginId: email })).statusCode).toBe(200);
  const token = (await lastMessage(t, host, email))?.text.match(/\/reset\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('registration is one transaction', () => {
  it('leaves no student, enrolment, link or mail when its last write fails, and succeeds once it does not', async () => {
    const co = await createCompany(t);
    const { product } = await createCourse(t, co.code, { isFree: true });
    const email = `one-act-${uid()}@example.test`;
    const form = {
      name: 'Nisha Rao',
      emailId: email,
      mobileNumber: '9876543210',
      password: 'Long-enough-1',
      products: product.id,
    };
    // The verification mail is the act's last write.
    const restore = await failWrites(t, {
      table: 'outbox_messages',
      on: 'INSERT',
      when: `NEW.recipient = ${sqlText(email)}`,
    });
    try {
      const failed = await client(t, co.host).post('/api/register', form);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual(internalError);
      expect(await rowsOf(t, co.code)).toEqual({ students: [], enrolments: [], tokens: [], mails: [] });
    } finally {
      await restore();
    }

    // Before, the student stayed without a mail, and registering again said the e-mail was taken.
    const again = await client(t, co.host).post('/api/register', form);
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(t, co.code);
    expect(rows.students.map((s) => s.email)).toEqual([email]);
    expect(rows.enrolments.map((e) => e.productId)).toEqual([product.id]);
    expect(rows.tokens.map((k) => k.purpose)).toEqual(['verify']);
    expect(rows.mails.map((m) => m.recipient)).toEqual([email]);
  });
});

describe('a password reset is one transaction', () => {
  it('keeps the link, the old password and every session when ending the sessions fails', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const elsewhere = await login(t, co.host, s.email, s.password);
    const before = await passwordHashOf(s.id);
    const token = await resetToken(co.host, s.email);
    const body = { token, password: 'Brand-new-pass-2', cpassword: 'Brand-new-pass-2' };

    // Ending the sessions is the act's last write.
    const restore = await failWrites(t, {
      table: 'sessions',
      on: 'UPDATE',
      when: `OLD.student_id = ${sqlText(s.id)}`,
    });
    try {
      const failed = await client(t, co.host).post('/api/reset-password', body);
      expect(failed.statusCode).toBe(500);
      expect(await passwordHashOf(s.id)).toBe(before);
      expect((await elsewhere.c.get('/api/session')).statusCode).toBe(200);
      const [link] = await t.database.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.studentId, s.id), eq(oneTimeTokens.purpose, 'reset')));
      expect(link?.usedAt).toBeNull();
    } finally {
      await restore();
    }

    // Before, the link was used up and the password changed, with the other sessions still open.
    const done = await client(t, co.host).post('/api/reset-password', body);
    expect(done.statusCode).toBe(200);
    expect(await passwordHashOf(s.id)).not.toBe(before);
    expect((await elsewhere.c.get('/api/session')).statusCode).toBe(401);
    expect(await liveSessionsOf(s.id)).toBe(0);
  });
});

describe('a password change is one transaction', () => {
  it('keeps the old password, the other sessions and the reset links when ending the links fails', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const here = await login(t, co.host, s.email, s.password);
    const elsewhere = await login(t, co.host, s.email, s.password);
    const before = await passwordHashOf(s.id);
    const token = await resetToken(co.host, s.email);
    const change = () =>
      here.c.send({
        method: 'PUT',
        url: '/api/profilepasswordupdate',
        payload: {
          id: s.id,
          password: s.password,
          newpassword: 'Changed-pass-3',
          confirmpassword: 'Changed-pass-3',
        },
      });

    // Ending the reset links is the act's last write.
    const restore = await failWrites(t, {
      table: 'one_time_tokens',
      on: 'UPDATE',
      when: `OLD.student_id = ${sqlText(s.id)}`,
    });
    try {
      const failed = await change();
      expect(failed.statusCode, failed.body).toBe(500);
      expect(await passwordHashOf(s.id)).toBe(before);
      expect((await elsewhere.c.get('/api/session')).statusCode).toBe(200);
      expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).statusCode).toBe(200);
    } finally {
      await restore();
    }

    const done = await change();
    expect(done.statusCode, done.body).toBe(200);
    expect(await passwordHashOf(s.id)).not.toBe(before);
    expect((await elsewhere.c.get('/api/session')).statusCode).toBe(401);
    expect((await here.c.get('/api/session')).statusCode).toBe(200);
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).statusCode).toBe(400);
  });
});
