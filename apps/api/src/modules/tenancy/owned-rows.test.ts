import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCourse, createStudent, enrol, useTestApp } from '../../../test/harness';
import { enrolments, learningModules, students } from '../../db/schema';
import { currentOf, findOwned, ofStudent, runningUntil } from './owned-rows.repository';

const t = useTestApp();

describe('the shared conditions of a company’s rows', () => {
  it('render the same statement as the conditions written out (prepared statements keep their text)', () => {
    const db = t.database.db;
    const spread = db
      .select()
      .from(enrolments)
      .where(and(...ofStudent(enrolments, 'acme', 's1'), eq(enrolments.productId, 'p1')))
      .toSQL();
    const written = db
      .select()
      .from(enrolments)
      .where(
        and(
          eq(enrolments.companyCode, 'acme'),
          eq(enrolments.studentId, 's1'),
          eq(enrolments.productId, 'p1'),
        ),
      )
      .toSQL();
    expect(spread).toEqual(written);

    const current = db
      .select()
      .from(learningModules)
      .where(and(...currentOf(learningModules, 'acme', eq(learningModules.courseId, 'c1'))))
      .toSQL();
    const currentWritten = db
      .select()
      .from(learningModules)
      .where(
        and(
          eq(learningModules.companyCode, 'acme'),
          eq(learningModules.courseId, 'c1'),
          isNull(learningModules.retiredAt),
        ),
      )
      .toSQL();
    expect(current).toEqual(currentWritten);
  });

  it('finds a row by id in its own company only', async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const student = await createStudent(t, co.code);
    const db = t.database.db;
    expect((await findOwned(db, students, co.code, student.id))?.email).toBe(student.email);
    expect(await findOwned(db, students, other.code, student.id)).toBeUndefined();
  });

  it('answers the latest running expiry of a student’s product, none once it has run out', async () => {
    const co = await createCompany(t);
    const { product } = await createCourse(t, co.code);
    const student = await createStudent(t, co.code);
    const now = t.clock.now();
    const who = { companyCode: co.code, studentId: student.id };
    expect(await runningUntil(t.database.db, who, product.id, now)).toBeUndefined();
    await enrol(t, student, product.id, 10);
    await enrol(t, student, product.id, 40);
    const until = await runningUntil(t.database.db, who, product.id, now);
    expect(until?.getTime()).toBe(now.getTime() + 40 * 86_400_000);
    const later = new Date(now.getTime() + 41 * 86_400_000);
    expect(await runningUntil(t.database.db, who, product.id, later)).toBeUndefined();
  });
});
