import { z } from 'zod';
import { AboutPageSchema } from './about';
import { recordCalls } from './console-calls';
import { isHlsUrl, isVimeoUrl } from './console-videos';
import { envelope } from './envelope';
import { IntroStepSchema, introStepTypes } from './intro';
import { get } from './route';
import { idParams, orderNumber, trimmedText } from './schema-parts';

/**
 * About us pages and intro steps in the console (CONSOLE.md Authoring, admin): the company profile pages
 * of the students' About us (spec 1 §3) and the steps of the intro (spec 3 §2). HTML is stored as
 * authored and shown (to students and in the console's preview) only through the web's sanitiser.
 */
export const PagesMessages = {
  aboutNotFound: 'No such about page.',
  introNotFound: 'No such intro step.',
  title: 'Please enter a title',
  pageId: 'The page id is 1 to 60 lower-case letters, digits or hyphens, e.g. our-story',
  pageIdTaken: 'Another about page already has this page id.',
  type: 'Choose HTML, VIDEO or TEST',
  video: 'Give the video as an HLS playlist (https://… ending in .m3u8) or a Vimeo address',
  actionUrl: 'Give a portal route starting with /, e.g. /tests',
  actionUrlRequired: 'A TEST step needs the portal route its button leads to',
  order: 'The order is a whole number from 0 to 9999',
  saved: 'Saved.',
  deleted: 'Deleted.',
} as const;

export { introStepTypes };
export type IntroStepKind = (typeof introStepTypes)[number];

const order = orderNumber(PagesMessages.order);
/** A video an intro step plays: the web tells a Vimeo one by its address. */
export const isIntroVideo = (v: string) => isHlsUrl(v) || (isVimeoUrl(v) && !/^\d+$/.test(v));
export const isPortalRoute = (v: string) => /^\/(?![/\\])[^\s]*$/.test(v);

export const AboutPageInputSchema = z.object({
  pageId: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, PagesMessages.pageId),
  pageTitle: trimmedText(200).min(1, PagesMessages.title),
  pageContent: z.string().max(200_000, 'At most 200000 characters').default(''),
  orderNo: order,
  isActive: z.boolean().default(true),
});
export type AboutPageInput = z.input<typeof AboutPageInputSchema>;
export type AboutPageValues = z.output<typeof AboutPageInputSchema>;

export const IntroStepInputSchema = z
  .object({
    title: trimmedText(200).min(1, PagesMessages.title),
    type: z.enum(introStepTypes, { error: PagesMessages.type }),
    /** HTML for HTML and TEST steps; the video's address for a VIDEO step. */
    content: z.string().max(200_000, 'At most 200000 characters').default(''),
    actionUrl: trimmedText(300)
      .refine((v) => v === '' || isPortalRoute(v), PagesMessages.actionUrl)
      .default(''),
    orderNo: order,
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'VIDEO' && !isIntroVideo(v.content.trim()))
      ctx.addIssue({ code: 'custom', path: ['content'], message: PagesMessages.video });
    if (v.type === 'TEST' && !v.actionUrl)
      ctx.addIssue({ code: 'custom', path: ['actionUrl'], message: PagesMessages.actionUrlRequired });
  });
export type IntroStepInput = z.input<typeof IntroStepInputSchema>;
export type IntroStepValues = z.output<typeof IntroStepInputSchema>;

/** Where the console lists a page or a step, and whether students see it. */
const listed = { orderNo: z.number(), isActive: z.boolean() };

export const ConsoleAboutPageSchema = AboutPageSchema.extend(listed);
export type ConsoleAboutPage = z.infer<typeof ConsoleAboutPageSchema>;
export const ConsoleIntroStepSchema = IntroStepSchema.extend(listed);
export type ConsoleIntroStep = z.infer<typeof ConsoleIntroStepSchema>;

export const ContentPagesSchema = z.object({
  about: z.array(ConsoleAboutPageSchema),
  intro: z.array(ConsoleIntroStepSchema),
});
export type ContentPages = z.infer<typeof ContentPagesSchema>;
export const ContentPagesResponseSchema = envelope(ContentPagesSchema);
export const AboutPageResponseSchema = envelope(ConsoleAboutPageSchema);
export const IntroStepResponseSchema = envelope(ConsoleIntroStepSchema);
export const AboutParamsSchema = idParams(PagesMessages.aboutNotFound);
export const IntroParamsSchema = idParams(PagesMessages.introNotFound);

/** The About us pages' and intro steps' calls (decision 049). */
export const consolePagesApi = {
  list: get('console/pages', { response: ContentPagesResponseSchema }),
  about: recordCalls('console/pages/about', {
    body: AboutPageInputSchema,
    params: AboutParamsSchema,
    response: AboutPageResponseSchema,
  }),
  intro: recordCalls('console/pages/intro', {
    body: IntroStepInputSchema,
    params: IntroParamsSchema,
    response: IntroStepResponseSchema,
  }),
};
