import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import type { Db } from '../db/client';
import { seedId } from '../lib/seed-id';
import { seedApplications } from './seed-applications';
import { seedAttempts } from './seed-attempts';
import { seedCareer } from './seed-career';
import { COHORT, COHORT_PASSWORD, COHORT_SIZE, seedCohort } from './seed-cohort';
import { seedCompany } from './seed-company';
import { seedContent } from './seed-content';
import { seedCourses } from './seed-courses';
import { type DemoContent, DemoContentSchema } from './seed-demo-schema';
import { seedEvaluations } from './seed-evaluations';
import type { SeedFiles } from './seed-files';
import { seedHome } from './seed-home';
import { ITEM_ANALYSIS_CLASS, seedItemAnalysisClass } from './seed-item-analysis-class';
import { seedNotifications } from './seed-notifications';
import { seedCoupons, seedProducts } from './seed-products';
import { seedScoreReports } from './seed-score-reports';
import { seedStaff } from './seed-staff';
import { seedStudents } from './seed-students';
import { seedSupportTickets } from './seed-support';

export function loadDemoContent(dir = path.join(REPO_ROOT, 'content/demo')): DemoContent {
  const file = path.join(dir, 'companies.json');
  return DemoContentSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Idempotent: upserts every demo row by a stable id; students keep their own changes. */
export async function seedDemo(
  db: Db,
  content: DemoContent = loadDemoContent(),
  now = new Date(),
  contentDir = path.join(REPO_ROOT, 'content/demo/content'),
  /** Where files the demo names go (the expert CVs); without it they are left out. */
  files?: SeedFiles,
  /** Students per exam in the predictor's cohort (decision 059); 0 seeds none. */
  cohortSize = COHORT_SIZE,
): Promise<void> {
  for (const c of content.companies) {
    const { home } = c;
    await seedCompany(db, c);
    const courseIds = await seedCourses(db, c.code, c.courseGroups, content);
    await seedStaff(db, c.code, c.staff, courseIds);
    const productRows = await seedProducts(db, c.code, c.products, courseIds);
    await seedStudents(db, c, c.students, productRows, now);
    await seedCoupons(db, c.code, c.coupons, productRows);
    await seedNotifications(db, c.code, c.notifications, courseIds, now);
    const known = (kind: string, map: Map<string, unknown>, key: string) => {
      if (!map.has(key)) throw new Error(`demo content: ${c.code} home names unknown ${kind} ${key}`);
      return seedId(c.code, kind, key);
    };
    const studentEmails = new Map<string, unknown>([
      ...c.students.map((s) => [s.email, s] as const),
      ...home.demoStudents.map((s) => [s.email, s] as const),
    ]);
    const ids = {
      course: (k: string) => known('course', courseIds, k),
      product: (k: string) => known('product', productRows, k),
      student: (e: string) => known('student', studentEmails, e),
    };
    await seedHome(db, c.code, home, ids, now);
    await seedContent(db, c.code, c.content, contentDir);
    await seedAttempts(db, c.code, home.attempts, ids, now, files);
    // The predictor's cohort (decision 059), in the company that holds every exam's course.
    if (cohortSize > 0 && COHORT.every((x) => courseIds.has(x.course))) {
      await seedCohort(db, c, productRows, ids, now, cohortSize);
    }
    // A class whose sectional test Console › Item analysis has figures for (issue 45).
    if (cohortSize > 0 && courseIds.has(ITEM_ANALYSIS_CLASS.course)) {
      await seedItemAnalysisClass(db, c, productRows, ids, now, COHORT_PASSWORD);
    }
    await seedEvaluations(db, c.code, ids, now, files);
    await seedSupportTickets(db, c.code, home.supportTickets, ids, now);
    // The product verifying a report grants (companies.scoreRewardProductSlug).
    const reward = async () => {
      const p = c.products.find((x) => c.scoreRewardProductSlug && x.slug === c.scoreRewardProductSlug);
      return p ? productRows.get(p.key) : undefined;
    };
    await seedScoreReports(db, c.code, home.scoreReports, { student: ids.student, reward }, now, files);
    await seedCareer(db, c.code, home.career, ids, now, files);
    await seedApplications(db, c.code, home.applications, ids, now);
  }
}
