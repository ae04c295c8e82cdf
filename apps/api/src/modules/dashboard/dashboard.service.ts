import {
  type Dashboard,
  DashboardMessages,
  type DashboardQuery,
  type DashboardVideo,
  type OngoingClass,
  type ProgressItem,
} from '@portico/contract/dashboard';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { ieltsOverallBand, isIeltsBand, roundToHalfBand } from '../assessment/scoring/ielts';
import { standingOf } from '../courses/access';
import { classHeading, classStatus } from '../live-classes/class-schedule';
import { present as presentNotice } from '../notifications/notifications.service';
import type {
  DashboardClassRow,
  DashboardRepository,
  DashboardVideoRow,
  ProgressRow,
} from './dashboard.repository';

const DAY_MS = 86_400_000;
/** Ongoing classes: those starting from 12 hours ago to 12 hours ahead that have not finished. */
const ONGOING_WINDOW_MS = 12 * 3_600_000;
const IELTS_SKILLS = ['Listening', 'Reading', 'Writing', 'Speaking'] as const;

/** The dashboard's switches a course may set, and each one's value when the course leaves it unset. */
const SWITCH_DEFAULTS = {
  showWalkthrough: false,
  showPerformance: true,
  showVisaInsights: false,
  showWordOfTheDay: false,
  showTipOfTheDay: false,
  showTrendingVideos: false,
};
type Switches = typeof SWITCH_DEFAULTS;

function switchesOf(flags: Partial<Record<keyof Switches, boolean | null>>): Switches {
  const entries = Object.entries(SWITCH_DEFAULTS) as [keyof Switches, boolean][];
  return Object.fromEntries(entries.map(([name, unset]) => [name, flags[name] ?? unset])) as Switches;
}

export type DashboardStudent = { id: string; companyCode: string };
/** The score predictor's IELTS overall band for the student's course (decision 059), or null. */
export type PredictedOverall = (student: DashboardStudent, courseId: string) => Promise<number | null>;
export type DashboardCompany = { showNoticeBoard: boolean; enableScoreFromStudents: boolean };

/** spec 1 §2 Dashboard: everything the page shows, from one call. */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly clock: Clock,
    private readonly predictedOverall: PredictedOverall,
  ) {}

  async dashboard(
    student: DashboardStudent,
    company: DashboardCompany,
    q: DashboardQuery,
  ): Promise<Dashboard> {
    const now = this.clock.now();
    const rows = await this.repo.read({
      companyCode: student.companyCode,
      studentId: student.id,
      courseId: q.id,
      now,
      classesFrom: new Date(now.getTime() - ONGOING_WINDOW_MS),
      classesTo: new Date(now.getTime() + ONGOING_WINDOW_MS),
      withNotices: company.showNoticeBoard,
    });
    const { course } = rows;
    const standing = standingOf(rows, now);
    if (!course || !standing.assigned) throw forbidden(DashboardMessages.notAssigned);

    const flags = course.dashboard ?? {};
    const bySection = (section: DashboardVideoRow['section']) =>
      rows.videos.filter((v) => v.section === section).map(presentVideo);
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
        ...switchesOf(flags),
        disabletestyourenglish: flags.disableTestYourEnglish ?? false,
        guideCards: (flags.guideCards ?? []).map((g) => ({
          title: g.title,
          description: g.description ?? '',
          url: g.url,
          image: g.image ?? '',
        })),
      },
      progress: isIelts
        ? {
            ...ieltsProgress(rows.progress),
            averagePredictedScore: await this.predictedOverall(student, course.id),
          }
        : sectionProgress(rows.progress),
      stats: rows.stats,
      onGoingClasses: rows.classes
        .map((c) => presentClass(c, student.companyCode, now, q.tz))
        .filter((c) => c.clsStatus === 'started' || c.clsStatus === 'scheduled'),
      notices: company.showNoticeBoard ? rows.notices.map(presentNotice) : [],
      showNoticeBoard: company.showNoticeBoard,
      productDetails: {
        expiryDays: standing.open ? Math.ceil(((rows.endsAt?.getTime() ?? 0) - now.getTime()) / DAY_MS) : 0,
        isProductAccess: standing.open,
        isRevoked: standing.revoked,
        accessStartsAt: standing.startsAt?.toISOString() ?? null,
        ieltsScoreEnabled: isIelts && company.enableScoreFromStudents,
        frenchEnabled: rows.frenchEnabled,
        scoreReportVerified: rows.scoreReportVerified,
      },
    };
  }
}

function presentVideo(v: DashboardVideoRow): DashboardVideo {
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
export function ieltsProgress(rows: ProgressRow[]) {
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const ieltsprogress: ProgressItem[] = IELTS_SKILLS.map((title) => {
    const r = byKind.get(title);
    const score = r && r.bands > 0 && r.band !== null ? roundToHalfBand(r.band) : null;
    return { title, score, testsTaken: r?.bands ?? 0, awaiting: r?.awaiting ?? 0 };
  });
  // The predicted overall is the IELTS overall band of the four skill bands (SCORING.md: their mean,
  // a mean ending in .25 up to the half band, one ending in .75 up to the whole band), in half bands;
  // shown only when above 0. It needs all four skills: one Reading practice predicts no overall band.
  const scores = ieltsprogress.map((p) => p.score);
  if (!scores.every((score): score is number => score !== null && isIeltsBand(score))) {
    return { scoreType: 'band' as const, ieltsprogress, averagePredictedScore: null };
  }
  const overall = ieltsOverallBand(scores as [number, number, number, number]);
  return { scoreType: 'band' as const, ieltsprogress, averagePredictedScore: overall > 0 ? overall : null };
}

/**
 * Other exams: the per cent correct of each section kind, the mean over the recent attempts (each
 * counted once); answers waiting for the teacher are not wrong ones, so a kind with nothing else
 * (an essay) has no per cent until it is marked.
 */
export function sectionProgress(rows: ProgressRow[]) {
  const ieltsprogress: ProgressItem[] = rows.map((r) => ({
    title: r.kind,
    score: r.scored > 0 && r.accuracy !== null ? Math.round(r.accuracy) : null,
    testsTaken: r.scored,
    awaiting: r.awaiting,
  }));
  return { scoreType: 'percent' as const, ieltsprogress, averagePredictedScore: null };
}

function presentClass(c: DashboardClassRow, companyCode: string, now: Date, tz: string): OngoingClass {
  return {
    ...classHeading(c, tz),
    durationMinutes: c.durationMinutes,
    clsStatus: classStatus(c, now),
    companyCode,
    zoomData: { join_url: c.joinUrl, duration: c.durationMinutes },
    attended: Boolean(c.attended),
  };
}
