import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { metadata } from '../../db/schema';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };
const invalid = (message: string) => ({ success: false, message, errorCode: 'VALIDATION' });

async function signedIn(companyOverrides = {}, studentOverrides = {}) {
  const co = await createCompany(t, companyOverrides);
  const s = await createStudent(t, co.code, studentOverrides);
  const { c, token } = await login(t, co.host, s.email, s.password);
  return { co, s, c, token };
}

async function language(companyCode: string, name: string, isActive = true, orderNo = 0) {
  const [row] = await t.database.db
    .insert(metadata)
    .values({ companyCode, componentType: 'LANGUAGE', name, isActive, orderNo })
    .returning();
  return row!;
}

const getProfile = async (c: ReturnType<typeof client>) => {
  const res = await c.get('/api/getprofile');
  expect(res.statusCode).toBe(200);
  return res.json().data[0];
};

describe('GET /api/getprofile', () => {
  it("refuses no session and another company's session", async () => {
    const { co, token } = await signedIn();
    const other = await createCompany(t);
    const none = await client(t, co.host).get('/api/getprofile');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await client(t, other.host).get('/api/getprofile', token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
  });

  it('answers a list whose first item is the profile, with the portal default dial and country code', async () => {
    const { co, s, c } = await signedIn(
      { defaultDialCode: '971', defaultCountryCode: 'ae' },
      { name: 'Asha Verma', mobileNumber: '9876543210', cityName: 'Pune', address: '1 Main St' },
    );
    const res = await c.get('/api/getprofile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          id: s.id,
          studentName: 'Asha Verma',
          emailId: s.email,
          mobileNumber: '9876543210',
          dialCode: '971',
          countryCode: 'ae',
          address: '1 Main St',
          preferedLanguage: '',
          profileImage: '',
          cityName: 'Pune',
          companyCode: co.code,
          hasPassword: true,
          batchDatesUrl: '',
        },
      ],
    });
  });

  it('tells a walk-in student without a password that there is none (hasPassword false), never the hash', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { passwordHash: null, source: 'walk-in' });
    const token = await (t.app as FastifyInstance).sessions.create(s, {});
    const res = await client(t, co.host).get('/api/getprofile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].hasPassword).toBe(false);
    expect(res.body).not.toMatch(/argon|passwordHash/);
  });

  it('keeps a stored dial and country code', async () => {
    const { c } = await signedIn({}, { dialCode: '44', countryCode: 'gb' });
    const p = await getProfile(c);
    expect([p.dialCode, p.countryCode]).toEqual(['44', 'gb']);
  });
});

describe('PUT /api/profileupdate', () => {
  const put = (c: ReturnType<typeof client>, payload: object, token?: string) =>
    c.send({ method: 'PUT', url: '/api/profileupdate', payload, token });
  const valid = { studentName: 'New Name', mobileNumber: '9123456789' };

  it("refuses no session and another company's session", async () => {
    const { co, token } = await signedIn();
    const other = await createCompany(t);
    const none = await put(client(t, co.host), valid);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await put(client(t, other.host), valid, token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
  });

  it('saves the personal details and answers Updated Successfully!', async () => {
    const { co, s, c } = await signedIn({ defaultDialCode: '971', defaultCountryCode: 'ae' });
    const lang = await language(co.code, 'Hindi');
    const res = await put(c, {
      id: s.id,
      companyCode: co.code,
      emailId: s.email.toUpperCase(),
      studentName: '  Ravi Kumar ',
      mobileNumber: '+91 98765-43210',
      dialCode: '91',
      countryCode: 'IN',
      address: '12 MG Road, Pune',
      preferedLanguage: lang.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Updated Successfully!' });
    expect(await getProfile(c)).toMatchObject({
      studentName: 'Ravi Kumar',
      emailId: s.email,
      mobileNumber: '919876543210',
      dialCode: '91',
      countryCode: 'in',
      address: '12 MG Road, Pune',
      preferedLanguage: lang.id,
    });
  });

  it('leaves absent optional fields alone, clears them with empty text and defaults the codes', async () => {
    const { co, c } = await signedIn(
      { defaultDialCode: '971', defaultCountryCode: 'ae' },
      { address: 'Old address', dialCode: '44', countryCode: 'gb' },
    );
    const lang = await language(co.code, 'Arabic');
    expect((await put(c, { ...valid, preferedLanguage: lang.id })).statusCode).toBe(200);
    expect(await getProfile(c)).toMatchObject({ address: 'Old address', dialCode: '44', countryCode: 'gb' });

    const res = await put(c, { ...valid, address: '', preferedLanguage: '', dialCode: '', countryCode: '' });
    expect(res.statusCode).toBe(200);
    expect(await getProfile(c)).toMatchObject({
      address: '',
      preferedLanguage: '',
      dialCode: '971',
      countryCode: 'ae',
    });
  });

  it('saves the city, trimmed; absent leaves it alone', async () => {
    const { c } = await signedIn({ showCityName: true }, { cityName: 'Pune' });
    const res = await put(c, { ...valid, cityName: '  Navi Mumbai ' });
    expect(res.statusCode).toBe(200);
    expect((await getProfile(c)).cityName).toBe('Navi Mumbai');
    expect((await put(c, valid)).statusCode).toBe(200);
    expect((await getProfile(c)).cityName).toBe('Navi Mumbai');
  });

  it('requires the city when the company shows it, as at registration', async () => {
    const { c } = await signedIn({ showCityName: true }, { cityName: 'Pune' });
    for (const cityName of ['', '   ']) {
      const res = await put(c, { ...valid, cityName });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('cityName is required'));
    }
    expect((await getProfile(c)).cityName).toBe('Pune');
  });

  it('lets the city be cleared where the company does not show it', async () => {
    const { c } = await signedIn({ showCityName: false }, { cityName: 'Pune' });
    expect((await put(c, { ...valid, cityName: '' })).statusCode).toBe(200);
    expect((await getProfile(c)).cityName).toBe('');
  });

  it('refuses a city longer than 120 characters', async () => {
    const { c } = await signedIn({ showCityName: true });
    const res = await put(c, { ...valid, cityName: 'x'.repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('cityName is too long'));
    expect((await put(c, { ...valid, cityName: 'x'.repeat(120) })).statusCode).toBe(200);
  });

  it('requires the name and the mobile number', async () => {
    const { c } = await signedIn();
    const cases: [object, string][] = [
      [{ mobileNumber: '9123456789' }, 'studentName is required'],
      [{ studentName: '   ', mobileNumber: '9123456789' }, 'studentName is required'],
      [{ studentName: 'A' }, 'mobileNumber is required'],
      [{ studentName: 'A', mobileNumber: '' }, 'mobileNumber is required'],
      [{ studentName: 'A', mobileNumber: 'call me' }, 'mobileNumber must be a valid phone number'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(c, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    }
  });

  it('refuses a different e-mail address: it is read-only', async () => {
    const { s, c } = await signedIn();
    const res = await put(c, { ...valid, emailId: 'someone-else@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('emailId cannot be changed'));
    expect((await getProfile(c)).emailId).toBe(s.email);
    expect((await getProfile(c)).studentName).toBe('Test Student');
  });

  it("refuses an inactive language, another company's language and a made-up id", async () => {
    const { co, c } = await signedIn();
    const inactive = await language(co.code, 'Bengali (coming soon)', false);
    const other = await createCompany(t);
    const foreign = await language(other.code, 'Tamil');
    for (const id of [inactive.id, foreign.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await put(c, { ...valid, preferedLanguage: id });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual(invalid('preferedLanguage: choose a language from the list'));
    }
    expect((await getProfile(c)).preferedLanguage).toBe('');
  });

  it("refuses another student's id and another company's code", async () => {
    const { co, c } = await signedIn();
    const someoneElse = await createStudent(t, co.code);
    const wrongId = await put(c, { ...valid, id: someoneElse.id });
    expect(wrongId.statusCode).toBe(403);
    expect(wrongId.json()).toEqual({
      success: false,
      message: 'You can only change your own profile.',
      errorCode: 'FORBIDDEN',
    });
    const other = await createCompany(t);
    const wrongCompany = await put(c, { ...valid, companyCode: other.code });
    expect(wrongCompany.statusCode).toBe(403);
    expect(wrongCompany.json()).toEqual({
      success: false,
      message: 'This request belongs to another portal.',
      errorCode: 'FORBIDDEN',
    });
    expect((await getProfile(c)).studentName).toBe('Test Student');
  });
});
