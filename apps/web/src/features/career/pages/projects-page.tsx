import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  CareerMessages,
  type CareerProjectSummary,
  careerKindLabels,
  careerStatusLabels,
} from '@portico/contract/career';
import { Link } from 'react-router';
import { ChevronRightIcon, LockIcon } from '../../../components/icons';
import { ListGrid } from '../../../components/plain-list';
import { SkeletonGrid } from '../../../components/skeleton-grid';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { useMenuEntry } from '../../learning/public';
import { useCareerProjects } from '../api/get-career-projects';

const STATUS_COLOUR = {
  '': 'gray',
  submitted: 'blue',
  'in-progress': 'yellow',
  approved: 'teal',
  rejected: 'orange',
} as const;

/** spec 3 §2 /project: the student's career projects of the course, each opening /projectdetail. */
export function CareerProjectsPage() {
  const entry = useMenuEntry();
  // Asked once the menu has said which module the entry names.
  const projects = useCareerProjects(entry.isPending ? null : entry.courseId, entry.navigationParam);
  const error = entry.error ?? projects.error;
  const loading = entry.isPending || (Boolean(entry.courseId) && projects.isPending);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {entry.title ?? 'Career'}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        Get your LinkedIn profile and your CV reviewed by a career expert.
      </Text>
      {error && !isNotFound(error) ? (
        !isSessionExpired(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>
      ) : loading ? (
        <SkeletonGrid
          label="Loading career projects"
          cols={{ base: 1, sm: 2 }}
          count={2}
          height={150}
          radius="lg"
        />
      ) : !projects.data || projects.data.length === 0 ? (
        <Text c="dimmed" role="status">
          {CareerMessages.empty}
        </Text>
      ) : (
        <ListGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {projects.data.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ListGrid>
      )}
    </Container>
  );
}

function ProjectCard({ project }: { project: CareerProjectSummary }) {
  return (
    <li>
      <Card
        component={Link}
        to={`/projectdetail?project=${encodeURIComponent(project.id)}`}
        withBorder
        radius="lg"
        padding="lg"
        h="100%"
      >
        <Stack gap="xs" h="100%">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {careerKindLabels[project.referenceType]}
            </Text>
            {project.isProductAccess ? (
              <Badge color={STATUS_COLOUR[project.status]} variant="light" style={{ flexShrink: 0 }}>
                {careerStatusLabels[project.status]}
              </Badge>
            ) : (
              <Badge
                color="gray"
                variant="light"
                leftSection={<LockIcon size={12} />}
                style={{ flexShrink: 0 }}
              >
                Locked
              </Badge>
            )}
          </Group>
          <Text fw={700} fz="lg">
            {project.title}
          </Text>
          {project.description && (
            <Text size="sm" c="dimmed">
              {project.description}
            </Text>
          )}
          <Group gap={4} mt="auto" pt="xs" c="var(--mantine-primary-color-filled)">
            <Text size="sm" fw={600} c="inherit">
              {project.isProductAccess ? 'Open project' : CareerMessages.noAccess}
            </Text>
            <ChevronRightIcon size={16} />
          </Group>
        </Stack>
      </Card>
    </li>
  );
}
