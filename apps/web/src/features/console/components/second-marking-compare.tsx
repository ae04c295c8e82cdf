import { Badge, Stack, Table, Text } from '@mantine/core';
import type { EvaluationDraft } from '@portico/contract/console-evaluations-drafts';
import type { SecondMarkingRow, SecondMarkingView } from '@portico/contract/console-second-marking';

type Comparison = NonNullable<SecondMarkingView['comparison']>;

const signed = (n: number | null) => (n === null ? '–' : n > 0 ? `+${n}` : String(n));
const shown = (n: number | null) => (n === null ? '–' : String(n));

/** One criterion (or an answer's result, in bold) as the two markers gave it; apart by more than a point: flagged. */
function CompareRow({ row }: { row: SecondMarkingRow }) {
  const result = row.criterion === null;
  return (
    <Table.Tr bg={row.flagged ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td fw={result ? 600 : undefined}>{row.label}</Table.Td>
      <Table.Td ta="center">{shown(row.first)}</Table.Td>
      <Table.Td ta="center">{shown(row.second)}</Table.Td>
      <Table.Td ta="center">
        {signed(row.difference)}
        {row.flagged && (
          <Badge color="red" variant="light" size="sm" ml={6}>
            Apart
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The rows of one question, under its name. */
function byQuestion(rows: SecondMarkingRow[]) {
  const groups = new Map<string, SecondMarkingRow[]>();
  for (const r of rows) groups.set(r.question, [...(groups.get(r.question) ?? []), r]);
  return [...groups.entries()];
}

/** What each marker wrote on a question (or on the whole attempt), where either wrote something. */
function Comments({ label, first, second }: { label: string; first: string; second: string }) {
  if (!first.trim() && !second.trim()) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <strong>First:</strong> {first.trim() || '–'}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <strong>Second:</strong> {second.trim() || '–'}
      </Text>
    </div>
  );
}

const commentOf = (d: EvaluationDraft, itemId: string) => d.answers[itemId]?.comments ?? '';

/**
 * The two markings side by side (issue 40): per question each criterion and the answer's result,
 * the difference (second − first), flagged past one point; then what each wrote.
 */
export function SecondMarkingCompare({
  comparison,
  names,
}: {
  comparison: Comparison;
  names: { first: string; second: string };
}) {
  const groups = byQuestion(comparison.rows);
  const apart = comparison.rows.filter((r) => r.flagged).length;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {apart === 0
          ? 'The two markings are within a point of each other everywhere.'
          : `${apart} ${apart === 1 ? 'grade is' : 'grades are'} more than a point apart (flagged).`}
      </Text>
      <Table.ScrollContainer minWidth={340}>
        <Table striped={false} withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Criterion</Table.Th>
              <Table.Th ta="center">First ({names.first})</Table.Th>
              <Table.Th ta="center">Second ({names.second})</Table.Th>
              <Table.Th ta="center">Difference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map(([question, rows]) => (
            <Table.Tbody key={question}>
              <Table.Tr>
                <Table.Th colSpan={4} scope="colgroup">
                  {question}
                </Table.Th>
              </Table.Tr>
              {rows.map((r) => (
                <CompareRow key={`${r.itemId}:${r.criterion ?? 'result'}`} row={r} />
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      {groups.map(([question, rows]) => {
        const itemId = rows[0]?.itemId ?? '';
        return (
          <Comments
            key={question}
            label={question}
            first={commentOf(comparison.first, itemId)}
            second={commentOf(comparison.second, itemId)}
          />
        );
      })}
      <Comments
        label="On the whole attempt"
        first={comparison.first.overallComment}
        second={comparison.second.overallComment}
      />
    </Stack>
  );
}
