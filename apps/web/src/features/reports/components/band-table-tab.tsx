import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BandTable } from '@portico/contract/reports';
import { useId } from 'react';
import { TableRegion } from '../../../components/table-region';
import { useBandTable } from './band-table-query';
import { OWN_ROWS_NOTE, rangeLabel } from './bands';

function BandRows({ table, bands }: { table: BandTable; bands: BandTable['bands'][number] }) {
  const headingId = useId();
  const { rows, referenceType } = bands;
  const score = table.scoreKind === 'band' ? 'Band' : 'Scaled score';
  return (
    <div>
      <Title order={3} id={headingId} fz="md" mb="xs">
        {bands.title ?? referenceType}
      </Title>
      <TableRegion labelledBy={headingId} minWidth={240}>
        <Table striped withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Correct answers</Table.Th>
              <Table.Th scope="col">{score}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.score}>
                <Table.Td>{rangeLabel(row)}</Table.Td>
                <Table.Td>{row.band}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
      {rows.some((row) => row.published === false) && (
        <Text size="xs" c="gray.7" mt={4}>
          {OWN_ROWS_NOTE}
        </Text>
      )}
    </div>
  );
}

/**
 * spec 2 §2 Know your Bands: the band conversion table of this test (IELTS: the Listening and the
 * Academic or General Training Reading table it is scored with; other exams: the test's raw-to-scaled
 * tables). A failed fetch leaves it empty.
 */
export function BandTableTab({
  testId,
  referenceType,
  title = 'Know your Bands',
}: {
  testId: string;
  referenceType: string | null;
  /** IELTS's 'Know your Bands', a scaled exam's 'Score Scale'. */
  title?: string;
}) {
  const table = useBandTable(testId);
  if (table.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the band table">
        <Skeleton height={200} />
      </Stack>
    );
  }
  const data = table.data;
  const shown = (data?.bands ?? []).filter((b) => !referenceType || b.referenceType === referenceType);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">
          {referenceType
            ? `${referenceType} is marked by your teacher: there is no table of correct answers for it.`
            : 'This test has no conversion table.'}
        </Text>
      ) : (
        data && shown.map((b) => <BandRows key={b.title ?? b.referenceType} table={data} bands={b} />)
      )}
    </Stack>
  );
}
