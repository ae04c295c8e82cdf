import { Table, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { knowYourBandsRows, RAW_SCORE_MAX } from './bands';

const ROWS = knowYourBandsRows();

/** spec 2 §2 'Know your Bands': raw score (out of 40) to band, from the official tables (bands.ts). */
export function KnowYourBands({ headingOrder = 3 }: { headingOrder?: TitleOrder }) {
  const headingId = useId();
  return (
    <div>
      <Title order={headingOrder} id={headingId} fz="md" mb={4}>
        Know your Bands
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Correct answers out of {RAW_SCORE_MAX} and the band they give.
      </Text>
      <Table.ScrollContainer
        minWidth={320}
        type="native"
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
      >
        <Table striped withTableBorder verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Band</Table.Th>
              <Table.Th scope="col">Listening (raw score)</Table.Th>
              <Table.Th scope="col">Academic Reading (raw score)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.band}>
                <Table.Th scope="row">{row.band}</Table.Th>
                <Table.Td>{row.listening}</Table.Td>
                <Table.Td>{row.reading}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
