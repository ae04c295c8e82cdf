import { type CohortSummary, QUIET_DAYS_DEFAULT } from '@portico/contract/console-cohorts';
import { gradingPolicyOf, turnaroundHoursOf } from '@portico/contract/console-settings';
import type pino from 'pino';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { companyMail } from '../../lib/mail';
import type { Outbox } from '../../lib/outbox';
import { PeriodicPass } from '../../lib/periodic-pass';
import { companyBaseUrl } from '../../lib/public-url';
import type { Actor } from '../../lib/staff-actor';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { CohortsService } from './cohorts.service';
import type { WeeklySummaryRepository } from './weekly-summary.repository';

/** The week's summary goes from Monday at this hour (UTC; 11:30 in India) on. */
export const SUMMARY_HOUR_UTC = 6;

/** The ISO 8601 week of a moment in UTC: '2026-W49'. */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The week's Thursday decides its year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Monday before the hour belongs to the week before's summary, already sent. */
const beforeMondaySending = (at: Date) => at.getUTCDay() === 1 && at.getUTCHours() < SUMMARY_HOUR_UTC;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A cohort's line: 'IELTS Morning Batch (batch): 13 students — 12 active, 1 quiet, 0 not started.' */
export function cohortLine(c: CohortSummary): string {
  const kind = c.kind === 'batches' ? 'batch' : 'course';
  return `${c.name} (${kind}): ${plural(c.students, 'student')} — ${c.active} active, ${c.quiet} quiet, ${c.never} not started.`;
}

/** The mail's subject and lines for a member's cohorts. */
export function summaryOf(cohorts: CohortSummary[]): { subject: string; lines: string[] } {
  const shown = cohorts.filter((c) => c.students > 0);
  // A course's cohort holds its batches' students: counted by course where the member has courses.
  const courses = shown.filter((c) => c.kind === 'courses');
  const quiet = (courses.length ? courses : shown).reduce((n, c) => n + c.quiet, 0);
  const subject =
    quiet > 0 ? `Your students this week: ${plural(quiet, 'quiet student')}` : 'Your students this week';
  const lines = shown.length
    ? [
        'How the students of your courses are doing this week:',
        ...shown.map(cohortLine),
        `Quiet: nothing done in the portal for ${QUIET_DAYS_DEFAULT} days or more. Open Cohorts for their names, predictions and classes.`,
      ]
    : ['No student is in your courses yet. The summary will list them once there are.'];
  return { subject, lines };
}

/**
 * The weekly summary by mail (issue 45 part 3, off by default per company): each week, from Monday
 * 06:00 UTC, every admin and teacher of a company that turned it on gets their cohorts' counts (a
 * teacher: their courses'; an admin: the company's) with a link to Cohorts. A pass runs every hour;
 * a member's week is claimed in the transaction that queues the mail, so each gets one per week
 * however many processes run the pass.
 */
export class WeeklySummary {
  private readonly passes = new PeriodicPass(
    () => this.sendDue(),
    (err) => this.log.error({ err }, 'weekly summary failed; the next pass retries'),
  );

  constructor(
    private readonly repo: WeeklySummaryRepository,
    private readonly cohorts: CohortsService,
    private readonly ctx: { outbox: Outbox; config: Config; clock: Clock; log: pino.Logger },
  ) {}

  private get log() {
    return this.ctx.log;
  }

  start(intervalMs: number): void {
    void this.passes.run();
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** Sends every summary due now; answers how many were sent. */
  async sendDue(): Promise<number> {
    const now = this.ctx.clock.now();
    if (beforeMondaySending(now)) return 0;
    const week = isoWeek(now);
    let sent = 0;
    for (const company of await this.repo.companies()) sent += await this.sendCompany(company, week, now);
    if (sent > 0) this.ctx.outbox.notify();
    return sent;
  }

  private async sendCompany(company: CompanyRow, week: string, now: Date): Promise<number> {
    let sent = 0;
    const href = `${companyBaseUrl(this.ctx.config, company.primaryHost)}/console/cohorts`;
    for (const { staff, courseIds } of await this.repo.members(company.code)) {
      const actor = {
        staff,
        courseIds,
        ip: '',
        dueHours: turnaroundHoursOf({}),
        grading: gradingPolicyOf({}),
      } satisfies Actor;
      const { courses, batches } = await this.cohorts.list(actor);
      const { subject, lines } = summaryOf([...batches, ...courses]);
      const mail = companyMail(company, staff.name, subject, lines, { href, label: 'Open Cohorts' });
      const queued = await this.repo.claim(company.code, staff.id, week, now, (tx) =>
        this.ctx.outbox.queue(tx, {
          companyCode: company.code,
          channel: 'email',
          recipient: staff.email,
          ...mail,
        }),
      );
      if (queued) sent += 1;
    }
    return sent;
  }
}
