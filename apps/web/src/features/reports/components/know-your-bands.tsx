import { Skeleton, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { TableRegion } from '../../../components/table-region';
import { useBandTable } from './band-table-query';
import { knowYourBands, OWN_ROWS_NOTE, RAW_SCORE_MAX } from './bands';

/**
 * spec 2 §2 'Know your Bands': raw score (out of 40) to band, the tables this test is scored with
 * (GET band-table: Listening, and Academic or General Training Reading), so a General Training
 * report never shows the Academic table.
 */
export function KnowYourBands({ testId, headingOrder = 3 }: { testId: string; headingOrder?: TitleOrder }) {
  const headingId = useId();
  const query = useBandTable(testId);
  const table = knowYourBands(query.data);
  return (
    <div>
      <Title order={headingOrder} id={headingId} fz="md" mb={4}>
        Know your Bands
      </Title>
      {query.isPending ? (
        <Skeleton height={160} aria-label="Loading the band table" />
      ) : !table ? (
        <Text size="sm" c="gray.7">
          The band table could not be loaded.
        </Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" mb="sm">
            Correct answers out of {RAW_SCORE_MAX} and the band they give.
          </Text>
          <TableRegion labelledBy={headingId} minWidth={320}>
            <Table striped withTableBorder verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Band</Table.Th>
                  <Table.Th scope="col">Listening (raw score)</Table.Th>
                  <Table.Th scope="col">{table.readingTitle} (raw score)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.band}>
                    <Table.Th scope="row">{row.band}</Table.Th>
                    <Table.Td>{row.listening}</Table.Td>
                    <Table.Td>{row.reading}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
          {table.hasOwnRows && (
            <Text size="xs" c="gray.7" mt={4}>
              {OWN_ROWS_NOTE}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
