import { SettingsMessages } from '@portico/contract/console-settings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog, supportTickets } from '../../db/schema';

/** A 1×1 lossless WebP (RIFF, WEBP, VP8L). */
const WEBP_1PX = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

/**
 * Company settings and branding in the console (decision 027, CONSOLE.md Authoring): admins only; a save
 * is one audited transaction; students' pages read the new settings at once (no rebuild, no restart);
 * brand images are checked by their bytes and served on the company's own hosts only.
 */
const t = useTestApp();
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function fixture() {
  const company = await createCompany(t);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty' });
  const asAdmin = await staffLogin(t, company.host, admin.email, admin.password);
  const asFaculty = await staffLogin(t, company.host, faculty.email, faculty.password);
  return { company, admin, asAdmin, asFaculty };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];

const read = async (s: Session) => {
  const res = await s.c.get('/api/console/settings', s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const save = (s: Session, payload: object) =>
  s.c.send({ method: 'PUT', url: '/api/console/settings', payload, token: s.token });

describe('company settings in the console', () => {
  it('answers the student side’s company call with an ETag: 304 while unchanged, the new settings once saved', async () => {
    const { company, asAdmin } = await fixture();
    const view = await read(asAdmin);
    const url = `/api/getcompany?hostName=${company.host}`;
    const ask = (etag?: string) =>
      asAdmin.c.send({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip', ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // Kept by the browser, but checked on each use.
    expect(first.headers['cache-control']).toBe('no-cache');

    const same = await ask(etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await ask(`W/${etag}`)).statusCode).toBe(304);

    const res = await save(asAdmin, { ...view.settings, companyName: 'Bright Path Academy' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await ask(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.companyName).toBe('Bright Path Academy');
    // Other student calls keep no-store.
    const assets = await asAdmin.c.get('/api/assets');
    expect(assets.headers['cache-control']).toBe('no-store');
    expect(assets.headers.etag).toBeUndefined();
  });

  it('saves colours, name and logo; the student pages read them at once; the audit has what changed', async () => {
    const { company, admin, asAdmin } = await fixture();
    const view = await read(asAdmin);
    expect(view.settings).toMatchObject({ companyName: company.companyName, hosts: [company.host] });
    expect(view.currentHost).toBe(company.host);
    // The student side has the old colour cached in this process now.
    await asAdmin.c.get(`/api/getcompany?hostName=${company.host}`);

    const upload = await asAdmin.c.post(
      '/api/console/settings/image',
      { kind: 'logo', file: PNG },
      asAdmin.token,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const logoUrl = upload.json().data.url as string;
    expect(logoUrl).toMatch(/^\/api\/brand\/[0-9a-f-]{36}$/);

    const res = await save(asAdmin, {
      ...view.settings,
      companyName: 'Bright Path Academy',
      primaryColor: '#0f766e',
      logoUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SettingsMessages.saved);

    const shown = (await asAdmin.c.get(`/api/getcompany?hostName=${company.host}`)).json().data;
    expect(shown).toMatchObject({ companyName: 'Bright Path Academy', logoURL: logoUrl });
    expect(shown.theme.primaryColor).toBe('#0f766e');

    const logo = await asAdmin.c.get(logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('public');

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'settings.update')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.staffId).toBe(admin.id);
    expect(entries[0]?.before).toEqual({
      companyName: company.companyName,
      logoUrl: '',
      primaryColor: '#1c64f2',
    });
    expect(entries[0]?.after).toEqual({
      companyName: 'Bright Path Academy',
      logoUrl,
      primaryColor: '#0f766e',
    });

    // Saving the same settings again changes nothing and writes no entry.
    expect((await save(asAdmin, (await read(asAdmin)).settings)).statusCode).toBe(200);
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'settings.update')));
    expect(again).toHaveLength(1);
  });

  it('adds a host name the portal then answers on; refuses another portal’s host and removing the one in use', async () => {
    const { company, asAdmin } = await fixture();
    const other = await createCompany(t);
    const { settings } = await read(asAdmin);
    const extra = `learn-${company.code}.example.test`;

    const added = await save(asAdmin, { ...settings, hosts: [company.host, extra.toUpperCase()] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.settings.hosts).toEqual([company.host, extra].sort());
    const viaNew = await asAdmin.c.get(`/api/getcompany?hostName=${extra}`);
    expect(viaNew.json().data.companyCode).toBe(company.code);

    const taken = await save(asAdmin, { ...settings, hosts: [company.host, other.host] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SettingsMessages.hostTaken);
    const otherStill = await asAdmin.c.get(`/api/getcompany?hostName=${other.host}`);
    expect(otherStill.json().data.companyCode).toBe(other.code);

    const removeHere = await save(asAdmin, { ...settings, hosts: [extra], primaryHost: extra });
    expect(removeHere.statusCode).toBe(400);
    expect(removeHere.json().message).toBe(SettingsMessages.currentHost);

    const primaryElsewhere = await save(asAdmin, { ...settings, primaryHost: 'nowhere.example.test' });
    expect(primaryElsewhere.statusCode).toBe(400);
    expect(primaryElsewhere.json().message).toBe(SettingsMessages.primaryHost);
  });

  it('sets each queue’s turnaround target; the queues mark overdue by it (issue 40)', async () => {
    const { company, asAdmin } = await fixture();
    const { settings } = await read(asAdmin);
    expect(settings.turnaroundHours).toEqual({ evaluations: 48, scoreReports: 48, support: 24, career: 72 });
    // A support question asked 3 hours ago is due in 21 h by default, and overdue by 1 h at a 2 h target.
    const student = await createStudent(t, company.code);
    await t.database.db.insert(supportTickets).values({
      companyCode: company.code,
      studentId: student.id,
      courseId: null,
      subject: 'Band scores',
      supportType: 'query',
      description: 'How are bands rounded?',
      createdAt: new Date(t.clock.now().getTime() - 3 * 3_600_000),
    });
    const ticket = async () =>
      (await asAdmin.c.get('/api/console/support', asAdmin.token)).json().data.tickets[0] as {
        overdue: boolean;
        dueAt: string;
      };
    expect((await ticket()).overdue).toBe(false);
    const res = await save(asAdmin, {
      ...settings,
      turnaroundHours: { ...settings.turnaroundHours, support: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.settings.turnaroundHours.support).toBe(2);
    expect((await ticket()).overdue).toBe(true);
  });

  it('refuses bad values with their messages and keeps what was saved', async () => {
    const { company, asAdmin } = await fixture();
    const { settings } = await read(asAdmin);
    const cases: [object, string][] = [
      [{ primaryColor: 'red' }, SettingsMessages.colour],
      [{ companyUrl: 'javascript:alert(1)' }, SettingsMessages.url],
      [{ logoUrl: '//evil.example/logo.png' }, SettingsMessages.image],
      [{ hosts: ['bad host!'] }, SettingsMessages.host],
      [{ hosts: [] }, SettingsMessages.hostsRequired],
      [{ defaultDialCode: '+91' }, SettingsMessages.dialCode],
      [{ scoreRewardProductSlug: 'no-such-product' }, SettingsMessages.rewardProduct],
      [{ companyName: 'x'.repeat(1_000_000) }, 'At most 120 characters'],
      [{ turnaroundHours: { ...settings.turnaroundHours, support: 0 } }, SettingsMessages.turnaround],
      [{ turnaroundHours: { ...settings.turnaroundHours, career: 1.5 } }, SettingsMessages.turnaround],
      [{ turnaroundHours: { evaluations: 48 } }, SettingsMessages.turnaround],
    ];
    for (const [change, message] of cases) {
      const res = await save(asAdmin, { ...settings, ...change });
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const nul = await save(asAdmin, { ...settings, companyName: 'Bad\u0000Name' });
    expect(nul.statusCode).toBe(400);
    expect((await read(asAdmin)).settings).toEqual(settings);
    const shown = (await asAdmin.c.get(`/api/getcompany?hostName=${company.host}`)).json().data;
    expect(shown.companyName).toBe(company.companyName);
  });

  it('takes PNG, JPEG, GIF or WebP brand images of at most 1 MB, read from the bytes', async () => {
    const { asAdmin } = await fixture();
    const upload = (file: string) =>
      asAdmin.c.post('/api/console/settings/image', { kind: 'favicon', file }, asAdmin.token);
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    for (const file of [svg, html, 'not base64 at all!']) {
      const res = await upload(file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please upload a PNG, JPEG, GIF or WebP image');
    }
    // A WebP (the console sends a large PNG or JPEG as one): stored and served as image/webp.
    const webp = await upload(`data:image/webp;base64,${WEBP_1PX}`);
    expect(webp.statusCode, webp.body).toBe(200);
    const served = await asAdmin.c.get(webp.json().data.url as string);
    expect(served.headers['content-type']).toBe('image/webp');
    // RIFF bytes of another kind (a WAVE) are not a WebP.
    const wave = Buffer.from(WEBP_1PX, 'base64');
    wave.write('WAVE', 8, 'latin1');
    expect((await upload(`data:image/webp;base64,${wave.toString('base64')}`)).statusCode).toBe(400);
    const big = Buffer.alloc(1024 * 1024 + 10);
    Buffer.from(PNG.split(',')[1] as string, 'base64').copy(big);
    const tooBig = await upload(`data:image/png;base64,${big.toString('base64')}`);
    expect([400, 413]).toContain(tooBig.statusCode);
  });

  it('is the admin’s: faculty, students, other companies and signed-out callers are refused', async () => {
    const { company, asAdmin, asFaculty } = await fixture();
    const { settings } = await read(asAdmin);
    const forbidden = await asFaculty.c.get('/api/console/settings', asFaculty.token);
    expect(forbidden.statusCode).toBe(403);
    expect((await save(asFaculty, { ...settings, primaryColor: '#000000' })).statusCode).toBe(403);
    const facultyImage = await asFaculty.c.post(
      '/api/console/settings/image',
      { kind: 'logo', file: PNG },
      asFaculty.token,
    );
    expect(facultyImage.statusCode).toBe(403);

    const student = await createStudent(t, company.code);
    const asStudent = await login(t, company.host, student.email, student.password);
    expect((await asStudent.c.get('/api/console/settings', asStudent.token)).statusCode).toBe(401);
    expect((await asAdmin.c.get('/api/console/settings')).statusCode).toBe(401);

    // Another company's admin with this company's host is refused; on its own host it sees its own.
    const other = await createCompany(t);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    const crossHost = await asAdmin.c.get('/api/console/settings', asOther.token);
    expect(crossHost.statusCode).toBe(401);
    expect((await read(asOther)).settings.companyName).toBe(other.companyName);

    // A brand image is served on its own company's hosts only.
    const url = (
      await asAdmin.c.post('/api/console/settings/image', { kind: 'logo', file: PNG }, asAdmin.token)
    ).json().data.url;
    expect((await asOther.c.get(url)).statusCode).toBe(404);
    expect((await asAdmin.c.get('/api/brand/not-a-uuid')).statusCode).toBe(404);
  });
});
