import type { ConsoleHome, ConsoleHomeQueueName } from '@portico/contract/console-home';
import { describe, expect, it } from 'vitest';
import { careerFixture } from '../../../test/career-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { type client, createCourse, createStudent, enrol, uid, useTestApp } from '../../../test/harness';
import {
  careerProjects,
  evaluationWork,
  fileObjects,
  scoreReports,
  studentTests,
  supportTickets,
  tests,
} from '../../db/schema';

/**
 * Issue 40: every queue's list narrowed to its late items (`late=true`, by the one rule of late the
 * home counts with) and to the member's own (`mine=true`, given to or taken by them), each with the
 * queue's state and with the other; faculty still see their courses' items only. The home's late
 * and 'your work' figures are the lengths of these lists. Targets are the defaults: evaluations and
 * score reports 48 h, support 24 h, career 72 h.
 */
const t = useTestApp();
const HOUR = 3600_000;
type Session = { c: ReturnType<typeof client>; token: string };
type Item = { id: string; overdue: boolean };

const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);

/** A company whose course `a` has a career module, a second course `b`, an admin and a faculty member of `a`. */
async function school() {
  const { company, course: a, product: packA, id: objectId } = await careerFixture(t);
  const code = company.code;
  const db = t.database.db;
  const { course: b, product: packB } = await createCourse(t, code);
  const admin = await createStaff(t, code);
  const faculty = await createStaff(t, code, { role: 'faculty', courseIds: [a.id] });
  const [test] = await db
    .insert(tests)
    .values({ companyCode: code, key: `t-${uid()}`, title: 'Mock' })
    .returning();
  const student = await createStudent(t, code);
  const attempt = async (courseId: string, hoursAgo: number, owner: string | null, released = false) => {
    const [row] = await db
      .insert(studentTests)
      .values({
        companyCode: code,
        studentId: student.id,
        testId: test!.id,
        courseId,
        itemOrder: {},
        timeLimitSeconds: 3600,
        status: 'Completed',
        evaluationStatus: released ? 1 : 0,
        evaluationRequestedAt: ago(hoursAgo),
      })
      .returning();
    await db.insert(evaluationWork).values({
      studentTestId: row!.id,
      companyCode: code,
      assigneeStaffId: owner,
      ...(released ? { releasedAt: ago(1), releasedBy: owner } : {}),
    });
    return row!.id;
  };
  const ticket = async (courseId: string, hoursAgo: number, owner: string | null, status = 'Open') => {
    const [row] = await db
      .insert(supportTickets)
      .values({
        companyCode: code,
        studentId: student.id,
        courseId,
        subject: `Asked ${hoursAgo} h ago`,
        supportType: 'query',
        description: 'A question',
        status: status as 'Open',
        assigneeStaffId: owner,
        createdAt: ago(hoursAgo),
      })
      .returning();
    return row!.id;
  };
  /** A report of a student enrolled in `productId`, uploaded `hoursAgo`. */
  const report = async (productId: string, hoursAgo: number, owner: string | null, status = 'pending') => {
    const s = await createStudent(t, code);
    await enrol(t, s, productId);
    const [file] = await db
      .insert(fileObjects)
      .values({
        companyCode: code,
        ownerStudentId: s.id,
        purpose: 'score-document',
        storageKey: `${code}/score-document/${uid()}.pdf`,
        fileName: 'trf.pdf',
        contentType: 'application/pdf',
      })
      .returning();
    const [row] = await db
      .insert(scoreReports)
      .values({
        companyCode: code,
        studentId: s.id,
        ...{ listening: 7, reading: 7, writing: 7, speaking: 7, overall: 7 },
        examDate: '2026-10-01',
        trfNumber: `TRF${uid()}`,
        fileId: file!.id,
        status: status as 'pending',
        assigneeStaffId: owner,
        createdAt: ago(hoursAgo),
      })
      .returning();
    return row!.id;
  };
  /** A LinkedIn review submitted `hoursAgo`; `answeredHoursAgo`: staff answered it then. */
  const review = async (hoursAgo: number, owner: string | null, answeredHoursAgo?: number) => {
    const s = await createStudent(t, code);
    const [row] = await db
      .insert(careerProjects)
      .values({
        companyCode: code,
        studentId: s.id,
        learningObjectId: objectId('linkedin'),
        socialUrl: 'https://www.linkedin.com/in/someone',
        socialStatus: answeredHoursAgo === undefined ? 'submitted' : 'in-progress',
        submittedAt: ago(hoursAgo),
        reviewedAt: answeredHoursAgo === undefined ? null : ago(answeredHoursAgo),
        assigneeStaffId: owner,
      })
      .returning();
    return row!.id;
  };
  return { company, a, b, packA, packB, admin, faculty, attempt, ticket, report, review };
}

async function fixture() {
  const s = await school();
  const [fac, adm] = [s.faculty.id, s.admin.id];
  const ids = {
    evaluations: {
      lateMine: await s.attempt(s.a.id, 100, fac),
      lateNobody: await s.attempt(s.a.id, 90, null),
      // Exactly at its due time: not late yet (late once the due time has passed).
      atDue: await s.attempt(s.a.id, 48, null),
      freshMine: await s.attempt(s.a.id, 2, fac),
      lateOtherCourse: await s.attempt(s.b.id, 80, adm),
      releasedMine: await s.attempt(s.a.id, 120, fac, true),
    },
    support: {
      lateMine: await s.ticket(s.a.id, 30, fac),
      answeredMine: await s.ticket(s.a.id, 40, fac, 'Answered'),
      lateOtherCourse: await s.ticket(s.b.id, 28, adm),
      fresh: await s.ticket(s.a.id, 2, null),
    },
    scoreReports: {
      verifiedMine: await s.report(s.packA.id, 110, fac, 'verified'),
      lateMine: await s.report(s.packA.id, 100, fac),
      lateOtherCourse: await s.report(s.packB.id, 90, adm),
      fresh: await s.report(s.packA.id, 2, null),
    },
    career: {
      lateMine: await s.review(200, fac),
      answered: await s.review(190, null, 180),
      freshMine: await s.review(2, fac),
    },
  };
  const asAdmin = await staffLogin(t, s.company.host, s.admin.email, s.admin.password);
  const asFaculty = await staffLogin(t, s.company.host, s.faculty.email, s.faculty.password);
  return { ...s, ids, asAdmin, asFaculty };
}

/** Each queue's list address and the field its items are in. */
const LISTS: Record<Exclude<ConsoleHomeQueueName, 'applications'>, [string, string]> = {
  evaluations: ['/api/console/evaluations', 'items'],
  scoreReports: ['/api/console/score-reports', 'reports'],
  support: ['/api/console/support', 'tickets'],
  career: ['/api/console/career', 'items'],
};
type Queue = keyof typeof LISTS;

const items = async (s: Session, queue: Queue, query = ''): Promise<Item[]> => {
  const [path, field] = LISTS[queue];
  const res = await s.c.get(`${path}${query ? `?${query}` : ''}`, s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[field];
};
const ids = async (s: Session, queue: Queue, query = '') => (await items(s, queue, query)).map((i) => i.id);

describe('late and mine on the console queues', () => {
  it('narrows each queue to its late items by the rule the home counts them with', async () => {
    const f = await fixture();
    const { evaluations: e, support: st, scoreReports: r, career: c } = f.ids;
    expect(await ids(f.asAdmin, 'evaluations', 'late=true')).toEqual([
      e.lateMine,
      e.lateNobody,
      e.lateOtherCourse,
    ]);
    expect(await ids(f.asAdmin, 'support', 'late=true')).toEqual([st.lateMine, st.lateOtherCourse]);
    expect(await ids(f.asAdmin, 'scoreReports', 'late=true')).toEqual([r.lateMine, r.lateOtherCourse]);
    // A review answered once is no longer late, though it still waits.
    expect(await ids(f.asAdmin, 'career', 'late=true')).toEqual([c.lateMine]);
    // Whatever the state shown, only what still waits can be late.
    expect(await ids(f.asAdmin, 'evaluations', 'filter=all&late=true')).toEqual([
      e.lateOtherCourse,
      e.lateNobody,
      e.lateMine,
    ]);
    expect(await ids(f.asAdmin, 'evaluations', 'filter=released&late=true')).toEqual([]);
    expect(await ids(f.asAdmin, 'support', 'status=all&late=true')).toEqual([
      st.lateMine,
      st.lateOtherCourse,
    ]);
    expect(await ids(f.asAdmin, 'scoreReports', 'status=verified&late=true')).toEqual([]);
  });

  it("narrows each queue to the member's own, with its state and with late", async () => {
    const f = await fixture();
    const { evaluations: e, support: st, scoreReports: r, career: c } = f.ids;
    expect(await ids(f.asFaculty, 'evaluations', 'mine=true')).toEqual([e.lateMine, e.freshMine]);
    expect(await ids(f.asFaculty, 'evaluations', 'filter=all&mine=true')).toEqual([
      e.freshMine,
      e.lateMine,
      e.releasedMine,
    ]);
    expect(await ids(f.asFaculty, 'evaluations', 'late=true&mine=true')).toEqual([e.lateMine]);
    expect(await ids(f.asFaculty, 'support', 'mine=true')).toEqual([st.lateMine]);
    expect(await ids(f.asFaculty, 'support', 'status=all&mine=true')).toEqual([st.answeredMine, st.lateMine]);
    expect(await ids(f.asFaculty, 'scoreReports', 'status=all&mine=true')).toEqual([
      r.verifiedMine,
      r.lateMine,
    ]);
    expect(await ids(f.asFaculty, 'career', 'mine=true')).toEqual([c.lateMine, c.freshMine]);
    expect(await ids(f.asFaculty, 'career', 'mine=true&late=true')).toEqual([c.lateMine]);
    // The admin's own are theirs only, in any course.
    expect(await ids(f.asAdmin, 'evaluations', 'mine=true')).toEqual([e.lateOtherCourse]);
    expect(await ids(f.asAdmin, 'career', 'mine=true')).toEqual([]);
  });

  it("keeps faculty to their courses' items, late or not", async () => {
    const f = await fixture();
    const { evaluations: e, support: st, scoreReports: r } = f.ids;
    expect(await ids(f.asFaculty, 'evaluations', 'late=true')).toEqual([e.lateMine, e.lateNobody]);
    expect(await ids(f.asFaculty, 'support', 'status=all&late=true')).toEqual([st.lateMine]);
    expect(await ids(f.asFaculty, 'scoreReports', 'late=true')).toEqual([r.lateMine]);
    // Another company's late work, given to nobody here, is never listed.
    const other = await school();
    await other.ticket(other.a.id, 50, other.admin.id);
    expect(await ids(f.asAdmin, 'support', 'late=true')).toEqual([st.lateMine, st.lateOtherCourse]);
  });

  it("lists as many as the home counts late and the member's own, for admin and faculty alike", async () => {
    const f = await fixture();
    for (const s of [f.asAdmin, f.asFaculty]) {
      const home: ConsoleHome = (await s.c.get('/api/console/home', s.token)).json().data;
      for (const queue of Object.keys(LISTS) as Queue[]) {
        const figures = home.queues.find((q) => q.queue === queue);
        const late = await items(s, queue, 'late=true');
        expect(late.length, queue).toBe(figures?.late);
        expect(late.every((i) => i.overdue)).toBe(true);
        const marked = (await items(s, queue)).filter((i) => i.overdue);
        expect(marked.map((i) => i.id)).toEqual(late.map((i) => i.id));
        expect((await items(s, queue, 'mine=true')).length, queue).toBe(figures?.mine);
      }
    }
  });

  it('refuses a narrowing that is not true or false, naming it', async () => {
    const f = await fixture();
    for (const [path] of Object.values(LISTS)) {
      const late = await f.asAdmin.c.get(`${path}?late=yes`, f.asAdmin.token);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('late must be true or false');
      const mine = await f.asAdmin.c.get(`${path}?mine=1`, f.asAdmin.token);
      expect(mine.statusCode).toBe(400);
      expect(mine.json().message).toBe('mine must be true or false');
    }
  });
});
