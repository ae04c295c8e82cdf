import { replicaReads } from '../../db/replica-reads';
import type { AppContext } from '../../lib/context';
import type { SharedParts } from '../../shared-parts';
import { ApplicationRepository } from '../application/application.repository';
import type { AuthService } from '../auth/auth.service';
import { ImportWorkers } from '../content/content-import.pool';
import type { BrandImages } from '../storage/brand-images';
import type { ContentMedia } from '../storage/content-media';
import type { TenancyService } from '../tenancy/tenancy.service';
import { AdaptiveTestsRepository } from './adaptive-tests.repository';
import { AdaptiveTestsService } from './adaptive-tests.service';
import { CareerQueueRepository } from './career-queue.repository';
import { CareerQueueService } from './career-queue.service';
import { CohortsRepository } from './cohorts.repository';
import { CohortsService } from './cohorts.service';
import { ConsoleRepository } from './console.repository';
import { ConsoleAccountService } from './console-account.service';
import { ConsoleAuthService } from './console-auth.service';
import { ConsoleOrdersRepository } from './console-orders.repository';
import { ConsoleOrdersService } from './console-orders.service';
import { ContentPagesRepository } from './content-pages.repository';
import { ContentPagesService } from './content-pages.service';
import { CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';
import { EvaluationQueueRepository } from './evaluation-queue.repository';
import { EvaluationQueueService } from './evaluation-queue.service';
import { GradingAidsRepository } from './grading-aids.repository';
import { GradingAidsService } from './grading-aids.service';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';
import { ImportService } from './import.service';
import { ItemAnalysisRepository } from './item-analysis.repository';
import { ItemAnalysisService } from './item-analysis.service';
import { LiveRepository } from './live.repository';
import { LiveService } from './live.service';
import { MenusRepository } from './menus.repository';
import { MenusService } from './menus.service';
import { NoticesRepository } from './notices.repository';
import { NoticesService } from './notices.service';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';
import { QtiExportRepository } from './qti-export.repository';
import { QtiExportService } from './qti-export.service';
import { QtiImportService } from './qti-import.service';
import { QuestionEditRepository } from './question-edit.repository';
import { QuestionEditService } from './question-edit.service';
import { ReportSnapshots } from './report-snapshots';
import { ReportSnapshotsRepository } from './report-snapshots.repository';
import { ScoreReportQueueRepository } from './score-report-queue.repository';
import { ScoreReportQueueService } from './score-report-queue.service';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';
import { StudentNews } from './student-news';
import { StudentsRepository } from './students.repository';
import { StudentsService } from './students.service';
import { SupportQueueRepository } from './support-queue.repository';
import { SupportQueueService } from './support-queue.service';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';
import { WeeklySummary } from './weekly-summary';
import { WeeklySummaryRepository } from './weekly-summary.repository';

/**
 * The reports of what the school learns (issue 45): read from the read replica when there is one
 * (DATABASE_READ_URL), the primary when it cannot answer; those slow to compute are kept as snapshots
 * on the primary (part 4, decision 069).
 */
function buildReports(ctx: AppContext) {
  const { db } = ctx.database;
  const onReplica = <T extends object>(make: (on: typeof db) => T) => {
    const primary = make(db);
    const replica = ctx.readDatabase === ctx.database ? primary : make(ctx.readDatabase.db);
    return { primary, reads: replicaReads(replica, primary, { log: ctx.log }) };
  };
  const reportSnapshots = new ReportSnapshots(new ReportSnapshotsRepository(db), ctx, {
    afterMs: ctx.config.REPORT_SNAPSHOT_AFTER_MS,
    freshMs: ctx.config.REPORT_SNAPSHOT_FRESH_MINUTES * 60_000,
  });
  const items = onReplica((on) => new ItemAnalysisRepository(on));
  return {
    reportSnapshots,
    questionEdit: new QuestionEditService(new QuestionEditRepository(db), ctx.clock, reportSnapshots),
    cohorts: new CohortsService(
      onReplica((on) => new CohortsRepository(on)).reads,
      ctx.clock,
      reportSnapshots,
    ),
    itemAnalysis: new ItemAnalysisService(items.reads, items.primary, ctx.clock, reportSnapshots),
  };
}

/**
 * The console's repositories, drivers and services, built once per app by the composition root
 * (`src/composition.ts`); the console's routes take them from `app.services.console` and build nothing.
 * `shared` carries what the whole API builds once (the storage driver and its signer); `student` the
 * students' services the console acts through (reset links, brand images, the company cache).
 */
export function buildConsoleServices(
  ctx: AppContext,
  shared: SharedParts,
  student: {
    auth: AuthService;
    brandImages: BrandImages;
    contentMedia: ContentMedia;
    tenancy: TenancyService;
  },
) {
  const { clock } = ctx;
  const { db } = ctx.database;
  const { driver } = shared.storage;
  // Sign-in, the member's own account and the audit log share the console's one repository.
  const consoleRepo = new ConsoleRepository(db);
  const gradingAids = new GradingAidsService(new GradingAidsRepository(db), clock);
  const queues = {
    evaluations: new EvaluationQueueRepository(db),
    scoreReports: new ScoreReportQueueRepository(db),
    support: new SupportQueueRepository(db),
    career: new CareerQueueRepository(db),
  };
  const home = { home: new HomeRepository(db), applications: new ApplicationRepository(db), ...queues };
  // Tells a student of an act on their work: a mail and a personal notification (decision 052).
  const news = new StudentNews(ctx);
  // The orders list's totals are the home's money figures too (one reckoning, issue 40).
  const orders = new ConsoleOrdersService(new ConsoleOrdersRepository(db), clock);
  // One worker thread per process for every company's imports (content-import.pool.ts); a QTI
  // package goes through the same import once converted.
  const imports = new ImportService(db, clock, new ImportWorkers());
  const reports = buildReports(ctx);
  return {
    gradingAids,
    auth: new ConsoleAuthService(ctx, consoleRepo),
    account: new ConsoleAccountService(ctx, consoleRepo),
    staff: new StaffService(ctx, new StaffRepository(db)),
    home: new HomeService(home, clock, orders),
    orders,
    support: new SupportQueueService(queues.support, clock, news),
    evaluations: new EvaluationQueueService(queues.evaluations, ctx, driver, gradingAids),
    scoreReports: new ScoreReportQueueService(queues.scoreReports, driver, clock, news),
    career: new CareerQueueService(queues.career, driver, clock, news),
    settings: new SettingsService(new SettingsRepository(db), student.brandImages, clock, () =>
      student.tenancy.forget(),
    ),
    import: imports,
    qtiImport: new QtiImportService(imports, student.contentMedia),
    qtiExport: new QtiExportService(new QtiExportRepository(db), clock, imports),
    adaptiveTests: new AdaptiveTestsService(new AdaptiveTestsRepository(db), clock),
    ...reports,
    // Issue 45 part 3: each member's cohorts by mail every week, for the companies that turn it on.
    weeklySummary: new WeeklySummary(new WeeklySummaryRepository(db), reports.cohorts, ctx),
    students: new StudentsService(new StudentsRepository(db), student.auth, clock),
    notices: new NoticesService(new NoticesRepository(db), clock),
    videos: new VideosService(new VideosRepository(db), clock),
    contentPages: new ContentPagesService(new ContentPagesRepository(db), clock),
    live: new LiveService(new LiveRepository(db), clock),
    products: new ProductsService(new ProductsRepository(db), clock),
    coupons: new CouponsService(new CouponsRepository(db), clock),
    menus: new MenusService(new MenusRepository(db), clock),
  };
}

export type ConsoleServices = ReturnType<typeof buildConsoleServices>;
