import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import {
  branches,
  enrolments,
  knownDevices,
  oneTimeTokens,
  otpRequests,
  products,
  students,
} from '../../db/schema';
import { findOwned, ownedExists } from '../tenancy/owned-rows.repository';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;
export type TokenPurpose = 'verify' | 'reset' | 'auto-login';
export type OtpRow = typeof otpRequests.$inferSelect;
export type KnownDeviceRow = typeof knownDevices.$inferSelect;

/**
 * Ends every unused reset token of a student in one statement (a used link or a password change
 * ends them all, decision 009); answers the ids it ended, so of two links used at once only one wins.
 */
export async function endResetTokens(db: Db, studentId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.studentId, studentId),
        eq(oneTimeTokens.purpose, 'reset'),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.map((r) => r.id);
}

/** The only file of the auth area that touches the database. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction: a repository bound to it, and the transaction itself for the
   * outbox and the session store. On PGlite a query outside it would wait for it to end.
   */
  transaction<T>(work: (repo: AuthRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AuthRepository(tx as unknown as Db), tx as unknown as Db));
  }

  async studentByLogin(companyCode: string, loginId: string): Promise<StudentRow | undefined> {
    const id = loginId.trim().toLowerCase();
    const rows = await this.db
      .select()
      .from(students)
      .where(
        and(eq(students.companyCode, companyCode), or(eq(students.email, id), eq(students.mobileNumber, id))),
      )
      .orderBy(sql`${students.email} = ${id} desc`)
      .limit(1);
    return rows[0];
  }

  studentByEmail(companyCode: string, email: string): Promise<StudentRow | undefined> {
    return firstRow(
      this.db,
      students,
      and(eq(students.companyCode, companyCode), eq(students.email, email.toLowerCase())),
    );
  }

  /**
   * The account a walk-in's e-mail address belongs to, else the oldest one with its mobile number:
   * one statement whether or not there is one (docs/decisions/009-account-protection.md).
   * Accounts keep the national number with its dial code (as Register stores it); older walk-in rows
   * may hold the local form with its trunk 0 (`0501234567`), and one with no dial code has the
   * company's. `mobile` is the number parsed by its own country.
   */
  async studentByEmailOrMobile(
    companyCode: string,
    email: string,
    mobile: { e164: string; nationalNumber: string; callingCode: string },
    defaultDialCode: string,
  ): Promise<StudentRow | undefined> {
    const dial = sql`regexp_replace(coalesce(nullif(${students.dialCode}, ''), ${defaultDialCode}), '[^0-9]', '', 'g')`;
    const rows = await this.db
      .select()
      .from(students)
      .where(
        and(
          eq(students.companyCode, companyCode),
          or(
            eq(students.email, email),
            eq(students.mobileNumber, mobile.e164),
            and(
              inArray(students.mobileNumber, [mobile.nationalNumber, `0${mobile.nationalNumber}`]),
              sql`${dial} = ${mobile.callingCode}`,
            ),
          ),
        ),
      )
      .orderBy(sql`${students.email} = ${email} desc`, asc(students.createdAt), asc(students.id))
      .limit(1);
    return rows[0];
  }

  async studentById(companyCode: string, id: string): Promise<StudentRow | undefined> {
    return findOwned(this.db, students, companyCode, id);
  }

  async insertStudent(values: NewStudent): Promise<StudentRow | undefined> {
    const rows = await this.db.insert(students).values(values).onConflictDoNothing().returning();
    return rows[0];
  }

  async updateStudent(id: string, values: Partial<NewStudent>): Promise<void> {
    await this.db.update(students).set(values).where(eq(students.id, id));
  }

  branchExists(companyCode: string, branchId: string): Promise<boolean> {
    return ownedExists(this.db, branches, companyCode, branchId);
  }

  /** The company's branches, in their order (the registration form's choice). */
  branches(companyCode: string) {
    return this.db
      .select({ id: branches.id, branchName: branches.branchName })
      .from(branches)
      .where(eq(branches.companyCode, companyCode))
      .orderBy(asc(branches.orderNo), asc(branches.branchName));
  }

  freeProducts(companyCode: string, ids?: string[]) {
    const conds = [eq(products.companyCode, companyCode), eq(products.isFree, true)];
    if (ids) conds.push(inArray(products.id, ids));
    return this.db
      .select({ id: products.id, title: products.title, validityDays: products.validityDays })
      .from(products)
      .where(and(...conds))
      .orderBy(asc(products.orderNo), asc(products.title));
  }

  async enrol(rows: (typeof enrolments.$inferInsert)[]): Promise<void> {
    if (rows.length) await this.db.insert(enrolments).values(rows);
  }

  async insertToken(values: typeof oneTimeTokens.$inferInsert): Promise<void> {
    await this.db.insert(oneTimeTokens).values(values);
  }

  /** A live token of a purpose, on its company. */
  liveToken(companyCode: string, purpose: TokenPurpose, tokenHash: string, now: Date) {
    return firstRow(
      this.db,
      oneTimeTokens,
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.companyCode, companyCode),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  }

  /** Marks a token used; false when another request used it first (single use). */
  async useToken(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  }

  /** The student's unused reset tokens ended (endResetTokens above): the ids it ended. */
  endResetTokens(studentId: string, now: Date): Promise<string[]> {
    return endResetTokens(this.db, studentId, now);
  }

  async insertOtp(values: typeof otpRequests.$inferInsert): Promise<OtpRow> {
    const rows = await this.db.insert(otpRequests).values(values).returning();
    const row = rows[0];
    if (!row) throw new Error('otp insert returned nothing');
    return row;
  }

  async otpById(companyCode: string, id: string): Promise<OtpRow | undefined> {
    return findOwned(this.db, otpRequests, companyCode, id);
  }

  async latestOtp(companyCode: string, email: string): Promise<OtpRow | undefined> {
    const rows = await this.db
      .select()
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.companyCode, companyCode),
          eq(otpRequests.email, email),
          isNull(otpRequests.consumedAt),
        ),
      )
      .orderBy(sql`${otpRequests.createdAt} desc`)
      .limit(1);
    return rows[0];
  }

  /** Counts one attempt atomically; returns the attempts now recorded. */
  async countOtpAttempt(id: string): Promise<number> {
    const rows = await this.db
      .update(otpRequests)
      .set({ attempts: sql`${otpRequests.attempts} + 1` })
      .where(eq(otpRequests.id, id))
      .returning({ attempts: otpRequests.attempts });
    return rows[0]?.attempts ?? Number.POSITIVE_INFINITY;
  }

  async consumeOtp(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpRequests)
      .set({ consumedAt: now })
      .where(and(eq(otpRequests.id, id), isNull(otpRequests.consumedAt)))
      .returning({ id: otpRequests.id });
    return rows.length === 1;
  }

  async refreshOtp(id: string, values: { codeHash: string; expiresAt: Date; sentAt: Date }): Promise<void> {
    await this.db
      .update(otpRequests)
      .set({ ...values, attempts: 0 })
      .where(eq(otpRequests.id, id));
  }

  /** The live known devices of a company among the given token hashes. */
  async liveDevices(companyCode: string, tokenHashes: string[], now: Date): Promise<KnownDeviceRow[]> {
    if (!tokenHashes.length) return [];
    return this.db
      .select()
      .from(knownDevices)
      .where(
        and(
          eq(knownDevices.companyCode, companyCode),
          inArray(knownDevices.tokenHash, tokenHashes),
          gt(knownDevices.expiresAt, now),
        ),
      );
  }

  async insertDevice(values: typeof knownDevices.$inferInsert): Promise<void> {
    await this.db.insert(knownDevices).values(values);
  }

  async extendDevice(id: string, expiresAt: Date): Promise<void> {
    await this.db.update(knownDevices).set({ expiresAt }).where(eq(knownDevices.id, id));
  }

  /** Drops a student's expired devices and all but the newest `keep`. */
  async pruneDevices(studentId: string, now: Date, keep: number): Promise<void> {
    const newest = this.db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(eq(knownDevices.studentId, studentId))
      .orderBy(desc(knownDevices.createdAt), desc(knownDevices.id))
      .limit(keep);
    await this.db
      .delete(knownDevices)
      .where(
        and(
          eq(knownDevices.studentId, studentId),
          or(lte(knownDevices.expiresAt, now), notInArray(knownDevices.id, newest)),
        ),
      );
  }
}
