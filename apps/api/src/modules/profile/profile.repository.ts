import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyRow } from '../../db/queries';
import { enrolments, metadata, products, students } from '../../db/schema';
import { endResetTokens } from '../auth/auth.repository';
import { ofStudent } from '../tenancy/owned-rows.repository';

export type StudentUpdate = Partial<typeof students.$inferInsert>;
export type MetadataRow = typeof metadata.$inferSelect;

/** The company's active metadata rows of one component type (the choices of a profile field). */
const activeChoices = (companyCode: string, componentType: string) => [
  eq(metadata.companyCode, companyCode),
  eq(metadata.componentType, componentType),
  eq(metadata.isActive, true),
];

/** The only file of the profile area that touches the database. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction: a repository bound to it, and the transaction (session store). */
  transaction<T>(work: (repo: ProfileRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProfileRepository(tx as unknown as Db), tx as unknown as Db));
  }

  /** Ends every unused reset link of the student (a password change ends them all, decision 009). */
  async endResetTokens(studentId: string, now: Date): Promise<void> {
    await endResetTokens(this.db, studentId, now);
  }

  async updateStudent(companyCode: string, id: string, values: StudentUpdate): Promise<void> {
    await this.db
      .update(students)
      .set(values)
      .where(and(eq(students.companyCode, companyCode), eq(students.id, id)));
  }

  activeMetadata(companyCode: string, componentType: string): Promise<MetadataRow[]> {
    return this.db
      .select()
      .from(metadata)
      .where(and(...activeChoices(companyCode, componentType)))
      .orderBy(asc(metadata.orderNo), asc(metadata.name));
  }

  activeMetadataExists(companyCode: string, componentType: string, id: string): Promise<boolean> {
    return anyRow(this.db, metadata, and(...activeChoices(companyCode, componentType), eq(metadata.id, id)));
  }

  /** The student's enrolments with their product, newest first. */
  enrolledProducts(companyCode: string, studentId: string) {
    return this.db
      .select({
        productId: products.id,
        title: products.title,
        startsAt: enrolments.startsAt,
        expiresAt: enrolments.expiresAt,
        revokedAt: enrolments.revokedAt,
      })
      .from(enrolments)
      .innerJoin(products, and(eq(products.id, enrolments.productId), eq(products.companyCode, companyCode)))
      .where(and(...ofStudent(enrolments, companyCode, studentId)))
      .orderBy(desc(enrolments.startsAt), asc(products.title));
  }
}
