import { z } from 'zod';
import { envelope } from './envelope';
import { get, post, put } from './route';
import { imageAddress, trimmedText } from './schema-parts';

/**
 * The console's company settings (CONSOLE.md Authoring, admin): every setting of spec 1 §1 that a
 * provider changes, its brand images and colours, and the host names its portal answers on.
 */
export const SettingsMessages = {
  saved: 'Settings saved. Students see them on their next page load.',
  imageSaved: 'Image uploaded. Save the settings to use it.',
  colour: 'Give a colour as # and six hexadecimal digits, e.g. #1c64f2',
  url: 'Give a full address starting with https:// or http://',
  image: 'Give an image address starting with /, https:// or http://',
  host: 'Give a host name such as portal.example.com (letters, digits, dots and hyphens)',
  hostTaken: 'That host name is used by another portal.',
  hostsRequired: 'Give at least one host name',
  primaryHost: 'The primary host must be one of the host names',
  currentHost: 'You cannot remove the host name you are signed in on',
  rewardProduct: 'Choose one of your products as the reward, or none',
  dialCode: 'Give the dialling code as digits, e.g. 91',
  countryCode: 'Give a two-letter country code, e.g. in',
  unchanged: 'Nothing changed.',
  turnaround: 'Give a turnaround target of 1 to 720 hours',
} as const;

/**
 * Each queue's turnaround target (issue 40): hours from the student's request to the answer, after
 * which an item shows as overdue. The company sets them; these are the defaults.
 */
export const DEFAULT_TURNAROUND_HOURS = {
  evaluations: 48,
  scoreReports: 48,
  support: 24,
  career: 72,
} as const;
const hours = z
  .number({ error: SettingsMessages.turnaround })
  .int(SettingsMessages.turnaround)
  .min(1, SettingsMessages.turnaround)
  .max(720, SettingsMessages.turnaround);
export const TurnaroundHoursSchema = z.object({
  evaluations: hours,
  scoreReports: hours,
  support: hours,
  career: hours,
});
export type TurnaroundHours = z.infer<typeof TurnaroundHoursSchema>;

/** The targets a company keeps (any left out, or not valid, is its default). */
export function turnaroundHoursOf(stored: unknown): TurnaroundHours {
  const given = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const one = (k: keyof TurnaroundHours) => {
    const parsed = hours.safeParse(given[k]);
    return parsed.success ? parsed.data : DEFAULT_TURNAROUND_HOURS[k];
  };
  return {
    evaluations: one('evaluations'),
    scoreReports: one('scoreReports'),
    support: one('support'),
    career: one('career'),
  };
}

/**
 * How the school grades (issue 40): blind marking hides whose work an evaluation is from its grader
 * until it is released; review before release has a teacher's finished evaluation checked by an
 * administrator (marked → reviewed → released) before the student sees it; a share of evaluations
 * (a sample) is graded a second time, blind, and an administrator settles the two (decision 057).
 */
export const GradingPolicySchema = z.object({
  blindMarking: z.boolean(),
  reviewBeforeRelease: z.boolean(),
  /** Per cent of finished evaluations picked for a second marking; 0: only those asked for. */
  secondMarkingPercent: z
    .number({ error: 'The second marking sample is a per cent from 0 to 100' })
    .int('The second marking sample is a whole per cent')
    .min(0, 'The second marking sample is a per cent from 0 to 100')
    .max(100, 'The second marking sample is a per cent from 0 to 100'),
});
export type GradingPolicy = z.infer<typeof GradingPolicySchema>;
export const DEFAULT_GRADING_POLICY: GradingPolicy = {
  blindMarking: false,
  reviewBeforeRelease: false,
  secondMarkingPercent: 0,
};

/** The policy a company keeps (a setting left out is off). */
export function gradingPolicyOf(stored: unknown): GradingPolicy {
  const given = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    blindMarking: given.blindMarking === true,
    reviewBeforeRelease: given.reviewBeforeRelease === true,
    secondMarkingPercent:
      GradingPolicySchema.shape.secondMarkingPercent.safeParse(given.secondMarkingPercent).data ?? 0,
  };
}

const optionalUrl = trimmedText(500).refine(
  (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
  SettingsMessages.url,
);
const imageUrl = imageAddress(SettingsMessages.image);
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, SettingsMessages.colour);
export const HostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, SettingsMessages.host)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    SettingsMessages.host,
  );

export const CompanySettingsSchema = z.object({
  companyName: trimmedText(120).min(1, 'Please enter the company name'),
  shortName: trimmedText(40).min(1, 'Please enter a short name'),
  companyUrl: optionalUrl,
  copyRight: trimmedText(200),
  logoUrl: imageUrl,
  logoIconUrl: imageUrl,
  faviconUrl: imageUrl,
  primaryColor: colour,
  secondaryColor: z.union([colour, z.literal('')]),
  hideRegistration: z.boolean(),
  enableAppProfile: z.boolean(),
  hideBranch: z.boolean(),
  showCityName: z.boolean(),
  defaultCountryCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, SettingsMessages.countryCode),
  defaultDialCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, SettingsMessages.dialCode),
  showNoticeBoard: z.boolean(),
  showLeaderBoard: z.boolean(),
  agentRegister: z.boolean(),
  agentRegisterUrl: optionalUrl,
  speakingContact1: trimmedText(60),
  speakingContact2: trimmedText(60),
  showAboutUs: z.boolean(),
  enableNewPage: z.boolean(),
  enableScoreFromStudents: z.boolean(),
  /** The slug of the product granted when a score report is verified; '' for none. */
  scoreRewardProductSlug: trimmedText(100),
  headerScript: trimmedText(20_000),
  hosts: z.array(HostNameSchema).min(1, SettingsMessages.hostsRequired).max(20, 'At most 20 host names'),
  primaryHost: HostNameSchema,
  turnaroundHours: TurnaroundHoursSchema,
  grading: GradingPolicySchema,
  /** Issue 45 part 3: each teacher and admin gets a weekly summary of their cohorts by mail (Mondays). */
  weeklySummary: z.boolean(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

export const SettingsViewSchema = z.object({
  settings: CompanySettingsSchema,
  /** The company's products, for the reward product choice. */
  products: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** The host this console page was opened on (it cannot be removed from here). */
  currentHost: z.string(),
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;
export const SettingsResponseSchema = envelope(SettingsViewSchema);

export const brandImageKinds = ['logo', 'logoIcon', 'favicon'] as const;
export const BrandImageKindSchema = z.enum(brandImageKinds);
export type BrandImageKind = z.infer<typeof BrandImageKindSchema>;
/** A brand image: PNG, JPEG, GIF or WebP, at most 1 MB, sent as a data URL or base64. */
export const BRAND_IMAGE_MAX_BYTES = 1024 * 1024;
export const BrandImageRequestSchema = z.object({
  kind: BrandImageKindSchema,
  file: z
    .string()
    .min(1, 'Please choose an image')
    .max(Math.ceil((BRAND_IMAGE_MAX_BYTES * 4) / 3) + 200, 'The image must be at most 1 MB'),
});
export const BrandImageResponseSchema = envelope(z.object({ url: z.string() }));

/** The settings page's calls (decision 049). */
export const consoleSettingsApi = {
  view: get('console/settings', { response: SettingsResponseSchema }),
  save: put('console/settings', { body: CompanySettingsSchema, response: SettingsResponseSchema }),
  uploadImage: post('console/settings/image', {
    body: BrandImageRequestSchema,
    response: BrandImageResponseSchema,
  }),
};
