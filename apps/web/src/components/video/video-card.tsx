import { Box, Image, Text, UnstyledButton } from '@mantine/core';
import type { VideoItem } from './video-modal';

/** spec 2 "Video list": a fixed default thumbnail when none is given. */
export const DEFAULT_VIDEO_THUMBNAIL = '/brand/video-default.svg';

export type VideoCardProps = {
  video: Pick<VideoItem, 'title' | 'thumbNail'>;
  onPlay: () => void;
};

export function VideoCard({ video, onPlay }: VideoCardProps) {
  return (
    <UnstyledButton
      onClick={onPlay}
      aria-label={`Play video: ${video.title}`}
      style={{ display: 'block', width: '100%', borderRadius: 8 }}
    >
      <Box
        pos="relative"
        style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '16 / 9', background: '#111' }}
      >
        <Image
          src={video.thumbNail || DEFAULT_VIDEO_THUMBNAIL}
          fallbackSrc={DEFAULT_VIDEO_THUMBNAIL}
          alt=""
          h="100%"
          w="100%"
          fit="cover"
          loading="lazy"
          decoding="async"
        />
        <Box
          aria-hidden
          pos="absolute"
          style={{
            inset: 0,
            margin: 'auto',
            width: 52,
            height: 52,
            borderRadius: '50%',
            background: 'rgba(0, 0, 0, 0.6)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" fill="#fff" aria-hidden="true">
            <path d="M8 5v14l11-7z" />
          </svg>
        </Box>
      </Box>
      <Text mt={6} fw={600} size="sm" lineClamp={2}>
        {video.title}
      </Text>
    </UnstyledButton>
  );
}
