import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UserAction, UserActionReferenceType } from '@portico/contract/user-actions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userActionsQueryKey, useUserActions } from '../../lib/api/get-user-actions';
import { postUserAction } from '../../lib/api/post-user-action';
import { type ProgressPost, useVideoProgress } from './use-video-progress';
import { VideoPlayer } from './video-player';

export type VideoItem = { id: string; title: string; content: string; isVimeo: boolean; thumbNail?: string };

export type VideoModalProps = {
  /** The video to play; null keeps the modal closed. */
  video: VideoItem | null;
  onClose: () => void;
  referenceType?: string;
  courseId?: string | null;
  /**
   * Off: the video plays from the start and no progress is stored (a live class's recording is no
   * video of the library: its class is the object, and attending it is the Attended action).
   */
  trackProgress?: boolean;
};

/** spec 2 "Video list": a video opens in a modal (full screen on phones) and resumes where it stopped. */
export function VideoModal({
  video,
  onClose,
  referenceType = 'Video',
  courseId,
  trackProgress = true,
}: VideoModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={video !== null}
      onClose={onClose}
      title={video?.title}
      size="xl"
      centered
      fullScreen={phone}
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close video' }}
    >
      {video && !trackProgress && (
        <VideoPlayer
          key={video.id}
          src={video.content}
          isVimeo={video.isVimeo}
          title={video.title}
          autoPlay
        />
      )}
      {video && trackProgress && (
        <VideoModalBody
          key={video.id}
          video={video}
          referenceType={referenceType}
          courseId={courseId ?? null}
        />
      )}
    </Modal>
  );
}

function VideoModalBody({
  video,
  referenceType,
  courseId,
}: {
  video: VideoItem;
  referenceType: string;
  courseId: string | null;
}) {
  const stored = useUserActions([video.id]);
  if (stored.isPending) {
    return (
      <Center style={{ aspectRatio: '16 / 9' }}>
        <Loader aria-label="Loading video" />
      </Center>
    );
  }
  if (stored.isError) console.warn('[video] stored position unavailable', stored.error);
  const action = stored.data?.find((a) => a.referenceId === video.id);
  return <ProgressPlayer video={video} referenceType={referenceType} courseId={courseId} action={action} />;
}

function ProgressPlayer({
  video,
  referenceType,
  courseId,
  action,
}: {
  video: VideoItem;
  referenceType: string;
  courseId: string | null;
  action: UserAction | undefined;
}) {
  const queryClient = useQueryClient();
  const post = useCallback(
    async (progress: ProgressPost) => {
      const saved = await postUserAction({
        referenceId: video.id,
        referenceType: referenceType as UserActionReferenceType,
        objectType: referenceType,
        ...progress,
        ...(courseId ? { courseId } : {}),
      });
      // The next open resumes from what was saved last, without waiting for a refetch.
      if (saved) queryClient.setQueryData(userActionsQueryKey([video.id]), [saved]);
    },
    [video.id, referenceType, courseId, queryClient],
  );
  const progress = useVideoProgress({ post, completed: action?.status === 'Completed' });

  return (
    <VideoPlayer
      src={video.content}
      isVimeo={video.isVimeo}
      title={video.title}
      startAt={action?.duration ?? 0}
      autoPlay
      onTime={progress.onTime}
      onEnded={progress.onEnded}
    />
  );
}
