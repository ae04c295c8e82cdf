import fs from 'node:fs';
import path from 'node:path';
import { QtiMessages } from '@portico/contract/qti';
import { and, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, useTestApp } from '../../../test/harness';
import { testItemOptions, testItems, tests } from '../../db/schema';
import { scoreItem } from '../assessment/scoring/score-item';
import { ImportWorkers } from '../content/content-import.pool';
import { toScorableItem } from '../content/content-mapper';

// Issue 44: Console › Import of a QTI 3.0 package — previewed with what cannot be imported and why,
// applied all or nothing with its images, and scored as the package's response processing says.
const t = useTestApp();

const zipPath = path.resolve(
  import.meta.dirname,
  '../../../test/qti/1edtech/qtiv3-examples/items/shared-vocabulary/shared-vocabulary-imsmanifest.zip',
);
const sharedVocabulary = () => new Uint8Array(fs.readFileSync(zipPath));

type Session = Awaited<ReturnType<typeof staffLogin>>;
const upload = (s: Session, call: 'preview' | 'apply', bytes: Uint8Array, query: string) =>
  s.c.send({
    method: 'POST',
    url: `/api/console/import/qti/${call}?${query}`,
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'application/zip' },
    token: s.token,
  });

async function admin(role: 'admin' | 'faculty' = 'admin') {
  const company = await createCompany(t);
  const member = await createStaff(t, company.code, { role });
  return { company, session: await staffLogin(t, company.host, member.email, member.password) };
}

describe('Console › Import of a QTI 3.0 package', () => {
  it('previews the package with its report, applies it with its images, and scores a match as its mapping says', async () => {
    const { company, session } = await admin();
    const preview = await upload(session, 'preview', sharedVocabulary(), 'fileName=shared-vocabulary.zip');
    expect(preview.statusCode, preview.body).toBe(200);
    const { preview: plan, report } = preview.json().data;
    expect(plan.ok).toBe(true);
    expect(plan.changes.tests.added).toBe(1);
    expect(report.notImportable.length).toBeGreaterThan(0);
    expect(report.interactions.hotspot).toEqual({ imported: 0, reported: 3 });
    expect(report.media).toBeGreaterThan(0);

    const applied = await upload(
      session,
      'apply',
      sharedVocabulary(),
      `fileName=shared-vocabulary.zip&fingerprint=${plan.fingerprint}`,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const [test] = await t.database.db.select().from(tests).where(eq(tests.companyCode, company.code));
    expect(test?.title).toBe('Simple Test with items demonstrating QTI shared vocabulary');

    // The luggage sign is stored and served on the company's host, by its content's hash.
    const items = await t.database.db.select().from(testItems).where(eq(testItems.companyCode, company.code));
    const luggage = items.find((i) => i.key === 'qti3-unattended-luggage-01');
    const src = luggage?.html.match(/src="(\/api\/content-media\/[0-9a-f]{64}\.png)"/)?.[1] ?? '';
    expect(src).not.toBe('');
    const image = await session.c.get(src);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const other = await createCompany(t);
    expect((await t.app.inject({ method: 'GET', url: src, headers: { host: other.host } })).statusCode).toBe(
      404,
    );

    // Match 01's map_response: Capulet→Romeo and Juliet 1, Demetrius and Lysander→Dream 0.5 each, Prospero→Tempest 1.
    const match = items.find((i) => i.key === 'qti3-match-01');
    if (!match) throw new Error('the match item was not imported');
    const options = await t.database.db
      .select()
      .from(testItemOptions)
      .where(and(eq(testItemOptions.companyCode, company.code), eq(testItemOptions.itemId, match.id)));
    const scorable = toScorableItem(match, options);
    const id = (text: string) => options.find((o) => o.text === text)?.id ?? '';
    const [dream, romeo, tempest] = ["A Midsummer-Night's Dream", 'Romeo and Juliet', 'The Tempest'].map(id);
    const answer = (values: (string | undefined)[]) => ({
      inputResponses: values.map((value) => ({ value })),
    });
    expect(scoreItem(scorable, answer([romeo, dream, dream, tempest])).points).toBe(3);
    expect(scoreItem(scorable, answer([romeo, tempest, dream, dream])).points).toBe(1.5);
  });

  it('refuses what is not a package, a path out of it, a DOCTYPE, a stale apply and a teacher', async () => {
    const { session } = await admin();
    // Each package is unpacked and converted in an import worker, never on the event loop.
    const run = vi.spyOn(ImportWorkers.prototype, 'run');
    const notZip = await upload(session, 'preview', strToU8('hello'), 'fileName=notes.txt');
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toBe(QtiMessages.notZip);

    const traversal = zipSync({ '../evil.xml': strToU8('<x/>') });
    const out = await upload(session, 'preview', traversal, 'fileName=evil.zip');
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toBe(QtiMessages.unsafePath('../evil.xml'));

    const xxe = strToU8(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    );
    const entity = await upload(session, 'preview', xxe, 'fileName=item.xml');
    expect(entity.statusCode).toBe(400);
    expect(entity.json().message).toBe(QtiMessages.doctype('item.xml'));

    const stale = await upload(
      session,
      'apply',
      sharedVocabulary(),
      `fileName=a.zip&fingerprint=${'0'.repeat(64)}`,
    );
    expect(stale.statusCode).toBe(409);

    const jobs = run.mock.calls.map(([input]) => Object.keys(input as object));
    expect(jobs.filter((keys) => keys.includes('qti'))).toHaveLength(4);
    run.mockRestore();

    const { session: teacher } = await admin('faculty');
    expect((await upload(teacher, 'preview', sharedVocabulary(), 'fileName=a.zip')).statusCode).toBe(403);
  });
});
