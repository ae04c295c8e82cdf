import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';
import { companyFields } from './schema-parts';

export const GetCompanyQuerySchema = z.object({
  companyCode: companyFields.companyCode,
  hostName: z.string().trim().max(253).optional(),
});
export type GetCompanyQuery = z.infer<typeof GetCompanyQuerySchema>;

/** Every company setting of spec 1 §1, plus the theme colours. */
export const CompanySchema = z.object({
  companyCode: z.string(),
  accountId: z.string(),
  faviconURL: z.string(),
  companyName: z.string(),
  companyURL: z.string(),
  logoURL: z.string(),
  logoIconURL: z.string(),
  shortName: z.string(),
  copyRight: z.string(),
  hideRegistration: z.boolean(),
  enableAppProfile: z.boolean(),
  hideBranch: z.boolean(),
  showCityName: z.boolean(),
  defaultCountryCode: z.string(),
  defaultDialCode: z.string(),
  showNoticeBoard: z.boolean(),
  showLeaderBoard: z.boolean(),
  agentRegister: z.boolean(),
  agentRegisterURL: z.string(),
  speakingContact1: z.string(),
  speakingContact2: z.string(),
  aboutStatus: z.object({ showAboutUs: z.boolean() }),
  headerScript: z.string(),
  theme: z.object({ primaryColor: z.string(), secondaryColor: z.string().optional() }),
});
export type Company = z.infer<typeof CompanySchema>;
export const GetCompanyResponseSchema = envelope(CompanySchema);
export type GetCompanyResponse = z.infer<typeof GetCompanyResponseSchema>;

export const AssetsQuerySchema = z.object({
  companyCode: companyFields.companyCode,
  id: z.string().trim().max(64).optional(),
});
export type AssetsQuery = z.input<typeof AssetsQuerySchema>;
export const LoginSlideSchema = z.object({
  image: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
});
export const AssetsSchema = z.object({
  loginSlider: z.object({ enabled: z.boolean(), intervalMs: z.number(), slides: z.array(LoginSlideSchema) }),
});
export type Assets = z.infer<typeof AssetsSchema>;
export const AssetsResponseSchema = envelope(AssetsSchema);
export type AssetsResponse = z.infer<typeof AssetsResponseSchema>;

/**
 * The host's company and its login page's assets.
 * The web loads this table with `import()` (decision 049 'The login route's budget').
 */
export const tenancyApi = {
  company: get('getcompany', { query: GetCompanyQuerySchema, response: GetCompanyResponseSchema }),
  assets: get('assets', { query: AssetsQuerySchema, response: AssetsResponseSchema }),
};
