import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../../test/assessment-fixture';
import * as files from '../../../test/files';
import { createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { enrolments, learningObjects, studentTests } from '../../db/schema';

const t = useTestApp();

describe('GET learningmodule and learningobject (spec 2 §2–§6)', () => {
  it('gives the page’s module tree and cards with status, access and evaluation flags', async () => {
    const f = await assessmentFixture(t);
    const mod = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
    expect(mod.statusCode).toBe(200);
    expect(mod.json()).toMatchObject({
      success: true,
      isProductAccess: true,
      data: { component: { title: 'Practice Tests' }, subModule: [{ component: { title: 'Week 1' } }] },
    });
    const week = mod.json().data.subModule[0].id;
    const list = async () =>
      (await f.c.get(`/api/learningobject?learningModuleId=${week}&courseId=${f.courseId}`)).json().data;
    const cards = await list();
    expect(cards.map((o: { component: { title: string } }) => o.component.title)).toEqual([
      'Practice 1',
      'Practice 2',
    ]);
    expect(cards[0]).toMatchObject({
      objectStatus: 'Launch',
      isProductAccess: true,
      isLocked: false,
      testTemplate: 'ielts',
      questionCount: 5,
      totalTime: 600,
      evaluationRequired: true,
      evaluationStatus: null,
      studentTestId: null,
      // The test's own parts, for cards that show them.
      examFamily: 'ielts',
      sections: [{ title: 'Part 1', referenceType: 'Listening', score: null }],
    });
    expect(cards[1]).toMatchObject({ isLocked: true, isProductAccess: false });

    const { id } = await launchPractice(f);
    expect((await list())[0]).toMatchObject({ objectStatus: 'InProgress', studentTestId: id });
    await f.c.post('/api/end-test', { token: id });
    expect((await list())[0]).toMatchObject({ objectStatus: 'Completed', istestTaken: true });
  });

  it('gives each card the student’s extra time, so its duration is the one the runner counts', async () => {
    const f = await assessmentFixture(t);
    const mod = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
    const week = mod.json().data.subModule[0].id;
    const first = async () =>
      (await f.c.get(`/api/learningobject?learningModuleId=${week}&courseId=${f.courseId}`)).json().data[0];
    expect(await first()).toMatchObject({ totalTime: 600, extraTimePercent: 0 });
    await t.database.db
      .update(enrolments)
      .set({ extraTimePercent: 25 })
      .where(and(eq(enrolments.studentId, f.student.id), eq(enrolments.productId, f.productId)));
    expect(await first()).toMatchObject({ totalTime: 600, extraTimePercent: 25 });
  });

  it('shows mock cards with four section bands in order', async () => {
    const f = await assessmentFixture(t);
    const mod = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=mock`);
    const cards = (
      await f.c.get(`/api/learningobject?learningModuleId=${mod.json().data.id}&courseId=${f.courseId}`)
    ).json().data;
    expect(cards[0].sectionBands.map((b: { referenceType: string }) => b.referenceType)).toEqual([
      'Listening',
      'Reading',
      'Writing',
      'Speaking',
    ]);
  });

  it('never shows a locked mock as completed: no status, bands or evaluation beside Not Released', async () => {
    const f = await assessmentFixture(t, { enrolDays: 1 });
    const mod = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=mock`);
    const card = async () =>
      (
        await f.c.get(`/api/learningobject?learningModuleId=${mod.json().data.id}&courseId=${f.courseId}`)
      ).json().data[0];
    const { id } = await launchPractice(f, f.objects.mock);
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
    await t.database.db.update(studentTests).set({ evaluationStatus: 0 }).where(eq(studentTests.id, id));
    expect(await card()).toMatchObject({ objectStatus: 'Completed', studentTestId: id, evaluationStatus: 0 });

    await t.database.db
      .update(learningObjects)
      .set({ isLocked: true })
      .where(eq(learningObjects.id, f.objects.mock));
    const locked = await card();
    expect(locked).toMatchObject({
      isLocked: true,
      objectStatus: 'Launch',
      istestTaken: false,
      studentTestId: null,
      band: null,
      report: null,
      evaluationStatus: null,
      showEvaluation: false,
    });
    expect(locked.sectionBands.every((b: { band: number | null }) => b.band === null)).toBe(true);
    // The attempt itself stays: the mock report still lists it.
    const reports = (await f.c.get(`/api/reportcard?id=1&courseId=${f.courseId}`)).json().data;
    expect(reports.map((r: { studentTestId: string }) => r.studentTestId)).toEqual([id]);

    // An expired course is not 'not released': its card still says what the student did.
    await t.database.db
      .update(learningObjects)
      .set({ isLocked: false })
      .where(eq(learningObjects.id, f.objects.mock));
    t.clock.advance(2 * 86400);
    expect(await card()).toMatchObject({
      isProductAccess: false,
      objectStatus: 'Completed',
      studentTestId: id,
    });
    t.clock.advance(-2 * 86400);
  });

  it('reports an expired course and refuses a course not assigned or of another company', async () => {
    const f = await assessmentFixture(t, { enrolDays: 1 });
    t.clock.advance(2 * 86400);
    const mod = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
    expect(mod.json().isProductAccess).toBe(false);
    const week = mod.json().data.subModule[0].id;
    const cards = (
      await f.c.get(`/api/learningobject?learningModuleId=${week}&courseId=${f.courseId}`)
    ).json().data;
    expect(cards[0]).toMatchObject({ isProductAccess: false });

    const stranger = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, stranger.email, stranger.password);
    expect(
      (await c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`)).statusCode,
    ).toBe(403);
    const other = await assessmentFixture(t);
    expect(
      (await other.c.get(`/api/learningobject?learningModuleId=${week}&courseId=${other.courseId}`))
        .statusCode,
    ).toBe(404);
    const missing = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=nothing-here`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET leaderboard', () => {
  it('ranks the course’s students by their best scores and marks the student’s own row', async () => {
    const f = await assessmentFixture(t);
    const { id } = await launchPractice(f);
    await f.c.post('/api/end-test', { token: id });
    const res = await f.c.get(`/api/leaderboard?courseId=${f.courseId}`);
    expect(res.json().data).toEqual([
      expect.objectContaining({ rank: 1, userId: f.student.id, isMe: true, score: 0 }),
    ]);
    const other = await assessmentFixture(t);
    expect((await other.c.get(`/api/leaderboard?courseId=${f.courseId}`)).statusCode).toBe(403);
  });
});

describe('GET leaderboard shows other students only what it needs', () => {
  it('gives no internal id of another student, and an avatar the viewer can open', async () => {
    const f = await assessmentFixture(t);
    const rival = await createStudent(t, f.company.code, { name: 'Rival Student' });
    await enrol(t, rival, f.productId);
    const { c: rc } = await login(t, f.company.host, rival.email, rival.password);
    const upload = await rc.post('/api/profile-upload', {
      file: `data:image/png;base64,${files.png.toString('base64')}`,
    });
    const ownAddress = upload.json().data.profileImage as string;
    for (const c of [f.c, rc]) {
      const res = await c.post('/api/assessment/generate-token', {
        groupId: f.objects.practice,
        testId: f.testId,
        courseId: f.courseId,
      });
      await c.post('/api/end-test', { token: res.json().data.studentTestId });
    }

    const rows = (await f.c.get(`/api/leaderboard?courseId=${f.courseId}`)).json().data;
    const mine = rows.find((r: { isMe: boolean }) => r.isMe);
    const theirs = rows.find((r: { isMe: boolean }) => !r.isMe);
    expect(mine).toMatchObject({ userId: f.student.id });
    expect(theirs).not.toHaveProperty('userId');
    expect(JSON.stringify(rows)).not.toContain(rival.id);
    expect(theirs).toMatchObject({ studentName: 'Rival Student', rank: 1, score: 0 });
    // Not the owner-only address (which answers 404 to everyone else) but one the viewer may open.
    expect(theirs.profileImage).not.toBe(ownAddress);
    const img = await f.c.get(theirs.profileImage);
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(files.png)).toBe(true);
    expect((await f.c.get(ownAddress)).statusCode).toBe(404);
    // The rival sees their own picture at their own address.
    const theirView = (await rc.get(`/api/leaderboard?courseId=${f.courseId}`)).json().data;
    expect(theirView.find((r: { isMe: boolean }) => r.isMe)).toMatchObject({
      userId: rival.id,
      profileImage: ownAddress,
    });
  });
});

describe('GET leaderboard of one page', () => {
  it('ranks the tests of its own page: Mock Tests counts mocks, Practice Tests its practice cards', async () => {
    const f = await assessmentFixture(t);
    // A practice attempt with one right answer (score 1); a mock attempt with none (score 0).
    const { id, data } = await launchPractice(f);
    const mcq = data.testJson.SectionResponse[0].ItemResponse.find(
      (i: { ItemType: string }) => i.ItemType === 'mcq',
    );
    await f.c.post('/api/sync-track', {
      track: [
        {
          testId: id,
          itemId: mcq.ItemID,
          trackNumber: 1,
          companyCode: f.company.code,
          selectedOptionId: mcq.ItemOptionResponse[0].ItemOptionID,
        },
      ],
    });
    await f.c.post('/api/end-test', { token: id });
    const mock = await launchPractice(f, f.objects.mock);
    await f.c.post('/api/end-test', { token: mock.id });

    const moduleId = async (key: string) =>
      (await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=${key}`)).json().data.id;
    const board = async (query: string) => {
      const res = await f.c.get(`/api/leaderboard?courseId=${f.courseId}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((r: { score: number }) => r.score);
    };
    expect(await board(`&learningModuleId=${await moduleId('mock')}`)).toEqual([0]);
    // The practice page's cards sit in its sub-module 'Week 1': they count.
    expect(await board(`&learningModuleId=${await moduleId('practice')}`)).toEqual([1]);
    expect(await board('')).toEqual([1]);

    // Another course's module counts nothing here.
    const other = await assessmentFixture(t);
    const foreign = (
      await other.c.get(`/api/learningmodule?courseId=${other.courseId}&navigationParam=mock`)
    ).json().data.id;
    expect(await board(`&learningModuleId=${foreign}`)).toEqual([]);
    const bad = await f.c.get(`/api/leaderboard?courseId=${f.courseId}&learningModuleId=not-an-id`);
    expect(bad.statusCode).toBe(400);
  });
});
