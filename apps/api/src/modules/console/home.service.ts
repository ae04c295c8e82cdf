import {
  type ConsoleHome,
  type ConsoleHomeBusiness,
  type ConsoleHomeClass,
  type ConsoleHomeQueue,
  type ConsoleHomeQueueName,
  type ConsoleHomeTrendDay,
  HOME_TREND_DAYS,
} from '@portico/contract/console-home';
import type { Clock } from '../../lib/clock';
import { type Actor, courseScope } from '../../lib/staff-actor';
import type { ApplicationRepository } from '../application/application.repository';
import { addDaysToKey, classStatus, dayKey, dayStart } from '../live-classes/class-schedule';
import { businessDays } from './business-periods';
import type { CareerQueueRepository } from './career-queue.repository';
import type { ConsoleOrdersService } from './console-orders.service';
import type { EvaluationQueueRepository } from './evaluation-queue.repository';
import type { HomeRepository } from './home.repository';
import type { WaitingCount, WaitingFigures } from './queue.repository';
import { lateIfWaitingBefore } from './queue-common';
import type { ScoreReportQueueRepository } from './score-report-queue.repository';
import type { SupportQueueRepository } from './support-queue.repository';

/** The repositories the home reads: each queue's own counting, and the home's. */
export type HomeRepos = {
  home: HomeRepository;
  evaluations: EvaluationQueueRepository;
  scoreReports: ScoreReportQueueRepository;
  support: SupportQueueRepository;
  career: CareerQueueRepository;
  applications: ApplicationRepository;
};

type Scope = string[] | null;
type TargetQueue = Exclude<ConsoleHomeQueueName, 'applications'>;
/** A queue with a turnaround target: its waiting items counted, and who finished which since a moment. */
type Desk = {
  waiting(companyCode: string, scope: Scope, count: WaitingCount): Promise<WaitingFigures>;
  doneSince(companyCode: string, scope: Scope, since: Date): Promise<{ staffId: string | null }[]>;
};

/**
 * Each queue's counting is its repository's (the same scope and waiting state as its list, late by
 * queue-common.ts's rule); what a member finished is the queue's turnaround's own reading of it.
 */
const desksOf = (r: HomeRepos): Record<TargetQueue, Desk> => ({
  evaluations: {
    waiting: (...a) => r.evaluations.waiting(...a),
    doneSince: (...a) => r.evaluations.releasedSince(...a),
  },
  scoreReports: {
    waiting: (...a) => r.scoreReports.waiting(...a),
    doneSince: (...a) => r.scoreReports.reviewedSince(...a),
  },
  support: {
    waiting: (...a) => r.support.waiting(...a),
    doneSince: (...a) => r.support.answeredSince(...a),
  },
  career: {
    waiting: (...a) => r.career.waiting(...a),
    doneSince: (...a) => r.career.reviewedSince(...a),
  },
});

const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The days the home reckons with, in the member's zone (its week and month: the orders list's too). */
function daysOf(now: Date, tz: string) {
  const business = businessDays(now, tz);
  const { today } = business;
  return {
    ...business,
    todayFrom: dayStart(today, tz),
    tomorrowFrom: dayStart(addDaysToKey(today, 1), tz),
    trendFirst: addDaysToKey(today, 1 - HOME_TREND_DAYS),
  };
}
type Days = ReturnType<typeof daysOf>;

/**
 * The console home (issue 40, decision 053): per queue what waits, what is late against the
 * company's target and the member's own share; today's classes; the company's week and month for
 * admins; evaluations received and released over the last days. A faculty member's figures are of
 * the courses they work on, as their queues are, and never of money.
 */
export class HomeService {
  private readonly desks: Record<TargetQueue, Desk>;

  constructor(
    private readonly repos: HomeRepos,
    private readonly clock: Clock,
    /** The orders list's totals: the home's week of paid orders and month of revenue are two of them. */
    private readonly orders: Pick<ConsoleOrdersService, 'paidTotals'>,
  ) {
    this.desks = desksOf(repos);
  }

  async home(actor: Actor, tz: string): Promise<ConsoleHome> {
    const now = this.clock.now();
    const days = daysOf(now, tz);
    const [queues, liveClasses, business, trend] = await Promise.all([
      this.queues(actor, now, days),
      this.classes(actor, now, days),
      actor.staff.role === 'admin' ? this.business(actor.staff.companyCode, days) : null,
      this.trend(actor, days, tz),
    ]);
    return { today: days.today, timeZone: tz, queues, liveClasses, business, trend };
  }

  private async queues(actor: Actor, now: Date, days: Days): Promise<ConsoleHomeQueue[]> {
    const names = Object.keys(this.desks) as TargetQueue[];
    const withTarget = await Promise.all(names.map((name) => this.queue(actor, now, days, name)));
    const open = await this.repos.applications.waiting(actor.staff.companyCode, courseScope(actor));
    const applications: ConsoleHomeQueue = {
      queue: 'applications',
      waiting: open.waiting,
      late: null,
      targetHours: null,
      oldestSince: isoOf(open.oldestSince),
      mine: null,
      doneToday: null,
    };
    return [...withTarget, applications];
  }

  private async queue(actor: Actor, now: Date, days: Days, name: TargetQueue): Promise<ConsoleHomeQueue> {
    const { companyCode, id: staffId } = actor.staff;
    const scope = courseScope(actor);
    const targetHours = actor.dueHours[name];
    const desk = this.desks[name];
    const lateBefore = lateIfWaitingBefore(now, targetHours);
    const [figures, done] = await Promise.all([
      desk.waiting(companyCode, scope, { lateBefore, staffId }),
      desk.doneSince(companyCode, scope, days.todayFrom),
    ]);
    return {
      queue: name,
      waiting: figures.waiting,
      late: figures.late,
      targetHours,
      oldestSince: isoOf(figures.oldestSince),
      mine: figures.mine,
      doneToday: done.filter((d) => d.staffId === staffId).length,
    };
  }

  /** Today's classes of the member's courses (every course for an admin), with their status now. */
  private async classes(actor: Actor, now: Date, days: Days): Promise<ConsoleHomeClass[]> {
    const rows = await this.repos.home.classes(
      actor.staff.companyCode,
      courseScope(actor),
      days.todayFrom,
      days.tomorrowFrom,
    );
    return rows.map((c) => ({
      id: c.id,
      className: c.className,
      batchId: c.batchId,
      batchName: c.batchName,
      courseName: c.courseName,
      startsAt: c.classDateTime.toISOString(),
      durationMinutes: c.durationMinutes,
      status: classStatus(c, now),
    }));
  }

  /**
   * New students and paid orders of the week, and the month's revenue net of refunds (admins only):
   * the orders list's totals for `status=paid` and its week and month.
   */
  private async business(companyCode: string, days: Days): Promise<ConsoleHomeBusiness> {
    const [newStudents, week, month] = await Promise.all([
      this.repos.home.newStudents(companyCode, days.weekFrom),
      this.orders.paidTotals(companyCode, days.weekFrom),
      this.orders.paidTotals(companyCode, days.monthFrom),
    ]);
    return {
      newStudents,
      ordersPaid: week.orders,
      revenue: month.revenue,
      weekFrom: days.weekFrom.toISOString(),
      monthFrom: days.monthFrom.toISOString(),
    };
  }

  /** Attempts sent for evaluation and evaluations released per day of the trend, in the member's zone. */
  private async trend(actor: Actor, days: Days, tz: string): Promise<ConsoleHomeTrendDay[]> {
    const { companyCode } = actor.staff;
    const scope = courseScope(actor);
    const from = dayStart(days.trendFirst, tz);
    const [received, released] = await Promise.all([
      this.repos.evaluations.requestedSince(companyCode, scope, from),
      this.repos.evaluations.releasedSince(companyCode, scope, from),
    ]);
    const perDay = (dates: (Date | null)[]) => {
      const tally = new Map<string, number>();
      for (const d of dates) if (d) tally.set(dayKey(d, tz), (tally.get(dayKey(d, tz)) ?? 0) + 1);
      return tally;
    };
    const got = perDay(received.map((r) => r.requestedAt));
    const gave = perDay(released.map((r) => r.releasedAt));
    return Array.from({ length: HOME_TREND_DAYS }, (_, i) => {
      const day = addDaysToKey(days.trendFirst, i);
      return { day, received: got.get(day) ?? 0, released: gave.get(day) ?? 0 };
    });
  }
}
