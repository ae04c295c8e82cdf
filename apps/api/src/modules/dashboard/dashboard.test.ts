import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture } from '../../../test/assessment-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import {
  batchEnrolments,
  companies,
  courses,
  liveClassBatches,
  liveClassBatchTypes,
  liveClasses,
  notifications,
  type StoredTestReport,
  studentTests,
  userActions,
  videos,
} from '../../db/schema';
import { classStatus } from '../live-classes/class-schedule';
import { ieltsProgress } from './dashboard.service';

const t = useTestApp();
const MIN = 60_000;

const report = (
  sections: {
    referenceType: string;
    band: number | null;
    correct?: number;
    total?: number;
    /** Answered, waiting for the teacher (neither right nor wrong yet). */
    awaiting?: number;
    title?: string;
  }[],
) =>
  ({
    totalQuestions: 0,
    questionsAttempted: 0,
    correctAnswer: 0,
    inCorrectAnswer: 0,
    skippedAnswer: 0,
    accuracy: '0',
    score: 0,
    band: null,
    lateAnswers: 0,
    sections: sections.map((s, i) => ({
      id: `s${i}`,
      title: s.title ?? s.referenceType,
      referenceType: s.referenceType,
      score: 0,
      totalQuestions: s.total ?? 10,
      questionsAttempted: s.total ?? 10,
      correctAnswer: s.correct ?? 5,
      inCorrectAnswer: (s.total ?? 10) - (s.correct ?? 5) - (s.awaiting ?? 0),
      skippedAnswer: 0,
      accuracy: '0',
      timeTaken: 0,
      band: s.band,
      scaledScore: null,
    })),
  }) as StoredTestReport;

async function endedAttempt(
  f: Fixture,
  r: StoredTestReport,
  evaluatedBands: Record<string, number> = {},
  courseId = f.courseId,
) {
  const now = t.clock.now();
  await t.database.db.insert(studentTests).values({
    companyCode: f.company.code,
    studentId: f.student.id,
    testId: f.testId,
    courseId,
    learningObjectId: null,
    status: 'Completed',
    itemOrder: {},
    timeLimitSeconds: 600,
    startedAt: now,
    endedAt: now,
    report: r,
    evaluatedBands,
  });
}

async function addVideo(companyCode: string, v: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(videos)
    .values({ companyCode, section: 'trending', title: 'A video', content: '/v/index.m3u8', ...v })
    .returning();
  return row!;
}

async function addBatch(f: Fixture, enrolled = true) {
  const db = t.database.db;
  const [type] = await db
    .insert(liveClassBatchTypes)
    .values({ companyCode: f.company.code, name: 'Regular' })
    .returning();
  const [batch] = await db
    .insert(liveClassBatches)
    .values({
      companyCode: f.company.code,
      courseId: f.courseId,
      batchTypeId: type!.id,
      batchName: 'Morning',
    })
    .returning();
  if (enrolled) {
    await db
      .insert(batchEnrolments)
      .values({ companyCode: f.company.code, batchId: batch!.id, studentId: f.student.id });
  }
  return batch!;
}

async function addClass(
  f: Fixture,
  batchId: string,
  startsInMinutes: number,
  extra: Partial<typeof liveClasses.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(liveClasses)
    .values({
      companyCode: f.company.code,
      batchId,
      className: `Class ${startsInMinutes}`,
      classDateTime: new Date(t.clock.now().getTime() + startsInMinutes * MIN),
      durationMinutes: 60,
      joinUrl: 'https://meet.example/x',
      ...extra,
    })
    .returning();
  return row!;
}

/** Changes a company's settings and drops the resolved-company cache so the next request sees them. */
async function setCompany(code: string, set: Partial<typeof companies.$inferInsert>) {
  await t.database.db.update(companies).set(set).where(eq(companies.code, code));
  t.app.tenancy.forget();
}

const dashboard = async (f: Fixture, query = '') => f.c.get(`/api/dashboard?id=${f.courseId}${query}`);

describe('GET dashboard (spec 1 §2, §7)', () => {
  it('needs a session, a course id, a valid time zone and a course of the student', async () => {
    const f = await assessmentFixture(t);
    expect((await client(t, f.company.host).get(`/api/dashboard?id=${f.courseId}`)).statusCode).toBe(401);
    const bad = await f.c.get('/api/dashboard?id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a course id');
    const tz = await dashboard(f, '&tz=Mars/Olympus');
    expect(tz.statusCode).toBe(400);
    expect(tz.json().message).toContain('IANA time zone');
    // A course of the same company the student does not hold, and another company's course.
    const other = await createCourse(t, f.company.code);
    const notMine = await f.c.get(`/api/dashboard?id=${other.course.id}`);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('This course is not assigned to you.');
    const foreignCompany = await createCompany(t);
    const foreign = await createCourse(t, foreignCompany.code);
    expect((await f.c.get(`/api/dashboard?id=${foreign.course.id}`)).statusCode).toBe(403);
  });

  it('answers a new student with empty blocks, the expiry days and the flags', async () => {
    const f = await assessmentFixture(t, { enrolDays: 30 });
    const res = await dashboard(f);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.productDetails).toEqual({
      expiryDays: 30,
      isProductAccess: true,
      isRevoked: false,
      accessStartsAt: null,
      ieltsScoreEnabled: false,
      frenchEnabled: false,
      scoreReportVerified: false,
    });
    expect(d.stats).toEqual({ totalTestTaken: 0, liveClassAttendedCount: 0, videosWatchedCount: 0 });
    expect(d.progress.scoreType).toBe('band');
    expect(d.progress.ieltsprogress.map((p: { title: string; score: null }) => [p.title, p.score])).toEqual([
      ['Listening', null],
      ['Reading', null],
      ['Writing', null],
      ['Speaking', null],
    ]);
    expect(d.progress.averagePredictedScore).toBeNull();
    expect(d.onGoingClasses).toEqual([]);
    expect(d.notices).toEqual([]);
    expect(d.course.walkthroughVideos).toEqual([]);
  });

  it('gives expired access 0 days and isProductAccess false', async () => {
    const f = await assessmentFixture(t, { enrolDays: 1 });
    t.clock.advance(2 * 86_400);
    const d = (await dashboard(f)).json().data;
    expect(d.productDetails.expiryDays).toBe(0);
    expect(d.productDetails.isProductAccess).toBe(false);
  });

  it('sends the course show-flags, guide cards and the videos of each section with the student’s position', async () => {
    const f = await assessmentFixture(t);
    await t.database.db
      .update(courses)
      .set({
        dashboard: {
          showWalkthrough: true,
          showTrendingVideos: true,
          disableTestYourEnglish: true,
          guideCards: [{ title: 'Guide to IELTS', url: 'https://x.example/ielts' }],
        },
      })
      .where(eq(courses.id, f.courseId));
    const walk = await addVideo(f.company.code, { section: 'walkthrough', title: 'Welcome', orderNo: 0 });
    const second = await addVideo(f.company.code, { title: 'Second', orderNo: 2 });
    const first = await addVideo(f.company.code, { title: 'First', orderNo: 1, courseId: f.courseId });
    await addVideo(f.company.code, { title: 'Inactive', isActive: false });
    const otherCourse = await createCourse(t, f.company.code);
    await addVideo(f.company.code, { title: 'Other course', courseId: otherCourse.course.id });
    const foreign = await createCompany(t);
    await addVideo(foreign.code, { title: 'Foreign' });
    await t.database.db.insert(userActions).values({
      id: `${f.company.code}_${f.student.id}_${first.id}`,
      companyCode: f.company.code,
      studentId: f.student.id,
      referenceId: first.id,
      referenceType: 'Video',
      status: 'InProgress',
      duration: 42.5,
    });
    const d = (await dashboard(f)).json().data;
    expect(d.course).toMatchObject({
      showWalkthrough: true,
      showTrendingVideos: true,
      showVisaInsights: false,
      showPerformance: true,
      disabletestyourenglish: true,
      guideCards: [{ title: 'Guide to IELTS', description: '', url: 'https://x.example/ielts', image: '' }],
    });
    expect(d.course.walkthroughVideos.map((v: { id: string }) => v.id)).toEqual([walk.id]);
    expect(d.course.trendingVideos.map((v: { title: string }) => v.title)).toEqual(['First', 'Second']);
    expect(d.course.trendingVideos[0]).toMatchObject({ id: first.id, status: 'InProgress', position: 42.5 });
    expect(d.course.trendingVideos[1]).toMatchObject({ id: second.id, status: null, position: 0 });
  });

  it('averages IELTS skill bands to half bands and predicts the overall as spec 1 §9 says', async () => {
    const f = await assessmentFixture(t);
    await endedAttempt(
      f,
      report([
        { referenceType: 'Listening', band: 6 },
        { referenceType: 'Reading', band: 7 },
      ]),
    );
    await endedAttempt(
      f,
      report([
        { referenceType: 'Listening', band: 7 },
        { referenceType: 'Writing', band: null },
      ]),
      {
        Writing: 6.5,
      },
    );
    await endedAttempt(f, report([{ referenceType: 'Speaking', band: null }]));
    const d = (await dashboard(f)).json().data;
    expect(d.progress.ieltsprogress).toEqual([
      { title: 'Listening', score: 6.5, testsTaken: 2, awaiting: 0 },
      { title: 'Reading', score: 7, testsTaken: 1, awaiting: 0 },
      { title: 'Writing', score: 6.5, testsTaken: 1, awaiting: 0 },
      { title: 'Speaking', score: null, testsTaken: 0, awaiting: 0 },
    ]);
    // Speaking has no band yet: no overall is predicted from three skills.
    expect(d.progress.averagePredictedScore).toBeNull();
    expect(d.stats.totalTestTaken).toBe(3);

    await endedAttempt(f, report([{ referenceType: 'Speaking', band: null }]), { Speaking: 5 });
    const all = (await dashboard(f)).json().data;
    expect(all.progress.ieltsprogress[3]).toEqual({
      title: 'Speaking',
      score: 5,
      testsTaken: 1,
      awaiting: 0,
    });
    // The IELTS overall rule (IELTS, 'IELTS scoring in detail', https://www.ielts.org/for-organisations/
    // ielts-scoring-in-detail: the mean of the four, one ending in .25 up to the next half band):
    // 6.5, 7, 6.5, 5 → mean 6.25 → 6.5 (not 7 from whole skill bands).
    expect(all.progress.averagePredictedScore).toBe(6.5);
  });

  it('counts in Total Tests Taken only the attempts of the course the dashboard is for', async () => {
    const f = await assessmentFixture(t);
    const other = await createCourse(t, f.company.code);
    await enrol(t, f.student, other.product.id);
    await endedAttempt(f, report([{ referenceType: 'Reading', band: 6 }]));
    await endedAttempt(f, report([{ referenceType: 'Reading', band: 7 }]), {}, other.course.id);
    await endedAttempt(f, report([{ referenceType: 'Reading', band: 8 }]), {}, other.course.id);
    expect((await dashboard(f)).json().data.stats.totalTestTaken).toBe(1);
    const theOther = (await f.c.get(`/api/dashboard?id=${other.course.id}`)).json().data;
    expect(theOther.stats.totalTestTaken).toBe(2);
    // A course with no attempts of its own says 0, whatever the student took elsewhere.
    const empty = await createCourse(t, f.company.code);
    await enrol(t, f.student, empty.product.id);
    expect((await f.c.get(`/api/dashboard?id=${empty.course.id}`)).json().data.stats.totalTestTaken).toBe(0);
  });

  it('gives other exams the accuracy of each section kind, in the database’s aggregate', async () => {
    const f = await assessmentFixture(t);
    await t.database.db.update(courses).set({ examFamily: 'gre' }).where(eq(courses.id, f.courseId));
    await endedAttempt(f, report([{ referenceType: 'Verbal', band: null, correct: 6, total: 10 }]));
    await endedAttempt(
      f,
      report([
        { referenceType: 'Verbal', band: null, correct: 9, total: 10 },
        { referenceType: 'Quant', band: null, correct: 1, total: 4 },
      ]),
    );
    const d = (await dashboard(f)).json().data;
    expect(d.progress).toEqual({
      scoreType: 'percent',
      averagePredictedScore: null,
      ieltsprogress: [
        { title: 'Quant', score: 25, testsTaken: 1, awaiting: 0 },
        { title: 'Verbal', score: 75, testsTaken: 2, awaiting: 0 },
      ],
    });
  });

  it('counts a mock of four Listening parts once in each average', async () => {
    const f = await assessmentFixture(t);
    // A mock: Listening in four parts, each part's section carrying the skill's band (6), 1 of 10 right.
    const part = { referenceType: 'Listening', band: 6, correct: 1, total: 10 };
    await endedAttempt(f, report([part, part, part, part]));
    // A Listening practice: band 8, 9 of 10 right.
    await endedAttempt(f, report([{ referenceType: 'Listening', band: 8, correct: 9, total: 10 }]));
    const bands = (await dashboard(f)).json().data.progress;
    // Two attempts: (6 + 8) / 2 = 7, not (4 × 6 + 8) / 5 = 6.4 → 6.5.
    expect(bands.ieltsprogress[0]).toEqual({ title: 'Listening', score: 7, testsTaken: 2, awaiting: 0 });

    await t.database.db.update(courses).set({ examFamily: 'celpip' }).where(eq(courses.id, f.courseId));
    const percent = (await dashboard(f)).json().data.progress;
    // (10 % + 90 %) / 2 = 50 %, not 13 of 50 questions (26 %).
    expect(percent.ieltsprogress).toEqual([{ title: 'Listening', score: 50, testsTaken: 2, awaiting: 0 }]);
  });

  it('shows an essay waiting for the teacher as awaiting, not 0 %', async () => {
    const f = await assessmentFixture(t);
    await t.database.db.update(courses).set({ examFamily: 'gre' }).where(eq(courses.id, f.courseId));
    // GRE: the essay answered and not marked; Verbal 3 of 12.
    await endedAttempt(
      f,
      report([
        { referenceType: 'Writing', band: null, correct: 0, total: 1, awaiting: 1 },
        { referenceType: 'Verbal', band: null, correct: 3, total: 12 },
      ]),
    );
    // Duolingo's one section is named by its title, not 'Overall' (the exam's 10-160 overall).
    await endedAttempt(
      f,
      report([{ referenceType: 'Overall', title: 'Adaptive Questions', band: null, correct: 2, total: 4 }]),
    );
    const d = (await dashboard(f)).json().data;
    expect(d.progress.ieltsprogress).toEqual([
      { title: 'Adaptive Questions', score: 50, testsTaken: 1, awaiting: 0 },
      { title: 'Verbal', score: 25, testsTaken: 1, awaiting: 0 },
      { title: 'Writing', score: null, testsTaken: 0, awaiting: 1 },
    ]);
    // A part with objective tasks and an essay: the per cent of the marked ones (1 of 3), the essay aside.
    await endedAttempt(
      f,
      report([{ referenceType: 'Writing', band: null, correct: 1, total: 4, awaiting: 1 }]),
    );
    const mixed = (await dashboard(f)).json().data;
    expect(mixed.progress.ieltsprogress[2]).toEqual({
      title: 'Writing',
      score: 33,
      testsTaken: 1,
      awaiting: 2,
    });
  });

  it('counts launched live classes and finished videos of the student only', async () => {
    const f = await assessmentFixture(t);
    const v1 = await addVideo(f.company.code);
    const v2 = await addVideo(f.company.code);
    const batch = await addBatch(f);
    const cls = await addClass(f, batch.id, -5);
    const other = await createStudent(t, f.company.code);
    const action = (
      studentId: string,
      referenceId: string,
      referenceType: string,
      status: 'Completed' | 'InProgress' | 'Attended',
      objectType = '',
    ) => ({
      id: `${f.company.code}_${studentId}_${referenceId}`,
      companyCode: f.company.code,
      studentId,
      referenceId,
      referenceType,
      objectType,
      status,
    });
    await t.database.db
      .insert(userActions)
      .values([
        action(f.student.id, v1.id, 'Video', 'Completed'),
        action(f.student.id, v2.id, 'Video', 'InProgress'),
        action(f.student.id, cls.id, 'Batch', 'Attended', 'LiveClass'),
        action(other.id, v2.id, 'Video', 'Completed'),
      ]);
    const d = (await dashboard(f)).json().data;
    expect(d.stats).toEqual({ totalTestTaken: 0, liveClassAttendedCount: 1, videosWatchedCount: 1 });
    expect(d.onGoingClasses[0]).toMatchObject({ id: cls.id, attended: true });
  });

  it('lists today’s started and upcoming classes of the student’s batches, formatted in their time zone', async () => {
    const f = await assessmentFixture(t);
    const batch = await addBatch(f);
    const started = await addClass(f, batch.id, -20, { durationMinutes: 90 });
    const soon = await addClass(f, batch.id, 5);
    const later = await addClass(f, batch.id, 240);
    await addClass(f, batch.id, -120); // finished an hour ago
    await addClass(f, batch.id, 60, { status: 'cancelled' });
    await addClass(f, batch.id, 60 * 30); // tomorrow and more
    const notMine = await addBatch(f, false);
    await addClass(f, notMine.id, -10);
    const d = (await dashboard(f, '&tz=Asia/Kolkata')).json().data;
    expect(d.onGoingClasses.map((c: { id: string; clsStatus: string }) => [c.id, c.clsStatus])).toEqual([
      [started.id, 'started'],
      [soon.id, 'started'],
      [later.id, 'scheduled'],
    ]);
    expect(d.onGoingClasses[0]).toMatchObject({
      companyCode: f.company.code,
      batchName: 'Morning',
      zoomData: { join_url: 'https://meet.example/x', duration: 90 },
      attended: false,
    });
    const ist = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(d.onGoingClasses[0].classTimeString).toContain(ist.format(started.classDateTime));
  });

  it('shows the first six active notices with their read state, unless the company hides the noticeboard', async () => {
    const f = await assessmentFixture(t);
    const now = t.clock.now().getTime();
    const rows = await t.database.db
      .insert(notifications)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          companyCode: f.company.code,
          type: 'notice' as const,
          title: `Notice ${i + 1}`,
          isActive: i !== 0,
          createdAt: new Date(now - (i + 1) * 3_600_000),
        })),
      )
      .returning();
    await t.database.db
      .insert(notifications)
      .values({ companyCode: f.company.code, type: 'notification', title: 'Not a notice' });
    await t.database.db.insert(userActions).values({
      id: `${f.company.code}_${f.student.id}_${rows[1]!.id}`,
      companyCode: f.company.code,
      studentId: f.student.id,
      referenceId: rows[1]!.id,
      referenceType: 'Notice',
      isRead: true,
    });
    const d = (await dashboard(f)).json().data;
    expect(d.showNoticeBoard).toBe(true);
    expect(d.notices.map((n: { name: string }) => n.name)).toEqual([
      'Notice 2',
      'Notice 3',
      'Notice 4',
      'Notice 5',
      'Notice 6',
      'Notice 7',
    ]);
    expect(d.notices[0].isRead).toBe(true);
    expect(d.notices[1].isRead).toBe(false);
    await setCompany(f.company.code, { showNoticeBoard: false });
    const hidden = (await dashboard(f)).json().data;
    expect(hidden.showNoticeBoard).toBe(false);
    expect(hidden.notices).toEqual([]);
  });

  it('shows the company’s notices and this course’s, never another course’s', async () => {
    const f = await assessmentFixture(t);
    const other = await createCourse(t, f.company.code);
    await enrol(t, f.student, other.product.id);
    const now = t.clock.now().getTime();
    await t.database.db.insert(notifications).values([
      {
        companyCode: f.company.code,
        type: 'notice',
        title: 'Everyone',
        createdAt: new Date(now - 3_600_000),
      },
      {
        companyCode: f.company.code,
        courseId: f.courseId,
        type: 'notice',
        title: 'This course',
        createdAt: new Date(now - 2 * 3_600_000),
      },
      {
        companyCode: f.company.code,
        courseId: other.course.id,
        type: 'notice',
        title: 'The other course',
        createdAt: new Date(now - 3 * 3_600_000),
      },
    ]);
    const names = async (courseId: string) =>
      (await f.c.get(`/api/dashboard?id=${courseId}`))
        .json()
        .data.notices.map((n: { name: string }) => n.name);
    expect(await names(f.courseId)).toEqual(['Everyone', 'This course']);
    expect(await names(other.course.id)).toEqual(['Everyone', 'The other course']);
  });

  it('enables the score banner for IELTS courses of companies that take score reports, and French once granted', async () => {
    const f = await assessmentFixture(t);
    await setCompany(f.company.code, { enableScoreFromStudents: true });
    expect((await dashboard(f)).json().data.productDetails).toMatchObject({
      ieltsScoreEnabled: true,
      frenchEnabled: false,
    });
    const french = await createCourse(t, f.company.code);
    await t.database.db.update(courses).set({ examFamily: 'french' }).where(eq(courses.id, french.course.id));
    await enrol(t, f.student, french.product.id, 28);
    expect((await dashboard(f)).json().data.productDetails).toMatchObject({
      frenchEnabled: true,
      // A French course from a coupon is not a verified score report.
      scoreReportVerified: false,
    });
    // A GRE course never shows the IELTS score banner.
    await t.database.db.update(courses).set({ examFamily: 'gre' }).where(eq(courses.id, f.courseId));
    expect((await dashboard(f)).json().data.productDetails.ieltsScoreEnabled).toBe(false);
  });

  it('never mixes companies: another company’s student sees only their own rows', async () => {
    const f = await assessmentFixture(t);
    await addVideo(f.company.code, { section: 'walkthrough', title: 'Mine' });
    const g = await createCompany(t);
    const { course, product } = await createCourse(t, g.code);
    const s = await createStudent(t, g.code);
    await enrol(t, s, product.id);
    const { c } = await login(t, g.host, s.email, s.password);
    const d = (await c.get(`/api/dashboard?id=${course.id}`)).json().data;
    expect(d.course.walkthroughVideos).toEqual([]);
    // Their session on the first company's host is refused before any read.
    const cross = client(t, f.company.host);
    cross.cookie = c.cookie;
    expect((await cross.get(`/api/dashboard?id=${f.courseId}`)).statusCode).toBe(401);
  });
});

describe('dashboard rules', () => {
  it('derives a class status from the clock unless the trainer set one', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const at = (m: number) => new Date(now.getTime() + m * MIN);
    expect(classStatus({ status: null, classDateTime: at(11), durationMinutes: 60 }, now)).toBe('scheduled');
    expect(classStatus({ status: null, classDateTime: at(10), durationMinutes: 60 }, now)).toBe('started');
    expect(classStatus({ status: null, classDateTime: at(-59), durationMinutes: 60 }, now)).toBe('started');
    expect(classStatus({ status: null, classDateTime: at(-60), durationMinutes: 60 }, now)).toBe('finished');
    expect(classStatus({ status: 'finished', classDateTime: at(0), durationMinutes: 60 }, now)).toBe(
      'finished',
    );
  });

  it('predicts no overall from one Reading practice', () => {
    const p = ieltsProgress([{ kind: 'Reading', band: 2.5, bands: 1, accuracy: 10, scored: 1, awaiting: 0 }]);
    expect(p.ieltsprogress[1]).toEqual({ title: 'Reading', score: 2.5, testsTaken: 1, awaiting: 0 });
    expect(p.averagePredictedScore).toBeNull();
  });

  it('predicts the overall by the IELTS rule, in half bands (decision 038)', () => {
    const four = (bands: number[]) =>
      ieltsProgress(
        ['Listening', 'Reading', 'Writing', 'Speaking'].map((kind, i) => ({
          kind,
          band: bands[i] as number,
          bands: 1,
          accuracy: null,
          scored: 0,
          awaiting: 0,
        })),
      );
    // The published examples (ielts.org 'IELTS scoring in detail'; British Council, 'IELTS band score
    // calculator', https://www.britishcouncil.org.tr/en/exam/ielts/calculator): 6.5, 6.5, 5, 7 → 6.25
    // → 6.5; 4, 3.5, 4, 4 → 3.875 → 4; 6.5, 6.5, 5.5, 6 → 6.125 → 6. Four 6.5s are 6.5, not 7.
    expect(four([6.5, 6.5, 6.5, 6.5]).averagePredictedScore).toBe(6.5);
    expect(four([6.5, 6.5, 5, 7]).averagePredictedScore).toBe(6.5);
    expect(four([4, 3.5, 4, 4]).averagePredictedScore).toBe(4);
    expect(four([6.5, 6.5, 5.5, 6]).averagePredictedScore).toBe(6);
    expect(four([7, 6.5, 6, 7.5]).averagePredictedScore).toBe(7);
    // Each skill is the half-band mean of its attempts: 6.25 (6 and 6.5) is 6.5, never a whole band.
    const skills = four([6.25, 5.75, 7.5, 6.5]).ieltsprogress.map((p) => p.score);
    expect(skills).toEqual([6.5, 6, 7.5, 6.5]);
  });

  it('shows no predicted score when every skill is 0', () => {
    const p = ieltsProgress([{ kind: 'Listening', band: 0, bands: 1, accuracy: 0, scored: 1, awaiting: 0 }]);
    expect(p.averagePredictedScore).toBeNull();
    expect(p.ieltsprogress[0]).toEqual({ title: 'Listening', score: 0, testsTaken: 1, awaiting: 0 });
  });
});
