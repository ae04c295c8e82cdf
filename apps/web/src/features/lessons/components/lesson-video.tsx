import type { LearningObject } from '@portico/contract/learning';
import { useCallback } from 'react';
import { type ProgressPost, useVideoProgress } from '../../../components/video/use-video-progress';
import { VideoPlayer } from '../../../components/video/video-player';
import { postUserAction } from '../../../lib/api/post-user-action';

const isVimeo = (object: LearningObject) =>
  object.component.playerType?.toLowerCase() === 'vimeo' || !!object.component.vimeoLink;

/**
 * A video lesson (spec 1 §4, spec 2 §4): progress posted every 3000 ms, Completed at the end,
 * resuming at the stored position; `onStatus` keeps the tab's mark in step.
 */
export function LessonVideo({
  object,
  courseId,
  onStatus,
}: {
  object: LearningObject;
  courseId: string;
  onStatus: (status: 'InProgress' | 'Completed', position: number) => void;
}) {
  const post = useCallback(
    async (progress: ProgressPost) => {
      await postUserAction({
        referenceId: object.id,
        referenceType: 'Video',
        objectType: 'Video',
        courseId,
        ...progress,
      });
      onStatus(progress.status, progress.duration);
    },
    [object.id, courseId, onStatus],
  );
  const progress = useVideoProgress({ post, completed: object.objectStatus === 'Completed' });
  const src = isVimeo(object)
    ? (object.component.vimeoLink ?? object.component.content ?? '')
    : (object.component.content ?? '');
  return (
    <VideoPlayer
      src={src}
      isVimeo={isVimeo(object)}
      title={object.component.title}
      startAt={object.position ?? 0}
      onTime={progress.onTime}
      onEnded={progress.onEnded}
    />
  );
}
