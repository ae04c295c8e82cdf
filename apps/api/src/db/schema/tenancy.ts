import type { GradingPolicy, TurnaroundHours } from '@portico/contract/console-settings';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, orderNo } from './columns';

export type CompanyTheme = { primaryColor: string; secondaryColor?: string };
export type LoginSlide = { image: string; title?: string; caption?: string };

/** spec 1 §2 About us: the fixed company profile page shown when enableNewPage is set. */
export type AboutPerson = { name: string; title: string; bio?: string; image?: string };
export type AboutProfile = {
  headline?: string;
  summary?: string;
  founders: AboutPerson[];
  certifications: { title: string; issuer?: string; year?: string }[];
  services: { title: string; description: string }[];
  differentiators: { title: string; description: string }[];
  directors: AboutPerson[];
};

/** One provider. Every setting of spec 1 §1 is a column. */
export const companies = pgTable('companies', {
  code: text('code').primaryKey(),
  accountId: text('account_id').notNull(),
  companyName: text('company_name').notNull(),
  shortName: text('short_name').notNull(),
  companyUrl: text('company_url').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  logoIconUrl: text('logo_icon_url').notNull().default(''),
  faviconUrl: text('favicon_url').notNull().default(''),
  copyRight: text('copy_right').notNull().default(''),
  hideRegistration: boolean('hide_registration').notNull().default(false),
  enableAppProfile: boolean('enable_app_profile').notNull().default(false),
  hideBranch: boolean('hide_branch').notNull().default(false),
  showCityName: boolean('show_city_name').notNull().default(false),
  defaultCountryCode: text('default_country_code').notNull().default('in'),
  defaultDialCode: text('default_dial_code').notNull().default('91'),
  showNoticeBoard: boolean('show_notice_board').notNull().default(true),
  showLeaderBoard: boolean('show_leader_board').notNull().default(true),
  agentRegister: boolean('agent_register').notNull().default(false),
  agentRegisterUrl: text('agent_register_url').notNull().default(''),
  speakingContact1: text('speaking_contact1').notNull().default(''),
  speakingContact2: text('speaking_contact2').notNull().default(''),
  showAboutUs: boolean('show_about_us').notNull().default(false),
  /** About us shows the fixed company profile page (aboutProfile) instead of the tabbed pages. */
  enableNewPage: boolean('enable_new_page').notNull().default(false),
  aboutProfile: jsonb('about_profile').$type<AboutProfile>(),
  /** spec 1 §6 enableScoreFromStudents: students may submit their actual IELTS score report. */
  enableScoreFromStudents: boolean('enable_score_from_students').notNull().default(false),
  /** The free French product granted when a submitted score report is verified. */
  scoreRewardProductSlug: text('score_reward_product_slug').notNull().default(''),
  headerScript: text('header_script').notNull().default(''),
  /** Each queue's turnaround target in hours (issue 40); one left out is its default (console-settings.ts). */
  turnaroundHours: jsonb('turnaround_hours').$type<Partial<TurnaroundHours>>().notNull().default({}),
  /** Blind marking and review before release (issue 40); one left out is off (console-settings.ts). */
  grading: jsonb('grading').$type<Partial<GradingPolicy>>().notNull().default({}),
  theme: jsonb('theme').$type<CompanyTheme>().notNull().default({ primaryColor: '#1c64f2' }),
  loginSlider: jsonb('login_slider').$type<LoginSlide[]>().notNull().default([]),
  /** CONSOLE.md: admins of this company must sign in with a second factor (TOTP). */
  requireAdminTotp: boolean('require_admin_totp').notNull().default(false),
  /** Issue 45 part 3: a weekly summary of their cohorts mailed to each teacher and admin (off by default). */
  weeklySummary: boolean('weekly_summary').notNull().default(false),
  /** The host that links in mails are built from; never the request's Host header. */
  primaryHost: text('primary_host').notNull(),
  createdAt: createdAt(),
});

/** The tenant column every table but companies carries (DATA-MODEL.md). */
export const companyCode = () =>
  text('company_code')
    .notNull()
    .references(() => companies.code, { onDelete: 'cascade' });

export const companyHosts = pgTable('company_hosts', {
  host: text('host').primaryKey(),
  companyCode: companyCode(),
});

export const branches = pgTable(
  'branches',
  {
    id: id(),
    companyCode: companyCode(),
    branchName: text('branch_name').notNull(),
    orderNo: orderNo(),
  },
  (t) => [index('branches_company_idx').on(t.companyCode)],
);
