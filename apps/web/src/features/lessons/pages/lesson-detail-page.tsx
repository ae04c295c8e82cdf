import { ActionIcon, Container, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { EmptyPage, LESSONS_HINT } from '../../learning/public';
import { LessonNavigator } from '../components/lesson-navigator';
import { TopicPanel } from '../components/topic-panel';
import { useLessonPlace } from './use-lesson-place';

const LESSONS_EMPTY = 'There are no lessons here yet.';
const NO_COURSE = 'Choose a course to see its lessons.';
const NO_COURSE_HINT = 'Your courses are on the dashboard.';

/**
 * spec 2 §2 Lesson detail (/lessondetail, and /lesson, /ieltslessons from the menu): the module
 * navigator on the left, the chosen topic's objects as tabs on the right, previous/next topic links.
 * The topic and object are kept in the address, so a reload or a shared link opens the same place.
 */
export function LessonDetailPage() {
  const navigate = useNavigate();
  const {
    courseId,
    root,
    courseAccess,
    topics,
    topic,
    objectId,
    objectOnly,
    place,
    select,
    title,
    error,
    loading,
  } = useLessonPlace();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeftIcon size={20} />
        </ActionIcon>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
      </Group>
      {error && isNotFound(error) ? (
        <EmptyPage message={errorMessage(error)} hint={LESSONS_HINT} />
      ) : error ? (
        !isSessionExpired(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>
      ) : !root || !courseId || !topic ? (
        loading || (objectOnly && place.data) ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading lessons">
            <Skeleton height={36} />
            <Skeleton height={240} />
          </Stack>
        ) : (
          <EmptyPage
            message={courseId ? LESSONS_EMPTY : NO_COURSE}
            hint={courseId ? LESSONS_HINT : NO_COURSE_HINT}
          />
        )
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <LessonNavigator
              root={root}
              topic={topic}
              onTopic={(id) => select({ topic: id, object: null })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <TopicPanel
              key={topic.module.id}
              courseId={courseId}
              courseAccess={courseAccess}
              topic={topic}
              topics={topics}
              objectId={objectId}
              onObject={(id) => select({ object: id })}
              onTopic={(id) => select({ topic: id, object: null })}
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
