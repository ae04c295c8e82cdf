import { z } from 'zod';
import { envelope } from './envelope';
import { ClassBaseSchema, LiveClassStatusSchema, ZoomDataSchema } from './live-classes';
import { NotificationSchema } from './notifications';
import { get } from './route';
import { timeZoneQuery } from './time-zone';

export const DashboardMessages = {
  badCourse: 'id must be a course id',
  badTimeZone: 'tz must be an IANA time zone such as Asia/Kolkata',
  notAssigned: 'This course is not assigned to you.',
} as const;

// spec 1 §7 GET dashboard: query id = courseId. `tz` (the browser's zone) formats classTimeString.
export const DashboardQuerySchema = z.object({
  id: z.uuid({ error: DashboardMessages.badCourse }),
  tz: timeZoneQuery(DashboardMessages.badTimeZone),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

// spec 1 §3 Video items: title, thumbNail, content, isVimeo; with the student's progress.
export const DashboardVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbNail: z.string(),
  /** An HLS playlist, or a Vimeo address when isVimeo. */
  content: z.string(),
  isVimeo: z.boolean(),
  /** Seconds; 0 when unknown. */
  duration: z.number().int(),
  /** The student's action: null before the first play. */
  status: z.enum(['InProgress', 'Completed']).nullable(),
  /** Where playback resumes (seconds). */
  position: z.number(),
});
export type DashboardVideo = z.infer<typeof DashboardVideoSchema>;

export const GuideCardSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  image: z.string(),
});
export type GuideCard = z.infer<typeof GuideCardSchema>;

export const DashboardCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  examFamily: z.string(),
  walkthroughVideos: z.array(DashboardVideoSchema),
  visaInsights: z.array(DashboardVideoSchema),
  wordOfTheDay: z.array(DashboardVideoSchema),
  tipOfTheDay: z.array(DashboardVideoSchema),
  trendingVideos: z.array(DashboardVideoSchema),
  showWalkthrough: z.boolean(),
  showPerformance: z.boolean(),
  showVisaInsights: z.boolean(),
  showWordOfTheDay: z.boolean(),
  showTipOfTheDay: z.boolean(),
  showTrendingVideos: z.boolean(),
  disabletestyourenglish: z.boolean(),
  guideCards: z.array(GuideCardSchema),
});

/** One skill (IELTS) or section of the course, averaged over the student's ended attempts. */
export const ProgressItemSchema = z.object({
  title: z.string(),
  /** An IELTS band (0–9) or, for other exams, the accuracy in per cent; null before any attempt. */
  score: z.number().nullable(),
  /** The attempts the score is made of (each attempt once, however many parts it has). */
  testsTaken: z.number().int(),
  /** Attempts whose answers here wait for the teacher: not in the score until marked. */
  awaiting: z.number().int(),
});
export type ProgressItem = z.infer<typeof ProgressItemSchema>;

export const DashboardProgressSchema = z.object({
  scoreType: z.enum(['band', 'percent']),
  ieltsprogress: z.array(ProgressItemSchema),
  /** The IELTS overall band of the four skill bands (SCORING.md, half bands); null unless above 0. */
  averagePredictedScore: z.number().nullable(),
});

export const DashboardStatsSchema = z.object({
  totalTestTaken: z.number().int(),
  liveClassAttendedCount: z.number().int(),
  videosWatchedCount: z.number().int(),
});

// spec 1 §3 Live class (dashboard): id, className, classTimeString, clsStatus, companyCode, zoomData.join_url.
export const OngoingClassSchema = ClassBaseSchema.extend({
  durationMinutes: z.number().int(),
  clsStatus: LiveClassStatusSchema,
  companyCode: z.string(),
  zoomData: ZoomDataSchema,
  /** The student has already launched it (an Attended action exists). */
  attended: z.boolean(),
});
export type OngoingClass = z.infer<typeof OngoingClassSchema>;

export const ProductDetailsSchema = z.object({
  /** Whole days until the course's latest enrolment expires; 0 once expired. */
  expiryDays: z.number().int(),
  isProductAccess: z.boolean(),
  /** Portico: the access ended because staff revoked every enrolment that gave the course. */
  isRevoked: z.boolean().default(false),
  /** Portico: no enrolment gives the course yet; access starts then (ISO 8601), else null. */
  accessStartsAt: z.string().nullable().default(null),
  ieltsScoreEnabled: z.boolean(),
  frenchEnabled: z.boolean(),
  /** Portico: the student's submitted IELTS score report has been verified by the company's staff. */
  scoreReportVerified: z.boolean().default(false),
});

export const DashboardSchema = z.object({
  course: DashboardCourseSchema,
  progress: DashboardProgressSchema,
  stats: DashboardStatsSchema,
  onGoingClasses: z.array(OngoingClassSchema),
  /** The first six active notices (empty when the company hides the noticeboard). */
  notices: z.array(NotificationSchema),
  showNoticeBoard: z.boolean(),
  productDetails: ProductDetailsSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardResponseSchema = envelope(DashboardSchema);
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

export const dashboardApi = {
  dashboard: get('dashboard', { query: DashboardQuerySchema, response: DashboardResponseSchema }),
};
