import { Table, Text, Title } from '@mantine/core';
import type { PastPerformanceData } from '@portico/contract/reports';
import type { ScoreExam } from '@portico/contract/score-meaning';
import { useId } from 'react';
import { LazyLineChart } from '../../../components/charts/lazy-charts';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';
import { ReportSection } from './report-section';
import { examValueName, formatOnScale } from './score-value';

/** The points of one skill ('Overall' or a referenceType) over the attempts, oldest first. */
export function pastSeries(data: PastPerformanceData, referenceType: string) {
  return data.rows.map((row) => {
    const point = row.points.find((p) => p.referenceType === referenceType);
    return {
      id: row.studentTestId,
      test: `${row.title} (${formatDate(row.completedDatetime)})`,
      You: point?.you ?? null,
      Topper: point?.topper ?? null,
    };
  });
}

/** spec 2 §2 'Past Performance': you against the company topper, test by test. */
export function PastPerformanceChart({
  data,
  referenceType,
  exam = null,
}: {
  data: PastPerformanceData;
  referenceType: string;
  exam?: ScoreExam | null;
}) {
  const headingId = useId();
  const series = pastSeries(data, referenceType);
  const name = examValueName(exam, data.scoreKind);
  // A line needs two tests with a value: until then no empty plot, but why there is none.
  const plotted = series.filter((row) => row.You !== null || row.Topper !== null).length;
  return (
    <ReportSection headingId={headingId}>
      <Title order={2} id={headingId} fz="lg" mb={4}>
        Past Performance
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Your {name.toLowerCase()} and the topper's on each test you have taken.
      </Text>
      {plotted < 2 && (
        <Text size="sm" mb="sm">
          {plotted === 0
            ? `No test has a ${name.toLowerCase()} yet: it shows once every part of a test is scored.`
            : `The chart appears once two of your tests have a ${name.toLowerCase()}.`}
        </Text>
      )}
      {plotted > 1 && (
        <div aria-hidden="true">
          <LazyLineChart
            h={220}
            data={series}
            dataKey="test"
            series={[
              { name: 'You', color: 'blue.6' },
              { name: 'Topper', color: 'orange.6' },
            ]}
            // The table below is what assistive technology reads: the drawing takes no focus.
            lineChartProps={{ accessibilityLayer: false }}
            withLegend
            connectNulls
            xAxisProps={{ tick: false }}
          />
        </div>
      )}
      <Table.ScrollContainer minWidth={300} type="native" mt="sm">
        <DataTable
          fz="sm"
          verticalSpacing={6}
          rows={series}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Test', cell: (row) => row.test },
            { header: 'You', cell: (row) => formatOnScale(exam, row.You) },
            { header: 'Topper', cell: (row) => formatOnScale(exam, row.Topper) },
          ]}
        />
      </Table.ScrollContainer>
    </ReportSection>
  );
}
