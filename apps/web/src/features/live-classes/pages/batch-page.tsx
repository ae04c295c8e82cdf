import { Anchor, Badge, Breadcrumbs, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Batch, LiveClass } from '@portico/contract/live-classes';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { VideoModal } from '../../../components/video/video-dialog';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useBatch } from '../api/get-batch';
import type { BatchNavigationState } from '../components/batch-list';
import { BatchTabs } from '../components/batch-tabs';
import { ListSkeleton } from '../components/list-skeleton';
import { TEXTS } from '../texts';
import { batchListHref } from '../utils/batch-filters';
import { isVimeoLink } from '../utils/class-days';

/**
 * spec 3 §2 Batch detail (/liveclasses/{id}): the batch's name, type and description (from the list's
 * navigation state at once, from the call on a reload or a shared link), and its lectures in three tabs.
 */
export function BatchPage() {
  const courseId = getCourseId();
  const { id } = useParams();
  const carried = (useLocation().state ?? null) as Partial<BatchNavigationState> | null;
  const query = useBatch(courseId, id);
  const [playing, setPlaying] = useState<LiveClass | null>(null);
  if (!courseId) return <Navigate to="/select-course" replace />;

  const batch = query.data?.batch;
  const enabled = batch?.isBatchEnabled ?? carried?.isBatchEnabled ?? true;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <BatchHeading batch={batch} carried={carried} loading={query.isPending} enabled={enabled} />
      {query.isPending ? (
        <ListSkeleton label="Loading the lectures" cards={3} />
      ) : query.isError ? (
        !isSessionExpired(query.error) && (
          <Stack>
            {!batch && (
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {TEXTS.batches}
              </Title>
            )}
            <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
          </Stack>
        )
      ) : (
        <Stack gap="lg">
          {!query.data.batch.isEnrolled && <StatusAlert tone="info">{TEXTS.notInBatch}</StatusAlert>}
          {query.data.batch.isEnrolled && !enabled && (
            <StatusAlert tone="info">{TEXTS.batchPaused}</StatusAlert>
          )}
          <BatchTabs detail={query.data} courseId={courseId} onPlay={setPlaying} />
        </Stack>
      )}
      <VideoModal
        video={
          playing && {
            id: playing.id,
            title: playing.className,
            content: playing.vimeoLink,
            isVimeo: isVimeoLink(playing.vimeoLink),
          }
        }
        onClose={() => setPlaying(null)}
        trackProgress={false}
      />
    </Container>
  );
}

interface BatchHeadingProps {
  /** The batch from the call, once it has answered. */
  batch: Batch | undefined;
  /** What the list handed over, shown until the call answers. */
  carried: Partial<BatchNavigationState> | null;
  loading: boolean;
  enabled: boolean;
}

/** The way back to the batches, the batch's name, its type, language and pause, and its description. */
function BatchHeading({ batch, carried, loading, enabled }: BatchHeadingProps) {
  const typeName = batch?.batchTypeName ?? carried?.batchTypeName;
  const description = batch?.description ?? carried?.description;
  return (
    <>
      {/* spec 3 §2: both lead back to /liveclasses with the batch flag (the list shows). */}
      <Breadcrumbs mb="xs" separator="›">
        <Anchor component={Link} to={batchListHref()} size="sm">
          {TEXTS.liveClasses}
        </Anchor>
        <Anchor component={Link} to={batchListHref({ type: batch?.batchType })} size="sm">
          {TEXTS.batches}
        </Anchor>
      </Breadcrumbs>
      <Stack gap={6} mb="lg">
        {batch ? (
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {batch.batchName}
          </Title>
        ) : (
          loading && <Skeleton height={34} width="50%" radius="sm" aria-hidden />
        )}
        {(typeName || !enabled) && (
          <Group gap={6}>
            {typeName && <Badge variant="light">{typeName}</Badge>}
            {batch && <Badge variant="default">{batch.languages}</Badge>}
            {!enabled && (
              <Badge variant="light" color="gray">
                {TEXTS.paused}
              </Badge>
            )}
          </Group>
        )}
        {description && (
          <Text c="dimmed" maw={720}>
            {description}
          </Text>
        )}
      </Stack>
    </>
  );
}
