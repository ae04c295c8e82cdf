import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { secondMarkings, staff } from '../../db/schema';

const requester = alias(staff, 'requester');
const first = alias(staff, 'first_marker');
const marker = alias(staff, 'second_marker');
const settler = alias(staff, 'settler');

type Insert = typeof secondMarkings.$inferInsert;
type Change = Partial<Omit<Insert, 'studentTestId' | 'companyCode' | 'version'>>;

/** An attempt's second marking with the names of those who asked, marked and settled. */
export type SecondMarkingRow = NonNullable<Awaited<ReturnType<SecondMarkingRepository['find']>>>;

/** Second markings (issue 40, decision 057): every query is of one company. */
export class SecondMarkingRepository {
  constructor(private readonly db: Db) {}

  private where(companyCode: string, studentTestId: string) {
    return and(eq(secondMarkings.companyCode, companyCode), eq(secondMarkings.studentTestId, studentTestId));
  }

  async find(companyCode: string, studentTestId: string) {
    const [row] = await this.db
      .select({
        marking: secondMarkings,
        requestedBy: { id: requester.id, name: requester.name },
        firstBy: { id: first.id, name: first.name },
        marker: { id: marker.id, name: marker.name },
        settledBy: { id: settler.id, name: settler.name },
      })
      .from(secondMarkings)
      .leftJoin(requester, eq(requester.id, secondMarkings.requestedBy))
      .leftJoin(first, eq(first.id, secondMarkings.firstBy))
      .leftJoin(marker, eq(marker.id, secondMarkings.markerId))
      .leftJoin(settler, eq(settler.id, secondMarkings.settledBy))
      .where(this.where(companyCode, studentTestId));
    return row;
  }

  async insert(row: Insert): Promise<void> {
    await this.db.insert(secondMarkings).values(row);
  }

  async update(companyCode: string, studentTestId: string, set: Change): Promise<void> {
    await this.db.update(secondMarkings).set(set).where(this.where(companyCode, studentTestId));
  }

  /**
   * The second marker's draft over version `baseVersion` only (compare-and-set in one statement):
   * null when the stored version is another. Answers the new version.
   */
  async saveDraft(
    companyCode: string,
    studentTestId: string,
    baseVersion: number,
    set: Change,
  ): Promise<number | null> {
    const rows = await this.db
      .update(secondMarkings)
      .set({ ...set, version: baseVersion + 1 })
      .where(and(this.where(companyCode, studentTestId), eq(secondMarkings.version, baseVersion)))
      .returning({ version: secondMarkings.version });
    return rows[0]?.version ?? null;
  }
}
