import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codingRuns, learningObjects, userActions } from '../../db/schema';
import { ofStudent } from '../tenancy/owned-rows.repository';

export type CodingObjectRow = Pick<
  typeof learningObjects.$inferSelect,
  'id' | 'kind' | 'title' | 'component'
>;
export type CodingRunInsert = typeof codingRuns.$inferInsert;
type Student = { id: string; companyCode: string };

/** The only file of the coding exercises that touches the database; every query is per company × student. */
export class CodingRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: CodingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CodingRepository(tx as unknown as Db)));
  }

  async object(companyCode: string, id: string): Promise<CodingObjectRow | undefined> {
    const rows = await this.db
      .select({
        id: learningObjects.id,
        kind: learningObjects.kind,
        title: learningObjects.title,
        component: learningObjects.component,
      })
      .from(learningObjects)
      .where(and(eq(learningObjects.companyCode, companyCode), eq(learningObjects.id, id)))
      .limit(1);
    return rows[0];
  }

  /** The student's latest run in each language of the exercise (newest first). */
  async latestRuns(student: Student, objectId: string) {
    return this.db
      .selectDistinctOn([codingRuns.language], {
        language: codingRuns.language,
        code: codingRuns.code,
        createdAt: codingRuns.createdAt,
      })
      .from(codingRuns)
      .where(
        and(
          ...ofStudent(codingRuns, student.companyCode, student.id),
          eq(codingRuns.learningObjectId, objectId),
        ),
      )
      .orderBy(codingRuns.language, desc(codingRuns.createdAt));
  }

  async actionStatus(student: Student, actionId: string): Promise<string | null> {
    const rows = await this.db
      .select({ status: userActions.status })
      .from(userActions)
      .where(and(eq(userActions.id, actionId), eq(userActions.companyCode, student.companyCode)))
      .limit(1);
    return rows[0]?.status ?? null;
  }

  async insertRun(run: CodingRunInsert): Promise<void> {
    await this.db.insert(codingRuns).values(run);
  }

  /**
   * Sets the student's action on the exercise to `status` unless it is already Completed; true when
   * this call changed it (so of two passing runs at once, exactly one completes the exercise).
   */
  async markAction(
    student: Student,
    action: { id: string; referenceId: string; courseId: string; status: 'InProgress' | 'Completed' },
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(userActions)
      .values({
        id: action.id,
        companyCode: student.companyCode,
        studentId: student.id,
        referenceId: action.referenceId,
        referenceType: 'LearningObject',
        objectType: 'Coding',
        status: action.status,
        courseId: action.courseId,
        timeStamp: now,
      })
      .onConflictDoUpdate({
        target: userActions.id,
        set: { status: action.status, timeStamp: now, objectType: 'Coding' },
        setWhere: sql`${userActions.status} is distinct from 'Completed' and ${userActions.status} is distinct from ${action.status}`,
      })
      .returning({ id: userActions.id });
    return rows.length > 0;
  }
}
