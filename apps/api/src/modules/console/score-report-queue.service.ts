import {
  ScoreReportReviewMessages as M,
  type QueueScoreReport,
  type ScoreReportDetail,
  type ScoreReportQueue,
  type ScoreReportQueueFilter,
} from '@portico/contract/console-reviews';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { type Actor, courseScope } from '../../lib/staff-actor';
import type { StorageDriver } from '../storage/storage.driver';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import {
  checkAssignee,
  dueAt,
  HOUR,
  isLate,
  listNarrowing,
  type QueueDesk,
  queueAct,
  queueView,
} from './queue-common';
import type { ScoreReportItem, ScoreReportQueueRepository } from './score-report-queue.repository';
import { ScoreReportReward } from './score-report-reward';
import type { News, StudentNews } from './student-news';
import { scoreReportRejectedNews, scoreReportVerifiedNews } from './student-news-texts';

type Status = QueueScoreReport['status'];
const FILTERS: Record<ScoreReportQueueFilter, Status[]> = {
  pending: ['pending'],
  verified: ['verified'],
  rejected: ['rejected'],
  all: ['pending', 'verified', 'rejected'],
};

type Change = {
  action: string;
  message: string;
  /**
   * What changes on the report; the remark (plain text) the student then reads, if any; what the
   * student is told of it (a mail and a notification, decision 052), if anything.
   */
  apply: (
    repo: ScoreReportQueueRepository,
    before: ScoreReportItem,
    now: Date,
  ) => Promise<{
    set: Parameters<ScoreReportQueueRepository['update']>[2];
    remark?: string;
    message?: string;
    news?: News;
  }>;
};
/** The company whose student is told, for the acts that tell them; none for the others. */
type Teller = { company: CompanyRow } | null;

/**
 * The score-report queue of the console (CONSOLE.md 'Score reports'): TRFs oldest first with their
 * age, due time (the company's score report target after upload) and owner; verify (granting the company's
 * reward product, one enrolment per report), reject with a remark (withdrawing that reward), the
 * remarks thread with the student; turnaround (upload → verified or rejected) over 30 days, per queue
 * and per owner. Remarks are plain text: the student's page shows them as text, never as HTML.
 */
export class ScoreReportQueueService {
  constructor(
    private readonly repo: ScoreReportQueueRepository,
    private readonly files: Pick<StorageDriver, 'presignGet'>,
    private readonly clock: Clock,
    private readonly news: StudentNews,
  ) {}

  async queue(
    actor: Actor,
    query: { status: ScoreReportQueueFilter; late: boolean; mine: boolean },
  ): Promise<ScoreReportQueue> {
    const now = this.clock.now();
    const narrowing = listNarrowing(actor, now, 'scoreReports', query);
    const { rows, ...figures } = await queueView(this.repo, actor, now, {
      items: (companyCode, scope) => this.repo.reports(companyCode, scope, FILTERS[query.status], narrowing),
      done: (companyCode, scope, since) => this.repo.reviewedSince(companyCode, scope, since),
      hours: (r) => ((r.reviewedAt?.getTime() ?? 0) - r.createdAt.getTime()) / HOUR,
    });
    return { reports: rows.map((r) => present(r, now, actor.dueHours.scoreReports)), ...figures };
  }

  async detail(actor: Actor, id: string): Promise<ScoreReportDetail> {
    const report = await this.visible(actor, id);
    const { companyCode } = actor.staff;
    const [file, remarks, reward] = await Promise.all([
      this.repo.file(companyCode, report.fileId),
      this.repo.remarks(companyCode, report.studentId),
      this.rewardOf(report, companyCode),
    ]);
    const document =
      file?.status === 'stored'
        ? {
            url: await this.files.presignGet(file.storageKey, {
              contentType: file.contentType,
              fileName: file.fileName,
            }),
            fileName: file.fileName,
            contentType: file.contentType,
          }
        : null;
    return {
      ...present(report, this.clock.now(), actor.dueHours.scoreReports),
      document,
      remarks: remarks.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      rewardProduct: reward ? { title: reward.title, validityDays: reward.validityDays } : null,
    };
  }

  /** What verifying grants: the product this report's enrolment holds, else the company's reward. */
  private async rewardOf(report: ScoreReportItem, companyCode: string) {
    if (report.rewardEnrolmentId) {
      const enrolment = await this.repo.enrolment(companyCode, report.rewardEnrolmentId);
      if (enrolment) return this.repo.product(companyCode, enrolment.productId);
    }
    return this.repo.rewardProduct(companyCode);
  }

  /**
   * Verified: the student gets the reward product, in the same transaction and under the report's
   * row lock, so neither a second verify, verify → reject → verify, nor two at once hold two
   * enrolments of it (ScoreReportReward). The student is told (mail and notification).
   */
  verify(actor: Actor, company: CompanyRow, id: string, body: { remark: string }) {
    return this.change(actor, { company }, id, {
      action: 'score_report.verify',
      message: M.verified,
      apply: async (repo, before, now) => {
        if (before.status === 'verified') throw conflict(M.alreadyVerified);
        const reward = await new ScoreReportReward(repo, actor, before, now).grant();
        return {
          set: {
            status: 'verified',
            verifiedBy: actor.staff.id,
            verifiedAt: now,
            reviewedAt: now,
            rewardGrantedAt: reward ? now : before.rewardGrantedAt,
            rewardEnrolmentId: reward?.enrolmentId ?? before.rewardEnrolmentId,
            assigneeStaffId: before.assigneeId ?? actor.staff.id,
          },
          remark:
            body.remark || (reward ? M.verifiedRemarkWithReward(reward.title) : (M.verifiedRemark as string)),
          message: reward ? M.verifiedWithReward(reward.title) : undefined,
          news: scoreReportVerifiedNews(body.remark, reward),
        };
      },
    });
  }

  /**
   * Rejected with the reason the student reads; the reward course a verify granted is withdrawn in
   * the same transaction (access ends now), so a rejected report never leaves it granted. The
   * student is told why (mail and notification).
   */
  reject(actor: Actor, company: CompanyRow, id: string, body: { remark: string }) {
    return this.change(actor, { company }, id, {
      action: 'score_report.reject',
      message: M.rejected,
      apply: async (repo, before, now) => {
        if (before.status === 'rejected') throw conflict(M.alreadyRejected);
        const withdrawn = await new ScoreReportReward(repo, actor, before, now).withdraw();
        return {
          set: {
            status: 'rejected',
            verifiedBy: null,
            verifiedAt: null,
            reviewedAt: now,
            // A reward granted before reports kept their enrolment cannot be found: its date stays.
            rewardGrantedAt: before.rewardEnrolmentId ? null : before.rewardGrantedAt,
            assigneeStaffId: before.assigneeId ?? actor.staff.id,
          },
          remark: body.remark,
          message: withdrawn ? M.rejectedWithdrawn(withdrawn.title) : undefined,
          news: scoreReportRejectedNews(body.remark, withdrawn),
        };
      },
    });
  }

  /** A reply in the remarks thread: the student's banner then reads 'You got a reply in Remarks'. */
  reply(actor: Actor, id: string, body: { remark: string }) {
    return this.change(actor, null, id, {
      action: 'score_report.remark',
      message: M.replied,
      apply: async (_repo, before) => ({
        set: { assigneeStaffId: before.assigneeId ?? actor.staff.id },
        remark: body.remark,
      }),
    });
  }

  async assign(actor: Actor, id: string, staffId: string | null) {
    await checkAssignee(actor, staffId, () => this.repo.enabledStaff(actor.staff.companyCode), M);
    return this.change(actor, null, id, {
      action: 'score_report.assign',
      message: '',
      apply: async () => ({ set: { assigneeStaffId: staffId } }),
    });
  }

  /** A report the actor may see: another company's is not found; one off their courses, refused. */
  private async visible(actor: Actor, id: string): Promise<ScoreReportItem> {
    const report = await this.repo.report(actor.staff.companyCode, id);
    if (!report) throw notFound(M.notFound);
    if (!(await this.repo.inScope(actor.staff.companyCode, courseScope(actor), id))) {
      throw forbidden(M.notYourStudent);
    }
    return report;
  }

  /**
   * One act, one transaction (queueAct): the report locked, checked, changed, remarked, the student
   * told when the act says so, audited.
   */
  private async change(
    actor: Actor,
    teller: Teller,
    id: string,
    change: Change,
  ): Promise<{ detail: ScoreReportDetail; message: string }> {
    const { companyCode } = actor.staff;
    const now = this.clock.now();
    const act = { actor, id, action: change.action };
    const result = await queueAct(
      desk,
      this.repo,
      act,
      async (repo, before, tx) => {
        const result = await change.apply(repo, before, now);
        await repo.update(companyCode, id, result.set);
        if (result.remark) {
          await repo.insertRemark({
            companyCode,
            studentId: before.studentId,
            authorType: 'admin',
            staffId: actor.staff.id,
            description: result.remark,
            trfStatus: result.set.status ?? before.status,
            createdAt: now,
          });
        }
        // No reminder kind of its own (decision 072): the mail and the notification tell it.
        if (teller && result.news)
          await this.news.tell(tx, teller.company, studentOf(before), result.news, null);
        return result;
      },
      (after, result) => ({ ...snapshot(after), remark: result.remark ?? null }),
    );
    this.news.sent();
    return { detail: await this.detail(actor, id), message: result.message ?? change.message };
  }
}

const studentOf = (r: ScoreReportItem) => ({ id: r.studentId, name: r.studentName, email: r.studentEmail });

const desk: QueueDesk<ScoreReportQueueRepository, ScoreReportItem> = {
  entity: 'score_report',
  notFound: M.notFound,
  read: (repo, companyCode, id) => repo.report(companyCode, id),
  checkScope: async (repo, actor, _report, id) => {
    if (!(await repo.inScope(actor.staff.companyCode, courseScope(actor), id)))
      throw forbidden(M.notYourStudent);
  },
  snapshot: (r) => snapshot(r),
};

/** How long a pending report has waited and when it is due. */
function present(r: ScoreReportItem, now: Date, dueHours: number): QueueScoreReport {
  const due = dueAt(r.createdAt, dueHours);
  return {
    id: r.id,
    status: r.status,
    student: { id: r.studentId, name: r.studentName, email: r.studentEmail },
    listening: r.listening,
    reading: r.reading,
    writing: r.writing,
    speaking: r.speaking,
    overall: r.overall,
    examDate: r.examDate,
    trfNumber: r.trfNumber,
    createdAt: r.createdAt.toISOString(),
    dueAt: due.toISOString(),
    overdue: r.status === 'pending' && isLate(due, now),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
    verifiedBy: r.verifierId ? { id: r.verifierId, name: r.verifierName ?? '' } : null,
    rewardGrantedAt: r.rewardGrantedAt?.toISOString() ?? null,
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
  };
}

const snapshot = (r: ScoreReportItem) => ({
  status: r.status,
  verifiedBy: r.verifierId,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  rewardGrantedAt: r.rewardGrantedAt?.toISOString() ?? null,
  rewardEnrolmentId: r.rewardEnrolmentId,
  assignee: r.assigneeId,
});
