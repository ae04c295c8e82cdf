import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './items.module.css';
import { type CompareRow, VerdictBadge, verdictOf } from './review';

const NONE = (
  <Text span c="dimmed" size="sm">
    No answer
  </Text>
);

const NOT_GIVEN = (
  <Text span c="dimmed" size="sm">
    Not available
  </Text>
);

/** Review mode: the student's answer and the correct one side by side. */
export function AnswerCompare({ rows }: { rows: CompareRow[] }) {
  const labelled = rows.some((r) => r.label);
  const verdicts = rows.some((r) => r.isCorrect !== undefined);
  return (
    <Table className={classes.compare} withTableBorder layout="fixed" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {labelled && <Table.Th className={classes.compareLabel}>Part</Table.Th>}
          <Table.Th>Your answer</Table.Th>
          <Table.Th>Correct answer</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only comparison built per render, without ids.
          <Table.Tr key={i}>
            {labelled && <Table.Th scope="row">{row.label}</Table.Th>}
            <Table.Td>
              <div className={classes.compareCell}>
                {isEmptyNode(row.yours) ? NONE : row.yours}
                {verdicts && <VerdictBadge size="sm" verdict={verdictOf(row.isCorrect)} />}
              </div>
            </Table.Td>
            <Table.Td>{isEmptyNode(row.correct) ? NOT_GIVEN : row.correct}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const isEmptyNode = (n: ReactNode) => n == null || n === '' || (Array.isArray(n) && n.length === 0);
