import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useBatches } from '../api/get-batches';
import { BatchList } from '../components/batch-list';
import { BatchTypeCards } from '../components/batch-type-cards';
import { DownloadsMenu } from '../components/downloads-menu';
import { EmptyState } from '../components/empty-state';
import { ListSkeleton } from '../components/list-skeleton';
import { TEXTS } from '../texts';
import { ALL, type BatchFilters, batchListHref } from '../utils/batch-filters';

/**
 * spec 3 §2 Live class batches (/liveclasses): batch-type cards, and with the batch flag (`?batch=1`)
 * the batch list filtered by type and language; the e-book downloads beside them.
 */
export function BatchesPage() {
  const courseId = getCourseId();
  const query = useBatches(courseId);
  const [params, setParams] = useSearchParams();
  if (!courseId) return <Navigate to="/select-course" replace />;

  const showList = params.has('batch');
  const data = query.data;
  const types = data?.batchTypes ?? [];
  const languages = data?.languages ?? [];
  const batches = data?.data ?? [];
  // A filter the batches no longer have (an old link) falls back to 'all'.
  const type = params.get('type') ?? ALL;
  const language = params.get('language') ?? ALL;
  const filters: BatchFilters = {
    type: types.some((t) => t.id === type) ? type : ALL,
    language: languages.includes(language) ? language : ALL,
  };
  const setFilters = (next: BatchFilters) =>
    setParams(new URLSearchParams(batchListHref(next).split('?')[1]), { replace: true });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {showList && (
        <Breadcrumbs mb="xs" separator="›">
          <Anchor component={Link} to="/liveclasses" size="sm">
            {TEXTS.liveClasses}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {TEXTS.batches}
          </Text>
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {showList ? TEXTS.batches : TEXTS.liveClasses}
        </Title>
        <Group gap="sm">
          <DownloadsMenu downloads={data?.downloads ?? []} />
          <Button component={Link} to="/live-class" variant="default">
            {TEXTS.myClassesLink}
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <ListSkeleton label="Loading the batches" height={showList ? 120 : 240} />
      ) : query.isError ? (
        !isSessionExpired(query.error) && <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
      ) : batches.length === 0 ? (
        <EmptyState message={TEXTS.noBatches} />
      ) : (
        <Stack gap="lg">
          {!data?.isOwnAccount && <StatusAlert tone="info">{TEXTS.notInAnyBatch}</StatusAlert>}
          {showList ? (
            <BatchList
              batches={batches}
              types={types}
              languages={languages}
              filters={filters}
              onFilters={setFilters}
            />
          ) : (
            <BatchTypeCards types={types} />
          )}
        </Stack>
      )}
    </Container>
  );
}
