import { z } from 'zod';
import { recordCalls } from './console-calls';
import { envelope } from './envelope';
import { get, post } from './route';
import {
  CourseChoicesSchema,
  idParams,
  imageAddress,
  orderNumber,
  trimmedText,
  wholeNumber,
} from './schema-parts';

/**
 * Dashboard videos in the console (CONSOLE.md Authoring, admin): the walkthrough, visa insights, word of
 * the day, tip of the day and trending rows of the students' dashboard (spec 1 §2), for one course or for
 * every course, each an HLS playlist or a Vimeo video.
 */
export const videoSections = [
  'walkthrough',
  'visa-insights',
  'word-of-the-day',
  'tip-of-the-day',
  'trending',
] as const;
export type VideoSection = (typeof videoSections)[number];
export const VIDEO_SECTION_LABELS: Record<VideoSection, string> = {
  walkthrough: 'Walkthrough',
  'visa-insights': 'Visa insights',
  'word-of-the-day': 'Word of the day',
  'tip-of-the-day': 'Tip of the day',
  trending: 'Trending',
};

export const VideosMessages = {
  notFound: 'No such video.',
  courseNotFound: 'Choose one of your courses, or all courses.',
  title: 'Please enter a title',
  section: 'Choose a dashboard section',
  hls: 'Give an HLS playlist address ending in .m3u8: https://… or a path of this portal starting with /',
  vimeo:
    'Give a Vimeo address (https://vimeo.com/123456789 or https://player.vimeo.com/video/123456789) or its number',
  thumbnail: 'Give an image address starting with /, https:// or http://',
  duration: 'The duration is a whole number of seconds from 0 to 86400',
  order: 'The order is a whole number from 0 to 9999',
  reorder: 'List each video of the section exactly once.',
  created: 'Video saved.',
  changed: 'Video changed.',
  deleted: 'Video deleted.',
  reordered: 'Order saved.',
} as const;

/** An HLS playlist (`….m3u8`, a query allowed after it) over https, or a path the portal serves itself. */
export const isHlsUrl = (v: string) =>
  /^(https:\/\/[^\s/?#]+\/|\/(?![/\\]))[^\s?#]*\.m3u8(\?[^\s#]*)?$/i.test(v);
/** A Vimeo page or player address of a numbered video, or the number alone. */
export const isVimeoUrl = (v: string) =>
  /^\d{1,12}$/.test(v) ||
  /^https:\/\/(www\.)?vimeo\.com\/\d{1,12}(\/[0-9a-f]{1,40})?\/?(\?[^\s#]*)?$/i.test(v) ||
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}\/?(\?[^\s#]*)?$/i.test(v);

export const VideoInputSchema = z
  .object({
    /** null: every course's dashboard. */
    courseId: z.uuid({ error: VideosMessages.courseNotFound }).nullable().default(null),
    section: z.enum(videoSections, { error: VideosMessages.section }),
    title: trimmedText(200).min(1, VideosMessages.title),
    thumbnail: imageAddress(VideosMessages.thumbnail).default(''),
    content: trimmedText(500),
    isVimeo: z.boolean().default(false),
    duration: wholeNumber(VideosMessages.duration, 0, 86_400).default(0),
    orderNo: orderNumber(VideosMessages.order),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.isVimeo ? !isVimeoUrl(v.content) : !isHlsUrl(v.content))
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: v.isVimeo ? VideosMessages.vimeo : VideosMessages.hls,
      });
  });
export type VideoInput = z.input<typeof VideoInputSchema>;
export type VideoValues = z.output<typeof VideoInputSchema>;

export const ConsoleVideoSchema = z.object({
  id: z.string(),
  courseId: z.string().nullable(),
  courseName: z.string().nullable(),
  section: z.enum(videoSections),
  title: z.string(),
  thumbnail: z.string(),
  content: z.string(),
  isVimeo: z.boolean(),
  duration: z.number(),
  orderNo: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleVideo = z.infer<typeof ConsoleVideoSchema>;
export const VideoListSchema = z.object({
  videos: z.array(ConsoleVideoSchema),
  /** The company's courses, for the course choice. */
  courses: CourseChoicesSchema,
});
export type VideoList = z.infer<typeof VideoListSchema>;
export const VideoListResponseSchema = envelope(VideoListSchema);
export const VideoResponseSchema = envelope(ConsoleVideoSchema);
export const VideoParamsSchema = idParams(VideosMessages.notFound);

/** The new order of one section's videos (for one course or all courses): each id once, first to last. */
export const VideoReorderSchema = z.object({
  ids: z
    .array(z.uuid({ error: VideosMessages.notFound }))
    .min(1, VideosMessages.reorder)
    .max(500, VideosMessages.reorder),
});
export type VideoReorder = z.infer<typeof VideoReorderSchema>;

/** The videos page's calls (decision 049). */
export const consoleVideosApi = {
  list: get('console/videos', { response: VideoListResponseSchema }),
  reorder: post('console/videos/reorder', { body: VideoReorderSchema, response: VideoListResponseSchema }),
  ...recordCalls('console/videos', {
    body: VideoInputSchema,
    params: VideoParamsSchema,
    response: VideoResponseSchema,
  }),
};
