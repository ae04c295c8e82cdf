import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardVideo } from '@portico/contract/dashboard';
import { VideoCard } from '../../../components/video/video-card';

/** spec 1 §2 video sections (visa insights, Word of the Day, Tip of the Day, Trending Videos). */
export function VideoSection({
  title,
  videos,
  onPlay,
}: {
  title: string;
  videos: DashboardVideo[];
  onPlay: (video: DashboardVideo) => void;
}) {
  if (videos.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {videos.map((v) => (
          <Stack key={v.id} gap={6}>
            <VideoCard video={v} onPlay={() => onPlay(v)} />
            {v.status === 'Completed' && (
              <Text size="xs" c="green.8" fw={600}>
                Watched
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
