import {
  type Dashboard,
  DashboardMessages,
  type DashboardQuery,
  type DashboardVideo,
  LIVE_CLASS_EARLY_MINUTES,
  type OngoingClass,
  type ProgressItem,
} from '@portico/contract/dashboard';
import { NOTICEBOARD_SIZE } from '@portico/contract/notifications';
import type { CourseDashboard } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { roundToHalfBand } from '../assessment/scoring/ielts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DashboardRepository } from './dashboard.repository';

const DAY_MS = 86_400_000;
/** Ongoing classes: those starting from 12 hours ago to 12 hours ahead that have not finished. */
const ONGOING_WINDOW_MS = 12 * 3_600_000;
const IELTS_SKILLS = ['Listening', 'Reading', 'Writing', 'Speaking'] as const;

export type DashboardStudent = { id: string; companyCode: string };
export type DashboardCompany = { showNoticeBoard: boolean; enableScoreFromStudents: boolean };

type VideoRow = Awaited<ReturnType<DashboardRepository['videos']>>[number];
type AttemptRow = Awaited<ReturnType<DashboardRepository['endedAttempts']>>[number];
type ClassRow = Awaited<ReturnType<DashboardRepository['classesBetween']>>[number];

/** spec 1 §2 Dashboard: everything the page shows, from one call. */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  async dashboard(
    student: DashboardStudent,
    company: DashboardCompany,
    q: DashboardQuery,
  ): Promise<Dashboard> {
    const now = this.clock.now();
    const { companyCode, id: studentId } = student;
    const [course, access, videoRows, attempts, stats, classRows, notices] = await Promise.all([
      this.repo.course(companyCode, q.id),
      this.repo.access(companyCode, studentId, q.id, now),
      this.repo.videos(companyCode, studentId, q.id),
      this.repo.endedAttempts(companyCode, studentId, q.id),
      this.repo.stats(companyCode, studentId),
      this.repo.classesBetween(
        companyCode,
        studentId,
        q.id,
        new Date(now.getTime() - ONGOING_WINDOW_MS),
        new Date(now.getTime() + ONGOING_WINDOW_MS),
      ),
      company.showNoticeBoard
        ? this.notifications.list(student, { type: 'notice', limit: NOTICEBOARD_SIZE, sort: 'desc' })
        : Promise.resolve({ Items: [] }),
    ]);
    if (!course || !access.expiresAt) throw forbidden(DashboardMessages.notAssigned);

    const flags: CourseDashboard = course.dashboard ?? {};
    const bySection = (section: VideoRow['section']) =>
      videoRows.filter((v) => v.section === section).map(presentVideo);
    const isIelts = course.examFamily === 'ielts';
    return {
      course: {
        id: course.id,
        name: course.courseName,
        examFamily: course.examFamily,
        walkthroughVideos: bySection('walkthrough'),
        visaInsights: bySection('visa-insights'),
        wordOfTheDay: bySection('word-of-the-day'),
        tipOfTheDay: bySection('tip-of-the-day'),
        trendingVideos: bySection('trending'),
        showWalkthrough: flags.showWalkthrough ?? false,
        showPerformance: flags.showPerformance ?? true,
        showVisaInsights: flags.showVisaInsights ?? false,
        showWordOfTheDay: flags.showWordOfTheDay ?? false,
        showTipOfTheDay: flags.showTipOfTheDay ?? false,
        showTrendingVideos: flags.showTrendingVideos ?? false,
        disabletestyourenglish: flags.disableTestYourEnglish ?? false,
        guideCards: (flags.guideCards ?? []).map((g) => ({
          title: g.title,
          description: g.description ?? '',
          url: g.url,
          image: g.image ?? '',
        })),
      },
      progress: isIelts ? ieltsProgress(attempts) : sectionProgress(attempts),
      stats,
      onGoingClasses: classRows
        .map((c) => presentClass(c, companyCode, now, q.tz))
        .filter((c) => c.clsStatus === 'started' || c.clsStatus === 'scheduled'),
      notices: notices.Items,
      showNoticeBoard: company.showNoticeBoard,
      productDetails: {
        expiryDays: Math.max(0, Math.ceil((access.expiresAt.getTime() - now.getTime()) / DAY_MS)),
        isProductAccess: access.expiresAt > now,
        ieltsScoreEnabled: isIelts && company.enableScoreFromStudents,
        frenchEnabled: access.frenchEnabled,
      },
    };
  }
}

function presentVideo(v: VideoRow): DashboardVideo {
  const status = v.status === 'Completed' || v.status === 'InProgress' ? v.status : null;
  return {
    id: v.id,
    title: v.title,
    thumbNail: v.thumbnail,
    content: v.content,
    isVimeo: v.isVimeo,
    duration: v.duration,
    status,
    position: v.position ?? 0,
  };
}

/** IELTS: one band per skill, the half-band mean of the skill's bands in the recent attempts. */
export function ieltsProgress(attempts: Pick<AttemptRow, 'report' | 'evaluatedBands'>[]) {
  const bands = new Map<string, number[]>(IELTS_SKILLS.map((s) => [s, []]));
  for (const a of attempts) {
    for (const s of a.report?.sections ?? []) {
      const band = a.evaluatedBands?.[s.referenceType] ?? s.band;
      if (typeof band === 'number' && band >= 0) bands.get(s.referenceType)?.push(band);
    }
  }
  const ieltsprogress: ProgressItem[] = IELTS_SKILLS.map((title) => {
    const list = bands.get(title) ?? [];
    return { title, score: list.length ? roundToHalfBand(mean(list)) : null, testsTaken: list.length };
  });
  // spec 1 §9: the mean of the four rounded skill scores, rounded; shown only when above 0.
  const average = Math.round(mean(ieltsprogress.map((p) => Math.round(p.score ?? 0))));
  return { scoreType: 'band' as const, ieltsprogress, averagePredictedScore: average > 0 ? average : null };
}

/** Other exams: the accuracy of each section kind (its referenceType or title) over recent attempts. */
export function sectionProgress(attempts: Pick<AttemptRow, 'report'>[]) {
  const totals = new Map<string, { correct: number; total: number; tests: number }>();
  for (const a of attempts) {
    for (const s of a.report?.sections ?? []) {
      const title = s.referenceType || s.title;
      const t = totals.get(title) ?? { correct: 0, total: 0, tests: 0 };
      t.correct += s.correctAnswer;
      t.total += s.totalQuestions;
      t.tests += 1;
      totals.set(title, t);
    }
  }
  const ieltsprogress: ProgressItem[] = [...totals].map(([title, t]) => ({
    title,
    score: t.total > 0 ? Math.round((t.correct / t.total) * 100) : null,
    testsTaken: t.tests,
  }));
  return { scoreType: 'percent' as const, ieltsprogress, averagePredictedScore: null };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** A class's status: the trainer's when set, otherwise from the clock. */
export function classStatus(c: Pick<ClassRow, 'status' | 'classDateTime' | 'durationMinutes'>, now: Date) {
  if (c.status) return c.status;
  const start = c.classDateTime.getTime();
  const end = start + c.durationMinutes * 60_000;
  if (now.getTime() >= end) return 'finished';
  if (now.getTime() >= start - LIVE_CLASS_EARLY_MINUTES * 60_000) return 'started';
  return 'scheduled';
}

function presentClass(c: ClassRow, companyCode: string, now: Date, tz: string): OngoingClass {
  const end = new Date(c.classDateTime.getTime() + c.durationMinutes * 60_000);
  const day = new Intl.DateTimeFormat('en-IN', {
    timeZone: tz,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: tz, hour: 'numeric', minute: '2-digit' });
  return {
    id: c.id,
    className: c.className,
    batchId: c.batchId,
    batchName: c.batchName,
    agenda: c.agenda,
    classDateTime: c.classDateTime.toISOString(),
    classTimeString: `${day.format(c.classDateTime)}, ${time.format(c.classDateTime)} – ${time.format(end)}`,
    durationMinutes: c.durationMinutes,
    clsStatus: classStatus(c, now),
    companyCode,
    zoomData: { join_url: c.joinUrl, duration: c.durationMinutes },
    attended: Boolean(c.attended),
  };
}
