import type { Actor } from '../../lib/staff-actor';
import type { Enrolment, ScoreReportItem, ScoreReportQueueRepository } from './score-report-queue.repository';

/** What a verify or a reject did to the report's reward enrolment. */
export type RewardChange = { title: string; enrolmentId: string };

const snapshot = (e: Enrolment) => ({
  studentId: e.studentId,
  productId: e.productId,
  startsAt: e.startsAt.toISOString(),
  expiresAt: e.expiresAt.toISOString(),
  revokedAt: e.revokedAt?.toISOString() ?? null,
});

/**
 * The reward course of a verified score report (decision 035): one enrolment per report, ever.
 * Verify grants it, or gives back the one a reject withdrew; reject withdraws it. Both run inside
 * the act's transaction, after the report's row is locked, so the status and the grant always agree.
 */
export class ScoreReportReward {
  constructor(
    private readonly repo: ScoreReportQueueRepository,
    private readonly actor: Actor,
    private readonly report: ScoreReportItem,
    private readonly now: Date,
  ) {}

  /** Verify: the student gets the reward for its validity, unless they already hold it. */
  async grant(): Promise<RewardChange | undefined> {
    const { repo, report, now } = this;
    const { companyCode } = this.actor.staff;
    if (report.rewardEnrolmentId) {
      const withdrawn = await repo.lockEnrolment(companyCode, report.rewardEnrolmentId);
      if (!withdrawn?.revokedAt) return undefined;
      const product = await repo.product(companyCode, withdrawn.productId);
      if (!product) return undefined;
      // The same enrolment runs again from now: the student's history shows one grant, not two.
      const after = await repo.updateEnrolment(companyCode, withdrawn.id, {
        startsAt: now,
        expiresAt: await repo.termEnd(companyCode, withdrawn.studentId, product, now),
        revokedAt: null,
        revokedByStaffId: null,
        grantedByStaffId: this.actor.staff.id,
      });
      await this.audit('enrolment.grant', withdrawn, after);
      return { title: product.title, enrolmentId: after.id };
    }
    // Granted before reports kept the enrolment they granted: never a second one.
    if (report.rewardGrantedAt) return undefined;
    const product = await repo.rewardProduct(companyCode);
    if (!product) return undefined;
    const granted = await repo.grantProduct(companyCode, report.studentId, product, this.actor.staff.id, now);
    await this.audit('enrolment.grant', null, granted);
    return { title: product.title, enrolmentId: granted.id };
  }

  /** Reject: the reward the report granted ends now (its history stays, as a revoke on the Students page). */
  async withdraw(): Promise<RewardChange | undefined> {
    const { repo, report, now } = this;
    const { companyCode } = this.actor.staff;
    if (!report.rewardEnrolmentId) return undefined;
    const before = await repo.lockEnrolment(companyCode, report.rewardEnrolmentId);
    if (!before || before.revokedAt) return undefined;
    const after = await repo.updateEnrolment(companyCode, before.id, {
      revokedAt: now,
      revokedByStaffId: this.actor.staff.id,
      // Access ends now (an enrolment that had not begun yet ends as it starts; an ended one stays).
      expiresAt: before.expiresAt < now ? before.expiresAt : now < before.startsAt ? before.startsAt : now,
    });
    await this.audit('enrolment.revoke', before, after);
    const product = await repo.product(companyCode, before.productId);
    return { title: product?.title ?? '', enrolmentId: before.id };
  }

  private audit(action: string, before: Enrolment | null, after: Enrolment) {
    return this.repo.audit({
      companyCode: this.actor.staff.companyCode,
      staffId: this.actor.staff.id,
      action,
      entity: 'enrolment',
      entityId: after.id,
      before: before ? snapshot(before) : null,
      after: { ...snapshot(after), scoreReportId: this.report.id },
      ip: this.actor.ip,
      at: this.now,
    });
  }
}
