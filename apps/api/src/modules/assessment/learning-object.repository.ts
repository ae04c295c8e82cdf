import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { learningModules, learningObjects } from '../../db/schema';
import { currentOf } from '../tenancy/owned-rows.repository';

/** The cards (learning objects) a test is launched from, and the modules above them. */
export class LearningObjectRepository {
  constructor(private readonly db: Db) {}

  /** Raw SQL for what the query builder cannot say (recursion); rows on both drivers. */
  private async query<T>(statement: SQL): Promise<T[]> {
    const result = (await this.db.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** The current cards of a test, each with its kind and course. */
  cardsOfTest(companyCode: string, testId: string) {
    return this.db
      .select({ id: learningObjects.id, kind: learningObjects.kind, courseId: learningModules.courseId })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(and(...currentOf(learningObjects, companyCode, eq(learningObjects.testId, testId))));
  }

  /** A test object (practice, mock or quiz card) with its module's course. */
  async learningObject(companyCode: string, id: string) {
    const name = 'portico_learning_object';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select({ object: learningObjects, courseId: learningModules.courseId })
        .from(learningObjects)
        .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
        .where(
          and(
            eq(learningObjects.companyCode, sql.placeholder('co')),
            eq(learningObjects.id, sql.placeholder('id')),
          ),
        )
        .limit(1)
        .prepare(name),
    );
    const rows = await query.execute({ co: companyCode, id });
    return rows[0];
  }

  /** The ids of a module and its ancestors, nearest first. */
  async moduleChain(companyCode: string, moduleId: string) {
    const rows = await this.query<{ id: string; is_free: boolean; is_locked: boolean }>(sql`
      WITH RECURSIVE chain AS (
        SELECT id, parent_id, is_free, is_locked, 0 AS depth FROM learning_modules
          WHERE id = ${moduleId} AND company_code = ${companyCode}
        UNION ALL
        SELECT m.id, m.parent_id, m.is_free, m.is_locked, c.depth + 1 FROM learning_modules m
          JOIN chain c ON m.id = c.parent_id
      )
      SELECT id, is_free, is_locked FROM chain ORDER BY depth`);
    return rows;
  }
}
