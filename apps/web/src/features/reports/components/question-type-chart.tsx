import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Table, Text, Title } from '@mantine/core';
import type { TopicRow } from '@portico/contract/reports';
import { useId } from 'react';

// spec 2 §9: the question-type chart's axis runs 0 to 10 and it animates for 1500 ms.
export const CHART_AXIS_MAX = 10;
export const CHART_ANIMATION_MS = 1500;

/** The axis top: 10, or more when a question type has more questions than that. */
export const axisMax = (rows: readonly TopicRow[]) => Math.max(CHART_AXIS_MAX, ...rows.map((r) => r.total));

/**
 * spec 2 §2 'Question Type Analysis': correct answers out of the questions of each type in this
 * section, as bars and as a table (what a screen reader and a narrow phone read).
 */
export function QuestionTypeChart({ rows }: { rows: TopicRow[] }) {
  const headingId = useId();
  // Several skills (the overall view): each type is named with its skill (Listening and Reading
  // both have multiple choice).
  const withSkill = new Set(rows.map((r) => r.referenceType)).size > 1;
  const name = (r: TopicRow) =>
    withSkill && r.referenceType ? `${r.topicName} (${r.referenceType})` : r.topicName;
  const data = rows.map((r) => ({ type: name(r), Correct: r.corrent, Questions: r.total }));
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} id={headingId} fz="lg" mb="sm">
        Question Type Analysis
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">This section's questions carry no question types.</Text>
      ) : (
        <>
          <div aria-hidden="true">
            <BarChart
              h={240}
              data={data}
              dataKey="type"
              series={[
                { name: 'Correct', color: 'teal.6' },
                { name: 'Questions', color: 'gray.4' },
              ]}
              yAxisProps={{ domain: [0, axisMax(rows)], allowDecimals: false }}
              barProps={{ isAnimationActive: true, animationDuration: CHART_ANIMATION_MS }}
              // The table below is what assistive technology reads: the drawing takes no focus.
              barChartProps={{ accessibilityLayer: false }}
              withLegend
              tickLine="y"
            />
          </div>
          <Table.ScrollContainer minWidth={280} type="native" mt="md">
            <Table fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Question type</Table.Th>
                  <Table.Th scope="col">Correct</Table.Th>
                  <Table.Th scope="col">Questions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.referenceType} ${r.topicName}`}>
                    <Table.Td>{name(r)}</Table.Td>
                    <Table.Td>{r.corrent}</Table.Td>
                    <Table.Td>{r.total}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}
