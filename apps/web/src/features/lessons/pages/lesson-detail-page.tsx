import { ActionIcon, Container, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { EmptyPage, LESSONS_HINT, LoadFailure } from '../../learning/public';
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
  const lesson = useLessonPlace();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeftIcon size={20} />
        </ActionIcon>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {lesson.title}
        </Title>
      </Group>
      {lesson.error ? (
        <LoadFailure error={lesson.error} hint={LESSONS_HINT} />
      ) : !lesson.root || !lesson.courseId || !lesson.topic ? (
        lesson.loading ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading lessons">
            <Skeleton height={36} />
            <Skeleton height={240} />
          </Stack>
        ) : (
          <EmptyPage
            message={lesson.courseId ? LESSONS_EMPTY : NO_COURSE}
            hint={lesson.courseId ? LESSONS_HINT : NO_COURSE_HINT}
          />
        )
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <LessonNavigator
              root={lesson.root}
              topic={lesson.topic}
              onTopic={(id) => lesson.select({ topic: id, object: null })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <TopicPanel
              key={lesson.topic.module.id}
              courseId={lesson.courseId}
              courseAccess={lesson.courseAccess}
              courseState={lesson.courseState}
              topic={lesson.topic}
              topics={lesson.topics}
              objectId={lesson.objectId}
              navigationParam={lesson.navigationParam}
              onObject={(id) => lesson.select({ object: id })}
              onTopic={(id) => lesson.select({ topic: id, object: null })}
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
