import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
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
import {
  countedRow,
  type ListNarrowing,
  narrowedBy,
  QUEUE_LIMIT,
  QueueRepository,
  type WaitingCount,
  type WaitingFigures,
  type WaitingRule,
  waitingColumns,
} from './queue.repository';

const assignee = alias(staff, 'assignee');
/** The review states of work that still waits for staff (the queue's Waiting filter, the home's count). */
export const WAITING_REVIEWS: CareerStatus[] = ['submitted', 'in-progress'];
/** 'Upload' is the CV preparation; anything else the LinkedIn review (spec 3 §2). */
const isCv = sql<boolean>`(${learningObjects.component} ->> 'referenceType') = 'Upload'`;
/** The state of the project's own review: its CV one, or its LinkedIn one. */
const reviewStatus = sql<CareerStatus>`case when ${isCv} then ${careerProjects.resumeStatus} else ${careerProjects.socialStatus} end`;
/** Oldest submission first; a record sent before submittedAt was kept counts from its last change. */
const waitingSince = sql`coalesce(${careerProjects.submittedAt}, ${careerProjects.updatedAt})`;

/**
 * A review waits in a waiting state, since its submission, for its owner; it is late only until its
 * first staff answer (the home and the list alike).
 */
const waitingRule: WaitingRule = {
  waiting: inArray(reviewStatus, WAITING_REVIEWS),
  since: waitingSince,
  owner: careerProjects.assigneeStaffId,
  lateToo: and(isNotNull(careerProjects.submittedAt), isNull(careerProjects.reviewedAt)),
};

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
  learningObjectId: careerProjects.learningObjectId,
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
export class CareerQueueRepository extends QueueRepository<CareerQueueRepository, typeof careerProjects> {
  constructor(db: Db) {
    super(db, careerProjects, 'career project');
  }

  protected on(db: Db) {
    return new CareerQueueRepository(db);
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

  /** A project's course is its learning object's module's. */
  protected ofCourses(courseIds: string[]) {
    return inArray(learningModules.courseId, courseIds);
  }

  /** Reviews in these states, narrowed to late ones and the member's own when asked (issue 40). */
  async items(
    companyCode: string,
    courseIds: string[] | null,
    statuses: CareerStatus[],
    narrowing: ListNarrowing,
  ) {
    return this.select()
      .where(
        and(
          this.scope(companyCode, courseIds),
          inArray(reviewStatus, statuses),
          narrowedBy(waitingRule, narrowing),
        ),
      )
      .orderBy(asc(waitingSince), asc(careerProjects.id))
      .limit(QUEUE_LIMIT);
  }

  /**
   * Reviews that wait (the console home): late by the career target after the submission, until the
   * first staff answer.
   */
  async waiting(
    companyCode: string,
    courseIds: string[] | null,
    count: WaitingCount,
  ): Promise<WaitingFigures> {
    const rows = await this.db
      .select(waitingColumns(waitingRule, count))
      .from(careerProjects)
      .innerJoin(learningObjects, eq(learningObjects.id, careerProjects.learningObjectId))
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(and(this.scope(companyCode, courseIds), waitingRule.waiting));
    return countedRow(rows);
  }

  item(companyCode: string, id: string) {
    return this.one(this.select(), companyCode, id);
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
        this.answeredScope(
          companyCode,
          courseIds,
          careerProjects.reviewedAt,
          since,
          isNotNull(careerProjects.submittedAt),
        ),
      );
  }
}
