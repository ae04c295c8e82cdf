import { ConsoleMessages, type StaffRole } from '@portico/contract/console';
import {
  StaffMessages as S,
  type StaffInviteRequest,
  type StaffList,
  type StaffListItem,
} from '@portico/contract/console-staff';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { ConsoleRepository, StaffRow } from './console.repository';
import type { StaffRepository } from './staff.repository';
import { auditEntry, queueStaffLink, staffSnapshot } from './staff-links';

type Course = { id: string; courseName: string };
type Work = { repo: StaffRepository; console: ConsoleRepository; tx: Db; before: StaffRow };

/**
 * The admin's staff page (CONSOLE.md 'Who'): members with their state, invitations by mail, role and
 * courses, disabling (their sessions end at once; never oneself, never the last admin), and the
 * company's 'admins must use two-step sign-in' switch. Admins only; every write is locked, checked
 * and in the audit log in one transaction.
 */
export class StaffService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StaffRepository,
  ) {}

  async list(actor: Actor): Promise<StaffList> {
    const { companyCode } = adminOf(actor);
    const [members, courses, assignments, company] = await Promise.all([
      this.repo.members(companyCode),
      this.repo.courses(companyCode),
      this.repo.assignments(companyCode),
      this.repo.company(companyCode),
    ]);
    return {
      staff: members.map((m) =>
        present(
          m,
          assignments.filter((a) => a.staffId === m.id),
        ),
      ),
      courses,
      requireAdminTotp: company?.requireAdminTotp ?? false,
    };
  }

  async invite(
    actor: Actor,
    company: CompanyRow,
    body: Required<StaffInviteRequest>,
  ): Promise<StaffListItem> {
    const { companyCode } = adminOf(actor);
    const courseIds = await this.checkCourses(companyCode, body.role, body.courseIds);
    const now = this.ctx.clock.now();
    const id = await this.repo.transaction(async (repo, console, tx) => {
      const member = await repo.insert({
        companyCode,
        name: body.name,
        email: body.email,
        role: body.role,
        invitedAt: now,
      });
      if (!member) throw conflict(S.emailTaken);
      await repo.setCourses(member.id, courseIds);
      await queueStaffLink(this.ctx, console, tx, company, member, 'invite');
      await console.audit(
        auditEntry(
          actor.staff,
          companyCode,
          'staff.invite',
          member.id,
          actor.ip,
          null,
          staffSnapshot(member, courseIds),
        ),
      );
      return member.id;
    });
    this.ctx.outbox.notify();
    return this.item(companyCode, id);
  }

  async resendInvite(actor: Actor, company: CompanyRow, id: string): Promise<StaffListItem> {
    return this.change(actor, id, 'staff.invite.resend', async ({ console, tx, before }) => {
      if (!before.invitedAt || before.passwordHash) throw conflict(S.notInvited);
      if (before.disabledAt) throw conflict(ConsoleMessages.disabled);
      await console.updateStaff(before.id, { invitedAt: this.ctx.clock.now() });
      await queueStaffLink(this.ctx, console, tx, company, before, 'invite');
    });
  }

  async update(actor: Actor, id: string, body: { role: StaffRole; courseIds: string[] }) {
    adminOf(actor);
    const courseIds = await this.checkCourses(actor.staff.companyCode, body.role, body.courseIds);
    return this.change(actor, id, 'staff.update', async ({ repo, console, before }) => {
      if (before.role === 'admin' && body.role !== 'admin') await this.keepAnAdmin(repo, before);
      await console.updateStaff(before.id, { role: body.role });
      // An admin works on every course; the courses they had as faculty are kept for a demotion
      // (issue 40: demoting an admin gives them back their courses, not none).
      if (body.role !== 'admin') await repo.setCourses(before.id, courseIds);
    });
  }

  async disable(actor: Actor, id: string): Promise<StaffListItem> {
    adminOf(actor);
    if (id === actor.staff.id) throw forbidden(S.notYourself);
    return this.change(actor, id, 'staff.disable', async ({ repo, console, before }) => {
      if (before.disabledAt) return;
      if (before.role === 'admin') await this.keepAnAdmin(repo, before);
      const now = this.ctx.clock.now();
      await console.updateStaff(before.id, { disabledAt: now });
      // Their sessions end at once (the session lookup also refuses a disabled member), and their links.
      await console.revokeSessionsOf(before.id, now);
      await console.endTokensOf(before.id, ['invite', 'reset', 'totp'], now);
    });
  }

  async enable(actor: Actor, id: string): Promise<StaffListItem> {
    return this.change(actor, id, 'staff.enable', async ({ console, before }) => {
      if (before.disabledAt) await console.updateStaff(before.id, { disabledAt: null });
    });
  }

  /** 'Admins must use two-step sign-in': only an admin who uses it can require it (nobody is locked out). */
  async setRequireAdminTotp(actor: Actor, required: boolean): Promise<boolean> {
    const { companyCode } = adminOf(actor);
    await this.repo.transaction(async (repo, console) => {
      const company = await repo.lockCompany(companyCode);
      if (!company) throw notFound();
      const me = await console.lockStaff(companyCode, actor.staff.id);
      if (required && !me?.totpEnabledAt) throw forbidden(S.switchNeedsTotp);
      await repo.setRequireAdminTotp(companyCode, required);
      await console.audit({
        companyCode,
        staffId: actor.staff.id,
        action: 'company.require_admin_totp',
        entity: 'company',
        entityId: companyCode,
        before: { requireAdminTotp: company.requireAdminTotp },
        after: { requireAdminTotp: required },
        ip: actor.ip,
      });
    });
    return required;
  }

  /** Refuses to take away the last enabled (and signed-up) admin of the company. */
  private async keepAnAdmin(repo: StaffRepository, member: StaffRow) {
    const admins = await repo.lockActiveAdmins(member.companyCode);
    if (admins.filter((a) => a !== member.id).length === 0) throw conflict(S.lastAdmin);
  }

  /** The courses a faculty member is given, all of the company (an admin has every course: none kept). */
  private async checkCourses(companyCode: string, role: StaffRole, courseIds: string[]) {
    if (role === 'admin') return [];
    const unique = [...new Set(courseIds)];
    const known = new Set((await this.repo.courses(companyCode)).map((c) => c.id));
    if (unique.some((c) => !known.has(c))) throw badRequest(S.unknownCourse);
    return unique;
  }

  /** One act, one transaction: the member locked (another company's id: 404), changed, audited. */
  private async change(actor: Actor, id: string, action: string, work: (w: Work) => Promise<void>) {
    const { companyCode } = adminOf(actor);
    await this.repo.transaction(async (repo, console, tx) => {
      // The company first, then its members: staff writes of a company wait for one another, so two
      // admins disabling each other never deadlock and the last-admin check sees the other's change.
      if (!(await repo.lockCompany(companyCode))) throw notFound();
      const before = await console.lockStaff(companyCode, id);
      if (!before) throw notFound(S.notFound);
      const courseIds = (await repo.assignments(companyCode, [id])).map((c) => c.id);
      await work({ repo, console, tx, before });
      const after = await repo.member(companyCode, id);
      const afterCourses = (await repo.assignments(companyCode, [id])).map((c) => c.id);
      await console.audit(
        auditEntry(
          actor.staff,
          companyCode,
          action,
          id,
          actor.ip,
          staffSnapshot(before, courseIds),
          after ? staffSnapshot(after, afterCourses) : null,
        ),
      );
    });
    this.ctx.outbox.notify();
    return this.item(companyCode, id);
  }

  private async item(companyCode: string, id: string): Promise<StaffListItem> {
    const member = await this.repo.member(companyCode, id);
    if (!member) throw notFound(S.notFound);
    return present(member, await this.repo.assignments(companyCode, [id]));
  }
}

function adminOf(actor: Actor) {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
  return actor.staff;
}

const stateOf = (m: StaffRow): StaffListItem['state'] =>
  m.disabledAt ? 'disabled' : m.invitedAt && !m.passwordHash ? 'invited' : 'active';

const present = (m: StaffRow, courses: Course[]): StaffListItem => ({
  id: m.id,
  name: m.name,
  email: m.email,
  role: m.role,
  state: stateOf(m),
  totpEnabled: Boolean(m.totpEnabledAt),
  courses: courses.map(({ id, courseName }) => ({ id, courseName })),
  invitedAt: m.invitedAt?.toISOString() ?? null,
});
