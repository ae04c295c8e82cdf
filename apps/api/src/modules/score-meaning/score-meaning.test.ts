import { describeScore } from '@portico/contract/score-gap';
import type { MeaningTable } from '@portico/contract/score-meaning';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';
import { defaultMeaningTables } from './score-meaning.defaults';

/**
 * What each score means and the student's targets (decision 043): a student reads the
 * company's tables and writes only their own targets; an admin replaces or restores a table, audited;
 * nothing crosses companies or students.
 */
const t = useTestApp();

async function fixture() {
  const company = await createCompany(t);
  const student = await createStudent(t, company.code);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty' });
  return {
    company,
    asStudent: await login(t, company.host, student.email, student.password),
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
  };
}
type Session = { c: ReturnType<typeof client>; token: string };
const put = (s: Session, url: string, payload: object) =>
  s.c.send({ method: 'PUT', url, payload, token: s.token });
const TARGETS = '/api/profile/targets';
const CONSOLE = '/api/console/score-meanings';
const ieltsTable = (over: object = {}) => ({ ...defaultMeaningTables.ielts, ...over });

describe('student targets', () => {
  it("refuses no session and another company's session", async () => {
    const { company, asStudent } = await fixture();
    const other = await createCompany(t);
    for (const url of [TARGETS, '/api/score-meanings']) {
      expect((await client(t, company.host).get(url)).statusCode).toBe(401);
      expect((await client(t, other.host).get(url, asStudent.token)).statusCode).toBe(401);
    }
    const foreign = await client(t, other.host).send({
      method: 'PUT',
      url: TARGETS,
      payload: {},
      token: asStudent.token,
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('starts empty, saves targets per exam and reads them back on the meanings', async () => {
    const { asStudent } = await fixture();
    expect((await asStudent.c.get(TARGETS, asStudent.token)).json().data).toEqual({});
    const body = {
      ielts: { Writing: 7, Overall: 7 },
      celpip: { Listening: 9 },
      sat: { Total: 1400 },
      gre: {},
    };
    const res = await put(asStudent, TARGETS, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Your targets are saved.' });
    const saved = { ielts: { Writing: 7, Overall: 7 }, celpip: { Listening: 9 }, sat: { Total: 1400 } };
    expect(res.json().data).toEqual(saved);
    const meanings = (await asStudent.c.get('/api/score-meanings', asStudent.token)).json().data;
    expect(meanings.targets).toEqual(saved);
    expect(meanings.tables.map((x: { table: { exam: string } }) => x.table.exam)).toEqual([
      'ielts',
      'pte',
      'celpip',
      'duolingo',
      'gre',
      'sat',
    ]);
    expect(meanings.tables[0]).toEqual({ custom: false, table: defaultMeaningTables.ielts });
  });

  it("answers ETS's GRE and College Board's SAT percentile tables with their edition", async () => {
    const { asStudent } = await fixture();
    const { tables } = (await asStudent.c.get('/api/score-meanings', asStudent.token)).json().data;
    const table = (exam: string): MeaningTable =>
      tables.find((x: { table: MeaningTable }) => x.table.exam === exam).table;
    const gre = table('gre');
    expect(gre).toMatchObject({ verified: true, source: { publisher: 'ETS' } });
    expect(gre.source.year).toBe('2024-25 edition: tested July 2020 - June 2023');
    // ETS Table 1B/1C (2024-25): Verbal 158 = 77, Quant 158 = 48, Writing 4.5 = 83.
    expect(describeScore(gre, 'Verbal', 158)).toBe('77th percentile');
    expect(describeScore(gre, 'Quant', 158)).toBe('48th percentile');
    expect(describeScore(gre, 'Writing', 4.5)).toBe('83rd percentile');
    const sat = table('sat');
    expect(sat).toMatchObject({ verified: true, source: { publisher: 'College Board' } });
    expect(sat.source.year).toBe('2025-26 edition: classes of 2023-2025');
    // College Board User Group percentiles (classes of 2023-2025): Total 1210 = 77, Math 560 = 68.
    expect(describeScore(sat, 'Total', 1210)).toBe('77th percentile');
    expect(describeScore(sat, 'Math', 560)).toBe('68th percentile');
  });

  it('refuses a target off the exam’s scale or a score the exam does not report, with a clear message', async () => {
    const { asStudent } = await fixture();
    const cases: [object, string][] = [
      [{ ielts: { Writing: 7.25 } }, 'IELTS Writing target must be 0 to 9 in steps of 0.5'],
      [{ pte: { Overall: 95 } }, 'PTE Academic Overall target must be 10 to 90 in steps of 1'],
      [
        { duolingo: { Overall: 122 } },
        'Duolingo English Test Overall target must be 10 to 160 in steps of 5',
      ],
      [{ gre: { Total: 320 } }, 'GRE General Test has no Total score'],
      [{ toefl: { Overall: 100 } }, 'Unrecognized key: "toefl"'],
      // A name a megabyte long is refused without being written back a megabyte long.
      [{ ielts: { ['x'.repeat(1_000_000)]: 7 } }, `IELTS has no ${'x'.repeat(40)}… score`],
    ];
    for (const [body, message] of cases) {
      const res = await put(asStudent, TARGETS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
      expect(res.body.length).toBeLessThan(300);
    }
    expect((await asStudent.c.get(TARGETS, asStudent.token)).json().data).toEqual({});
  });

  it("never shows or changes another student's targets", async () => {
    const { company, asStudent } = await fixture();
    const other = await createStudent(t, company.code);
    const asOther = await login(t, company.host, other.email, other.password);
    await put(asStudent, TARGETS, { ielts: { Overall: 7.5 } });
    await put(asOther, TARGETS, { pte: { Overall: 65 } });
    expect((await asStudent.c.get(TARGETS, asStudent.token)).json().data).toEqual({
      ielts: { Overall: 7.5 },
    });
    expect((await asOther.c.get(TARGETS, asOther.token)).json().data).toEqual({ pte: { Overall: 65 } });
  });
});

describe('score-meaning tables in the console', () => {
  it("refuses no session, a student's session, another company's admin and faculty", async () => {
    const { company, asStudent, asFaculty } = await fixture();
    const other = await createCompany(t);
    const otherAdmin = await createStaff(t, other.code);
    const asOtherAdmin = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    expect((await client(t, company.host).get(CONSOLE)).statusCode).toBe(401);
    expect((await client(t, company.host).get(CONSOLE, asStudent.token)).statusCode).toBe(401);
    expect((await client(t, company.host).get(CONSOLE, asOtherAdmin.token)).statusCode).toBe(401);
    expect((await asFaculty.c.get(CONSOLE, asFaculty.token)).statusCode).toBe(403);
    expect((await put(asFaculty, `${CONSOLE}/ielts`, ieltsTable())).statusCode).toBe(403);
  });

  it('replaces a table for its own company only, audited, and restores the default', async () => {
    const { company, asAdmin, asStudent } = await fixture();
    const neighbour = await createCompany(t);
    const neighbourStudent = await createStudent(t, neighbour.code);
    const asNeighbour = await login(t, neighbour.host, neighbourStudent.email, neighbourStudent.password);
    const listed = (await asAdmin.c.get(CONSOLE, asAdmin.token)).json().data;
    expect(listed).toHaveLength(6);
    expect(listed[0]).toMatchObject({ exam: 'ielts', custom: false, table: defaultMeaningTables.ielts });

    const mine = ieltsTable({ rows: [{ min: 0, max: 9, level: 'B2' }], note: 'House rule' });
    const saved = await put(asAdmin, `${CONSOLE}/ielts`, mine);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('The table is saved.');
    expect(saved.json().data[0]).toMatchObject({ custom: true, table: { note: 'House rule' } });

    const forStudent = (await asStudent.c.get('/api/score-meanings', asStudent.token)).json().data.tables[0];
    expect(forStudent).toMatchObject({ custom: true, table: { rows: [{ min: 0, max: 9, level: 'B2' }] } });
    const forNeighbour = (await asNeighbour.c.get('/api/score-meanings', asNeighbour.token)).json().data
      .tables[0];
    expect(forNeighbour).toEqual({ custom: false, table: defaultMeaningTables.ielts });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entity, 'score-meaning')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'score-meaning.update', entityId: 'ielts', before: null });

    const reset = await asAdmin.c.send({ method: 'DELETE', url: `${CONSOLE}/ielts`, token: asAdmin.token });
    expect(reset.json()).toMatchObject({ message: 'The table is back to Portico’s default.' });
    expect(reset.json().data[0]).toMatchObject({ custom: false, table: defaultMeaningTables.ielts });
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'score-meaning.reset')));
    expect(after).toHaveLength(1);
  });

  it('refuses a bad table with a clear message, never a 500', async () => {
    const { asAdmin } = await fixture();
    const cases: [string, object, string][] = [
      ['ielts', ieltsTable({ exam: 'pte' }), 'This is the ielts table: its exam must be ielts'],
      ['ielts', ieltsTable({ rows: [{ min: 7, max: 6, level: 'C1' }] }), 'lowest score no higher'],
      [
        'ielts',
        ieltsTable({
          rows: [
            { min: 4, max: 6, level: 'B1' },
            { min: 6, max: 7, level: 'B2' },
          ],
        }),
        'overlap',
      ],
      [
        'ielts',
        ieltsTable({ source: { ...defaultMeaningTables.ielts.source, url: 'not a link' } }),
        'web address',
      ],
      ['toefl', ieltsTable(), 'exam must be one of'],
    ];
    for (const [exam, body, message] of cases) {
      const res = await put(asAdmin, `${CONSOLE}/${exam}`, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
