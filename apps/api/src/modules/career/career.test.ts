import { CareerMessages, type CareerRecord, linkedInUrlProblem } from '@portico/contract/career';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CV_DOC, careerFixture, LINKEDIN_DOC } from '../../../test/career-fixture';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { careerComments, careerProjects } from '../../db/schema';

/**
 * Career services (spec 3 §2 Career project, §3–§5, §7): the LinkedIn review and the CV
 * preparation of a student, their validation, statuses and comments; files are in career-files.test.ts.
 */
const t = useTestApp();

type Client = ReturnType<typeof client>;
const put = (c: Client, url: string, payload: object) => c.send({ method: 'PUT', url, payload });
const record = async (c: Client, objectId: string) => {
  const res = await c.get(`/api/capstone/career?id=${objectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CareerRecord;
};
const refused = (status: number, message: string) => ({ status, message });
const outcome = (res: { statusCode: number; json: () => { message?: string } }) => ({
  status: res.statusCode,
  message: res.json().message,
});

describe('career calls: who may use them', () => {
  it("refuse no session and another company's session", async () => {
    const f = await careerFixture(t);
    const { token } = await f.student();
    const other = await createCompany(t);
    const calls = [
      (c: Client, tk?: string) => c.get(`/api/capstone/career?id=${f.id('linkedin')}`, tk),
      (c: Client, tk?: string) =>
        c.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl: 'x' }, tk),
      (c: Client, tk?: string) =>
        c.send({ method: 'PUT', url: '/api/capstone/career', payload: { id: f.id('linkedin') }, token: tk }),
      (c: Client, tk?: string) => c.post('/api/capstone/cv-preparation', { fileName: 'cv.pdf' }, tk),
      (c: Client, tk?: string) =>
        c.send({ method: 'PUT', url: '/api/capstone/cv-preparation', payload: {}, token: tk }),
      (c: Client, tk?: string) => c.get(`/api/kanan-website/get-signedurl?url=${LINKEDIN_DOC}`, tk),
      (c: Client, tk?: string) => c.get(`/api/capstone/projects?courseId=${f.course.id}`, tk),
    ];
    for (const call of calls) {
      expect((await call(client(t, f.company.host))).statusCode).toBe(401);
      expect((await call(client(t, other.host), token)).statusCode).toBe(401);
    }
    expect((await calls[0]?.(client(t, f.company.host), token))?.statusCode).toBe(200);
  });

  it('finds no project of another company, of a course the student does not hold, or that is not a project', async () => {
    const f = await careerFixture(t);
    const g = await careerFixture(t);
    const { c: foreign } = await g.student();
    const notFound = refused(404, CareerMessages.projectNotFound);
    // Another company's object, asked for on the student's own host.
    expect(outcome(await foreign.get(`/api/capstone/career?id=${f.id('linkedin')}`))).toEqual(notFound);
    expect(
      outcome(
        await foreign.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl: 'linkedin.com/in/x' }),
      ),
    ).toEqual(notFound);
    expect(
      outcome(await foreign.post('/api/capstone/cv-preparation', { fileName: 'cv.pdf', id: f.id('cv') })),
    ).toEqual(notFound);
    // Same company, no enrolment.
    const s = await createStudent(t, f.company.code);
    const { c: unenrolled } = await login(t, f.company.host, s.email, s.password);
    expect(outcome(await unenrolled.get(`/api/capstone/career?id=${f.id('linkedin')}`))).toEqual(notFound);
    // A lesson is not a career project.
    const { c } = await f.student();
    expect(outcome(await c.get(`/api/capstone/career?id=${f.id('lesson')}`))).toEqual(notFound);
  });

  it("keeps each student's record their own", async () => {
    const f = await careerFixture(t);
    const a = await f.student();
    const b = await f.student();
    await a.c.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl: 'linkedin.com/in/asha' });
    expect((await record(b.c, f.id('linkedin'))).socialUrl).toBe('');
    expect((await record(a.c, f.id('linkedin'))).socialUrl).toBe('linkedin.com/in/asha');
    // userId and accountId, when sent, must be the session's.
    const asOther = await b.c.post('/api/capstone/career', {
      id: f.id('linkedin'),
      socialUrl: 'linkedin.com/in/b',
      userId: a.s.id,
    });
    expect(outcome(asOther)).toEqual(refused(403, CareerMessages.otherStudent));
    const otherPortal = await b.c.post('/api/capstone/career', {
      id: f.id('linkedin'),
      socialUrl: 'linkedin.com/in/b',
      accountId: 'someone-else',
    });
    expect(otherPortal.statusCode).toBe(403);
    expect((await record(a.c, f.id('linkedin'))).socialUrl).toBe('linkedin.com/in/asha');
  });

  it("answers 403 'You don't have access to this' without access, on every call", async () => {
    const f = await careerFixture(t);
    const { c } = await f.student(-1);
    const noAccess = refused(403, "You don't have access to this");
    expect(outcome(await c.get(`/api/capstone/career?id=${f.id('linkedin')}`))).toEqual(noAccess);
    expect(
      outcome(await c.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl: 'linkedin.com/in/x' })),
    ).toEqual(noAccess);
    expect(outcome(await put(c, '/api/capstone/career', { id: f.id('cv'), resumeComments: 'Hi' }))).toEqual(
      noAccess,
    );
    expect(
      outcome(await c.post('/api/capstone/cv-preparation', { fileName: 'cv.pdf', id: f.id('cv') })),
    ).toEqual(noAccess);
    expect(
      outcome(await put(c, '/api/capstone/cv-preparation', { id: f.id('cv'), resume: [{ url: '/x' }] })),
    ).toEqual(noAccess);
    expect(outcome(await c.get(`/api/kanan-website/get-signedurl?url=${CV_DOC}`))).toEqual(noAccess);
    // A locked project, with a valid enrolment.
    const { c: enrolled } = await f.student();
    expect(outcome(await enrolled.get(`/api/capstone/career?id=${f.id('locked')}`))).toEqual(noAccess);
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const id = f.id('linkedin');
    const bad = [
      await c.get('/api/capstone/career?id=not-a-uuid'),
      await c.get('/api/capstone/career?id=2147483648'),
      await c.get(`/api/capstone/career?id=${id}%00`),
      await c.post('/api/capstone/career', { id: 2 ** 31, socialUrl: 'linkedin.com/in/x' }),
      await c.post('/api/capstone/career', { id, socialUrl: 'linkedin.com/in/a\u0000b' }),
      await c.post('/api/capstone/career', { id, socialUrl: ['linkedin.com/in/x'] }),
      await put(c, '/api/capstone/cv-preparation', { id, resume: 'x' }),
      await c.get(`/api/kanan-website/get-signedurl?url=${'a'.repeat(5000)}`),
      await c.get('/api/capstone/projects?courseId=1'),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // A megabyte of address or comment: the spec's own words.
    const huge = await c.post('/api/capstone/career', {
      id,
      socialUrl: `linkedin.com/in/${'x'.repeat(1024 * 1024)}`,
    });
    expect(outcome(huge)).toEqual(refused(400, CareerMessages.linkedInInvalid));
    await c.post('/api/capstone/career', { id, socialUrl: 'linkedin.com/in/asha' });
    const long = await put(c, '/api/capstone/career', { id, socialComments: 'y'.repeat(1024 * 1024) });
    expect(outcome(long)).toEqual(refused(400, CareerMessages.commentTooLong));
    // Past the 2 MB body limit: refused before it is read, never a 500.
    const tooBig = await c.post('/api/capstone/career', { id, socialComments: 'z'.repeat(3 * 1024 * 1024) });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('LinkedIn profile (spec 3 §5)', () => {
  it('checks the address as the form does, in order: required, then a {host}/in/{handle} profile', async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const send = (socialUrl: string) => c.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl });
    for (const [url, message] of [
      ['', CareerMessages.linkedInRequired],
      ['   ', CareerMessages.linkedInRequired],
      ['asha-verma', CareerMessages.linkedInInvalid],
      ['linkedin.com/asha-verma', CareerMessages.linkedInInvalid],
      ['https://evil.example/in/asha', CareerMessages.linkedInInvalid],
      ['https://www.linkedin.com/in/', CareerMessages.linkedInInvalid],
      ['https://www.linkedin.com/in/asha/extra', CareerMessages.linkedInInvalid],
      ['javascript:alert(1)//linkedin.com/in/x', CareerMessages.linkedInInvalid],
      ['ftp://linkedin.com/in/asha', CareerMessages.linkedInInvalid],
    ] as const) {
      expect(outcome(await send(url)), url).toEqual(refused(400, message));
      // The form's own check says the same.
      expect(linkedInUrlProblem(url), url).toBe(message);
    }
    expect((await record(c, f.id('linkedin'))).id).toBeNull();
    for (const url of [
      'linkedin.com/in/asha-verma',
      'www.linkedin.com/in/asha_verma/',
      'http://linkedin.com/in/asha',
      'https://www.LinkedIn.com/in/a%C3%A9sha-1/',
    ]) {
      const res = await send(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().message).toBe('Updated Successfully!');
      expect(res.json().data.socialUrl).toBe(url);
      expect(linkedInUrlProblem(url)).toBeNull();
    }
  });

  it("moves the review to 'submitted' on every address sent, and leaves the staff's status otherwise", async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const id = f.id('linkedin');
    expect((await record(c, id)).latestSocialStatus).toBe('');
    const first = await c.post('/api/capstone/career', { id, socialUrl: 'linkedin.com/in/asha' });
    expect(first.json().data.latestSocialStatus).toBe('submitted');
    // The reviewer takes it up (the console sets it); a comment does not move it.
    await t.database.db
      .update(careerProjects)
      .set({ socialStatus: 'in-progress' })
      .where(eq(careerProjects.id, first.json().data.id));
    await put(c, '/api/capstone/career', { id, socialComments: JSON.stringify({ remark: 'Done' }) });
    expect((await record(c, id)).latestSocialStatus).toBe('in-progress');
    const again = await put(c, '/api/capstone/career', { id, socialUrl: 'linkedin.com/in/asha-verma' });
    expect(again.json().data).toMatchObject({
      latestSocialStatus: 'submitted',
      latestResumeStatus: '',
      socialUrl: 'linkedin.com/in/asha-verma',
    });
    // A CV project takes no LinkedIn address.
    expect(
      outcome(await c.post('/api/capstone/career', { id: f.id('cv'), socialUrl: 'linkedin.com/in/asha' })),
    ).toEqual(refused(400, CareerMessages.notLinkedIn));
  });
});

describe('comments (spec 3 §5)', () => {
  it('needs a comment, then the LinkedIn address or a CV first', async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const send = (body: object) => put(c, '/api/capstone/career', { id: f.id('linkedin'), ...body });
    expect(outcome(await send({}))).toEqual(refused(400, CareerMessages.commentRequired));
    expect(outcome(await send({ socialComments: '', resumeComments: '  ' }))).toEqual(
      refused(400, CareerMessages.commentRequired),
    );
    expect(outcome(await send({ socialComments: JSON.stringify({ remark: ' ' }) }))).toEqual(
      refused(400, CareerMessages.commentRequired),
    );
    expect(outcome(await send({ socialComments: JSON.stringify({ remark: 'Hi' }) }))).toEqual(
      refused(400, CareerMessages.linkedInFirst),
    );
    const cv = (body: object) => put(c, '/api/capstone/career', { id: f.id('cv'), ...body });
    expect(outcome(await cv({ resumeComments: JSON.stringify({ remark: 'Hi' }) }))).toEqual(
      refused(400, CareerMessages.resumeFirst),
    );
    await c.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl: 'linkedin.com/in/asha' });
    expect(outcome(await send({ socialComments: JSON.stringify({ remark: 'x'.repeat(2001) }) }))).toEqual(
      refused(400, CareerMessages.commentTooLong),
    );
    expect((await send({ socialComments: JSON.stringify({ remark: 'x'.repeat(2000) }) })).statusCode).toBe(
      200,
    );
  });

  it('lists them newest first, labelled ADMIN for the reviewer and STUDENT for the student', async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const id = f.id('linkedin');
    const saved = await c.post('/api/capstone/career', { id, socialUrl: 'linkedin.com/in/asha' });
    const projectId = saved.json().data.id as string;
    t.clock.advance(60);
    await put(c, '/api/capstone/career', {
      id,
      socialComments: JSON.stringify({ remark: 'First, as JSON' }),
    });
    t.clock.advance(60);
    await t.database.db.insert(careerComments).values({
      companyCode: f.company.code,
      projectId,
      kind: 'social',
      author: 'staff',
      remark: 'Add your IELTS score.',
      createdAt: t.clock.now(),
    });
    t.clock.advance(60);
    // spec 3 §7 sends JSON-stringified comments; a JSON string and plain text are taken too.
    await put(c, '/api/capstone/career', { id, socialComments: JSON.stringify('Second, a JSON string') });
    t.clock.advance(60);
    await put(c, '/api/capstone/career', { id, socialComments: 'Third, plain text' });
    const got = await record(c, id);
    expect(got.socialComments.map((m) => [m.referenceType, m.remark])).toEqual([
      ['STUDENT', 'Third, plain text'],
      ['STUDENT', 'Second, a JSON string'],
      ['ADMIN', 'Add your IELTS score.'],
      ['STUDENT', 'First, as JSON'],
    ]);
    expect(got.resumeComments).toEqual([]);
    const times = got.socialComments.map((m) => Date.parse(m.createdDateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('takes at most 30 comments a day from a student on one project', async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    const id = f.id('linkedin');
    await c.post('/api/capstone/career', { id, socialUrl: 'linkedin.com/in/asha' });
    for (let i = 0; i < 30; i++) {
      expect((await put(c, '/api/capstone/career', { id, socialComments: `Note ${i}` })).statusCode).toBe(
        200,
      );
    }
    expect((await put(c, '/api/capstone/career', { id, socialComments: 'One more' })).statusCode).toBe(429);
    t.clock.advance(86_401);
    expect((await put(c, '/api/capstone/career', { id, socialComments: 'Next day' })).statusCode).toBe(200);
  });
});

describe('GET capstone/projects (for /project)', () => {
  it("lists the course's career projects in order with their kind, access and status", async () => {
    const f = await careerFixture(t);
    const { c } = await f.student();
    await c.post('/api/capstone/career', { id: f.id('linkedin'), socialUrl: 'linkedin.com/in/asha' });
    const res = await c.get(`/api/capstone/projects?courseId=${f.course.id}&navigationParam=career`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((p: Record<string, unknown>) => [p.title, p.referenceType, p.isProductAccess, p.status]),
    ).toEqual([
      ['LinkedIn profile review', 'Project', true, 'submitted'],
      ['CV preparation', 'Upload', true, ''],
      ['Mock interview', 'Upload', false, ''],
    ]);
    expect(res.json().data[0].description).toBe('Send your profile.');
    // The whole course without a module; a module it lacks is not found.
    expect((await c.get(`/api/capstone/projects?courseId=${f.course.id}`)).json().data).toHaveLength(3);
    expect(
      (await c.get(`/api/capstone/projects?courseId=${f.course.id}&navigationParam=nope`)).statusCode,
    ).toBe(404);
    // A course the student does not hold.
    const g = await careerFixture(t);
    expect((await c.get(`/api/capstone/projects?courseId=${g.course.id}`)).statusCode).toBe(403);
  });
});
