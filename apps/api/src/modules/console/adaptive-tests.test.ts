import { AdaptiveMessages } from '@portico/contract/adaptive';
import { ConsoleMessages } from '@portico/contract/console';
import { AdaptiveTestMessages as M } from '@portico/contract/console-adaptive';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adaptivePool, poolScale, poolTopic } from '../../../test/adaptive-pool-fixture';
import { assessmentFixture, launchPractice } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, useTestApp } from '../../../test/harness';
import { answer, type Launch, multistage, type Section, toModuleTwo } from '../../../test/multistage-fixture';
import { auditLog, studentTests, testSections } from '../../db/schema';
import { TestContentRepository } from '../assessment/test-content.repository';

// Issue 43 part 1: authors see and edit a test's routing in the console — the rule on the routing
// module, each route's raw→scaled table, and an item-by-item section's settings — one section per save,
// never over another administrator's change, and the next attempt is routed by what was saved.
const t = useTestApp();

type Session = Awaited<ReturnType<typeof staffLogin>>;
const signIn = async (companyCode: string, host: string, role: 'admin' | 'faculty' = 'admin') => {
  const member = await createStaff(t, companyCode, { role });
  return staffLogin(t, host, member.email, member.password);
};
const list = (s: Session) => s.c.get('/api/console/adaptive-tests', s.token);
const view = (s: Session, id: string) => s.c.get(`/api/console/adaptive-tests/${id}`, s.token);
const save = (s: Session, id: string, sectionId: string, body: object) =>
  s.c.send({
    method: 'PUT',
    url: `/api/console/adaptive-tests/${id}/sections/${sectionId}`,
    payload: body,
    token: s.token,
  });

const sixPool = adaptivePool(
  [-1.5, -1, -0.5, 0.5, 1, 1.5].map((b, n) => ({
    key: `p${n}`,
    type: 'mcq',
    topic: poolTopic(n),
    html: `<p>Pool question ${n}</p>`,
    irt: { a: 1.2, b },
    options: [{ text: 'right', correct: true }, { text: 'wrong' }],
  })),
  { length: 4 },
);

describe('the console’s adaptive tests', () => {
  it('shows a routed module’s rule, tables and routes taken, and routes the next attempt by a saved threshold', async () => {
    const first = await toModuleTwo(t, 3);
    const { f } = first;
    const admin = await signIn(f.company.code, f.company.host);
    const listed = (await list(admin)).json().data.tests;
    expect(listed).toEqual([expect.objectContaining({ id: f.testId, routed: 1, adaptive: 0 })]);

    const shown = (await view(admin, f.testId)).json().data;
    const [section] = shown.sections;
    expect(section).toMatchObject({
      kind: 'routed',
      title: 'Math: Module 2',
      from: { title: 'Math: Module 1', questions: 4 },
      questions: { easier: 2, harder: 2 },
      attempts: { easier: 0, harder: 1 },
      scale: { min: 200, max: 800, step: 10 },
      settings: { rule: { kind: 'raw-threshold', threshold: 3 } },
    });
    expect(section.settings.tables.harder).toEqual(multistage.conversionTables['Math@harder']);

    // 4 right now needed for the harder module; the harder table's top moves to 800.
    const harder = section.settings.tables.harder.map((r: { raw: number; scaled: number }) =>
      r.raw === 6 ? { raw: 6, scaled: 800 } : r,
    );
    const settings = {
      rule: { kind: 'raw-threshold', threshold: 4 },
      tables: { ...section.settings.tables, harder },
    };
    const saved = await save(admin, f.testId, section.id, {
      kind: 'routed',
      expected: section.settings,
      settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(M.saved);
    expect(saved.json().data.sections[0].settings).toEqual(settings);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, f.company.code), eq(auditLog.action, 'adaptive.routing.update')));
    expect(entry).toMatchObject({ entityId: section.id, before: section.settings, after: settings });

    // Another administrator's page still shows the old settings: its save is refused, nothing moves.
    const stale = await save(admin, f.testId, section.id, {
      kind: 'routed',
      expected: section.settings,
      settings: { ...section.settings, rule: { kind: 'raw-threshold', threshold: 2 } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changed);
    const [row] = await t.database.db.select().from(testSections).where(eq(testSections.id, section.id));
    expect(row?.routing?.rule).toEqual({ kind: 'raw-threshold', threshold: 4 });

    // The student's next attempt (the mock of the same test) with 3 of 4 right now goes the easier way.
    const { id, data } = await launchPractice(f, f.objects.mock);
    const [one, two] = (data as Launch).testJson.SectionResponse as [Section, Section];
    expect((await answer(f, id, one.ItemResponse, 3)).statusCode).toBe(200);
    const started = await f.c.post('/api/assessment/start', {
      testId: id,
      sectionId: two.QuestionPaperSectionID,
    });
    expect(started.statusCode, started.body).toBe(200);
    const [attemptRow] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    expect(attemptRow?.routes[section.id]).toMatchObject({ route: 'easier', raw: 3 });
    expect((await view(admin, f.testId)).json().data.sections[0].attempts).toEqual({ easier: 1, harder: 1 });
  });

  it('refuses a table that falls, a score off the exam’s scale, a raw score twice and a threshold above the module', async () => {
    const f = await assessmentFixture(t, { testExtra: multistage });
    const admin = await signIn(f.company.code, f.company.host);
    const section = (await view(admin, f.testId)).json().data.sections[0];
    const { tables } = section.settings;
    const attempt = async (settings: object) =>
      save(admin, f.testId, section.id, { kind: 'routed', expected: section.settings, settings });
    const cases: [object, string][] = [
      [
        {
          rule: section.settings.rule,
          tables: {
            ...tables,
            easier: [
              { raw: 0, scaled: 400 },
              { raw: 1, scaled: 300 },
            ],
          },
        },
        AdaptiveMessages.notMonotone,
      ],
      [
        { rule: section.settings.rule, tables: { ...tables, easier: [{ raw: 0, scaled: 205 }] } },
        'raw 0-0: 205 is not a SAT section score (200-800, step 10)',
      ],
      [
        {
          rule: section.settings.rule,
          tables: {
            ...tables,
            easier: [
              { raw: 1, scaled: 300 },
              { raw: 1, scaled: 310 },
            ],
          },
        },
        M.rawTwice(1),
      ],
      [{ rule: { kind: 'raw-threshold', threshold: 5 }, tables }, M.thresholdAbove(4)],
    ];
    for (const [settings, message] of cases) {
      const res = await attempt(settings);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // An empty table takes the route's table away (the measure's own table scores it).
    const none = await attempt({ rule: section.settings.rule, tables: { ...tables, easier: [] } });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.sections[0].settings.tables.easier).toEqual([]);
    const back = (await view(admin, f.testId)).json().data.sections[0];
    expect(back.settings.tables.harder).toEqual(tables.harder);
  });

  it('changes an item-by-item section’s length and shares within its pool', async () => {
    const f = await assessmentFixture(t, { testExtra: sixPool });
    const admin = await signIn(f.company.code, f.company.host);
    const section = (await view(admin, f.testId)).json().data.sections[0];
    expect(section).toMatchObject({
      kind: 'item',
      attempts: 0,
      poolVersion: null,
      settings: { length: 4, topK: 5, maxExposure: null },
    });
    expect(section.items).toHaveLength(6);
    expect(section.items[0]).toMatchObject({
      key: 'p0',
      topic: 'Read and Select',
      authored: { a: 1.2, b: -1.5, c: 0 },
    });
    const attempt = (settings: object) =>
      save(admin, f.testId, section.id, { kind: 'item', expected: section.settings, settings });
    const refused: [object, string][] = [
      [{ ...section.settings, length: 7 }, M.lengthAbovePool(6)],
      [
        { ...section.settings, targets: { 'Read and Select': 0.5, Speaking: 0.5 } },
        M.unknownTopic('Speaking'),
      ],
      [{ ...section.settings, targets: { 'Read and Select': 0.5 } }, AdaptiveMessages.targetsSum],
    ];
    for (const [settings, message] of refused) {
      const res = await attempt(settings);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // What launches read is kept per version of the test (issue 19): read once before the save, the
    // next launch must still see the saved settings.
    const content = new TestContentRepository(t.database.db);
    expect(await content.testContent(f.company.code, f.testId)).toBeDefined();
    const settings = { length: 6, topK: 2, maxExposure: 0.8, targets: null };
    const saved = await attempt(settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.sections[0].settings).toEqual(settings);
    const [row] = await t.database.db.select().from(testSections).where(eq(testSections.id, section.id));
    expect(row?.adaptive).toEqual({
      kind: 'item',
      length: 6,
      topK: 2,
      maxExposure: 0.8,
      scale: poolScale,
    });
    const launched = await content.testContent(f.company.code, f.testId);
    expect(launched?.sections.find((s) => s.id === section.id)?.adaptive).toMatchObject({
      length: 6,
      topK: 2,
    });
  });

  it('is the administrators’: a teacher is refused, another company finds nothing', async () => {
    const f = await assessmentFixture(t, { testExtra: multistage });
    const teacher = await signIn(f.company.code, f.company.host, 'faculty');
    expect((await list(teacher)).statusCode).toBe(403);
    expect((await view(teacher, f.testId)).json().message).toBe(ConsoleMessages.adminOnly);
    const other = await createCompany(t);
    const stranger = await signIn(other.code, other.host);
    expect((await list(stranger)).json().data.tests).toEqual([]);
    const seen = await view(stranger, f.testId);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().message).toBe(M.notFound);
    const section = (await view(await signIn(f.company.code, f.company.host), f.testId)).json().data
      .sections[0];
    const res = await save(stranger, f.testId, section.id, {
      kind: 'routed',
      expected: section.settings,
      settings: { ...section.settings, rule: { kind: 'raw-threshold', threshold: 0 } },
    });
    expect(res.statusCode).toBe(404);
  });
});
