import type { AuditFilter } from '@portico/contract/console';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import {
  auditLog,
  companies,
  courses,
  staff,
  staffCourses,
  staffRecoveryCodes,
  staffSessions,
  staffTokens,
} from '../../db/schema';
import { lockOwned } from '../tenancy/owned-rows.repository';
import { recordNames } from './audit-names.repository';

export type StaffRow = typeof staff.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;
export type StaffTokenRow = typeof staffTokens.$inferSelect;
export type StaffTokenPurpose = StaffTokenRow['purpose'];

/** The company's token of this hash: unused, unexpired, and of one of `purposes`. */
const liveTokenOf = (companyCode: string, tokenHash: string, purposes: StaffTokenPurpose[], now: Date) =>
  and(
    eq(staffTokens.companyCode, companyCode),
    eq(staffTokens.tokenHash, tokenHash),
    inArray(staffTokens.purpose, purposes),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, now),
  );

/** The company's session of this hash, not revoked; spread into `and(...)`. */
const unrevokedSession = (tokenHash: string, companyCode: string) => [
  eq(staffSessions.tokenHash, tokenHash),
  eq(staffSessions.companyCode, companyCode),
  isNull(staffSessions.revokedAt),
];

/** The only file of the console's sign-in and audit log that touches the database; every query is per company. */
export class ConsoleRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction: a repository bound to it, and the transaction (for the outbox). */
  transaction<T>(work: (repo: ConsoleRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ConsoleRepository(tx as unknown as Db), tx as unknown as Db));
  }

  staffByEmail(companyCode: string, email: string): Promise<StaffRow | undefined> {
    return firstRow(
      this.db,
      staff,
      and(eq(staff.companyCode, companyCode), eq(staff.email, email.trim().toLowerCase())),
    );
  }

  async createSession(values: typeof staffSessions.$inferInsert): Promise<void> {
    await this.db.insert(staffSessions).values(values);
  }

  /** The member of a live session, on its own company's host; a disabled member has none. */
  async sessionMember(tokenHash: string, companyCode: string, now: Date) {
    const rows = await this.db
      .select({ sessionId: staffSessions.id, staff, requireAdminTotp: companies.requireAdminTotp })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .innerJoin(companies, eq(companies.code, staffSessions.companyCode))
      .where(
        and(
          ...unrevokedSession(tokenHash, companyCode),
          gt(staffSessions.expiresAt, now),
          isNull(staff.disabledAt),
        ),
      )
      .limit(1);
    return rows[0];
  }

  async revokeSession(tokenHash: string, companyCode: string, now: Date): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(...unrevokedSession(tokenHash, companyCode)));
  }

  /** Ends every live session of a member, but the one of `keepTokenHash` when given. */
  async revokeSessionsOf(staffId: string, now: Date, keepTokenHash?: string): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keepTokenHash ? ne(staffSessions.tokenHash, keepTokenHash) : undefined,
        ),
      );
  }

  /** The member's row, locked until the transaction ends. */
  lockStaff(companyCode: string, id: string): Promise<StaffRow | undefined> {
    return lockOwned(this.db, staff, companyCode, id);
  }

  async updateStaff(id: string, set: Partial<typeof staff.$inferInsert>): Promise<void> {
    await this.db.update(staff).set(set).where(eq(staff.id, id));
  }

  company(code: string) {
    return firstRow(this.db, companies, eq(companies.code, code));
  }

  async insertToken(values: typeof staffTokens.$inferInsert): Promise<void> {
    await this.db.insert(staffTokens).values(values);
  }

  /** A token of the company by its hash, unused, unexpired and of one of `purposes`, locked. */
  async lockLiveToken(
    companyCode: string,
    tokenHash: string,
    purposes: StaffTokenPurpose[],
    now: Date,
  ): Promise<StaffTokenRow | undefined> {
    const rows = await this.db
      .select()
      .from(staffTokens)
      .where(liveTokenOf(companyCode, tokenHash, purposes, now))
      .for('update');
    return rows[0];
  }

  async liveToken(companyCode: string, tokenHash: string, purposes: StaffTokenPurpose[], now: Date) {
    const rows = await this.db
      .select({ token: staffTokens, staff })
      .from(staffTokens)
      .innerJoin(staff, eq(staff.id, staffTokens.staffId))
      .where(liveTokenOf(companyCode, tokenHash, purposes, now))
      .limit(1);
    return rows[0];
  }

  async setTokenAttempts(id: string, attempts: number, usedAt: Date | null): Promise<void> {
    await this.db.update(staffTokens).set({ attempts, usedAt }).where(eq(staffTokens.id, id));
  }

  /** Spends every live token of a member of these purposes (one used link ends the others). */
  async endTokensOf(staffId: string, purposes: StaffTokenPurpose[], now: Date): Promise<void> {
    await this.db
      .update(staffTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffTokens.staffId, staffId),
          inArray(staffTokens.purpose, purposes),
          isNull(staffTokens.usedAt),
        ),
      );
  }

  /** A member's recovery codes become these (decision 054): the old set is deleted. */
  async replaceRecoveryCodes(member: StaffRow, codeHashes: string[]): Promise<void> {
    await this.deleteRecoveryCodes(member.id);
    if (codeHashes.length === 0) return;
    await this.db
      .insert(staffRecoveryCodes)
      .values(
        codeHashes.map((codeHash) => ({ codeHash, staffId: member.id, companyCode: member.companyCode })),
      );
  }

  async deleteRecoveryCodes(staffId: string): Promise<void> {
    await this.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  }

  /** Marks the member's unused code of this hash used; answers whether there was one. */
  async spendRecoveryCode(member: StaffRow, codeHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.companyCode, member.companyCode),
          eq(staffRecoveryCodes.staffId, member.id),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return rows.length > 0;
  }

  /** How many of the member's codes are unused, of how many, and when the set was made. */
  async recoveryStatus(member: StaffRow) {
    const rows = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        remaining: sql<number>`(count(*) filter (where ${staffRecoveryCodes.usedAt} is null))::int`,
        createdAt: sql<Date | string | null>`min(${staffRecoveryCodes.createdAt})`,
      })
      .from(staffRecoveryCodes)
      .where(
        and(
          eq(staffRecoveryCodes.companyCode, member.companyCode),
          eq(staffRecoveryCodes.staffId, member.id),
        ),
      );
    const row = rows[0];
    const at = row?.createdAt ? new Date(row.createdAt) : null;
    return { total: Number(row?.total ?? 0), remaining: Number(row?.remaining ?? 0), createdAt: at };
  }

  /** Every course of the company for an admin; the assigned ones for faculty. */
  async coursesOf(member: StaffRow) {
    const columns = { id: courses.id, courseName: courses.courseName };
    if (member.role === 'admin') {
      return this.db
        .select(columns)
        .from(courses)
        .where(eq(courses.companyCode, member.companyCode))
        .orderBy(asc(courses.courseName));
    }
    return this.db
      .select(columns)
      .from(staffCourses)
      .innerJoin(courses, eq(courses.id, staffCourses.courseId))
      .where(and(eq(staffCourses.staffId, member.id), eq(courses.companyCode, member.companyCode)))
      .orderBy(asc(courses.courseName));
  }

  async audit(entry: AuditInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /**
   * The company's audit log, newest first, at most `filter.limit` entries: of one staff member, one
   * kind of act, and from one moment to another, each when asked; with the names of who acted and
   * of the records acted on.
   */
  async auditEntries(companyCode: string, filter: AuditFilter) {
    const rows = await this.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: auditLog.staffId,
        staffName: staff.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(
        and(
          eq(auditLog.companyCode, companyCode),
          filter.staffId ? eq(auditLog.staffId, filter.staffId) : undefined,
          filter.action ? eq(auditLog.action, filter.action) : undefined,
          filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
          filter.to ? lte(auditLog.at, new Date(filter.to)) : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(sql`${auditLog.id}`))
      .limit(filter.limit);
    const names = await recordNames(this.db, companyCode, rows);
    return rows.map((r) => ({ ...r, entityName: names.get(`${r.entity}:${r.entityId}`) ?? null }));
  }
}
