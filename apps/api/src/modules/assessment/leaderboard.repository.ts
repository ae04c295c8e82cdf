import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects, students } from '../../db/schema';

/** The leaderboard's reads: best scores per student and the students' names. */
export class LeaderboardRepository {
  constructor(private readonly db: Db) {}

  /** Raw SQL for what the query builder cannot say (recursion, nested aggregates); rows on both drivers. */
  private async query<T>(statement: SQL): Promise<T[]> {
    const result = (await this.db.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }

  /**
   * Each student's best score per test of the course, summed: the leaderboard's points. With a
   * module, only attempts made from the cards of that module and the modules below it count. The
   * 'Test Your English' level check is a student's own measure, never points on a leaderboard.
   */
  async leaderboard(companyCode: string, courseId: string, moduleId?: string) {
    const page = moduleId
      ? sql`AND learning_object_id IN (
          WITH RECURSIVE page AS (
            SELECT id FROM learning_modules
              WHERE id = ${moduleId} AND company_code = ${companyCode} AND course_id = ${courseId}
            UNION ALL
            SELECT m.id FROM learning_modules m JOIN page p ON m.parent_id = p.id
          )
          SELECT o.id FROM learning_objects o JOIN page ON o.module_id = page.id
        )`
      : sql``;
    const rows = await this.query<{
      student_id: string;
      name: string;
      profile_image: string;
      avatar_key: string | null;
      avatar_type: string | null;
      total: number;
    }>(sql`
      SELECT s.id AS student_id, s.name, s.profile_image, f.storage_key AS avatar_key,
        f.content_type AS avatar_type, SUM(best.score)::float8 AS total
      FROM (
        SELECT student_id, test_id, MAX(score) AS score FROM student_tests
        WHERE company_code = ${companyCode} AND course_id = ${courseId} AND status = 'Completed'
          AND score IS NOT NULL AND report ->> 'englishLevel' IS NULL ${page}
        GROUP BY student_id, test_id
      ) best
      JOIN students s ON s.id = best.student_id AND s.company_code = ${companyCode}
      LEFT JOIN ${fileObjects} f ON f.company_code = ${companyCode} AND f.status = 'stored'
        AND s.profile_image = '/api/files/object/' || f.id::text
      GROUP BY s.id, s.name, s.profile_image, f.storage_key, f.content_type
      ORDER BY total DESC, s.name ASC`);
    return rows;
  }

  async studentName(companyCode: string, id: string) {
    const rows = await this.db
      .select({ name: students.name })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), eq(students.id, id)));
    return rows[0]?.name;
  }
}
