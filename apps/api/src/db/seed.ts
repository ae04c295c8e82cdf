import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REPO_ROOT } from '../config';
import { addDays } from '../lib/clock';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { formatContentError, importContent } from '../modules/content/content-import';
import type { Db } from './client';
import { seedApplications } from './seed-applications';
import { seedAttempts } from './seed-attempts';
import { type SeedFiles, seedCareer } from './seed-career';
import { seedEvaluations } from './seed-evaluations';
import { HomeSeed, seedHome, seedScoreReports, seedSupportTickets } from './seed-home';
import { seedId } from './seed-id';
import { StaffSeed, seedStaff } from './seed-staff';

export { seedId };

import {
  branches,
  companies,
  companyHosts,
  contentImports,
  coupons,
  courseGroups,
  courses,
  enrolments,
  examFamilies,
  menuItems,
  metadata,
  notifications,
  productCourses,
  products,
  students,
} from './schema';

const MenuSeed: z.ZodType<MenuSeed> = z.object({
  title: z.string(),
  navigationUrl: z.string().startsWith('/'),
  navigationParam: z.string().optional(),
  get subMenu() {
    return z.array(MenuSeed).optional();
  },
});
type MenuSeed = { title: string; navigationUrl: string; navigationParam?: string; subMenu?: MenuSeed[] };

const Person = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string().optional(),
  image: z.string().optional(),
});

const CompanySeed = z.object({
  code: z.string().regex(/^[a-z0-9-]+$/),
  accountId: z.string(),
  companyName: z.string(),
  shortName: z.string(),
  companyUrl: z.string().default(''),
  logoUrl: z.string().default(''),
  logoIconUrl: z.string().default(''),
  faviconUrl: z.string().default(''),
  copyRight: z.string().default(''),
  hideRegistration: z.boolean().default(false),
  enableAppProfile: z.boolean().default(false),
  hideBranch: z.boolean().default(false),
  showCityName: z.boolean().default(false),
  defaultCountryCode: z.string().default('in'),
  defaultDialCode: z.string().default('91'),
  showNoticeBoard: z.boolean().default(true),
  showLeaderBoard: z.boolean().default(true),
  agentRegister: z.boolean().default(false),
  agentRegisterUrl: z.string().default(''),
  speakingContact1: z.string().default(''),
  speakingContact2: z.string().default(''),
  showAboutUs: z.boolean().default(false),
  enableNewPage: z.boolean().default(false),
  aboutProfile: z
    .object({
      headline: z.string().optional(),
      summary: z.string().optional(),
      founders: z.array(Person).default([]),
      certifications: z
        .array(z.object({ title: z.string(), issuer: z.string().optional(), year: z.string().optional() }))
        .default([]),
      services: z.array(z.object({ title: z.string(), description: z.string() })).default([]),
      differentiators: z.array(z.object({ title: z.string(), description: z.string() })).default([]),
      directors: z.array(Person).default([]),
    })
    .optional(),
  enableScoreFromStudents: z.boolean().default(false),
  scoreRewardProductSlug: z.string().default(''),
  headerScript: z.string().default(''),
  theme: z.object({ primaryColor: z.string(), secondaryColor: z.string().optional() }),
  loginSlider: z.array(
    z.object({ image: z.string(), title: z.string().optional(), caption: z.string().optional() }),
  ),
  hosts: z.array(z.string()).min(1),
  primaryHost: z.string(),
  branches: z.array(z.string()).default([]),
  /** Profile languages (metadata LANGUAGE), in display order; inactive ones are kept but not offered. */
  languages: z.array(z.string()).default([]),
  inactiveLanguages: z.array(z.string()).default([]),
  courseGroups: z.array(
    z.object({
      name: z.string(),
      courses: z.array(
        z.object({
          key: z.string(),
          courseName: z.string(),
          examFamily: z.enum(examFamilies),
          hideCoupon: z.boolean().default(false),
          /** A named menu of `menus`, so each course links to its own pages; omitted: `menu`. */
          menu: z.string().optional(),
          dashboard: z
            .object({
              showWalkthrough: z.boolean().optional(),
              showPerformance: z.boolean().optional(),
              showVisaInsights: z.boolean().optional(),
              showWordOfTheDay: z.boolean().optional(),
              showTipOfTheDay: z.boolean().optional(),
              showTrendingVideos: z.boolean().optional(),
              disableTestYourEnglish: z.boolean().optional(),
              guideCards: z
                .array(
                  z.object({
                    title: z.string(),
                    description: z.string().optional(),
                    url: z.string(),
                    image: z.string().optional(),
                  }),
                )
                .optional(),
            })
            .default({}),
        }),
      ),
    }),
  ),
  products: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      slug: z.string(),
      price: z.number().int().default(0),
      listPrice: z.number().int().default(0),
      isFree: z.boolean().default(false),
      validityDays: z.number().int().positive(),
      courses: z.array(z.string()),
      shortDescription: z.string().default(''),
      productImage: z.string().default(''),
    }),
  ),
  /** Folders of content/demo/content to import into this company (tests and course pages). */
  content: z.array(z.string()).default([]),
  coupons: z
    .array(
      z.object({
        code: z.string(),
        description: z.string().default(''),
        product: z.string(),
        validityDays: z.number().int().positive().optional(),
        /** ISO dates; omitted: no bound. */
        validFrom: z.string().optional(),
        validUntil: z.string().optional(),
        maxRedemptions: z.number().int().positive().optional(),
        maxPerStudent: z.number().int().positive().default(1),
      }),
    )
    .default([]),
  /** Notifications page and notice board rows (spec 1 §2); posted `hoursAgo` before the first seed. */
  notifications: z
    .array(
      z.object({
        key: z.string(),
        type: z.enum(['notification', 'notice']),
        /** A course key: only that course's students see it (issue 37 §5); omitted: the whole company. */
        course: z.string().optional(),
        title: z.string(),
        shortDescription: z.string().default(''),
        description: z.string().default(''),
        image: z.string().default(''),
        isImportant: z.boolean().default(false),
        isActive: z.boolean().default(true),
        hoursAgo: z.number().nonnegative(),
      }),
    )
    .default([]),
  /** Dashboard videos, about pages, intro steps, live classes and orders (seed-home.ts). */
  home: HomeSeed.default({
    videos: [],
    aboutPages: [],
    introSteps: [],
    orders: [],
    attempts: [],
    supportTickets: [],
    career: [],
    applications: [],
    demoStudents: [],
    scoreReports: [],
  }),
  students: z.array(
    z.object({
      name: z.string(),
      email: z.email(),
      password: z.string().min(8),
      mobileNumber: z.string(),
      cityName: z.string().default(''),
      products: z.array(z.string()),
      /** An access arrangement on each of the student's enrolments (EXAM-PROFILES.md extra time). */
      extraTimePercent: z.union([z.literal(0), z.literal(25), z.literal(50), z.literal(100)]).default(0),
    }),
  ),
  /** The console's demo staff (issue 18). */
  staff: z.array(StaffSeed).default([]),
});

export const DemoContentSchema = z
  .object({
    companies: z.array(CompanySeed),
    /** The menu of a course that names none (the IELTS courses). */
    menu: z.array(MenuSeed),
    /** Menus a course names: an exam's own pages (no IELTS progress report on a GRE course). */
    menus: z.record(z.string(), z.array(MenuSeed)).default({}),
  })
  .superRefine((content, ctx) => {
    for (const company of content.companies)
      for (const group of company.courseGroups)
        for (const course of group.courses)
          if (course.menu && !content.menus[course.menu])
            ctx.addIssue({
              code: 'custom',
              message: `course ${course.key} names an unknown menu ${course.menu}`,
            });
  });
export type DemoContent = z.infer<typeof DemoContentSchema>;

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
): Promise<void> {
  for (const c of content.companies) {
    const {
      hosts,
      branches: branchNames,
      courseGroups: groups,
      products: prods,
      students: people,
      staff: staffMembers,
      languages,
      inactiveLanguages,
      content: contentFolders,
      coupons: couponSeeds,
      notifications: notificationSeeds,
      home,
      ...settings
    } = c;
    await db.insert(companies).values(settings).onConflictDoUpdate({ target: companies.code, set: settings });
    for (const host of hosts) {
      await db
        .insert(companyHosts)
        .values({ host, companyCode: c.code })
        .onConflictDoUpdate({ target: companyHosts.host, set: { companyCode: c.code } });
    }
    for (const [i, branchName] of branchNames.entries()) {
      const row = { id: seedId(c.code, 'branch', branchName), companyCode: c.code, branchName, orderNo: i };
      await db.insert(branches).values(row).onConflictDoUpdate({ target: branches.id, set: row });
    }
    const langs = [
      ...languages.map((name) => ({ name, isActive: true })),
      ...inactiveLanguages.map((name) => ({ name, isActive: false })),
    ];
    for (const [i, l] of langs.entries()) {
      const row = {
        id: seedId(c.code, 'language', l.name),
        companyCode: c.code,
        componentType: 'LANGUAGE',
        name: l.name,
        isActive: l.isActive,
        orderNo: i,
      };
      await db.insert(metadata).values(row).onConflictDoUpdate({ target: metadata.id, set: row });
    }
    const courseIds = new Map<string, string>();
    for (const [gi, g] of groups.entries()) {
      const group = { id: seedId(c.code, 'group', g.name), companyCode: c.code, name: g.name, orderNo: gi };
      await db.insert(courseGroups).values(group).onConflictDoUpdate({ target: courseGroups.id, set: group });
      for (const [ci, course] of g.courses.entries()) {
        const row = {
          id: seedId(c.code, 'course', course.key),
          companyCode: c.code,
          groupId: group.id,
          courseName: course.courseName,
          hideCoupon: course.hideCoupon,
          examFamily: course.examFamily,
          dashboard: course.dashboard,
          orderNo: ci,
        };
        courseIds.set(course.key, row.id);
        await db.insert(courses).values(row).onConflictDoUpdate({ target: courses.id, set: row });
        const menu = course.menu ? (content.menus[course.menu] ?? []) : content.menu;
        const kept = await seedMenu(db, c.code, row.id, menu);
        // A menu item the content no longer has (a page moved to another course's menu) goes.
        await db.delete(menuItems).where(and(eq(menuItems.courseId, row.id), notInArray(menuItems.id, kept)));
      }
    }
    await seedStaff(db, c.code, staffMembers, courseIds);
    const productRows = new Map<string, { id: string; validityDays: number }>();
    for (const [pi, p] of prods.entries()) {
      const { key, courses: courseKeys, ...fields } = p;
      const row = { id: seedId(c.code, 'product', key), companyCode: c.code, orderNo: pi, ...fields };
      productRows.set(key, row);
      await db.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: row });
      for (const k of courseKeys) {
        const courseId = courseIds.get(k);
        if (!courseId) throw new Error(`demo content: product ${key} names unknown course ${k}`);
        await db.insert(productCourses).values({ productId: row.id, courseId }).onConflictDoNothing();
      }
    }
    for (const s of people) {
      const id = seedId(c.code, 'student', s.email);
      const existing = await db
        .select({ hash: students.passwordHash })
        .from(students)
        .where(sql`${students.id} = ${id}`);
      const hash = existing[0]?.hash;
      if (!hash || !(await verifyPassword(hash, s.password))) {
        const passwordHash = await hashPassword(s.password);
        await db
          .insert(students)
          .values({
            id,
            companyCode: c.code,
            name: s.name,
            email: s.email.toLowerCase(),
            mobileNumber: s.mobileNumber,
            dialCode: c.defaultDialCode,
            countryCode: c.defaultCountryCode,
            cityName: s.cityName,
            passwordHash,
            verifiedAt: now,
            source: 'staff',
          })
          .onConflictDoUpdate({ target: students.id, set: { passwordHash } });
      }
      for (const key of s.products) {
        const p = productRows.get(key);
        if (!p) throw new Error(`demo content: student ${s.email} names unknown product ${key}`);
        const row = {
          id: seedId(c.code, 'enrolment', s.email, key),
          companyCode: c.code,
          studentId: id,
          productId: p.id,
          startsAt: now,
          expiresAt: addDays(now, Math.max(p.validityDays, 365)),
          source: 'staff' as const,
          extraTimePercent: s.extraTimePercent,
        };
        await db.insert(enrolments).values(row).onConflictDoNothing();
      }
    }
    for (const coupon of couponSeeds) {
      const p = productRows.get(coupon.product);
      if (!p) throw new Error(`demo content: coupon ${coupon.code} names unknown product ${coupon.product}`);
      const row = {
        id: seedId(c.code, 'coupon', coupon.code),
        companyCode: c.code,
        code: coupon.code.toUpperCase(),
        description: coupon.description,
        productId: p.id,
        validityDays: coupon.validityDays ?? null,
        validFrom: coupon.validFrom ? new Date(coupon.validFrom) : null,
        validUntil: coupon.validUntil ? new Date(coupon.validUntil) : null,
        maxRedemptions: coupon.maxRedemptions ?? null,
        maxPerStudent: coupon.maxPerStudent,
      };
      await db.insert(coupons).values(row).onConflictDoUpdate({ target: coupons.id, set: row });
    }
    for (const [i, n] of notificationSeeds.entries()) {
      const { key, hoursAgo, course, ...fields } = n;
      const courseId = course === undefined ? null : courseIds.get(course);
      if (courseId === undefined)
        throw new Error(`demo content: notification ${key} names unknown course ${course}`);
      const row = {
        id: seedId(c.code, 'notification', key),
        companyCode: c.code,
        courseId,
        orderNo: i,
        ...fields,
      };
      // The posting time is set once; seeding again keeps it, so 'x hours ago' stays true.
      await db
        .insert(notifications)
        .values({ ...row, createdAt: new Date(now.getTime() - hoursAgo * 3_600_000) })
        .onConflictDoUpdate({ target: notifications.id, set: row });
    }
    const known = (kind: string, map: Map<string, unknown>, key: string) => {
      if (!map.has(key)) throw new Error(`demo content: ${c.code} home names unknown ${kind} ${key}`);
      return seedId(c.code, kind, key);
    };
    const studentEmails = new Map<string, unknown>([
      ...people.map((s) => [s.email, s] as const),
      ...home.demoStudents.map((s) => [s.email, s] as const),
    ]);
    await seedHome(
      db,
      c.code,
      home,
      {
        course: (k) => known('course', courseIds, k),
        product: (k) => known('product', productRows, k),
        student: (e) => known('student', studentEmails, e),
      },
      now,
    );
    await seedContent(db, c.code, contentFolders, contentDir);
    await seedAttempts(
      db,
      c.code,
      home.attempts,
      { course: (k) => known('course', courseIds, k), student: (e) => known('student', studentEmails, e) },
      now,
    );
    await seedEvaluations(
      db,
      c.code,
      { course: (k) => known('course', courseIds, k), student: (e) => known('student', studentEmails, e) },
      now,
    );
    await seedSupportTickets(
      db,
      c.code,
      home.supportTickets,
      {
        course: (k) => known('course', courseIds, k),
        student: (e) => known('student', studentEmails, e),
      },
      now,
    );
    await seedScoreReports(
      db,
      c.code,
      home.scoreReports,
      {
        student: (e) => known('student', studentEmails, e),
        // The product verifying a report grants (companies.scoreRewardProductSlug).
        reward: async () => {
          const p = prods.find((x) => c.scoreRewardProductSlug && x.slug === c.scoreRewardProductSlug);
          return p ? productRows.get(p.key) : undefined;
        },
      },
      now,
      files,
    );
    const courseAndStudent = {
      course: (k: string) => known('course', courseIds, k),
      student: (e: string) => known('student', studentEmails, e),
    };
    await seedCareer(db, c.code, home.career, courseAndStudent, now, files);
    await seedApplications(db, c.code, home.applications, courseAndStudent, now);
  }
}

/**
 * Imports the company's demo tests and course pages (content/demo/content/<folder>) through the
 * content importer, skipping folders whose files have not changed since their last import.
 */
async function seedContent(db: Db, companyCode: string, folders: string[], contentDir: string) {
  for (const folder of folders) {
    const dir = path.join(contentDir, folder);
    const names = fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
    const files = names.map((n) => ({
      path: `${folder}/${n}`,
      text: fs.readFileSync(path.join(dir, n), 'utf8'),
    }));
    const hash = createHash('sha256');
    for (const f of files) hash.update(f.path).update('\u0000').update(f.text).update('\u0000');
    const digest = hash.digest('hex');
    const [done] = await db
      .select({ hash: contentImports.hash })
      .from(contentImports)
      .where(and(eq(contentImports.companyCode, companyCode), eq(contentImports.source, folder)));
    if (done?.hash === digest) continue;
    const result = await importContent(
      db,
      companyCode,
      files.map((f) => ({ path: f.path, json: JSON.parse(f.text) })),
    );
    if (!result.ok) {
      throw new Error(
        `demo content ${folder} is invalid:\n${result.errors.map(formatContentError).join('\n')}`,
      );
    }
    const row = { companyCode, source: folder, hash: digest, importedAt: new Date() };
    await db
      .insert(contentImports)
      .values(row)
      .onConflictDoUpdate({ target: [contentImports.companyCode, contentImports.source], set: row });
  }
}

/** Upserts a course's menu; returns the ids it holds. */
async function seedMenu(
  db: Db,
  companyCode: string,
  courseId: string,
  items: MenuSeed[],
  parentId?: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, m] of items.entries()) {
    const row = {
      id: seedId(companyCode, 'menu', courseId, parentId ?? '', m.title),
      companyCode,
      courseId,
      parentId: parentId ?? null,
      title: m.title,
      orderNumber: i + 1,
      navigationUrl: m.navigationUrl,
      navigationParam: m.navigationParam ?? '',
    };
    await db.insert(menuItems).values(row).onConflictDoUpdate({ target: menuItems.id, set: row });
    ids.push(row.id);
    if (m.subMenu) ids.push(...(await seedMenu(db, companyCode, courseId, m.subMenu, row.id)));
  }
  return ids;
}
