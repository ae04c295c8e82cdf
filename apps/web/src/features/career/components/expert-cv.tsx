import { Group, Text } from '@mantine/core';
import type { CareerRecord } from '@portico/contract/career';
import { formatDate } from '../../../lib/dates';
import { CareerSection, FileLabel } from './career-section';
import { DocumentButton } from './document-button';

/** spec 3 §2 Upload kind: the expert-updated CV to download, with its last-updated date. */
export function ExpertCv({ record }: { record: CareerRecord }) {
  const doc = record.adminDoc;
  return (
    <CareerSection title="Expert-updated CV">
      {doc ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <FileLabel name={doc.fileName} detail={`Last updated ${formatDate(doc.updatedDateTime)}`} wide />
          <DocumentButton url={doc.url} aria-label="Download the expert-updated CV">
            Download
          </DocumentButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          The expert's version of your CV appears here once it is ready.
        </Text>
      )}
    </CareerSection>
  );
}
