import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  aboutPages,
  careerProjects,
  coupons,
  courses,
  enrolments,
  introSteps,
  liveClassBatches,
  liveClassBatchTypes,
  liveClassDownloads,
  liveClasses,
  notifications,
  products,
  scoreReports,
  staff,
  students,
  studentTests,
  supportTickets,
  videos,
} from '../../db/schema';
import { isUuid } from '../../lib/text';
import type { CompanyOwnedTable } from '../tenancy/owned-rows.repository';

/** The audit log's entities named by a column of their own row. */
const OWN_NAME: Record<string, { table: CompanyOwnedTable; name: PgColumn }> = {
  staff: { table: staff, name: staff.name },
  student: { table: students, name: students.name },
  product: { table: products, name: products.title },
  coupon: { table: coupons, name: coupons.code },
  notice: { table: notifications, name: notifications.title },
  video: { table: videos, name: videos.title },
  course: { table: courses, name: courses.courseName },
  about_page: { table: aboutPages, name: aboutPages.pageTitle },
  intro_step: { table: introSteps, name: introSteps.title },
  'live-batch-type': { table: liveClassBatchTypes, name: liveClassBatchTypes.name },
  'live-batch': { table: liveClassBatches, name: liveClassBatches.batchName },
  'live-class': { table: liveClasses, name: liveClasses.className },
  'live-download': { table: liveClassDownloads, name: liveClassDownloads.title },
};

/** The audit log's entities that are one student's: named by the student. */
const STUDENTS_OWN: Record<string, CompanyOwnedTable & { studentId: PgColumn }> = {
  enrolment: enrolments,
  support_ticket: supportTickets,
  score_report: scoreReports,
  career_project: careerProjects,
  student_test: studentTests,
};

/** The rows of one entity whose names are asked for: their id and name, of the company only. */
function namesOf(db: Db, companyCode: string, entity: string, ids: string[]) {
  const own = OWN_NAME[entity];
  if (own) {
    return db
      .select({ id: own.table.id, name: own.name })
      .from(own.table)
      .where(and(eq(own.table.companyCode, companyCode), inArray(own.table.id, ids)));
  }
  const table = STUDENTS_OWN[entity];
  if (!table) return Promise.resolve([]);
  return db
    .select({ id: table.id, name: students.name })
    .from(table)
    .innerJoin(students, eq(students.id, table.studentId))
    .where(and(eq(table.companyCode, companyCode), inArray(table.id, ids)));
}

/**
 * The readable names of the records audit entries name (`entity`, `entityId`), keyed
 * `entity:entityId`: one indexed read per kind of record among them; a record of no known kind, or
 * one deleted since, has none.
 */
export async function recordNames(
  db: Db,
  companyCode: string,
  records: { entity: string; entityId: string }[],
): Promise<Map<string, string>> {
  const idsOf = new Map<string, Set<string>>();
  for (const r of records) {
    if (!isUuid(r.entityId)) continue;
    idsOf.set(r.entity, (idsOf.get(r.entity) ?? new Set()).add(r.entityId));
  }
  const names = new Map<string, string>();
  for (const [entity, ids] of idsOf) {
    for (const row of await namesOf(db, companyCode, entity, [...ids])) {
      names.set(`${entity}:${row.id}`, String(row.name));
    }
  }
  return names;
}
