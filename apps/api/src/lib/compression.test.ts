import zlib from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../test/assessment-fixture';
import { client, createCompany, useTestApp } from '../../test/harness';
import { LARGE_ANSWER_BYTES } from '../app';
import { testItems, testSections, tests } from '../db/schema';

// Decision 033: a test's launch carries every item's passage; large answers go gzipped to clients that
// accept it, small ones (the answer sync, sign-ins with their tokens) never are.
const t = useTestApp();

/** A fixture whose test's items each carry a long reading passage, as an IELTS reading test's do. */
async function withLongPassages() {
  const f = await assessmentFixture(t);
  const passage = `<p>${'The history of the lighthouse keepers of the northern coast. '.repeat(120)}</p>`;
  const sections = t.database.db
    .select({ id: testSections.id })
    .from(testSections)
    .where(eq(testSections.testId, f.testId));
  await t.database.db.update(testItems).set({ passage }).where(inArray(testItems.sectionId, sections));
  // A new version of the test's row, so no process keeps the rows read before.
  await t.database.db.execute(sql`update ${tests} set template = template where id = ${f.testId}`);
  return f;
}

const launch = (f: Awaited<ReturnType<typeof assessmentFixture>>, id: string, encoding?: string) =>
  f.c.send({
    method: 'POST',
    url: '/api/assessment/launch',
    payload: { testId: id },
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('large answers go compressed', () => {
  it('sends a launch gzipped to a browser that accepts it, and the same JSON as it is to one that does not', async () => {
    const f = await withLongPassages();
    const { id } = await launchPractice(f);
    const plain = await launch(f, id);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(LARGE_ANSWER_BYTES);

    const zipped = await launch(f, id, 'gzip, deflate, br, zstd');
    expect([zipped.statusCode, zipped.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const body = JSON.parse(zlib.gunzipSync(zipped.rawPayload).toString('utf8'));
    // The same test as the plain answer (only the attempt's clock moves between the two).
    expect(body.data.testJson).toEqual(plain.json().data.testJson);
    expect(zipped.headers['cache-control']).toBe('no-store');
  });

  it('leaves small answers as they are: the answer sync and a sign-in with its token', async () => {
    const f = await assessmentFixture(t);
    const { id } = await launchPractice(f);
    const sync = await f.c.send({
      method: 'POST',
      url: '/api/sync-track',
      payload: { track: [], testId: id },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(sync.headers['content-encoding']).toBeUndefined();
    const signIn = await client(t, f.company.host).send({
      method: 'POST',
      url: '/api/login',
      payload: { loginId: f.student.email, password: f.student.password },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect(signIn.json().data.token).toEqual(expect.any(String));
  });

  it('never inflates a compressed request body: a gzipped sign-in is a clear 400, not a 500', async () => {
    const co = await createCompany(t);
    const body = zlib.gzipSync(JSON.stringify({ loginId: 'someone@example.com', password: 'x'.repeat(12) }));
    const res = await client(t, co.host).send({
      method: 'POST',
      url: '/api/login',
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });
});
