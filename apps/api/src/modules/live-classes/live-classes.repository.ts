import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batchEnrolments,
  courses,
  liveClassBatches,
  liveClassBatchTypes,
  liveClassDownloads,
  liveClasses,
} from '../../db/schema';
import { ofStudent, ownedExists } from '../tenancy/owned-rows.repository';
import type { ClassScheduleRow } from './class-schedule';

/** A batch page holds at most this many classes (a year of daily classes and more). */
export const BATCH_CLASSES_LIMIT = 500;

/** What every list of classes shows of a class. */
const scheduleColumns = {
  id: liveClasses.id,
  className: liveClasses.className,
  agenda: liveClasses.agenda,
  classDateTime: liveClasses.classDateTime,
  durationMinutes: liveClasses.durationMinutes,
  joinUrl: liveClasses.joinUrl,
  status: liveClasses.status,
};
const classColumns = {
  ...scheduleColumns,
  alertMessage: liveClasses.alertMessage,
  vimeoLink: liveClasses.vimeoLink,
  downloadLink: liveClasses.downloadLink,
  batchId: liveClassBatches.id,
  batchName: liveClassBatches.batchName,
};
export type LiveClassRow = ClassScheduleRow & {
  alertMessage: string;
  vimeoLink: string;
  downloadLink: string;
  batchId: string;
  batchName: string;
};

export type BatchRow = {
  id: string;
  batchName: string;
  description: string;
  language: string;
  isEnabled: boolean;
  enrolled: boolean;
  typeId: string;
  typeName: string;
  typeDescription: string;
  typeThumbnail: string;
  typeOrder: number;
};

/**
 * Classes of the student's enabled batches that start within [from, to) (batch enrolments joined
 * with their batches and classes); spread into `and(...)`.
 */
const studentClassesWithin = (companyCode: string, studentId: string, from: Date, to: Date) => [
  ...ofStudent(batchEnrolments, companyCode, studentId),
  eq(liveClassBatches.isEnabled, true),
  gte(liveClasses.classDateTime, from),
  lt(liveClasses.classDateTime, to),
];

/** The only file of the live classes area that touches the database; every query is per company. */
export class LiveClassesRepository {
  constructor(private readonly db: Db) {}

  /** How many enabled batches the student is in. */
  async batchCount(companyCode: string, studentId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .where(
        and(...ofStudent(batchEnrolments, companyCode, studentId), eq(liveClassBatches.isEnabled, true)),
      );
    return row?.n ?? 0;
  }

  /** The classes of the student's enabled batches that start within [from, to) (every course). */
  classesOfStudent(companyCode: string, studentId: string, from: Date, to: Date) {
    return this.db
      .select({
        ...scheduleColumns,
        batchName: liveClassBatches.batchName,
        courseName: courses.courseName,
      })
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .innerJoin(courses, eq(courses.id, liveClassBatches.courseId))
      .innerJoin(liveClasses, eq(liveClasses.batchId, liveClassBatches.id))
      .where(and(...studentClassesWithin(companyCode, studentId, from, to)))
      .orderBy(asc(liveClasses.classDateTime));
  }

  /** Whether the course is one of the company's. */
  courseExists(companyCode: string, courseId: string): Promise<boolean> {
    return ownedExists(this.db, courses, companyCode, courseId);
  }

  /** The classes of one course's enabled batches the student is in, starting within [from, to). */
  classesOfStudentCourse(
    companyCode: string,
    studentId: string,
    courseId: string,
    from: Date,
    to: Date,
  ): Promise<LiveClassRow[]> {
    return this.db
      .select(classColumns)
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .innerJoin(liveClasses, eq(liveClasses.batchId, liveClassBatches.id))
      .where(
        and(
          ...studentClassesWithin(companyCode, studentId, from, to),
          eq(liveClassBatches.companyCode, companyCode),
          eq(liveClassBatches.courseId, courseId),
        ),
      )
      .orderBy(asc(liveClasses.classDateTime), asc(liveClasses.id))
      .limit(BATCH_CLASSES_LIMIT);
  }

  /**
   * The course's batches a student may see: the enabled ones, and disabled ones the student is in;
   * with their type and the student's place, in the provider's type order, then by name.
   */
  batchesOfCourse(companyCode: string, studentId: string, courseId: string, batchId?: string) {
    return this.db
      .select({
        id: liveClassBatches.id,
        batchName: liveClassBatches.batchName,
        description: liveClassBatches.description,
        language: liveClassBatches.language,
        isEnabled: liveClassBatches.isEnabled,
        enrolled: sql<boolean>`${batchEnrolments.studentId} is not null`,
        typeId: liveClassBatchTypes.id,
        typeName: liveClassBatchTypes.name,
        typeDescription: liveClassBatchTypes.description,
        typeThumbnail: liveClassBatchTypes.thumbnail,
        typeOrder: liveClassBatchTypes.orderNo,
      })
      .from(liveClassBatches)
      .innerJoin(liveClassBatchTypes, eq(liveClassBatchTypes.id, liveClassBatches.batchTypeId))
      .leftJoin(
        batchEnrolments,
        and(
          eq(batchEnrolments.batchId, liveClassBatches.id),
          ...ofStudent(batchEnrolments, companyCode, studentId),
        ),
      )
      .where(
        and(
          eq(liveClassBatches.companyCode, companyCode),
          eq(liveClassBatches.courseId, courseId),
          batchId ? eq(liveClassBatches.id, batchId) : undefined,
          or(eq(liveClassBatches.isEnabled, true), sql`${batchEnrolments.studentId} is not null`),
        ),
      )
      .orderBy(
        asc(liveClassBatchTypes.orderNo),
        asc(liveClassBatchTypes.name),
        asc(liveClassBatches.batchName),
        asc(liveClassBatches.id),
      ) as Promise<BatchRow[]>;
  }

  /** A batch's classes by start (at most BATCH_CLASSES_LIMIT, the latest when there are more). */
  async classesOfBatch(companyCode: string, batchId: string): Promise<LiveClassRow[]> {
    const rows = await this.db
      .select(classColumns)
      .from(liveClasses)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, liveClasses.batchId))
      .where(and(eq(liveClasses.companyCode, companyCode), eq(liveClasses.batchId, batchId)))
      .orderBy(desc(liveClasses.classDateTime), desc(liveClasses.id))
      .limit(BATCH_CLASSES_LIMIT);
    return rows.reverse();
  }

  /** spec 3 §2 the course's e-book downloads, in the provider's order. */
  downloads(companyCode: string, courseId: string) {
    return this.db
      .select({
        id: liveClassDownloads.id,
        title: liveClassDownloads.title,
        downloadUrl: liveClassDownloads.downloadUrl,
      })
      .from(liveClassDownloads)
      .where(and(eq(liveClassDownloads.companyCode, companyCode), eq(liveClassDownloads.courseId, courseId)))
      .orderBy(asc(liveClassDownloads.orderNo), asc(liveClassDownloads.title));
  }
}
