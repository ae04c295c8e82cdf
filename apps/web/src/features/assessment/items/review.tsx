import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon, Icon } from '../../../components/icons';
import classes from './items.module.css';

export function CrossIcon({ size = 14 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2.5} strokeLinejoin={undefined}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

/** spec 3 §2: the note of an essay (or recording) that faculty have not assessed yet. */
export const ESSAY_NOTE = 'Note : Essay question to be Assessed, Right now, we are showing “0”.';

export type Verdict = 'correct' | 'incorrect' | 'skipped';

export const verdictOf = (isCorrect: boolean | null | undefined): Verdict =>
  isCorrect === true ? 'correct' : isCorrect === false ? 'incorrect' : 'skipped';

const VERDICT = {
  correct: { label: 'Correct', color: 'green', icon: <CheckIcon size={14} /> },
  incorrect: { label: 'Incorrect', color: 'red', icon: <CrossIcon /> },
  skipped: { label: 'Skipped', color: 'gray', icon: null },
} as const;

/** Right, wrong or skipped: an icon and a word, never colour alone. */
export function VerdictBadge({ verdict, size = 'md' }: { verdict: Verdict; size?: 'sm' | 'md' }) {
  const v = VERDICT[verdict];
  return (
    <Badge color={v.color} variant="light" size={size} leftSection={v.icon} className={classes.verdict}>
      {v.label}
    </Badge>
  );
}

export interface CompareRow {
  /** 'Blank 1', 'Part 2' …; omitted for one-answer items. */
  label?: string;
  yours: ReactNode;
  correct: ReactNode;
  /** Per blank/part verdict (result.parts); undefined: no per-row verdict. */
  isCorrect?: boolean | null;
}

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
