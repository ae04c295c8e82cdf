import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import { courses, videos } from '../../db/schema';
import { AuditedRepository } from './audited.repository';

export type VideoRow = typeof videos.$inferSelect;
export type VideoWrite = Omit<typeof videos.$inferInsert, 'id' | 'companyCode' | 'createdAt'>;

/** The only file of the console's dashboard-videos area that touches the database; every query is per company. */
export class VideosRepository extends AuditedRepository<VideosRepository> {
  protected on(db: Db) {
    return new VideosRepository(db);
  }

  /** The company's videos by section, course, order and title. */
  list(companyCode: string): Promise<VideoRow[]> {
    return this.db
      .select()
      .from(videos)
      .where(eq(videos.companyCode, companyCode))
      .orderBy(asc(videos.section), asc(videos.orderNo), asc(videos.title), asc(videos.id))
      .limit(2000);
  }

  /** By name only: the video form lists them so. */
  override courses(companyCode: string): Promise<{ id: string; courseName: string }[]> {
    return this.db
      .select({ id: courses.id, courseName: courses.courseName })
      .from(courses)
      .where(eq(courses.companyCode, companyCode))
      .orderBy(asc(courses.courseName));
  }

  /** One video of the company, locked for the rest of the transaction. */
  lock(companyCode: string, id: string): Promise<VideoRow | undefined> {
    return this.lockOwned(videos, companyCode, id);
  }

  /** Every video of one section for one course (or for all courses), locked, in their order now. */
  lockSection(
    companyCode: string,
    section: VideoRow['section'],
    courseId: string | null,
  ): Promise<VideoRow[]> {
    return this.db
      .select()
      .from(videos)
      .where(
        and(
          eq(videos.companyCode, companyCode),
          eq(videos.section, section),
          courseId ? eq(videos.courseId, courseId) : isNull(videos.courseId),
        ),
      )
      .orderBy(asc(videos.orderNo), asc(videos.title), asc(videos.id))
      .for('update');
  }

  insert(companyCode: string, values: VideoWrite, createdAt: Date): Promise<VideoRow> {
    return this.insertOne(videos, { ...values, companyCode, createdAt }, 'video');
  }

  update(companyCode: string, id: string, values: Partial<VideoWrite>): Promise<VideoRow> {
    return this.updateOwned(videos, companyCode, id, values, 'video');
  }

  remove(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(videos, companyCode, id);
  }

  /** The first of the ids that is a video of the company: it names the section a reorder is of. */
  first(companyCode: string, ids: string[]): Promise<VideoRow | undefined> {
    return firstRow(this.db, videos, and(eq(videos.companyCode, companyCode), inArray(videos.id, ids)));
  }
}
