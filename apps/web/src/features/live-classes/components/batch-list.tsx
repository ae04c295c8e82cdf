import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Batch, BatchType } from '@portico/contract/live-classes';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';
import { ListGrid } from '../../../components/plain-list';
import { TEXTS } from '../texts';
import { ALL, type BatchFilters, filterBatches } from '../utils/batch-filters';
import { EmptyState } from './empty-state';

/** What the batch page receives from the list (spec 3 §2), so it shows them before its own call answers. */
export type BatchNavigationState = { batchTypeName: string; description: string; isBatchEnabled: boolean };

type BatchListProps = {
  batches: Batch[];
  types: BatchType[];
  languages: string[];
  filters: BatchFilters;
  onFilters: (filters: BatchFilters) => void;
};

/** spec 3 §2 the batch list, filtered by batch type and language (both 'all' by default). */
export function BatchList({ batches, types, languages, filters, onFilters }: BatchListProps) {
  const shown = filterBatches(batches, filters);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={2} spacing="sm" maw={560}>
        <Select
          label={TEXTS.batchType}
          data={[{ value: ALL, label: TEXTS.all }, ...types.map((t) => ({ value: t.id, label: t.name }))]}
          value={filters.type}
          onChange={(v) => onFilters({ ...filters, type: v ?? ALL })}
          allowDeselect={false}
        />
        <Select
          label={TEXTS.language}
          data={[{ value: ALL, label: TEXTS.all }, ...languages.map((l) => ({ value: l, label: l }))]}
          value={filters.language}
          onChange={(v) => onFilters({ ...filters, language: v ?? ALL })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {shown.length === 0 ? (
        <EmptyState message={TEXTS.noBatches} />
      ) : (
        <ListGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((b) => (
            <li key={b.id}>
              <BatchCard batch={b} />
            </li>
          ))}
        </ListGrid>
      )}
    </Stack>
  );
}

function BatchCard({ batch }: { batch: Batch }) {
  const state: BatchNavigationState = {
    batchTypeName: batch.batchTypeName,
    description: batch.description,
    isBatchEnabled: batch.isBatchEnabled,
  };
  return (
    <Paper
      component={Link}
      to={`/liveclasses/${batch.id}`}
      state={state}
      withBorder
      radius="md"
      p="md"
      h="100%"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {batch.batchName}
        </Title>
        <ChevronRightIcon size={18} style={{ flexShrink: 0 }} />
      </Group>
      <Group gap={6} mt={8}>
        <Badge variant="light">{batch.batchTypeName}</Badge>
        <Badge variant="default">{batch.languages}</Badge>
        {batch.isEnrolled && (
          <Badge variant="light" color="green">
            {TEXTS.inBatch}
          </Badge>
        )}
        {!batch.isBatchEnabled && (
          <Badge variant="light" color="gray">
            {TEXTS.paused}
          </Badge>
        )}
      </Group>
      {batch.description && (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={3}>
          {batch.description}
        </Text>
      )}
    </Paper>
  );
}
