import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../test/assessment-fixture';
import { useProbeApp } from '../../test/probe-app';
import { ReportsRepository } from '../modules/reports/reports.repository';
import { openDatabase } from './client';
import { replicaReads } from './replica-reads';

// Decision 031: the aggregate reports are read on the read replica (DATABASE_READ_URL), from the
// primary whenever the replica cannot answer; what a student has just done is read on the primary.

afterEach(() => vi.restoreAllMocks());

const log = () => ({ warn: vi.fn() });
const away = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });

describe('replicaReads', () => {
  class Reads {
    constructor(readonly where: string) {}
    async report(n: number) {
      return `${this.where}:${n}`;
    }
    async justDone() {
      return this.where;
    }
  }

  it('reads on the replica, and on the primary what must be read there', async () => {
    const reads = replicaReads(new Reads('replica'), new Reads('primary'), {
      primaryOnly: ['justDone'],
      log: log(),
    });
    expect(await reads.report(1)).toBe('replica:1');
    expect(await reads.justDone()).toBe('primary');
    expect(reads.where).toBe('replica');
  });

  it('reads on the primary when the replica is away, and says so', async () => {
    const replica = new Reads('replica');
    vi.spyOn(replica, 'report').mockRejectedValue(away());
    const logger = log();
    const reads = replicaReads(replica, new Reads('primary'), { log: logger });
    expect(await reads.report(2)).toBe('primary:2');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ read: 'report' }),
      'read replica unavailable: read from the primary',
    );
  });

  it('passes any other failure on, as the primary would have', async () => {
    const replica = new Reads('replica');
    vi.spyOn(replica, 'report').mockRejectedValue(new Error('a bug'));
    const reads = replicaReads(replica, new Reads('primary'), { log: log() });
    await expect(reads.report(3)).rejects.toThrow('a bug');
  });

  it('is the primary itself without a replica', () => {
    const primary = new Reads('primary');
    expect(replicaReads(primary, primary, { log: log() })).toBe(primary);
  });
});

/** A practice attempt of the sample test, one answer right, ended: something to report on. */
async function ended(f: Fixture) {
  const { id, data } = await launchPractice(f);
  type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
  const items = (
    data as { testJson: { SectionResponse: { ItemResponse: Item[] }[] } }
  ).testJson.SectionResponse.flatMap((s) => s.ItemResponse);
  const an = items.find((i) => i.ItemType === 'an') as Item;
  await f.c.post('/api/sync-track', {
    track: [{ testId: id, itemId: an.ItemID, trackNumber: 1, enteredText: 'Harbourside', timeTaken: 5 }],
  });
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return id;
}

/** Every report call of the course, as the student's pages make them. */
async function reports(f: Fixture, id: string) {
  const get = async (url: string) => {
    const res = await f.c.get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  return {
    overall: await get(`/api/getoverallreport?courseId=${f.courseId}`),
    trend: await get(`/api/gettrendanalysis?courseId=${f.courseId}&testType=all`),
    cards: await get(`/api/reportcard?id=2&courseId=${f.courseId}`),
    attempt: await get(`/api/studenttestreport?testId=${id}`),
  };
}

describe('reports with a read replica that is away', () => {
  // Nothing listens on port 1: every read there fails to connect, and is read on the primary.
  const t = useProbeApp({
    readDatabase: () =>
      openDatabase({ url: 'postgres://postgres@127.0.0.1:1/portico', poolSize: 2, connectTimeoutMs: 500 }),
  });

  it('answers every report from the primary', async () => {
    const f = await assessmentFixture(t);
    const id = await ended(f);
    const onReplica = vi.spyOn(ReportsRepository.prototype, 'endedOfCourse');
    const r = await reports(f, id);
    expect(r.overall.totalQuestions).toBeGreaterThan(0);
    expect(r.trend.length ?? Object.keys(r.trend).length).toBeGreaterThan(0);
    expect(r.cards).toHaveLength(1);
    // Tried on the replica first, then read on the primary.
    const dbs = onReplica.mock.contexts.map((c) => (c as unknown as { db: unknown }).db);
    expect(dbs).toContain(t.database.db);
    expect(dbs.some((db) => db !== t.database.db)).toBe(true);
  });
});

describe.skipIf(!inject('databaseUrl'))('reports with a read replica (PostgreSQL)', () => {
  // A pool of its own on the run's database stands in for a streaming replica: the same rows, so
  // the reports must be the same; bench/read-replica.ts runs a real one.
  let replicaDb: unknown;
  const t = useProbeApp({
    readDatabase: async (url) => {
      const replica = await openDatabase({ url, poolSize: 2, applicationName: 'portico-test-replica' });
      replicaDb = replica.db;
      return replica;
    },
  });

  it('reads the aggregates on the replica and the attempt a student opens on the primary', async () => {
    const f = await assessmentFixture(t);
    const id = await ended(f);
    const aggregate = vi.spyOn(ReportsRepository.prototype, 'endedOfCourse');
    const own = vi.spyOn(ReportsRepository.prototype, 'ownEnded');
    const r = await reports(f, id);
    expect(r.cards).toHaveLength(1);
    expect(r.attempt).toBeTruthy();
    const dbOf = (c: unknown) => (c as { db: unknown }).db;
    expect(aggregate.mock.contexts.map(dbOf)).toEqual(aggregate.mock.contexts.map(() => replicaDb));
    expect(own.mock.contexts.map(dbOf)).toEqual(own.mock.contexts.map(() => t.database.db));
    expect(own).toHaveBeenCalled();
  });
});
