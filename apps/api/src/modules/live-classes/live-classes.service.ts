import {
  type Batch,
  type BatchDetail,
  type BatchesResponse,
  type BatchType,
  LIVE_CLASS_LIST_DAYS,
  type LiveClass,
  liveClassesApi,
  LiveClassMessages as M,
} from '@portico/contract/live-classes';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { CoursesRepository } from '../courses/courses.repository';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { batchDatesCalendar } from './batch-dates';
import {
  addDaysToKey,
  classHeading,
  classStatus,
  dayKey,
  daysWindow,
  type ScheduledClass,
} from './class-schedule';
import type { BatchRow, LiveClassesRepository, LiveClassRow } from './live-classes.repository';

/**
 * The day a class is listed under in the student's zone: its start's day, except that a class still
 * on is today's (one that began before midnight and runs past it is not yesterday's).
 */
function classDay(c: ScheduledClass, now: Date, today: string, tz: string): string {
  const day = dayKey(c.classDateTime, tz);
  return day < today && classStatus(c, now) === 'started' ? today : day;
}

/** The batch dates file covers classes from a day ago to this many days ahead. */
export const BATCH_DATES_DAYS = 180;
export const BATCH_DATES_PATH = `/api/${liveClassesApi.batchDates.path}`;
const DAY_MS = 86_400_000;

export type Student = { id: string; companyCode: string };
type BatchesData = Omit<BatchesResponse, 'success' | 'message' | 'errorCode'>;

const presentBatch = (b: BatchRow): Batch => ({
  id: b.id,
  batchName: b.batchName,
  description: b.description,
  batchType: b.typeId,
  batchTypeName: b.typeName,
  languages: b.language,
  isBatchEnabled: b.isEnabled,
  isEnrolled: Boolean(b.enrolled),
});

/**
 * spec 3 §3 Live class, as the student may see it: the join link only for a student of the batch while
 * there is a class to join (an enabled batch, not finished, not cancelled); the recording and answer
 * keys only for a student of the batch.
 */
function presentClass(
  c: LiveClassRow,
  ctx: { companyCode: string; now: Date; tz: string; enrolled: boolean; enabled: boolean },
): LiveClass {
  const clsStatus = classStatus(c, ctx.now);
  const joinable = ctx.enrolled && ctx.enabled && clsStatus !== 'finished' && clsStatus !== 'cancelled';
  return {
    ...classHeading(c, ctx.tz),
    clsStatus,
    alertMessage: c.alertMessage,
    companyCode: ctx.companyCode,
    zoomData: { join_url: joinable ? c.joinUrl : '', duration: c.durationMinutes },
    vimeoLink: ctx.enrolled ? c.vimeoLink : '',
    downloadLink: ctx.enrolled ? c.downloadLink : '',
  };
}

/** spec 3 §2 live classes and batches, and spec 1 §2 the batch dates file, for the signed-in student. */
export class LiveClassesService {
  constructor(
    private readonly repo: LiveClassesRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
  ) {}

  /** spec 1 §2 Profile: the batch dates link, for a student in at least one enabled batch; else ''. */
  async batchDatesUrl(companyCode: string, studentId: string): Promise<string> {
    return (await this.repo.batchCount(companyCode, studentId)) > 0 ? BATCH_DATES_PATH : '';
  }

  /** The classes of the student's batches from a day ago to BATCH_DATES_DAYS ahead, as iCalendar. */
  async batchDates(company: CompanyRow, studentId: string): Promise<string> {
    const now = this.clock.now();
    const classes = await this.repo.classesOfStudent(
      company.code,
      studentId,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + BATCH_DATES_DAYS * DAY_MS),
    );
    return batchDatesCalendar(company.companyName, classes, now);
  }

  /**
   * GET live-class: the classes of the student's enabled batches of the course, from today (in the
   * student's zone) to LIVE_CLASS_LIST_DAYS after, by start.
   */
  async list(student: Student, courseId: string, tz: string): Promise<LiveClass[]> {
    await this.assertCourse(student, courseId);
    const now = this.clock.now();
    const { from, to } = daysWindow(now, LIVE_CLASS_LIST_DAYS);
    const today = dayKey(now, tz);
    const last = addDaysToKey(today, LIVE_CLASS_LIST_DAYS);
    const rows = await this.repo.classesOfStudentCourse(student.companyCode, student.id, courseId, from, to);
    return rows
      .filter((c) => {
        const day = classDay(c, now, today, tz);
        return day >= today && day <= last;
      })
      .map((c) =>
        presentClass(c, { companyCode: student.companyCode, now, tz, enrolled: true, enabled: true }),
      );
  }

  /**
   * GET live-class/batches: the course's batches the student may see (the enabled ones, and disabled
   * ones they are in), their types and languages for the filters, and the course's e-books.
   */
  async batches(student: Student, courseId: string): Promise<BatchesData> {
    await this.assertCourse(student, courseId);
    const rows = await this.repo.batchesOfCourse(student.companyCode, student.id, courseId);
    const types = new Map<string, BatchType>();
    for (const r of rows) {
      if (!types.has(r.typeId)) {
        types.set(r.typeId, {
          id: r.typeId,
          name: r.typeName,
          description: r.typeDescription,
          thumbnail: r.typeThumbnail,
        });
      }
    }
    const downloads = await this.repo.downloads(student.companyCode, courseId);
    return {
      data: rows.map(presentBatch),
      downloads,
      languages: [...new Set(rows.map((r) => r.language))].sort((a, b) => a.localeCompare(b)),
      isOwnAccount: rows.some((r) => r.enrolled),
      batchTypes: [...types.values()],
    };
  }

  /**
   * GET live-class/batch: one batch of the course with its classes split by the student's today
   * (their zone): before today completed, today's, after today upcoming; each by start.
   */
  async batch(student: Student, courseId: string, batchId: string, tz: string): Promise<BatchDetail> {
    await this.assertCourse(student, courseId);
    const [row] = await this.repo.batchesOfCourse(student.companyCode, student.id, courseId, batchId);
    if (!row) throw notFound(M.batchNotFound);
    const now = this.clock.now();
    const today = dayKey(now, tz);
    const ctx = {
      companyCode: student.companyCode,
      now,
      tz,
      enrolled: Boolean(row.enrolled),
      enabled: row.isEnabled,
    };
    const detail: BatchDetail = {
      batch: { ...presentBatch(row), batchTypeDescription: row.typeDescription },
      todayClasses: [],
      completedClasses: [],
      upcomingClasses: [],
    };
    for (const c of await this.repo.classesOfBatch(student.companyCode, row.id)) {
      const day = classDay(c, now, today, tz);
      const list =
        day < today ? detail.completedClasses : day === today ? detail.todayClasses : detail.upcomingClasses;
      list.push(presentClass(c, ctx));
    }
    return detail;
  }

  /** A course of another company is not found; one of this company the student does not hold, refused. */
  private async assertCourse(student: Student, courseId: string): Promise<void> {
    if (!(await this.repo.courseExists(student.companyCode, courseId))) throw notFound(M.courseNotFound);
    const assigned = await this.courses.courseAssigned(
      student.companyCode,
      student.id,
      courseId,
      this.clock.now(),
    );
    if (!assigned) throw forbidden(M.notAssigned);
  }
}
