import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { VideoCard } from '../../../components/video/video-card';
import { VideoModal } from '../../../components/video/video-dialog';
import type { VideoItem } from '../../../components/video/video-modal';
import { type CourseState, courseClosedText, TEXTS } from '../../learning/public';

const isVimeo = (o: LearningObject) =>
  o.component.playerType?.toLowerCase() === 'vimeo' || !!o.component.vimeoLink;

/** What the modal plays for a video learning object: its Vimeo link, or its HLS stream. */
export function videoItemOf(o: LearningObject): VideoItem {
  return {
    id: o.id,
    title: o.component.title,
    content: (isVimeo(o) ? o.component.vimeoLink : o.component.content) ?? '',
    isVimeo: isVimeo(o),
  };
}

/** Why a video card does not open: not released, no access, or the course expired, was revoked or starts later. */
function closedText(v: LearningObject, courseAccess: boolean, courseState?: CourseState) {
  if (v.isLocked) return TEXTS.notReleased;
  if (courseAccess) return TEXTS.noAccess;
  return courseClosedText(courseState);
}

type Props = {
  videos: LearningObject[];
  courseId: string | null;
  /** False once the course validity has expired: a closed card says so instead of 'apply coupon'. */
  courseAccess?: boolean;
  /** Why the course is closed (revoked, starting later): a closed card says that instead. */
  courseState?: CourseState;
};

/**
 * Video learning objects as a grid of cards that play in the video modal and resume there (spec 2
 * "Video list" and the lesson detail's video grid). A card the student may not open says why; a
 * started or finished video carries its status.
 */
export function VideoObjectGrid({ videos, courseId, courseAccess = true, courseState }: Props) {
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const queryClient = useQueryClient();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {videos.map((v) => (
          <Stack key={v.id} gap={4}>
            {v.isProductAccess && !v.isLocked ? (
              <VideoCard
                video={{ title: v.component.title, thumbNail: v.component.thumbnail }}
                onPlay={() => setPlaying(videoItemOf(v))}
              />
            ) : (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {v.component.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {closedText(v, courseAccess, courseState)}
                </Text>
              </Stack>
            )}
            {v.objectStatus !== 'Launch' && (
              <Badge size="sm" variant="light" color={v.objectStatus === 'Completed' ? 'green' : 'blue'}>
                {v.objectStatus === 'Completed' ? 'Completed' : 'In progress'}
              </Badge>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <VideoModal
        video={playing}
        onClose={() => {
          setPlaying(null);
          void queryClient.invalidateQueries({ queryKey: ['learning', 'objects'] });
        }}
        courseId={courseId}
      />
    </>
  );
}
