import { Anchor, Container, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CareerMessages, type CareerRecord } from '@portico/contract/career';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeftIcon, LockIcon } from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { ApiError, errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { useCareer } from '../api/get-career';
import { CareerSection } from '../components/career-section';
import { CommentsSection } from '../components/comments-section';
import { CvUpload } from '../components/cv-upload';
import { DocumentButton } from '../components/document-button';
import { ExpertCv } from '../components/expert-cv';
import { LinkedInForm } from '../components/linkedin-form';
import { StatusTracker } from '../components/status-tracker';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * spec 3 §2 Career project (/projectdetail?project=<id>): the LinkedIn review (Project kind) or the
 * CV preparation (Upload kind): instructions, the form or the upload, the tracker and comments.
 * Without access: 'You don't have access to this' and nothing else.
 */
export function CareerProjectPage() {
  const [params] = useSearchParams();
  const id = params.get('project') ?? '';
  const career = useCareer(id);

  if (career.isError && isForbidden(career.error)) return <NoAccess />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Anchor
        component={Link}
        to="/project"
        size="sm"
        mb="sm"
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
      >
        <ArrowLeftIcon size={16} />
        All career projects
      </Anchor>
      {career.isError ? (
        isNotFound(career.error) ? (
          <Paper withBorder radius="lg" p="xl" ta="center" role="status">
            <Title order={1} fz="xl">
              {errorMessage(career.error, CareerMessages.projectNotFound)}
            </Title>
          </Paper>
        ) : (
          !isSessionExpired(career.error) && (
            <StatusAlert tone="error">{errorMessage(career.error)}</StatusAlert>
          )
        )
      ) : career.data ? (
        <ProjectView record={career.data} />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading the project">
          <Skeleton height={36} width="60%" />
          <Skeleton height={160} />
          <Skeleton height={220} />
        </Stack>
      )}
    </Container>
  );
}

function NoAccess() {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p="xl" ta="center" role="alert">
        <Stack align="center" gap="sm">
          <LockIcon size={32} />
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {CareerMessages.noAccess}
          </Title>
        </Stack>
      </Paper>
    </Container>
  );
}

function ProjectView({ record }: { record: CareerRecord }) {
  const linkedIn = record.referenceType === 'Project';
  return (
    <>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {record.title}
      </Title>
      <Grid gap="lg" mt="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <CareerSection title="Instructions">
              {record.description && (
                <Text size="sm" mb="md">
                  {record.description}
                </Text>
              )}
              {record.instructionDocument ? (
                <DocumentButton url={record.instructionDocument}>Download instructions</DocumentButton>
              ) : (
                <Text size="sm" c="dimmed">
                  No instruction document for this project yet.
                </Text>
              )}
            </CareerSection>
            {linkedIn ? (
              <LinkedInForm record={record} />
            ) : (
              <>
                <CvUpload record={record} />
                <ExpertCv record={record} />
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <StatusTracker status={linkedIn ? record.latestSocialStatus : record.latestResumeStatus} />
            <CommentsSection record={record} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
