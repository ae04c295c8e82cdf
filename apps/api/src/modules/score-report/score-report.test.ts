import { ScoreReportMessages } from '@portico/contract/score-report';
import { UploadMessages } from '@portico/contract/storage';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { products, remarks, scoreReports, staff } from '../../db/schema';

const t = useTestApp();
type Client = ReturnType<typeof client>;

// The test clock stands at 2026-11-22T09:00Z: the widest "today" on earth is 2026-11-21 … 2026-11-22.
const VALID_DATE = '2026-03-14';

/** A signed-in student of a company (a new one with score submission on, unless given). */
async function signedIn(co?: { code: string; host: string }) {
  const company = co ?? (await createCompany(t, { enableScoreFromStudents: true }));
  const s = await createStudent(t, company.code);
  const { c, token } = await login(t, company.host, s.email, s.password);
  return { co: company, s, c, token };
}

/** The spec's signed-URL flow: document-upload, then the PUT of the bytes; returns the publicUrl. */
async function uploadDocument(
  ctx: TestContext,
  c: Client,
  host: string,
  opts: { purpose?: string; bytes?: Buffer; put?: boolean } = {},
): Promise<string> {
  const res = await c.post('/api/document-upload', {
    fileName: 'trf.pdf',
    contentType: 'application/pdf',
    purpose: opts.purpose ?? 'score-document',
  });
  expect(res.statusCode, res.body).toBe(200);
  const { signedUrl, publicUrl } = res.json().data;
  if (opts.put !== false) {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers: { host, 'content-type': 'application/pdf' },
      payload: opts.bytes ?? files.pdf,
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  return publicUrl;
}

const payload = (file: string, overrides: Record<string, unknown> = {}) => ({
  listening: 7.5,
  reading: 8,
  writing: 6.5,
  speaking: 7,
  bandScore: 7.5,
  file,
  trfNumber: '26GB012345IYEM001A',
  examDate: VALID_DATE,
  ...overrides,
});

const refusal = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
};

describe('dashboard/trf-details and dashboard/remarks: sessions', () => {
  it('refuses a visitor without a session and a session of another company on every route', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const calls = [
      { method: 'GET', url: '/api/dashboard/trf-details' },
      { method: 'POST', url: '/api/dashboard/trf-details', payload: payload('/api/files/object/x') },
      { method: 'GET', url: '/api/dashboard/remarks' },
      { method: 'POST', url: '/api/dashboard/remarks', payload: { remark: 'Hello' } },
      { method: 'POST', url: '/api/dashboard/score-probe', payload: { interested: true } },
    ] as const;
    for (const call of calls) {
      const none = await client(t, a.co.host).send(call);
      expect(none.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(none.json()).toMatchObject({ success: false, errorCode: 'UNAUTH' });
      // b's session on a's host: a token is valid only on its own company's host.
      const foreign = client(t, a.co.host);
      foreign.cookie = b.c.cookie;
      expect((await foreign.send(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await client(t, a.co.host).send({ ...call, token: b.token })).statusCode).toBe(401);
    }
  });
});

describe('POST dashboard/score-probe (decision 017)', () => {
  it('remembers the answer for the student on the server, either way, and for no one else', async () => {
    const a = await signedIn();
    const b = await signedIn(a.co);
    const other = await signedIn();
    const answered = async (c: Client) =>
      (await c.get('/api/dashboard/trf-details')).json().data.probeAnswered;
    expect(await answered(a.c)).toBe(false);
    const res = await a.c.post('/api/dashboard/score-probe', { interested: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await answered(a.c)).toBe(true);
    // A new session (another device) of the same student: still answered.
    const again = await login(t, a.co.host, a.s.email, a.s.password);
    expect(await answered(again.c)).toBe(true);
    // Another student of the company and a student of another company are still asked.
    expect(await answered(b.c)).toBe(false);
    expect(await answered(other.c)).toBe(false);
    expect((await b.c.post('/api/dashboard/score-probe', { interested: true })).statusCode).toBe(200);
    expect(await answered(b.c)).toBe(true);
  });

  it('refuses an answer that is not yes or no', async () => {
    const a = await signedIn();
    for (const payload of [{}, { interested: 'yes' }, { interested: '\u0000' }, { interested: 2 ** 31 }]) {
      const res = await a.c.post('/api/dashboard/score-probe', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the four calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths['/api/dashboard/trf-details'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/dashboard/remarks'])).toEqual(['get', 'post']);
    expect(paths['/api/dashboard/trf-details'].post.requestBody).toBeDefined();
  });
});

describe('GET dashboard/trf-details (spec 1 §7)', () => {
  it('answers an empty record with the company flag before anything is uploaded', async () => {
    const on = await signedIn();
    const res = await on.c.get('/api/dashboard/trf-details');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        ielts_listening: null,
        ielts_reading: null,
        ielts_writing: null,
        ielts_speaking: null,
        ielts_overall: null,
        ielts_examDate: null,
        trfNumber: null,
        ieltsTrfUploaded: false,
        enableScoreFromStudents: true,
        probeAnswered: false,
        status: null,
        fileUrl: null,
        reward: null,
      },
    });
    const off = await signedIn(await createCompany(t));
    expect((await off.c.get('/api/dashboard/trf-details')).json().data.enableScoreFromStudents).toBe(false);
  });

  it('says what verification grants: the reward product and how many days it lasts (decision 045)', async () => {
    const company = await createCompany(t, { enableScoreFromStudents: true, scoreRewardProductSlug: 'fr' });
    const { product } = await createCourse(t, company.code, { validityDays: 28 });
    await t.database.db
      .update(products)
      .set({ slug: 'fr', title: 'Free French' })
      .where(eq(products.id, product.id));
    const on = await signedIn(company);
    const data = (await on.c.get('/api/dashboard/trf-details')).json().data;
    expect(data.reward).toEqual({ title: 'Free French', validityDays: 28 });
  });
});

describe('POST dashboard/trf-details (spec 1 §7, §5, §9)', () => {
  it('saves the report, answers Updated Successfully, and the record shows it with a readable document', async () => {
    const { co, c } = await signedIn();
    const file = await uploadDocument(t, c, co.host);
    const res = await c.post('/api/dashboard/trf-details', payload(file, { trfNumber: '  26GB0123  ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Updated Successfully' });

    const record = (await c.get('/api/dashboard/trf-details')).json().data;
    expect(record).toMatchObject({
      ielts_listening: 7.5,
      ielts_reading: 8,
      ielts_writing: 6.5,
      ielts_speaking: 7,
      ielts_overall: 7.5,
      ielts_examDate: VALID_DATE,
      trfNumber: '26GB0123',
      ieltsTrfUploaded: true,
      enableScoreFromStudents: true,
      status: 'pending',
    });
    // The signed read address serves the bytes without a session, on the company's host.
    expect(record.fileUrl).toMatch(/^\/api\/files\//);
    const read = await t.app.inject({ method: 'GET', url: record.fileUrl, headers: { host: co.host } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('application/pdf');
    expect(read.rawPayload.equals(files.pdf)).toBe(true);
  });

  it('refuses a second submission: the report is locked once uploaded', async () => {
    const { co, c, s } = await signedIn();
    expect(
      (await c.post('/api/dashboard/trf-details', payload(await uploadDocument(t, c, co.host)))).statusCode,
    ).toBe(200);
    const again = await c.post(
      '/api/dashboard/trf-details',
      payload(await uploadDocument(t, c, co.host), { bandScore: 9 }),
    );
    refusal(again, 409, ScoreReportMessages.alreadyUploaded);
    expect(again.json().errorCode).toBe('CONFLICT');
    const rows = await t.database.db
      .select()
      .from(scoreReports)
      .where(and(eq(scoreReports.companyCode, co.code), eq(scoreReports.studentId, s.id)));
    expect(rows.map((r) => r.overall)).toEqual([7.5]);
  });

  it('refuses with a clear 403 when the company has score submission off', async () => {
    const { co, c } = await signedIn(await createCompany(t, { enableScoreFromStudents: false }));
    const res = await c.post('/api/dashboard/trf-details', payload(await uploadDocument(t, c, co.host)));
    refusal(res, 403, 'Score submission is not enabled for this portal');
    expect(res.json().errorCode).toBe('FORBIDDEN');
  });

  it('names each missing or malformed field with the spec messages', async () => {
    const { co, c } = await signedIn();
    const file = await uploadDocument(t, c, co.host);
    const cases: [Record<string, unknown>, string][] = [
      [{ examDate: '' }, 'Please select the exam Date'],
      [{ examDate: undefined }, 'Please select the exam Date'],
      [{ examDate: '2025-02-30' }, 'Please select a valid exam Date'],
      [{ examDate: '14/03/2026' }, 'Please select a valid exam Date'],
      [{ file: '' }, 'Please upload a document'],
      [{ file: undefined }, 'Please upload a document'],
      [{ listening: undefined }, 'Please select the Listening score'],
      [{ reading: undefined }, 'Please select the Reading score'],
      [{ writing: undefined }, 'Please select the Writing score'],
      [{ speaking: undefined }, 'Please select the Speaking score'],
      [{ bandScore: undefined }, 'Please select the Overall Band score'],
      [{ trfNumber: '   ' }, 'Please enter the TRF number'],
      [{ trfNumber: undefined }, 'Please enter the TRF number'],
      [{ trfNumber: 'X'.repeat(41) }, 'The TRF number must be at most 40 characters'],
      [{ listening: 7.25 }, 'listening must be a band score from 0 to 9 in steps of 0.5'],
      [{ reading: 9.5 }, 'reading must be a band score from 0 to 9 in steps of 0.5'],
      [{ writing: -0.5 }, 'writing must be a band score from 0 to 9 in steps of 0.5'],
      [{ speaking: '7' }, 'Please select the Speaking score'],
      [{ bandScore: 10 }, 'bandScore must be a band score from 0 to 9 in steps of 0.5'],
    ];
    for (const [overrides, message] of cases) {
      const res = await c.post('/api/dashboard/trf-details', payload(file, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toContain(message);
      expect(res.json().errorCode).toBe('VALIDATION');
    }
    // Every edge band is accepted: 0 and 9.
    const ok = await c.post('/api/dashboard/trf-details', payload(file, { listening: 0, reading: 9 }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an exam date in the future and one older than 2 years (spec 1 §9)', async () => {
    const { co, c } = await signedIn();
    const file = await uploadDocument(t, c, co.host);
    refusal(
      await c.post('/api/dashboard/trf-details', payload(file, { examDate: '2026-11-23' })),
      400,
      'The exam date cannot be in the future',
    );
    refusal(
      await c.post('/api/dashboard/trf-details', payload(file, { examDate: '2027-01-01' })),
      400,
      'The exam date cannot be in the future',
    );
    refusal(
      await c.post('/api/dashboard/trf-details', payload(file, { examDate: '2024-11-20' })),
      400,
      'Score reports older than 2 years are not valid',
    );
    refusal(
      await c.post('/api/dashboard/trf-details', payload(file, { examDate: '2019-06-01' })),
      400,
      'Score reports older than 2 years are not valid',
    );
    // Nothing was stored by the refusals; the oldest day of the window is accepted.
    expect((await c.get('/api/dashboard/trf-details')).json().data.ieltsTrfUploaded).toBe(false);
    const edge = await c.post('/api/dashboard/trf-details', payload(file, { examDate: '2024-11-21' }));
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it('takes today as the exam date, and the day already begun east of UTC', async () => {
    const a = await signedIn();
    const today = await a.c.post(
      '/api/dashboard/trf-details',
      payload(await uploadDocument(t, a.c, a.co.host), { examDate: '2026-11-22' }),
    );
    expect(today.statusCode, today.body).toBe(200);
    // 15:00 UTC is already 23 November in Kiribati (UTC+14).
    t.clock.advance(6 * 3600);
    try {
      const b = await signedIn();
      const east = await b.c.post(
        '/api/dashboard/trf-details',
        payload(await uploadDocument(t, b.c, b.co.host), { examDate: '2026-11-23' }),
      );
      expect(east.statusCode, east.body).toBe(200);
    } finally {
      t.clock.advance(-6 * 3600);
    }
  });

  it('refuses a document that is not a stored score document of this student', async () => {
    const { co, c } = await signedIn();
    const sameCompany = await signedIn(co);
    const otherCompany = await signedIn();
    const notMine = await uploadDocument(t, sameCompany.c, co.host);
    const foreignPortal = await uploadDocument(t, otherCompany.c, otherCompany.co.host);
    const neverPut = await uploadDocument(t, c, co.host, { put: false });
    const otherPurpose = await uploadDocument(t, c, co.host, { purpose: 'cv' });
    for (const file of [
      notMine,
      foreignPortal,
      neverPut,
      otherPurpose,
      '/api/files/object/00000000-0000-4000-8000-000000000000',
      'https://example.test/trf.pdf',
      'not a url',
    ]) {
      refusal(await c.post('/api/dashboard/trf-details', payload(file)), 400, 'Please upload a document');
    }
    expect((await c.get('/api/dashboard/trf-details')).json().data.ieltsTrfUploaded).toBe(false);
    // The same document is accepted from its owner.
    expect((await sameCompany.c.post('/api/dashboard/trf-details', payload(notMine))).statusCode).toBe(200);
  });

  it('keeps the upload rules of the document itself (spec 1 §5)', async () => {
    const { c } = await signedIn();
    const res = await c.post('/api/document-upload', {
      fileName: 'trf.docx',
      contentType: 'application/msword',
      purpose: 'score-document',
    });
    refusal(res, 400, UploadMessages.documentType);
  });

  it('keeps reports apart per company and student', async () => {
    const a = await signedIn();
    const b = await signedIn(a.co);
    await a.c.post('/api/dashboard/trf-details', payload(await uploadDocument(t, a.c, a.co.host)));
    expect((await a.c.get('/api/dashboard/trf-details')).json().data.ieltsTrfUploaded).toBe(true);
    expect((await b.c.get('/api/dashboard/trf-details')).json().data.ieltsTrfUploaded).toBe(false);
    // b can still submit its own report.
    const own = await b.c.post(
      '/api/dashboard/trf-details',
      payload(await uploadDocument(t, b.c, a.co.host)),
    );
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('dashboard/remarks (spec 1 §7)', () => {
  it('round-trips remarks newest first, with the status of the report and an admin reply', async () => {
    const { co, c, s } = await signedIn();
    expect((await c.get('/api/dashboard/remarks')).json()).toEqual({ success: true, data: [] });

    // Before a report: trfStatus is ''.
    const first = await c.post('/api/dashboard/remarks', { remark: '  When will my report be checked?  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Added Successfully',
      data: {
        description: 'When will my report be checked?',
        trfStatus: '',
        referenceType: 'student',
        createdDateTime: t.clock.now().toISOString(),
      },
    });

    t.clock.advance(60);
    await c.post('/api/dashboard/trf-details', payload(await uploadDocument(t, c, co.host)));
    t.clock.advance(60);
    await c.post('/api/dashboard/remarks', { remark: 'I have uploaded it now.' });

    // Staff answer from the console (not built yet): the row is what it will write.
    t.clock.advance(60);
    const [member] = await t.database.db
      .insert(staff)
      .values({ companyCode: co.code, name: 'Verifier', email: 'verifier@example.test', role: 'admin' })
      .returning();
    await t.database.db.insert(remarks).values({
      companyCode: co.code,
      studentId: s.id,
      authorType: 'admin',
      staffId: member?.id,
      description: 'Thanks, we are verifying it.',
      trfStatus: 'pending',
      createdAt: t.clock.now(),
    });

    const list = (await c.get('/api/dashboard/remarks')).json().data;
    expect(list.map((r: { description: string }) => r.description)).toEqual([
      'Thanks, we are verifying it.',
      'I have uploaded it now.',
      'When will my report be checked?',
    ]);
    expect(list.map((r: { referenceType: string }) => r.referenceType)).toEqual([
      'admin',
      'student',
      'student',
    ]);
    expect(list.map((r: { trfStatus: string }) => r.trfStatus)).toEqual(['pending', 'pending', '']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      trfStatus: 'pending',
      description: 'Thanks, we are verifying it.',
      createdDateTime: t.clock.now().toISOString(),
      referenceType: 'admin',
    });
  });

  it('refuses an empty or too long remark', async () => {
    const { c } = await signedIn();
    refusal(await c.post('/api/dashboard/remarks', { remark: '   ' }), 400, 'Please enter a remark');
    refusal(await c.post('/api/dashboard/remarks', {}), 400, 'Please enter a remark');
    refusal(
      await c.post('/api/dashboard/remarks', { remark: 'x'.repeat(1001) }),
      400,
      'A remark can be at most 1000 characters',
    );
    expect((await c.post('/api/dashboard/remarks', { remark: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('shows a student only its own remarks, on its own company', async () => {
    const a = await signedIn();
    const sameCompany = await signedIn(a.co);
    const otherCompany = await signedIn();
    await a.c.post('/api/dashboard/remarks', { remark: 'Mine' });
    await otherCompany.c.post('/api/dashboard/remarks', { remark: 'Elsewhere' });
    expect((await a.c.get('/api/dashboard/remarks')).json().data).toHaveLength(1);
    expect((await sameCompany.c.get('/api/dashboard/remarks')).json().data).toEqual([]);
    expect(
      (await otherCompany.c.get('/api/dashboard/remarks'))
        .json()
        .data.map((r: { description: string }) => r.description),
    ).toEqual(['Elsewhere']);
  });
});
