import { and, asc, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  auditLog,
  type CareerStatus,
  careerComments,
  careerProjects,
  careerResumes,
  courses,
  fileObjects,
  learningModules,
  learningObjects,
  staff,
  students,
} from '../../db/schema';
import { assignableStaff } from './staff-directory.repository';

const assignee = alias(staff, 'assignee');
/** 'Upload' is the CV preparation; anything else the LinkedIn review (spec 3 §2). */
const isCv = sql<boolean>`(${learningObjects.component} ->> 'referenceType') = 'Upload'`;
/** The state of the project's own review: its CV one, or its LinkedIn one. */
const reviewStatus = sql<CareerStatus>`case when ${isCv} then ${careerProjects.resumeStatus} else ${careerProjects.socialStatus} end`;
/** Oldest submission first; a record sent before submittedAt was kept counts from its last change. */
const waitingSince = sql`coalesce(${careerProjects.submittedAt}, ${careerProjects.updatedAt})`;

const itemColumns = {
  id: careerProjects.id,
  companyCode: careerProjects.companyCode,
  studentId: careerProjects.studentId,
  isCv,
  status: reviewStatus,
  socialUrl: careerProjects.socialUrl,
  submittedAt: careerProjects.submittedAt,
  reviewedAt: careerProjects.reviewedAt,
  updatedAt: careerProjects.updatedAt,
  adminDocFileId: careerProjects.adminDocFileId,
  adminDocUpdatedAt: careerProjects.adminDocUpdatedAt,
  projectTitle: learningObjects.title,
  courseId: learningModules.courseId,
  courseName: courses.courseName,
  studentName: students.name,
  studentEmail: students.email,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
};

export type CareerItem = NonNullable<Awaited<ReturnType<CareerQueueRepository['item']>>>;

/**
 * The console's career queue: every query is of one company; faculty's of the courses their
 * projects belong to (learning object → module → course).
 */
export class CareerQueueRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: CareerQueueRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CareerQueueRepository(tx as unknown as Db)));
  }

  private select() {
    return this.db
      .select(itemColumns)
      .from(careerProjects)
      .innerJoin(students, eq(students.id, careerProjects.studentId))
      .innerJoin(learningObjects, eq(learningObjects.id, careerProjects.learningObjectId))
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .innerJoin(courses, eq(courses.id, learningModules.courseId))
      .leftJoin(assignee, eq(assignee.id, careerProjects.assigneeStaffId));
  }

  /** `courseIds` null: the whole company (an admin); else projects of those courses only. */
  private scope(companyCode: string, courseIds: string[] | null): SQL | undefined {
    const company = eq(careerProjects.companyCode, companyCode);
    if (courseIds === null) return company;
    if (courseIds.length === 0) return sql`false`;
    return and(company, inArray(learningModules.courseId, courseIds));
  }

  async items(companyCode: string, courseIds: string[] | null, statuses: CareerStatus[]) {
    return this.select()
      .where(and(this.scope(companyCode, courseIds), inArray(reviewStatus, statuses)))
      .orderBy(asc(waitingSince), asc(careerProjects.id))
      .limit(500);
  }

  async item(companyCode: string, id: string) {
    const rows = await this.select()
      .where(and(eq(careerProjects.companyCode, companyCode), eq(careerProjects.id, id)))
      .limit(1);
    return rows[0];
  }

  /** Locks the project's row for the act that changes it. */
  async lock(companyCode: string, id: string) {
    const rows = await this.db
      .select({ id: careerProjects.id })
      .from(careerProjects)
      .where(and(eq(careerProjects.companyCode, companyCode), eq(careerProjects.id, id)))
      .for('update');
    return rows[0];
  }

  async update(companyCode: string, id: string, set: Partial<typeof careerProjects.$inferInsert>) {
    await this.db
      .update(careerProjects)
      .set(set)
      .where(and(eq(careerProjects.companyCode, companyCode), eq(careerProjects.id, id)));
  }

  /** The project's comments of one kind, oldest first, with the staff member of each. */
  comments(projectId: string, kind: 'social' | 'resume') {
    return this.db
      .select({
        id: careerComments.id,
        author: careerComments.author,
        staffName: staff.name,
        remark: careerComments.remark,
        createdAt: careerComments.createdAt,
      })
      .from(careerComments)
      .leftJoin(staff, eq(staff.id, careerComments.staffId))
      .where(and(eq(careerComments.projectId, projectId), eq(careerComments.kind, kind)))
      .orderBy(asc(careerComments.createdAt), asc(careerComments.id));
  }

  async addComment(values: typeof careerComments.$inferInsert): Promise<void> {
    await this.db.insert(careerComments).values(values);
  }

  /** The student's CVs of the project, newest first, with their stored files. */
  resumes(projectId: string) {
    return this.db
      .select({ file: fileObjects, uploadedAt: careerResumes.createdAt })
      .from(careerResumes)
      .innerJoin(fileObjects, eq(fileObjects.id, careerResumes.fileId))
      .where(and(eq(careerResumes.projectId, projectId), eq(fileObjects.status, 'stored')))
      .orderBy(desc(careerResumes.createdAt), desc(careerResumes.id));
  }

  async file(companyCode: string, id: string) {
    const [row] = await this.db
      .select()
      .from(fileObjects)
      .where(and(eq(fileObjects.companyCode, companyCode), eq(fileObjects.id, id)))
      .limit(1);
    return row;
  }

  /** The expert CV's file: the company's, no student owns it. */
  async insertFile(values: typeof fileObjects.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(fileObjects).values(values).returning({ id: fileObjects.id });
    if (!row) throw new Error('file not stored');
    return row.id;
  }

  /** Projects first answered since `since`: submitted, answered, and their owner. */
  async reviewedSince(companyCode: string, courseIds: string[] | null, since: Date) {
    return this.db
      .select({
        submittedAt: careerProjects.submittedAt,
        reviewedAt: careerProjects.reviewedAt,
        staffId: careerProjects.assigneeStaffId,
        staffName: assignee.name,
      })
      .from(careerProjects)
      .innerJoin(learningObjects, eq(learningObjects.id, careerProjects.learningObjectId))
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .leftJoin(assignee, eq(assignee.id, careerProjects.assigneeStaffId))
      .where(
        and(
          this.scope(companyCode, courseIds),
          isNotNull(careerProjects.submittedAt),
          isNotNull(careerProjects.reviewedAt),
          gte(careerProjects.reviewedAt, since),
        ),
      );
  }

  /** Who work can be given to (staff-directory.repository.ts). */
  enabledStaff(companyCode: string) {
    return assignableStaff(this.db, companyCode);
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
