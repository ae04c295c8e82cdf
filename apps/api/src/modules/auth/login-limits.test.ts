import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createStudent,
  randomIp,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';
import { knownDevices } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

const t = useTestApp();

const rateLimited = {
  success: false,
  message: 'Too many attempts. Please wait 15 minutes and try again.',
  errorCode: 'RATE_LIMITED',
};
const badCredentials = {
  success: false,
  message: 'Invalid username or password.',
  errorCode: 'BAD_CREDENTIALS',
};

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean };
const deviceCookieOf = (res: LightMyRequestResponse, name = 'portico_device') =>
  (res.cookies as Cookie[]).find((k) => k.name === name);

/** One login call from an address, with a device cookie or none. */
function attempt(
  ctx: TestContext,
  host: string,
  body: { loginId: string; password: string },
  opts: { ip?: string; device?: string; cookieName?: string } = {},
) {
  const headers: Record<string, string> = { host };
  if (opts.device !== undefined) headers.cookie = `${opts.cookieName ?? 'portico_device'}=${opts.device}`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: body,
    headers,
    remoteAddress: opts.ip ?? randomIp(),
  });
}

/** Signs the student in once and answers the device cookie that browser keeps. */
async function knownDevice(ctx: TestContext, host: string, s: { email: string; password: string }) {
  const res = await attempt(ctx, host, { loginId: s.email, password: s.password });
  expect(res.statusCode).toBe(200);
  const cookie = deviceCookieOf(res);
  if (!cookie) throw new Error('no device cookie');
  return cookie.value;
}

describe('POST /api/login: guessing from one address (decision 009)', () => {
  it('stops the 11th attempt on an account from one address, while the owner signs in from another', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const attacker = randomIp();
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(
        t,
        co.host,
        { loginId: s.email, password: `Wrong-${i}-xx` },
        { ip: attacker },
      );
      expect(res.statusCode, `attempt ${i}`).toBe(401);
      expect(res.json()).toEqual(badCredentials);
    }
    const eleventh = await attempt(
      t,
      co.host,
      { loginId: s.email, password: 'Wrong-11-xx' },
      { ip: attacker },
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(rateLimited);
    // From that address even the right password waits, whatever the case of the login id.
    const right = await attempt(
      t,
      co.host,
      { loginId: s.email.toUpperCase(), password: s.password },
      { ip: attacker },
    );
    expect(right.statusCode).toBe(429);

    // The owner, elsewhere, is not locked out.
    const owner = await attempt(t, co.host, { loginId: s.email, password: s.password });
    expect(owner.statusCode).toBe(200);
    // Another account from the attacker's address is not affected either.
    const other = await createStudent(t, co.code);
    const ok = await attempt(
      t,
      co.host,
      { loginId: other.email, password: other.password },
      { ip: attacker },
    );
    expect(ok.statusCode).toBe(200);

    t.clock.advance(900);
    const later = await attempt(t, co.host, { loginId: s.email, password: s.password }, { ip: attacker });
    expect(later.statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network as one', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const net = `2001:db8:${randomInt(1, 0xffff).toString(16)}:1`;
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(
        t,
        co.host,
        { loginId: s.email, password: 'Wrong-pass-x' },
        { ip: `${net}::${i}` },
      );
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const next = await attempt(
      t,
      co.host,
      { loginId: s.email, password: 'Wrong-pass-x' },
      { ip: `${net}:ab::1` },
    );
    expect(next.statusCode).toBe(429);
  });

  it('starts the count of that address again after a successful login from it', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const ip = randomIp();
    const fail = () => attempt(t, co.host, { loginId: s.email, password: 'Wrong-pass-x' }, { ip });
    for (let i = 0; i < 9; i++) expect((await fail()).statusCode).toBe(401);
    expect((await attempt(t, co.host, { loginId: s.email, password: s.password }, { ip })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 10; i++) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(429);
  });

  it('counts the same login id on another company separately', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const email = `shared-${uid()}@example.test`;
    await createStudent(t, a.code, { email });
    const sb = await createStudent(t, b.code, { email });
    const ip = randomIp();
    for (let i = 0; i < 11; i++) {
      await attempt(t, a.host, { loginId: email, password: 'Wrong-pass-x' }, { ip });
    }
    const res = await attempt(t, b.host, { loginId: email, password: sb.password }, { ip });
    expect(res.statusCode).toBe(200);
  });

  it('refuses the 51st attempt from one address, whatever the account', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const c = client(t, co.host);
    for (let i = 1; i <= 50; i++) {
      const res = await c.post('/api/login', {
        loginId: `nobody-${i}@example.test`,
        password: 'Wrong-pass-x',
      });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const fiftyFirst = await c.post('/api/login', { loginId: s.email, password: s.password });
    expect(fiftyFirst.statusCode).toBe(429);
    expect(fiftyFirst.json()).toEqual(rateLimited);
    expect(fiftyFirst.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();

    // Another address signs the same student in.
    const elsewhere = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/login: guessing from many addresses (decision 009)', () => {
  it("refuses unknown clients after 100 attempts on the account, but the owner's known browser signs in", async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const ownerDevice = await knownDevice(t, co.host, s);
    // The attacker's own account, with a device cookie of its own.
    const mallory = await createStudent(t, co.code);
    const malloryDevice = await knownDevice(t, co.host, mallory);
    // The same e-mail address on another company, signed in there.
    const b = await createCompany(t);
    const twin = await createStudent(t, b.code, { email: s.email });
    const twinDevice = await knownDevice(t, b.host, twin);

    // One success above counts too: 99 more wrong passwords, each from a new address, reach 100.
    for (let i = 1; i <= 99; i++) {
      const res = await attempt(t, co.host, { loginId: s.email, password: `Wrong-${i}-xx` });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const over = await attempt(t, co.host, { loginId: s.email, password: 'Wrong-101-xx' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(rateLimited);

    // Without a known-device cookie of this account, even the right password waits the window.
    const refused = [
      await attempt(t, co.host, { loginId: s.email, password: s.password }),
      await attempt(t, co.host, { loginId: s.email, password: s.password }, { device: malloryDevice }),
      await attempt(t, co.host, { loginId: s.email, password: s.password }, { device: twinDevice }),
      await attempt(t, co.host, { loginId: s.email, password: s.password }, { device: 'x'.repeat(43) }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual(refused.map(() => [429, rateLimited]));

    // The owner's browser, from yet another address, signs in; a wrong password there is just wrong.
    const typo = await attempt(
      t,
      co.host,
      { loginId: s.email, password: 'Typo-pass-1' },
      { device: ownerDevice },
    );
    expect(typo.statusCode).toBe(401);
    expect(typo.json()).toEqual(badCredentials);
    const owner = await attempt(
      t,
      co.host,
      { loginId: s.email, password: s.password },
      { device: ownerDevice },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.userData.id).toBe(s.id);
    // Other accounts of the attacker's address and the twin on the other company go on as usual.
    expect(
      (await attempt(t, co.host, { loginId: mallory.email, password: mallory.password })).statusCode,
    ).toBe(200);
    expect((await attempt(t, b.host, { loginId: twin.email, password: twin.password })).statusCode).toBe(200);

    t.clock.advance(900);
    expect((await attempt(t, co.host, { loginId: s.email, password: s.password })).statusCode).toBe(200);
  });

  it("counts a known browser's attempts on their own: 10 wrong, then it waits too", async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const device = await knownDevice(t, co.host, s);
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(t, co.host, { loginId: s.email, password: `Wrong-${i}-xx` }, { device });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const right = await attempt(t, co.host, { loginId: s.email, password: s.password }, { device });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(rateLimited);
  });
});

describe('the known-device cookie', () => {
  it('is set by a successful login only, HttpOnly and SameSite=Lax, and stored only as a hash', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const failed = await attempt(t, co.host, { loginId: s.email, password: 'Wrong-pass-x' });
    expect(deviceCookieOf(failed)).toBeUndefined();
    const unverified = await createStudent(t, co.code, { verifiedAt: null });
    const notYet = await attempt(t, co.host, { loginId: unverified.email, password: unverified.password });
    expect(notYet.statusCode).toBe(403);
    expect(deviceCookieOf(notYet)).toBeUndefined();

    const res = await attempt(t, co.host, { loginId: s.email, password: s.password });
    const cookie = deviceCookieOf(res) as Cookie & { path?: string; maxAge?: number };
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeGreaterThan(86400 * 30);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(knownDevices).where(eq(knownDevices.studentId, s.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(cookie.value)]);

    // The browser keeps its token; another account signed in on it is added beside it.
    const again = await attempt(
      t,
      co.host,
      { loginId: s.email, password: s.password },
      { device: cookie.value },
    );
    expect(deviceCookieOf(again)?.value).toBe(cookie.value);
    const sibling = await createStudent(t, co.code);
    const both = await attempt(
      t,
      co.host,
      { loginId: sibling.email, password: sibling.password },
      { device: cookie.value },
    );
    const tokens = deviceCookieOf(both)?.value.split('.') ?? [];
    expect(tokens).toHaveLength(2);
    expect(tokens).toContain(cookie.value);
  });

  it('answers a malformed or huge cookie like none', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    for (const device of ['', '...', 'x'.repeat(1_000_000), `${'a'.repeat(42)}%00`, 'é'.repeat(43)]) {
      const res = await attempt(t, co.host, { loginId: s.email, password: 'Wrong-pass-x' }, { device });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the known-device cookie behind HTTPS', () => {
  const secure = useTestApp({ SESSION_COOKIE_SECURE: 'true' });

  it('is __Host-portico_device and Secure', async () => {
    const co = await createCompany(secure);
    const s = await createStudent(secure, co.code);
    const res = await attempt(secure, co.host, { loginId: s.email, password: s.password });
    const cookie = deviceCookieOf(res, '__Host-portico_device') as Cookie & { path?: string };
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(deviceCookieOf(res)).toBeUndefined();
    const back = await attempt(
      secure,
      co.host,
      { loginId: s.email, password: s.password },
      { device: cookie.value, cookieName: '__Host-portico_device' },
    );
    expect(deviceCookieOf(back, '__Host-portico_device')?.value).toBe(cookie.value);
  });
});

describe('POST /api/login with a short rate-limit window', () => {
  const short = useTestApp({ RATE_LIMIT_WINDOW_SECONDS: '120' });

  it('tells the student how long to wait, in minutes of the configured window', async () => {
    const co = await createCompany(short);
    const s = await createStudent(short, co.code);
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      await attempt(short, co.host, { loginId: s.email, password: 'Wrong-pass-x' }, { ip });
    }
    const res = await attempt(short, co.host, { loginId: s.email, password: s.password }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      ...rateLimited,
      message: 'Too many attempts. Please wait 2 minutes and try again.',
    });
    short.clock.advance(119);
    expect(
      (await attempt(short, co.host, { loginId: s.email, password: s.password }, { ip })).statusCode,
    ).toBe(429);
    short.clock.advance(1);
    expect(
      (await attempt(short, co.host, { loginId: s.email, password: s.password }, { ip })).statusCode,
    ).toBe(200);
  });
});
