import fs from 'node:fs';
import path from 'node:path';
import { ImportMessages } from '@portico/contract/console-import';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice, sampleTest } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog, courses, learningObjects, testItemOptions, testItems, tests } from '../../db/schema';

/**
 * Content import from the console (decision 027, CONSOLE.md Authoring): the project's JSON files are
 * previewed (what is added, changed, removed; nothing written), then applied all-or-nothing with an
 * audit entry; apply refuses files or content that changed since their preview.
 */
const t = useTestApp();
const small = () =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../content/fixtures/small.json'), 'utf8'));
const file = (json: unknown, name = 'tests/small.json') => ({ name, text: JSON.stringify(json) });

async function fixture() {
  const company = await createCompany(t);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty' });
  return {
    company,
    admin,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const preview = (s: Session, files: object[]) => s.c.post('/api/console/import/preview', { files }, s.token);
const apply = (s: Session, files: object[], fingerprint: string) =>
  s.c.post('/api/console/import/apply', { files, fingerprint }, s.token);
const testsOf = (code: string) => t.database.db.select().from(tests).where(eq(tests.companyCode, code));

/** A multistage test (decision 063): Module 2 routed from Module 1, an item of each route. */
const multistage = (threshold: number) => ({
  key: 'multi',
  title: 'Multistage',
  template: 'sat-digital',
  examFamily: 'sat',
  timerMode: 'sectional',
  sections: [
    { key: 'm1', title: 'Math: Module 1', referenceType: 'Math', durationMinutes: 5, items: [choice('a1')] },
    {
      key: 'm2',
      title: 'Math: Module 2',
      referenceType: 'Math',
      durationMinutes: 5,
      routing: { from: 'm1', rule: { kind: 'raw-threshold', threshold } },
      items: [
        { ...choice('e1'), route: 'easier' },
        { ...choice('h1'), route: 'harder' },
      ],
    },
  ],
});
const choice = (key: string) => ({
  key,
  type: 'mcq',
  html: `<p>${key}</p>`,
  options: [{ text: 'yes', correct: true }, { text: 'no' }],
});

describe('content import from the console', () => {
  it('previews a new test without writing it, applies it, then previews an edit as changed', async () => {
    const { company, admin, asAdmin } = await fixture();
    const first = await preview(asAdmin, [file(small())]);
    expect(first.statusCode, first.body).toBe(200);
    const p = first.json().data;
    expect(p.ok).toBe(true);
    expect(p.changes.tests).toMatchObject({ added: 1, changed: 0, removed: 0 });
    expect(p.changes.tests.names).toEqual([{ change: 'added', label: 'Small test (small)' }]);
    expect(p.changes.items).toMatchObject({ added: 2 });
    expect(await testsOf(company.code)).toHaveLength(0);

    const done = await apply(asAdmin, [file(small())], p.fingerprint);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: ImportMessages.applied, data: { tests: 1, items: 2 } });
    expect(await testsOf(company.code)).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'content.import')));
    expect(entry).toMatchObject({
      staffId: admin.id,
      after: { files: ['tests/small.json'], tests: 1, items: 2 },
    });

    // The same file again: nothing changes.
    const same = (await preview(asAdmin, [file(small())])).json().data;
    expect(same.changes.tests).toMatchObject({ added: 0, changed: 0, unchanged: 1 });
    expect(same.changes.items).toMatchObject({ added: 0, changed: 0, unchanged: 2 });

    // An edited title and a dropped item.
    const edited = small();
    edited.title = 'Small test, revised';
    edited.sections[0].items.pop();
    const diff = (await preview(asAdmin, [file(edited)])).json().data;
    // Each changed record with the fields that change, old → new.
    expect(diff.changes.tests.names).toEqual([
      {
        change: 'changed',
        label: 'Small test, revised (small)',
        fields: [{ field: 'title', old: 'Small test', new: 'Small test, revised' }],
      },
    ]);
    expect(diff.changes.items).toMatchObject({ removed: 1, unchanged: 1 });
    const [row] = await testsOf(company.code);
    expect(row?.title).toBe('Small test');
  });

  it('reports each problem of each file and imports nothing; a file that is not JSON is one of them', async () => {
    const { company, asAdmin } = await fixture();
    const bad = small();
    bad.sections[0].items[0].type = 'no-such-type';
    const res = await preview(asAdmin, [file(bad), { name: 'broken.json', text: '{ "key": ' }]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ok).toBe(false);
    // A file that is not JSON hides nothing of the others: every problem of every file, in file order.
    expect(data.errors.map((e: { file: string; field: string }) => [e.file, e.field])).toEqual([
      ['tests/small.json', 'type'],
      ['broken.json', ''],
    ]);
    expect(data.errors[1].message).toContain(ImportMessages.notJson);

    const invalid = (await preview(asAdmin, [file(bad)])).json().data;
    expect(invalid.ok).toBe(false);
    expect(invalid.errors[0]).toMatchObject({ file: 'tests/small.json', item: 's1', field: 'type' });

    const refused = await apply(asAdmin, [file(bad)], 'a'.repeat(64));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ImportMessages.invalid);
    expect(await testsOf(company.code)).toHaveLength(0);
  });

  it('lists every problem of every file at once: not JSON, schema, unknown course, a key twice', async () => {
    const { asAdmin } = await fixture();
    const badItems = small();
    badItems.sections[0].items[0].type = 'no-such-type';
    badItems.sections[0].items[1].type = 'also-not-a-type';
    const twice = small();
    twice.title = 'Another file, the same key';
    const course = { course: 'No such course', modules: [] };
    const res = await preview(asAdmin, [
      { name: 'first.json', text: 'not json at all' },
      file(badItems, 'tests/bad.json'),
      file(course, 'course.json'),
      file(small(), 'tests/a.json'),
      file(twice, 'tests/b.json'),
      { name: 'last.json', text: '[' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.ok).toBe(false);
    expect(
      data.errors.map((e: { file: string; item: string; field: string }) => [e.file, e.item, e.field]),
    ).toEqual([
      ['first.json', '', ''],
      ['tests/bad.json', 's1', 'type'],
      ['tests/bad.json', 's2', 'type'],
      ['course.json', '', 'course'],
      ['tests/b.json', '', 'key'],
      ['last.json', '', ''],
    ]);
    expect(data.errors[4].message).toBe("test key 'small' is also defined in tests/a.json");
  });

  it('shows old → new for each changed field of a changed question, long texts by their first characters', async () => {
    const { asAdmin } = await fixture();
    const base = small();
    const long = `<p>${'A long prompt. '.repeat(20)}</p>`;
    base.sections[0].items[1].html = long;
    const first = (await preview(asAdmin, [file(base)])).json().data;
    expect((await apply(asAdmin, [file(base)], first.fingerprint)).statusCode).toBe(200);

    const edited = small();
    edited.sections[0].items[1].html = '<p>Two, reworded?</p>';
    edited.sections[0].items[1].explanation = 'Because two.';
    const p = (await preview(asAdmin, [file(edited)])).json().data;
    expect(p.changes.items).toMatchObject({ changed: 1, unchanged: 1 });
    const [changed] = p.changes.items.names;
    expect(changed.label).toBe('s2');
    const byField = Object.fromEntries(
      changed.fields.map((f: { field: string; old: string; new: string }) => [f.field, [f.old, f.new]]),
    );
    // The old prompt, cut at 100 characters, and the new one.
    expect(byField.html).toEqual([`${long.slice(0, 100)}…`, '<p>Two, reworded?</p>']);
    // A field that had no text before shows it empty; only what changes is listed.
    expect(byField.explanation).toEqual(['', 'Because two.']);
    expect(Object.keys(byField).sort()).toEqual(['explanation', 'html']);
  });

  it('refuses to apply files or content that changed since the preview', async () => {
    const { company, asAdmin } = await fixture();
    const p = (await preview(asAdmin, [file(small())])).json().data;
    const other = small();
    other.title = 'Something else';
    const swapped = await apply(asAdmin, [file(other)], p.fingerprint);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().message).toBe(ImportMessages.stale);

    // Someone else imports first: the content changed under the preview.
    const q = (await preview(asAdmin, [file(other)])).json().data;
    expect((await apply(asAdmin, [file(other)], q.fingerprint)).statusCode).toBe(200);
    const late = await apply(asAdmin, [file(small())], p.fingerprint);
    expect(late.statusCode).toBe(409);
    const [row] = await testsOf(company.code);
    expect(row?.title).toBe('Something else');
    // A replayed apply of the same preview is refused too: the content is no longer what it was.
    expect((await apply(asAdmin, [file(other)], q.fingerprint)).statusCode).toBe(409);
  });

  it('is the admin’s, writes in its own company only, and refuses oversized or malformed bodies', async () => {
    const { company, asAdmin, asFaculty } = await fixture();
    expect((await preview(asFaculty, [file(small())])).statusCode).toBe(403);
    const student = await createStudent(t, company.code);
    const asStudent = await login(t, company.host, student.email, student.password);
    expect(
      (await asStudent.c.post('/api/console/import/preview', { files: [file(small())] }, asStudent.token))
        .statusCode,
    ).toBe(401);

    const other = await createCompany(t);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    const p = (await preview(asOther, [file(small())])).json().data;
    expect((await apply(asOther, [file(small())], p.fingerprint)).statusCode).toBe(200);
    expect(await testsOf(other.code)).toHaveLength(1);
    expect(await testsOf(company.code)).toHaveLength(0);
    const items = await t.database.db.select().from(testItems).where(eq(testItems.companyCode, company.code));
    expect(items).toHaveLength(0);

    expect((await preview(asAdmin, [])).json().message).toContain(ImportMessages.noFiles);
    const tooMany = Array.from({ length: 51 }, (_, i) => file(small(), `f${i}.json`));
    expect((await preview(asAdmin, tooMany)).json().message).toContain(ImportMessages.tooMany);
    const huge = await preview(asAdmin, [{ name: 'huge.json', text: 'x'.repeat(5 * 1024 * 1024 + 1) }]);
    expect(huge.statusCode).toBe(400);
    const nul = await preview(asAdmin, [{ name: 'nul.json', text: '{"key":"a\u0000"}' }]);
    expect(nul.statusCode).toBe(400);
    expect((await apply(asAdmin, [file(small())], 'not-a-fingerprint')).statusCode).toBe(400);
  });

  it('previews what students attempted as retired and the rest as removed, as the apply then does', async () => {
    // A student has an attempt of the sample test, launched from the course's first practice card.
    const f = await assessmentFixture(t);
    await launchPractice(f);
    const staff = await createStaff(t, f.company.code);
    const asAdmin = await staffLogin(t, f.company.host, staff.email, staff.password);

    // The test without its essay and without the multi-select's last option; the course without the
    // week whose practice card the student launched (the other card there was never opened).
    const test = structuredClone(sampleTest('sample'));
    const items = test.sections[0]?.items ?? [];
    test.sections[0] = { ...test.sections[0], items: items.filter((i) => i.key !== 'q5') } as never;
    const multi = items.find((i) => i.key === 'q4') as { options: unknown[] };
    multi.options = multi.options.slice(0, 3);
    const [course] = await t.database.db
      .select({ name: courses.courseName })
      .from(courses)
      .where(eq(courses.id, f.courseId));
    const courseFile = {
      course: course?.name,
      modules: [
        { key: 'practice', title: 'Practice Tests' },
        {
          key: 'mock',
          title: 'Mock Tests',
          objects: [{ key: 'mock-1', kind: 'Mock', title: 'Mock 1', test: 'sample' }],
        },
      ],
    };
    const files = [file(test, 'sample.json'), file(courseFile, 'course.json')];
    const p = (await preview(asAdmin, files)).json().data;
    expect(p.ok).toBe(true);
    expect(p.changes.items).toMatchObject({ retired: 1, removed: 0, unchanged: 4 });
    expect(p.changes.items.names).toEqual([{ change: 'retired', label: 'q5' }]);
    expect(p.changes.options).toMatchObject({ retired: 1, removed: 0 });
    expect(p.changes.objects).toMatchObject({ retired: 1, removed: 1, unchanged: 1 });
    expect(p.changes.modules).toMatchObject({ retired: 1, removed: 0, unchanged: 2 });

    const done = await apply(asAdmin, files, p.fingerprint);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.retired).toBe(
      'Retired 1 item, 1 option, 1 module, 1 object that students have attempted: kept for their attempts and reports, left out of new attempts and course pages',
    );
    const retired = async (table: typeof testItems | typeof testItemOptions | typeof learningObjects) =>
      (await t.database.db.select().from(table).where(eq(table.companyCode, f.company.code))).filter(
        (r) => r.retiredAt,
      ).length;
    expect(await retired(testItems)).toBe(1);
    expect(await retired(testItemOptions)).toBe(1);
    expect(await retired(learningObjects)).toBe(1);
    // Applied, the same files change nothing more.
    const again = (await preview(asAdmin, files)).json().data;
    for (const kind of ['items', 'options', 'objects', 'modules'] as const) {
      expect(again.changes[kind]).toMatchObject({ added: 0, changed: 0, removed: 0, retired: 0 });
    }
  });

  it("shows a routed module's rule in the preview: the same file unchanged, a new threshold as a change", async () => {
    const { asAdmin } = await fixture();
    const first = (await preview(asAdmin, [file(multistage(1), 'tests/multi.json')])).json().data;
    expect(first.ok).toBe(true);
    expect(
      (await apply(asAdmin, [file(multistage(1), 'tests/multi.json')], first.fingerprint)).statusCode,
    ).toBe(200);
    const same = (await preview(asAdmin, [file(multistage(1), 'tests/multi.json')])).json().data;
    expect(same.changes.sections).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
    expect(same.changes.items).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
    const moved = (await preview(asAdmin, [file(multistage(2), 'tests/multi.json')])).json().data;
    expect(moved.changes.sections).toMatchObject({ changed: 1, unchanged: 1 });
    const [change] = moved.changes.sections.names;
    expect(change.fields.map((f: { field: string }) => f.field)).toEqual(['routing']);
    expect(change.fields[0].new).toContain('"threshold":2');
    // A routed module whose rule names no earlier section is refused with the reason.
    const bad = multistage(1);
    (bad.sections[1] as { routing: { from: string } }).routing.from = 'nowhere';
    const refused = (await preview(asAdmin, [file(bad, 'tests/multi.json')])).json().data;
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain("'nowhere' is not the key of an earlier section");
  });
});
