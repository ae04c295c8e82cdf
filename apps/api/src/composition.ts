import { replicaReads } from './db/replica-reads';
import type { AppContext } from './lib/context';
import { RateLimiter } from './lib/rate-limit';
import { SessionStore } from './lib/sessions';
import { AboutRepository } from './modules/about/about.repository';
import { AboutService } from './modules/about/about.service';
import { AnswerFeedbackRepository } from './modules/answer-feedback/answer-feedback.repository';
import { AnswerFeedbackService } from './modules/answer-feedback/answer-feedback.service';
import { AnswerFeedbackWorker } from './modules/answer-feedback/answer-feedback.worker';
import { BandEstimates } from './modules/answer-feedback/band-estimates';
import { storedRecordingMeasurer } from './modules/answer-feedback/speaking/stored-recording';
import { ApplicationRepository } from './modules/application/application.repository';
import { ApplicationService } from './modules/application/application.service';
import { AssessmentRepository } from './modules/assessment/assessment.repository';
import { AssessmentService } from './modules/assessment/assessment.service';
import { AttemptTiming } from './modules/assessment/attempt-timing';
import { QuizService } from './modules/assessment/quiz.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { WalkInService } from './modules/auth/walk-in.service';
import { CalibrationRepository } from './modules/calibration/calibration.repository';
import { ItemCalibration } from './modules/calibration/item-calibration';
import { CareerRepository } from './modules/career/career.repository';
import { CareerService } from './modules/career/career.service';
import { CareerDocuments } from './modules/career/career-documents';
import { CodingRepository } from './modules/coding/coding.repository';
import { CodingService } from './modules/coding/coding.service';
import { RunQueue } from './modules/coding/run-queue';
import { DEFAULT_RUN_LIMITS } from './modules/coding/runner/code-runner';
import { createCodeRunner } from './modules/coding/runner/create-runner';
import { CouponRepository } from './modules/commerce/coupon.repository';
import { CouponService } from './modules/commerce/coupon.service';
import { buildConsoleServices } from './modules/console/console.composition';
import { ConsoleReviewDecksRepository } from './modules/console/review-decks.repository';
import { ConsoleReviewDecksService } from './modules/console/review-decks.service';
import { CoursesRepository } from './modules/courses/courses.repository';
import { CoursesService } from './modules/courses/courses.service';
import { DashboardRepository } from './modules/dashboard/dashboard.repository';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { IntroRepository } from './modules/intro/intro.repository';
import { IntroService } from './modules/intro/intro.service';
import { LearningRepository } from './modules/learning/learning.repository';
import { LearningService } from './modules/learning/learning.service';
import { LiveClassesRepository } from './modules/live-classes/live-classes.repository';
import { LiveClassesService } from './modules/live-classes/live-classes.service';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { NotificationsService } from './modules/notifications/notifications.service';
import { OrdersRepository } from './modules/orders/orders.repository';
import { OrdersService } from './modules/orders/orders.service';
import { gatewayFor } from './modules/payments/gateways';
import { PaymentsRepository } from './modules/payments/payments.repository';
import { PaymentsService } from './modules/payments/payments.service';
import { PredictionRepository } from './modules/prediction/prediction.repository';
import { PredictionService } from './modules/prediction/prediction.service';
import { ProductsRepository } from './modules/products/products.repository';
import { ProductsService } from './modules/products/products.service';
import { ProfileRepository } from './modules/profile/profile.repository';
import { ProfileService } from './modules/profile/profile.service';
import { PushRepository } from './modules/push/push.repository';
import { PushService } from './modules/push/push.service';
import { Reminders } from './modules/push/reminders';
import { RemindersRepository } from './modules/push/reminders.repository';
import { VapidKeys } from './modules/push/vapid-keys';
import { ReportService } from './modules/reports/attempt-report.service';
import { ReportsRepository } from './modules/reports/reports.repository';
import { ReportsService } from './modules/reports/reports.service';
import { ReviewDecksRepository } from './modules/review-decks/review-decks.repository';
import { ReviewDecksService } from './modules/review-decks/review-decks.service';
import { ScoreMeaningRepository } from './modules/score-meaning/score-meaning.repository';
import { ScoreMeaningService } from './modules/score-meaning/score-meaning.service';
import { ScoreReportRepository } from './modules/score-report/score-report.repository';
import { ScoreReportService } from './modules/score-report/score-report.service';
import { BrandImages } from './modules/storage/brand-images';
import { ContentMedia } from './modules/storage/content-media';
import { createStorage } from './modules/storage/create-storage';
import { StorageRepository } from './modules/storage/storage.repository';
import { StorageService } from './modules/storage/storage.service';
import { StudyPlanRepository } from './modules/study-plan/study-plan.repository';
import { StudyPlanService } from './modules/study-plan/study-plan.service';
import { SupportRepository } from './modules/support/support.repository';
import { SupportService } from './modules/support/support.service';
import { TenancyRepository } from './modules/tenancy/tenancy.repository';
import { TenancyService } from './modules/tenancy/tenancy.service';
import { UserActionsRepository } from './modules/user-actions/user-actions.repository';
import { UserActionsService } from './modules/user-actions/user-actions.service';
import type { SharedParts } from './shared-parts';

/**
 * The composition root: every repository, driver and service of the API is built here, once per
 * app, from the app's context (database, clock, outbox, configuration). Routes receive what they
 * call from `app.services` and construct nothing (STYLE.md 'Thin routes, a service, one place for SQL').
 */
export async function buildServices(ctx: AppContext) {
  const storage = await createStorage(ctx.config, ctx.clock);
  const shared: SharedParts = { storage };
  const student = buildStudentServices(ctx, shared);
  return {
    shared,
    ...student,
    ...buildLearningServices(ctx, shared, student),
    console: buildConsoleServices(ctx, shared, student),
  };
}

/** The services of the students' API (`/api`). */
function buildStudentServices(ctx: AppContext, shared: SharedParts) {
  const { db } = ctx.database;
  const { config, clock, limiter } = ctx;
  const { driver, signer } = shared.storage;
  const sessions = new SessionStore(db, clock, config.SESSION_TTL_DAYS);
  const coursesRepo = new CoursesRepository(db);
  const authRepo = new AuthRepository(db);
  const auth = new AuthService(ctx, authRepo, sessions);
  const storageRepo = new StorageRepository(db);
  const storage = new StorageService(ctx, storageRepo, driver, signer);
  const liveClasses = new LiveClassesService(new LiveClassesRepository(db), coursesRepo, clock);
  const gateway = gatewayFor(config);
  // The test gateway never sells in production: a deployment without a real gateway shows prices only.
  const selling = !(gateway.name === 'test' && config.NODE_ENV === 'production');
  const scoreMeaning = new ScoreMeaningService(new ScoreMeaningRepository(db), clock);
  const studyPlans = new StudyPlanRepository(db);
  // The score predictor (decision 059) reads the student's attempts on the primary, as the dashboard does,
  // and the exam date from the student's study plan of the course.
  const prediction = new PredictionService(
    new PredictionRepository(db),
    (student, courseId, now) => coursesRepo.courseAssigned(student.companyCode, student.id, courseId, now),
    (companyCode, studentId) => scoreMeaning.meanings(companyCode, studentId),
    (student, courseId) =>
      studyPlans.examDate({ companyCode: student.companyCode, studentId: student.id, courseId }),
    clock,
  );
  return {
    tenancy: new TenancyService(new TenancyRepository(db), config.DEFAULT_COMPANY_CODE),
    sessions,
    coursesRepo,
    studyPlans,
    about: new AboutService(new AboutRepository(db)),
    application: new ApplicationService(new ApplicationRepository(db), clock),
    auth,
    walkIn: new WalkInService(ctx, authRepo, auth),
    courses: new CoursesService(coursesRepo, clock),
    coupon: new CouponService(new CouponRepository(db), clock, limiter),
    dashboard: new DashboardService(new DashboardRepository(db), clock, (student, courseId) =>
      prediction.predictedOverall(student, courseId),
    ),
    intro: new IntroService(new IntroRepository(db)),
    liveClasses,
    notifications: new NotificationsService(new NotificationsRepository(db), clock),
    orders: new OrdersService(new OrdersRepository(db), clock),
    payments: new PaymentsService(new PaymentsRepository(db), gateway, clock, ctx.log, selling),
    products: new ProductsService(new ProductsRepository(db), clock),
    profile: new ProfileService(ctx, new ProfileRepository(db), sessions, liveClasses),
    scoreMeaning,
    prediction,
    storage,
    brandImages: new BrandImages(storageRepo, driver, clock),
    contentMedia: new ContentMedia(driver),
    scoreReport: new ScoreReportService(new ScoreReportRepository(db), storage, clock, limiter),
    support: new SupportService(new SupportRepository(db), coursesRepo, clock),
    ...buildReviewDeckServices(ctx, coursesRepo),
    ...buildPushServices(ctx),
  };
}

/** Lessons, tests and their reports, career services and code runs: what a student studies with. */
function buildLearningServices(
  ctx: AppContext,
  shared: SharedParts,
  { coursesRepo, storage, reviewDecks, studyPlans }: ReturnType<typeof buildStudentServices>,
) {
  const { db } = ctx.database;
  const { config, clock, limiter, log } = ctx;
  const { driver, signer } = shared.storage;
  const assessmentRepo = new AssessmentRepository(db);
  const timing = new AttemptTiming(assessmentRepo, clock, config.TRACK_GRACE_SECONDS);
  const learningRepo = new LearningRepository(db);
  // Reading a module's lessons ends the student's attempts whose time ran out, so statuses read right.
  const learning = new LearningService(learningRepo, coursesRepo, clock, (s) => timing.finaliseExpired(s));
  const openable = (student: Parameters<LearningService['openable']>[0], id: string) =>
    learning.openable(student, id);
  const attemptReports = new ReportService(assessmentRepo, coursesRepo, clock, timing, (key, contentType) =>
    driver.presignGet(key, { contentType }),
  );
  // The aggregates are read on the read replica when there is one (DATABASE_READ_URL); the attempt a
  // student opens and its remarks from the primary, which holds what was saved a moment ago.
  const onPrimary = new ReportsRepository(db);
  const onReplica =
    ctx.readDatabase === ctx.database ? onPrimary : new ReportsRepository(ctx.readDatabase.db);
  const reads = replicaReads(onReplica, onPrimary, { primaryOnly: ['ownEnded', 'remarks'], log });
  const codeRunner = createCodeRunner(config, log);
  const reports = new ReportsService(
    reads,
    coursesRepo,
    (student, id) => attemptReports.scoredAttempt(student, id),
    clock,
    (student, id) => attemptReports.defaultReport(student, id),
  );
  return {
    ...buildFeedbackServices(ctx, shared, assessmentRepo),
    timing,
    learning,
    assessment: new AssessmentService(assessmentRepo, coursesRepo, clock, timing, {
      atOnce: config.SYNC_STATEMENTS_AT_ONCE,
      maxWaiting: config.DATABASE_POOL_QUEUE,
      waitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000,
    }),
    quiz: new QuizService(assessmentRepo, clock),
    attemptReports,
    reports,
    // Issue 42 part 2; the daily review task is ticked by the reviews the review decks record (part 3).
    studyPlan: new StudyPlanService(
      studyPlans,
      new DashboardRepository(db),
      clock,
      async (student, courseId) => (await reports.topicChart(student, courseId, undefined, true)).you,
      reviewDecks,
    ),
    career: new CareerService(
      new CareerRepository(db),
      learning,
      learningRepo,
      coursesRepo,
      storage,
      new CareerDocuments(signer),
      clock,
      limiter,
    ),
    userActions: new UserActionsService(new UserActionsRepository(db), clock, openable),
    codeRunner,
    coding: new CodingService(
      new CodingRepository(db),
      openable,
      codeRunner,
      new RunQueue(
        config.CODE_RUN_CONCURRENCY,
        config.CODE_RUN_QUEUE,
        config.CODE_RUN_QUEUE_WAIT_SECONDS * 1000,
      ),
      new RateLimiter(db, clock, config.CODE_RUN_WINDOW_SECONDS),
      clock,
      { limits: DEFAULT_RUN_LIMITS, runsPerWindow: config.CODE_RUNS_PER_WINDOW },
      log,
    ),
  };
}

/**
 * Instant feedback (issue 41): the pass that measures ended attempts' answers, the band estimates
 * fitted on each company's graded essays, and what the report and the console read of them.
 */
function buildFeedbackServices(ctx: AppContext, shared: SharedParts, assessmentRepo: AssessmentRepository) {
  const { db } = ctx.database;
  const { clock, log } = ctx;
  const feedbackRepo = new AnswerFeedbackRepository(db);
  const feedbackWorker = new AnswerFeedbackWorker(
    db,
    clock,
    log,
    storedRecordingMeasurer(new StorageRepository(db), shared.storage.driver),
  );
  const bandEstimates = new BandEstimates(feedbackRepo, clock, log, () => feedbackWorker.nudge());
  return {
    feedbackWorker,
    bandEstimates,
    // Issue 43 part 4: items with authored IRT parameters re-estimated from students' answers.
    itemCalibration: new ItemCalibration(new CalibrationRepository(db), clock, log),
    answerFeedback: new AnswerFeedbackService(
      assessmentRepo,
      feedbackRepo,
      feedbackWorker,
      bandEstimates.estimateOf,
    ),
  };
}

/**
 * Review decks with spaced repetition (issue 42 part 3): the student's decks and review sync, the
 * console's authoring, and `reviewDays` for the study plan.
 */
function buildReviewDeckServices(ctx: AppContext, coursesRepo: CoursesRepository) {
  const { db } = ctx.database;
  return {
    reviewDecks: new ReviewDecksService(
      new ReviewDecksRepository(db),
      (co, student, course, now) => coursesRepo.courseAssigned(co, student, course, now),
      ctx.clock,
    ),
    consoleReviewDecks: new ConsoleReviewDecksService(new ConsoleReviewDecksRepository(db), ctx.clock),
  };
}

/** Reminders by web push (issue 46 part 3, decision 072): the student's settings and the passes. */
function buildPushServices(ctx: AppContext) {
  const { db } = ctx.database;
  const repo = new PushRepository(db);
  return {
    push: new PushService(repo, new VapidKeys(repo, ctx.config), ctx.config.PUSH_SERVICE_HOSTS, ctx.clock),
    reminders: new Reminders(new RemindersRepository(db), ctx),
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
