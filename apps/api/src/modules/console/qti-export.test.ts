import fs from 'node:fs';
import path from 'node:path';
import { QtiMessages } from '@portico/contract/qti';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, useTestApp } from '../../../test/harness';
import { REPO_ROOT } from '../../config';
import { auditLog, testItems, testSections, tests } from '../../db/schema';
import { ImportWorkers } from '../content/content-import.pool';

// Issue 44: Console › Import › Export as QTI 3.0 — one test, one section or every test of the company
// as a package another company (or platform) imports, for admins of that company only.
const t = useTestApp();

type Session = Awaited<ReturnType<typeof staffLogin>>;

async function admin(
  role: 'admin' | 'faculty' = 'admin',
  company?: Awaited<ReturnType<typeof createCompany>>,
) {
  const own = company ?? (await createCompany(t));
  const member = await createStaff(t, own.code, { role });
  return { company: own, session: await staffLogin(t, own.host, member.email, member.password) };
}

const demo = (folder: string, name: string) => ({
  name,
  text: fs.readFileSync(path.join(REPO_ROOT, 'content/demo/content', folder, name), 'utf8'),
});

/** The demo GRE practice test (its routed second sections) and the IELTS reading test, imported. */
async function withDemoTests(session: Session) {
  const files = [demo('gre', 'gre-practice-1.json'), demo('ielts', 'ielts-academic-reading-practice-1.json')];
  const preview = await session.c.post('/api/console/import/preview', { files }, session.token);
  expect(preview.statusCode, preview.body).toBe(200);
  const fingerprint = preview.json().data.fingerprint;
  const applied = await session.c.post('/api/console/import/apply', { files, fingerprint }, session.token);
  expect(applied.statusCode, applied.body).toBe(200);
}

const upload = (s: Session, call: 'preview' | 'apply', bytes: Buffer, query: string) =>
  s.c.send({
    method: 'POST',
    url: `/api/console/import/qti/${call}?${query}`,
    payload: bytes,
    headers: { 'content-type': 'application/zip' },
    token: s.token,
  });

/** The company's test as stored: its sections (title, routed or not) and item keys in order. */
async function stored(companyCode: string, key: string) {
  const db = t.database.db;
  const [test] = await db
    .select()
    .from(tests)
    .where(and(eq(tests.companyCode, companyCode), eq(tests.key, key)));
  if (!test) return undefined;
  const sections = await db
    .select()
    .from(testSections)
    .where(eq(testSections.testId, test.id))
    .orderBy(asc(testSections.orderNo));
  const out = [];
  for (const s of sections) {
    const items = await db
      .select({ key: testItems.key, type: testItems.itemType, route: testItems.route })
      .from(testItems)
      .where(eq(testItems.sectionId, s.id))
      .orderBy(asc(testItems.orderNo));
    out.push({ title: s.title, routed: s.routing !== null, minutes: s.durationMinutes, items });
  }
  return { timerMode: test.timerMode, tables: Object.keys(test.conversionTables).sort(), sections: out };
}

describe('Console › Import › Export as QTI 3.0', () => {
  it('lists the tests, reports a test’s package, and the package imports into another company as the same test', async () => {
    const { company, session } = await admin();
    await withDemoTests(session);

    const list = await session.c.get('/api/console/export/qti/tests', session.token);
    expect(list.statusCode, list.body).toBe(200);
    const gre = list.json().data.tests.find((x: { key: string }) => x.key === 'gre-practice-1');
    expect(gre.sections.map((s: { title: string }) => s.title)).toEqual([
      'Analytical Writing',
      'Verbal Reasoning, Section 1',
      'Verbal Reasoning, Section 2',
      'Quantitative Reasoning, Section 1',
      'Quantitative Reasoning, Section 2',
    ]);
    expect(gre.items).toBe(85);

    const report = await session.c.get('/api/console/export/qti/report?test=gre-practice-1', session.token);
    expect(report.statusCode, report.body).toBe(200);
    const { exported, notExported, tests: reported } = report.json().data;
    expect(reported).toEqual([
      { key: 'gre-practice-1', title: expect.any(String), items: 85 - notExported.length },
    ]);
    expect(exported.mcq).toBeGreaterThan(0);
    // Numeric entry with a fraction has no QTI interaction: named with its reason, not dropped silently.
    for (const left of notExported) expect(left.reason).not.toBe('');

    // The package is written in an import worker, never on the event loop (a bank is seconds of CPU).
    const run = vi.spyOn(ImportWorkers.prototype, 'run');
    const download = await session.c.get(
      '/api/console/export/qti/package?test=gre-practice-1',
      session.token,
    );
    expect(run.mock.calls.map(([input]) => Object.keys(input as object))).toEqual([['qtiExport']]);
    run.mockRestore();
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain('gre-practice-1-qti.zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(strFromU8(files['imsmanifest.xml'] as Uint8Array)).toContain('imsqti_test_xmlv3p0');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'content.export.qti')));
    expect(audit?.after).toMatchObject({ tests: ['gre-practice-1'], items: 85 - notExported.length });

    // Another company imports the package: the same sections, routing, tables and items.
    const { company: other, session: otherAdmin } = await admin();
    const preview = await upload(otherAdmin, 'preview', download.rawPayload, 'fileName=gre.zip');
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json().data.preview;
    expect(plan.ok, JSON.stringify(plan.errors)).toBe(true);
    const applied = await upload(
      otherAdmin,
      'apply',
      download.rawPayload,
      `fileName=gre.zip&fingerprint=${plan.fingerprint}`,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const before = await stored(company.code, 'gre-practice-1');
    const left = new Set(notExported.map((n: { key: string }) => n.key));
    const expected = before && {
      ...before,
      sections: before.sections.map((s) => ({ ...s, items: s.items.filter((i) => !left.has(i.key)) })),
    };
    expect(await stored(other.code, 'gre-practice-1')).toEqual(expected);
  });

  it('exports one routed section as a test of its own that imports, and every test at once', async () => {
    const { session } = await admin();
    await withDemoTests(session);
    const section = await session.c.get(
      '/api/console/export/qti/package?test=gre-practice-1&section=3',
      session.token,
    );
    expect(section.statusCode).toBe(200);
    expect(section.headers['content-disposition']).toContain('gre-practice-1-section-3-qti.zip');
    const { session: otherAdmin } = await admin();
    const preview = await upload(otherAdmin, 'preview', section.rawPayload, 'fileName=verbal-2.zip');
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json().data.preview;
    expect(plan.ok, JSON.stringify(plan.errors)).toBe(true);
    expect(plan.changes.tests.added).toBe(1);

    const all = await session.c.get('/api/console/export/qti/report', session.token);
    expect(
      all
        .json()
        .data.tests.map((x: { key: string }) => x.key)
        .sort(),
    ).toEqual(['gre-practice-1', 'ielts-academic-reading-practice-1']);
  });

  it('is for the company’s admins only: a teacher is refused, another company finds nothing', async () => {
    const { company, session } = await admin();
    await withDemoTests(session);
    const { session: teacher } = await admin('faculty', company);
    for (const url of ['tests', 'report?test=gre-practice-1', 'package?test=gre-practice-1'])
      expect((await teacher.c.get(`/api/console/export/qti/${url}`, teacher.token)).statusCode).toBe(403);

    const { session: stranger } = await admin();
    const theirs = await stranger.c.get(
      '/api/console/export/qti/package?test=gre-practice-1',
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(QtiMessages.noTest('gre-practice-1'));
    const listed = await stranger.c.get('/api/console/export/qti/tests', stranger.token);
    expect(listed.json().data.tests).toEqual([]);
    const everything = await stranger.c.get('/api/console/export/qti/report', stranger.token);
    expect(everything.json().data.tests).toEqual([]);

    const noSection = await session.c.get(
      '/api/console/export/qti/report?test=gre-practice-1&section=9',
      session.token,
    );
    expect(noSection.statusCode).toBe(404);
    expect(noSection.json().message).toBe(QtiMessages.noSection('gre-practice-1', 9));
    const bad = await session.c.get('/api/console/export/qti/report?section=x', session.token);
    expect(bad.statusCode).toBe(400);
    for (const query of [
      'test=a%00b',
      `test=${'x'.repeat(1_000_000)}`,
      'test=gre-practice-1&section=2147483648',
    ])
      expect(
        (await session.c.get(`/api/console/export/qti/report?${query}`, session.token)).statusCode,
      ).toBeLessThan(500);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/console/export/qti/tests',
          headers: { host: company.host },
        })
      ).statusCode,
    ).toBe(401);
  });
});
