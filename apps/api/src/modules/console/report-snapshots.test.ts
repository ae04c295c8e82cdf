import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { createStudent, enrol, useTestApp } from '../../../test/harness';
import {
  classmate,
  fiveQuestions,
  MIDDLE,
  STRONG,
  signIn,
  takeTest,
  WEAK,
} from '../../../test/item-analysis-fixture';
import { ReportSnapshots, type SnapshotKey } from './report-snapshots';
import { ReportSnapshotsRepository } from './report-snapshots.repository';

// Issue 45 part 4 (decision 069): console reports that are slow to compute are kept as snapshots,
// read from them while fresh, read and refreshed behind the read once older, refreshed in the
// background while someone reads them, and dropped by an act that changes them. Here every report
// counts as slow (REPORT_SNAPSHOT_AFTER_MS=0), with the default freshness of 10 minutes.
const t = useTestApp({ REPORT_SNAPSHOT_AFTER_MS: '0' });
const MINUTE = 60;

describe('report snapshots', () => {
  it('serves a test’s item analysis from its snapshot, refreshes it when stale, drops it on a retiring', async () => {
    const f = await assessmentFixture(t, { testExtra: fiveQuestions });
    const snapshots = t.app.services.console.reportSnapshots;
    await takeTest(f, STRONG);
    const admin = await signIn(t, f, 'admin');
    const teacher = await signIn(t, f, 'faculty', [f.courseId]);
    const view = async (s = admin) => {
      const res = await s.c.get(`/api/console/item-analysis/${f.testId}`, s.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const first = await view();
    expect(first).toMatchObject({ attempts: 1, refreshing: false, asOf: t.clock.now().toISOString() });
    const computedAt = first.asOf;

    // A second student's attempt a minute later: the snapshot is fresh, read as it is.
    await takeTest(await classmate(t, f), MIDDLE);
    t.clock.advance(MINUTE);
    expect(await view()).toMatchObject({ attempts: 1, refreshing: false, asOf: computedAt });
    // A teacher's scope is a snapshot of its own, computed now.
    expect(await view(teacher)).toMatchObject({ attempts: 2, refreshing: false });

    // Ten minutes on it is stale: read as it is, saying newer figures are coming, then refreshed.
    t.clock.advance(10 * MINUTE);
    expect(await view()).toMatchObject({ attempts: 1, refreshing: true, asOf: computedAt });
    await snapshots.settled();
    const refreshed = await view();
    expect(refreshed).toMatchObject({ attempts: 2, refreshing: false, asOf: t.clock.now().toISOString() });

    // The background pass refreshes what was read lately and has gone stale: both scopes.
    await takeTest(await classmate(t, f), WEAK);
    t.clock.advance(11 * MINUTE);
    expect(await snapshots.refreshDue()).toBe(2);
    await snapshots.settled();
    expect(await view()).toMatchObject({ attempts: 3, refreshing: false });
    expect(await view(teacher)).toMatchObject({ attempts: 3, refreshing: false });
    expect(await snapshots.refreshDue()).toBe(0);

    // Retiring a question drops every scope's snapshot: the next reads show it retired at once.
    const q3 = refreshed.items[2].id as string;
    const retired = await admin.c.send({
      method: 'PUT',
      url: `/api/console/item-analysis/${f.testId}/items/${q3}`,
      payload: { retired: true },
      token: admin.token,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data.items[2]).toMatchObject({ id: q3, retired: true });
    expect((await view()).items[2].retired).toBe(true);
    expect((await view(teacher)).items[2].retired).toBe(true);
  });

  it('keeps a cohort, reads it for any quiet line, and takes in a newcomer at the refresh', async () => {
    const f = await assessmentFixture(t, { testExtra: fiveQuestions });
    await takeTest(f, STRONG);
    const admin = await signIn(t, f, 'admin');
    const cohort = async (quietDays: number) => {
      const res = await admin.c.get(
        `/api/console/cohorts/courses/${f.courseId}?quietDays=${quietDays}`,
        admin.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect((await cohort(14)).counts).toEqual({ students: 1, active: 1, quiet: 0, never: 0 });
    // A student who joins now is in the cohort at the next refresh, not before.
    const late = await createStudent(t, f.company.code);
    await enrol(t, late, f.productId);
    // Eleven minutes on, the same snapshot is read, then refreshed: the newcomer is in it.
    t.clock.advance(11 * MINUTE);
    const stale = await cohort(14);
    expect(stale).toMatchObject({ refreshing: true, counts: { students: 1 } });
    await t.app.services.console.reportSnapshots.settled();
    const now = await cohort(14);
    expect(now).toMatchObject({ refreshing: false, asOf: t.clock.now().toISOString() });
    expect(now.counts).toEqual({ students: 2, active: 1, quiet: 0, never: 1 });
    // Any quiet line is drawn from the one snapshot (cohort-figures.test.ts: atQuietDays).
    expect((await cohort(1)).asOf).toBe(now.asOf);
  });
});

describe('what is kept', () => {
  it('keeps a report that took long to compute, and drops it once it computes quickly again', async () => {
    const repo = new ReportSnapshotsRepository(t.database.db);
    const snapshots = new ReportSnapshots(
      repo,
      { clock: t.clock, log: pino({ level: 'silent' }) },
      { afterMs: 40, freshMs: 60_000 },
    );
    const f = await assessmentFixture(t);
    let slow = true;
    let computed = 0;
    snapshots.define('cohort', async () => {
      if (slow) await new Promise((r) => setTimeout(r, 60));
      computed += 1;
      return { computed };
    });
    const key: SnapshotKey = {
      companyCode: f.company.code,
      report: 'cohort',
      subject: 'courses:x',
      scope: '*',
    };
    expect(await snapshots.read(key)).toEqual({ body: { computed: 1 }, refreshing: false });
    expect(await snapshots.read(key)).toEqual({ body: { computed: 1 }, refreshing: false });
    expect(await repo.get(key)).toBeDefined();

    slow = false;
    t.clock.advance(61);
    expect(await snapshots.read(key)).toEqual({ body: { computed: 1 }, refreshing: true });
    await snapshots.settled();
    // Quick now: nothing kept, each read computes.
    expect(await repo.get(key)).toBeUndefined();
    expect(await snapshots.read(key)).toEqual({ body: { computed: 3 }, refreshing: false });
    expect(await snapshots.read(key)).toEqual({ body: { computed: 4 }, refreshing: false });
  });
});
