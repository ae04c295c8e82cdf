// The shape of content/demo/companies.json: each demo company with its courses, products, students
// and home rows, and the menus its courses link to.
import { z } from 'zod';
import { examFamilies } from '../db/schema';
import { HomeSeed } from './seed-home';
import { StaffSeed } from './seed-staff';

export const MenuSeed: z.ZodType<MenuSeed> = z.object({
  title: z.string(),
  navigationUrl: z.string().startsWith('/'),
  navigationParam: z.string().optional(),
  get subMenu() {
    return z.array(MenuSeed).optional();
  },
});
export type MenuSeed = {
  title: string;
  navigationUrl: string;
  navigationParam?: string;
  subMenu?: MenuSeed[];
};

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
              showStudyPlan: z.boolean().optional(),
              offlineVideos: z.boolean().optional(),
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
        /** A course key: only that course's students see it; omitted: the whole company. */
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
  /** The console's demo staff. */
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
export type DemoCompany = DemoContent['companies'][number];
