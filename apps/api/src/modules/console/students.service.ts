import {
  type ChangeEnrolment,
  type ConsoleEnrolment,
  type GrantEnrolment,
  StudentsMessages as M,
  STUDENTS_PAGE_SIZE,
  type StudentProfile,
  type StudentSearch,
} from '@portico/contract/console-students';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { AuthService } from '../auth/auth.service';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { adminOnly, entityAuditWriter } from './authoring';
import { ConsoleRepository } from './console.repository';
import type { EnrolmentRecord, StudentsRepository } from './students.repository';

function stateOf(e: EnrolmentRecord, now: Date): ConsoleEnrolment['state'] {
  if (e.revokedAt) return 'revoked';
  if (e.startsAt > now) return 'upcoming';
  return e.expiresAt > now ? 'active' : 'expired';
}

const snapshot = (e: EnrolmentRecord) => ({
  productId: e.productId,
  startsAt: e.startsAt.toISOString(),
  expiresAt: e.expiresAt.toISOString(),
  extraTimePercent: e.extraTimePercent,
  revokedAt: e.revokedAt?.toISOString() ?? null,
});

/**
 * Students in the console (CONSOLE.md Authoring, admin only): search, a profile with every enrolment,
 * and the changes staff make to them: a grant (source 'staff', its dates and extra time), a new end
 * date or extra time, a revoke (it ends now; its history stays), a password reset link. Each change is
 * one transaction with its audit entry.
 */
export class StudentsService {
  constructor(
    private readonly repo: StudentsRepository,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  private readonly audit = entityAuditWriter('enrolment', () => this.clock.now());

  async search(actor: Actor, q: string, page: number): Promise<StudentSearch> {
    adminOnly(actor);
    const now = this.clock.now();
    const { rows, total } = await this.repo.search(
      actor.staff.companyCode,
      q,
      now,
      STUDENTS_PAGE_SIZE,
      (page - 1) * STUDENTS_PAGE_SIZE,
    );
    return {
      students: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        mobile: r.mobile ? `${r.dialCode ? `+${r.dialCode} ` : ''}${r.mobile}` : '',
        createdAt: r.createdAt.toISOString(),
        activeEnrolments: r.activeEnrolments,
      })),
      total,
      page,
      pageSize: STUDENTS_PAGE_SIZE,
    };
  }

  async profile(actor: Actor, id: string): Promise<StudentProfile> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const found = await this.repo.student(companyCode, id);
    if (!found) throw notFound(M.notFound);
    const { student: s } = found;
    const now = this.clock.now();
    return {
      id: s.id,
      name: s.name,
      email: s.email,
      mobile: s.mobileNumber ? `${s.dialCode ? `+${s.dialCode} ` : ''}${s.mobileNumber}` : '',
      cityName: s.cityName,
      branchName: found.branchName,
      source: s.source,
      verified: !!s.verifiedAt,
      hasPassword: !!s.passwordHash,
      createdAt: s.createdAt.toISOString(),
      enrolments: (await this.repo.enrolments(companyCode, id)).map(
        ({ enrolment: e, productTitle, courses }) => ({
          id: e.id,
          productId: e.productId,
          productTitle,
          courses,
          source: e.source,
          startsAt: e.startsAt.toISOString(),
          expiresAt: e.expiresAt.toISOString(),
          extraTimePercent: e.extraTimePercent,
          state: stateOf(e, now),
          revokedAt: e.revokedAt?.toISOString() ?? null,
        }),
      ),
      products: await this.repo.products(companyCode),
    };
  }

  async grant(actor: Actor, studentId: string, body: GrantEnrolment): Promise<StudentProfile> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const products = await this.repo.products(companyCode);
    if (!products.some((p) => p.id === body.productId)) throw badRequest(M.productNotFound);
    await this.repo.transaction(async (repo) => {
      if (!(await repo.lockStudent(companyCode, studentId))) throw notFound(M.notFound);
      const row = await repo.insertEnrolment({
        companyCode,
        studentId,
        productId: body.productId,
        startsAt: new Date(body.startsAt),
        expiresAt: new Date(body.expiresAt),
        source: 'staff',
        extraTimePercent: body.extraTimePercent,
        grantedByStaffId: actor.staff.id,
      });
      await this.audit(repo, actor, 'enrolment.grant', row.id, null, { studentId, ...snapshot(row) });
    });
    return this.profile(actor, studentId);
  }

  async change(actor: Actor, studentId: string, enrolmentId: string, body: ChangeEnrolment) {
    adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const before = await this.locked(repo, actor, studentId, enrolmentId);
      const expiresAt = new Date(body.expiresAt);
      if (expiresAt <= before.startsAt) throw badRequest(M.dates);
      const after = await repo.updateEnrolment(actor.staff.companyCode, enrolmentId, {
        expiresAt,
        extraTimePercent: body.extraTimePercent,
      });
      await this.audit(repo, actor, 'enrolment.change', enrolmentId, snapshot(before), snapshot(after));
    });
    return this.profile(actor, studentId);
  }

  async revoke(actor: Actor, studentId: string, enrolmentId: string) {
    adminOnly(actor);
    const now = this.clock.now();
    await this.repo.transaction(async (repo) => {
      const before = await this.locked(repo, actor, studentId, enrolmentId);
      const after = await repo.updateEnrolment(actor.staff.companyCode, enrolmentId, {
        revokedAt: now,
        revokedByStaffId: actor.staff.id,
        // Access ends now (an enrolment that had not begun yet ends as it starts).
        expiresAt: before.expiresAt < now ? before.expiresAt : now < before.startsAt ? before.startsAt : now,
      });
      await this.audit(repo, actor, 'enrolment.revoke', enrolmentId, snapshot(before), snapshot(after));
    });
    return this.profile(actor, studentId);
  }

  async sendResetLink(actor: Actor, company: CompanyRow, studentId: string): Promise<void> {
    adminOnly(actor);
    const sent = await this.auth.sendResetLink(company, studentId, (tx: Db) =>
      new ConsoleRepository(tx).audit({
        companyCode: company.code,
        staffId: actor.staff.id,
        action: 'student.reset-link',
        entity: 'student',
        entityId: studentId,
        before: null,
        after: null,
        ip: actor.ip,
        at: this.clock.now(),
      }),
    );
    if (!sent) throw notFound(M.notFound);
  }

  private async locked(repo: StudentsRepository, actor: Actor, studentId: string, enrolmentId: string) {
    const row = await repo.lockEnrolment(actor.staff.companyCode, studentId, enrolmentId);
    if (!row) throw notFound(M.enrolmentNotFound);
    if (row.revokedAt) throw conflict(M.alreadyRevoked);
    return row;
  }
}
