import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createBranch,
  createCompany,
  createCourse,
  lastMessage,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';
import { companyHosts, students } from '../../db/schema';

const t = useTestApp();

const registered =
  'Registration successful. Please check your e-mail and click the link to verify your account.';
const verifyToken = (text: string) => text.match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1];

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  emailId: `Meera.${uid()}@Example.TEST`,
  mobileNumber: '98765 43210',
  password: 'Long-enough-1',
  ...over,
});

const studentsOf = (ctx: TestContext, companyCode: string) =>
  ctx.database.db.select().from(students).where(eq(students.companyCode, companyCode));

const invalid = (message: string) => ({ success: false, message, errorCode: 'VALIDATION' });

describe('POST /api/register', () => {
  it('stores the student unverified, lower-cased and argon2id-hashed, and mails a verify link', async () => {
    const co = await createCompany(t);
    const body = form({ dialCode: '44', countryCode: 'GB' });
    const res = await client(t, co.host).post('/api/register', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: registered });

    const email = body.emailId.toLowerCase();
    const [row, ...more] = await studentsOf(t, co.code);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      name: 'Meera Iyer',
      email,
      mobileNumber: '9876543210',
      dialCode: '44',
      countryCode: 'gb',
      verifiedAt: null,
      source: 'register',
      branchId: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Long-enough-1');

    const mail = await lastMessage(t, co.host, email);
    expect(mail?.subject).toBe(`Verify your ${co.shortName} account`);
    expect(mail?.text).toMatch(new RegExp(`http://${co.host}:3000/verify/[A-Za-z0-9_-]{43}`));
  });

  it("fills the company's default dial and country code when none is sent", async () => {
    const co = await createCompany(t, { defaultDialCode: '1', defaultCountryCode: 'ca' });
    await client(t, co.host).post('/api/register', form());
    const [row] = await studentsOf(t, co.code);
    expect(row).toMatchObject({ dialCode: '1', countryCode: 'ca' });
  });

  it("builds the verify link from the company's configured host, not the request's Host", async () => {
    const co = await createCompany(t);
    const alias = `alias-${uid()}.example.test`;
    await t.database.db.insert(companyHosts).values({ host: alias, companyCode: co.code });
    const body = form();
    const res = await client(t, alias).post('/api/register', body);
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t, co.host, body.emailId.toLowerCase());
    expect(mail?.text).toContain(`http://${co.code}.portico.test:3000/verify/`);
    expect(mail?.text).not.toContain(alias);
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    const co = await createCompany(t);
    const body = form();
    expect((await client(t, co.host).post('/api/register', body)).statusCode).toBe(200);
    const again = await client(t, co.host).post(
      '/api/register',
      form({ emailId: body.emailId.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'An account with this e-mail address already exists. Please log in or reset your password.',
      errorCode: 'CONFLICT',
    });
    expect(await studentsOf(t, co.code)).toHaveLength(1);
  });

  it('lets the same e-mail register on another company', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const body = form();
    expect((await client(t, a.host).post('/api/register', body)).statusCode).toBe(200);
    expect((await client(t, b.host).post('/api/register', body)).statusCode).toBe(200);
  });

  it('refuses registration when the company has disabled it', async () => {
    const co = await createCompany(t, { hideRegistration: true });
    const res = await client(t, co.host).post('/api/register', form());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'Registration is disabled.',
      errorCode: 'FORBIDDEN',
    });
    expect(await studentsOf(t, co.code)).toEqual([]);
  });

  it.each([
    ['no name', { name: undefined }, 'name is required'],
    ['a blank name', { name: '   ' }, 'name is required'],
    ['no emailId', { emailId: undefined }, 'emailId is required'],
    ['a malformed emailId', { emailId: 'meera-at-example.test' }, 'emailId must be a valid e-mail address'],
    ['no mobileNumber', { mobileNumber: undefined }, 'mobileNumber is required'],
    ['letters in mobileNumber', { mobileNumber: '98765abcde' }, 'mobileNumber must be a valid phone number'],
    ['no password', { password: undefined }, 'password is required'],
    ['a 7-character password', { password: 'Short-7' }, 'password must be at least 8 characters'],
  ])('names the field for %s', async (_case, over, message) => {
    const co = await createCompany(t);
    const res = await client(t, co.host).post('/api/register', form(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(message));
    expect(await studentsOf(t, co.code)).toEqual([]);
  });

  it('requires cityName when the company shows it, and stores it', async () => {
    const co = await createCompany(t, { showCityName: true });
    const missing = await client(t, co.host).post('/api/register', form());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(invalid('cityName is required'));
    expect(await studentsOf(t, co.code)).toEqual([]);

    const ok = await client(t, co.host).post('/api/register', form({ cityName: 'Pune' }));
    expect(ok.statusCode).toBe(200);
    const [row] = await studentsOf(t, co.code);
    expect(row?.cityName).toBe('Pune');
  });

  it("stores the company's own branch and refuses a branch of another company", async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const own = await createBranch(t, co.code);
    const foreign = await createBranch(t, other.code);

    const bad = await client(t, co.host).post('/api/register', form({ branchId: foreign.id }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(invalid('branchId: Select your nearest branch'));
    expect(await studentsOf(t, co.code)).toEqual([]);

    const ok = await client(t, co.host).post('/api/register', form({ branchId: own.id }));
    expect(ok.statusCode).toBe(200);
    const [row] = await studentsOf(t, co.code);
    expect(row?.branchId).toBe(own.id);

    const none = await client(t, co.host).post('/api/register', form({ branchId: '' }));
    expect(none.statusCode).toBe(200);
  });

  it('refuses a branchId that is not an id with 400, not a server error', async () => {
    const co = await createCompany(t);
    const res = await client(t, co.host).post('/api/register', form({ branchId: 'north-branch' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('branchId: Select your nearest branch'));
  });

  it("refuses products that are not the company's free products", async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const free = await createCourse(t, co.code, { isFree: true });
    const paid = await createCourse(t, co.code, { isFree: false });
    const foreignFree = await createCourse(t, other.code, { isFree: true });
    for (const products of [
      paid.product.id,
      foreignFree.product.id,
      `${free.product.id},${paid.product.id}`,
      `${free.product.id},not-a-product`,
    ]) {
      const res = await client(t, co.host).post('/api/register', form({ products }));
      expect(res.statusCode, products).toBe(400);
      expect(res.json()).toEqual(invalid('products: choose only the free courses offered'));
    }
    expect(await studentsOf(t, co.code)).toEqual([]);
  });

  it('enrols the student in the chosen free products; their courses show after verify and login', async () => {
    const co = await createCompany(t);
    const ielts = await createCourse(t, co.code, {
      isFree: true,
      groupName: 'IELTS',
      courseName: 'IELTS Taster',
    });
    const gre = await createCourse(t, co.code, { isFree: true, groupName: 'GRE', courseName: 'GRE Taster' });
    await createCourse(t, co.code, { isFree: true, groupName: 'PTE', courseName: 'PTE Taster' });
    const body = form({ products: `${ielts.product.id}, ${gre.product.id},${ielts.product.id}` });
    const c = client(t, co.host);
    expect((await c.post('/api/register', body)).statusCode).toBe(200);

    const mail = await lastMessage(t, co.host, body.emailId.toLowerCase());
    const verified = await c.post('/api/verify', { id: verifyToken(mail?.text ?? '') });
    expect(verified.statusCode).toBe(200);
    const login = await c.post('/api/login', { loginId: body.emailId, password: body.password });
    expect(login.statusCode).toBe(200);

    const courses = await c.get('/api/course');
    expect(courses.statusCode).toBe(200);
    expect(courses.json()).toEqual({
      success: true,
      data: [
        {
          courseName: 'GRE',
          course: [{ id: gre.course.id, courseName: 'GRE Taster', hideCoupon: false, accessStartsAt: null }],
        },
        {
          courseName: 'IELTS',
          course: [
            { id: ielts.course.id, courseName: 'IELTS Taster', hideCoupon: false, accessStartsAt: null },
          ],
        },
      ],
    });
  });

  it('refuses a payload that names another company', async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const res = await client(t, co.host).post('/api/register', form({ companyCode: other.code }));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('FORBIDDEN');
    expect(await studentsOf(t, co.code)).toEqual([]);
    expect(await studentsOf(t, other.code)).toEqual([]);
  });
});
