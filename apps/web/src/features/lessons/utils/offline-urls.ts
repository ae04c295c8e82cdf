import { type LearningObject, learningApi } from '@portico/contract/learning';
import { readUrl } from '../../../lib/api-client';
import { isSavableMedia } from '../../../lib/offline-rules';

const SRC = /\b(?:src|poster)\s*=\s*(?:"([^"]+)"|'([^']+)')/gi;

/** The portal's own media an object shows (pictures, audio, a video's playlist): what can be kept offline. */
export function objectMedia(object: LearningObject): string[] {
  const html = object.component.content ?? '';
  const found = [...html.matchAll(SRC)].map((m) => m[1] ?? m[2] ?? '');
  if (object.kind === 'Video') found.push(html.trim());
  if (object.component.thumbnail) found.push(object.component.thumbnail);
  const paths = found.flatMap((src) => {
    try {
      const url = new URL(src, window.location.href);
      return url.origin === window.location.origin && isSavableMedia(url.pathname)
        ? [url.pathname + url.search]
        : [];
    } catch {
      return [];
    }
  });
  return [...new Set(paths)];
}

/**
 * A video the course lets students keep (its 'offlineVideos' switch, issue 46 part 2) and the portal
 * serves itself: Vimeo's videos stay on Vimeo.
 */
export const savableVideo = (object: LearningObject) =>
  object.kind === 'Video' &&
  object.offlineAllowed &&
  !object.component.vimeoLink &&
  objectMedia(object).some((u) => /\.(m3u8|mp4|webm)/.test(u));

/** What a lesson's page reads for one object: its topic's list and the module's tree. */
export function objectReads(
  courseId: string,
  learningModuleId: string,
  navigationParam: string | null,
): string[] {
  return [
    readUrl(learningApi.objects, { query: { learningModuleId, courseId } }),
    ...(navigationParam ? [readUrl(learningApi.module, { query: { courseId, navigationParam } })] : []),
  ];
}
