import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, courses, videos } from '../../db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type VideoWrite = Omit<typeof videos.$inferInsert, 'id' | 'companyCode' | 'createdAt'>;

/** The only file of the console's dashboard-videos area that touches the database; every query is per company. */
export class VideosRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: VideosRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new VideosRepository(tx as unknown as Db)));
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

  courses(companyCode: string): Promise<{ id: string; courseName: string }[]> {
    return this.db
      .select({ id: courses.id, courseName: courses.courseName })
      .from(courses)
      .where(eq(courses.companyCode, companyCode))
      .orderBy(asc(courses.courseName));
  }

  /** One video of the company, locked for the rest of the transaction. */
  async lock(companyCode: string, id: string): Promise<VideoRow | undefined> {
    const rows = await this.db
      .select()
      .from(videos)
      .where(and(eq(videos.companyCode, companyCode), eq(videos.id, id)))
      .for('update');
    return rows[0];
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

  async insert(companyCode: string, values: VideoWrite, createdAt: Date): Promise<VideoRow> {
    const [row] = await this.db
      .insert(videos)
      .values({ ...values, companyCode, createdAt })
      .returning();
    if (!row) throw new Error('video insert returned nothing');
    return row;
  }

  async update(companyCode: string, id: string, values: Partial<VideoWrite>): Promise<VideoRow> {
    const [row] = await this.db
      .update(videos)
      .set(values)
      .where(and(eq(videos.companyCode, companyCode), eq(videos.id, id)))
      .returning();
    if (!row) throw new Error('video update returned nothing');
    return row;
  }

  async remove(companyCode: string, id: string): Promise<void> {
    await this.db.delete(videos).where(and(eq(videos.companyCode, companyCode), eq(videos.id, id)));
  }

  /** The first of the ids that is a video of the company: it names the section a reorder is of. */
  async first(companyCode: string, ids: string[]): Promise<VideoRow | undefined> {
    const rows = await this.db
      .select()
      .from(videos)
      .where(and(eq(videos.companyCode, companyCode), inArray(videos.id, ids)))
      .limit(1);
    return rows[0];
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
