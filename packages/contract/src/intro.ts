import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';

// spec 3 §3 Intro step: title, type, content. HTML and TEST steps carry HTML (sanitised by the
// web); a VIDEO step carries a video URL (HLS playlist or Vimeo).
export const introStepTypes = ['HTML', 'VIDEO', 'TEST'] as const;
export const IntroStepTypeSchema = z.enum(introStepTypes);
export type IntroStepType = z.infer<typeof IntroStepTypeSchema>;

export const IntroStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: IntroStepTypeSchema,
  content: z.string(),
  /** TEST steps: the portal route the step's button leads to. */
  actionUrl: z.string(),
});
export type IntroStep = z.infer<typeof IntroStepSchema>;

// spec 3 §7 GET intro: none → steps.
export const IntroResponseSchema = envelope(z.object({ steps: z.array(IntroStepSchema) }));
export type IntroResponse = z.infer<typeof IntroResponseSchema>;

export const introApi = { steps: get('intro', { response: IntroResponseSchema }) };
