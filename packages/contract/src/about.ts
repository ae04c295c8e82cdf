import { z } from 'zod';
import { get } from './route';
import { requiredString } from './schema-parts';

export const AboutMessages = {
  badAccountId: 'accountId is required',
  wrongAccount: 'This account id does not belong to this portal.',
  notAvailable: 'About us is not available',
  noData: 'No Data available',
} as const;

// spec 1 §7 GET aboutus: query accountId.
export const AboutQuerySchema = z.object({
  accountId: requiredString(AboutMessages.badAccountId, 128, 'accountId is too long'),
});
export type AboutQuery = z.infer<typeof AboutQuerySchema>;

// spec 1 §3 About page: id, pageId, pageTitle, pageContent (HTML, sanitised by the web).
export const AboutPageSchema = z.object({
  id: z.string(),
  pageId: z.string(),
  pageTitle: z.string(),
  pageContent: z.string(),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

/** spec 1 §2 About us: the fixed company profile page shown when enableNewPage is set. */
export const AboutPersonSchema = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string().optional(),
  image: z.string().optional(),
});
export type AboutPerson = z.infer<typeof AboutPersonSchema>;

const TitledSchema = z.object({ title: z.string(), description: z.string() });

export const AboutProfileSchema = z.object({
  headline: z.string().optional(),
  summary: z.string().optional(),
  founders: z.array(AboutPersonSchema),
  certifications: z.array(
    z.object({ title: z.string(), issuer: z.string().optional(), year: z.string().optional() }),
  ),
  services: z.array(TitledSchema),
  differentiators: z.array(TitledSchema),
  directors: z.array(AboutPersonSchema),
});
export type AboutProfile = z.infer<typeof AboutProfileSchema>;

/** success, message, data, enableNewPage (spec 1 §7), plus the profile shown when enableNewPage is set. */
export const AboutResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.array(AboutPageSchema),
  enableNewPage: z.boolean(),
  profile: AboutProfileSchema.nullable(),
});
export type AboutResponse = z.infer<typeof AboutResponseSchema>;

export const aboutApi = {
  about: get('aboutus', { query: AboutQuerySchema, response: AboutResponseSchema }),
};
