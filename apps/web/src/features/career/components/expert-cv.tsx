import { Group, Paper, Text, Title } from '@mantine/core';
import type { CareerRecord } from '@portico/contract/career';
import { useId } from 'react';
import { FileTextIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/dates';
import { DocumentButton } from './document-button';

/** spec 3 §2 Upload kind: the expert-updated CV to download, with its last-updated date. */
export function ExpertCv({ record }: { record: CareerRecord }) {
  const headingId = useId();
  const doc = record.adminDoc;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} fz="lg" mb="xs" id={headingId}>
        Expert-updated CV
      </Title>
      {doc ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <FileTextIcon size={20} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {doc.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                Last updated {formatDate(doc.updatedDateTime)}
              </Text>
            </div>
          </Group>
          <DocumentButton url={doc.url} aria-label="Download the expert-updated CV">
            Download
          </DocumentButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          The expert's version of your CV appears here once it is ready.
        </Text>
      )}
    </Paper>
  );
}
