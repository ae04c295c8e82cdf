import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useLiveClasses } from '../api/get-live-classes';
import { ClassAction } from '../components/class-action';
import { ClassCard } from '../components/class-card';
import { DayGroups } from '../components/day-groups';
import { ListSkeleton } from '../components/list-skeleton';
import { TEXTS } from '../texts';

/**
 * spec 3 §2 Live classes list (/live-class): the student's classes of the course from today on, each
 * with Finished, Launch or Not started; 'No live class available'.
 */
export function LiveClassPage() {
  const courseId = getCourseId();
  const query = useLiveClasses(courseId);
  if (!courseId) return <Navigate to="/select-course" replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {TEXTS.myClasses}
        </Title>
        <Button component={Link} to="/liveclasses" variant="default">
          {TEXTS.browseBatches}
        </Button>
      </Group>
      {query.isPending ? (
        <ListSkeleton label="Loading your live classes" />
      ) : query.isError ? (
        !isSessionExpired(query.error) && <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
      ) : (
        <Stack>
          <DayGroups
            classes={query.data}
            empty={TEXTS.noLiveClass}
            card={(c) => (
              <ClassCard cls={c} showBatch>
                <ClassAction cls={c} courseId={courseId} />
              </ClassCard>
            )}
          />
        </Stack>
      )}
    </Container>
  );
}
