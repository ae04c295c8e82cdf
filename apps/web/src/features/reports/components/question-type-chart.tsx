import { Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TopicRow } from '@portico/contract/reports';
import { useId } from 'react';
import { LazyBarChart } from '../../../components/charts/lazy-charts';
import { ReportSection } from './report-section';

// spec 2 §9: the question-type chart's axis runs 0 to 10 and it animates for 1500 ms.
export const CHART_AXIS_MAX = 10;
export const CHART_ANIMATION_MS = 1500;

/** The axis top: 10, or more when a question type has more questions than that. */
export const axisMax = (rows: readonly TopicRow[]) => Math.max(CHART_AXIS_MAX, ...rows.map((r) => r.total));

// The axis writes names in 12-px type: about 6.6 px a letter, 15 px a line.
const CHAR_PX = 6.6;
const LINE_PX = 15;

/** The lines a name wraps to within `width` pixels, a word at a time (as the axis wraps it). */
export function wrappedLines(name: string, width: number): number {
  const perLine = Math.max(1, Math.floor(width / CHAR_PX));
  let lines = 1;
  let used = 0;
  for (const word of name.split(/\s+/)) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= perLine || used === 0) used = needed;
    else {
      lines += 1;
      used = word.length;
    }
  }
  return lines;
}

/**
 * The chart lies on its side (side by side, the axis named every other type at 1366
 * px and one on a phone): a row per question type, its name on the left wrapped to the label
 * column, each row as tall as the longest name needs.
 */
export function chartLayout(names: readonly string[], phone: boolean) {
  const labelWidth = phone ? 150 : 240;
  // The axis leaves about 16 px between the names and the bars.
  const lines = Math.max(1, ...names.map((n) => wrappedLines(n, labelWidth - 16)));
  const row = Math.max(36, lines * LINE_PX + 12);
  return { height: 64 + names.length * row, labelWidth };
}

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
  const layout = chartLayout(
    data.map((d) => d.type),
    useMediaQuery('(max-width: 36em)') ?? false,
  );
  return (
    <ReportSection headingId={headingId}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        Question Type Analysis
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">This section's questions carry no question types.</Text>
      ) : (
        <>
          <div aria-hidden="true">
            <LazyBarChart
              h={layout.height}
              data={data}
              dataKey="type"
              orientation="vertical"
              series={[
                { name: 'Correct', color: 'teal.6' },
                { name: 'Questions', color: 'gray.4' },
              ]}
              xAxisProps={{ domain: [0, axisMax(rows)], allowDecimals: false, tickCount: 6 }}
              // Every type named (interval 0), each name wrapping within the label column.
              yAxisProps={{ width: layout.labelWidth, interval: 0 }}
              barProps={{ isAnimationActive: true, animationDuration: CHART_ANIMATION_MS }}
              // The table below is what assistive technology reads: the drawing takes no focus.
              barChartProps={{ accessibilityLayer: false, barCategoryGap: '20%' }}
              withLegend
              tickLine="x"
              gridAxis="y"
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
    </ReportSection>
  );
}
