import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ConsoleHomeTrendDay } from '@portico/contract/console-home';
import { LazyBarChart } from '../../../components/charts/lazy-charts';
import { formatDate } from '../../../lib/dates';

/** '22/11' of a YYYY-MM-DD day: day first, as every date of Portico (spec 2 §9). */
const dayLabel = (day: string) => formatDate(day).slice(0, 5);

/**
 * Evaluations sent and released per day over the last two weeks (the member's courses): whether the
 * queue grows or shrinks. The chart's code loads when it is drawn, not with the console; a sentence
 * says the same for a screen reader.
 */
export function HomeTrend({ trend }: { trend: ConsoleHomeTrendDay[] }) {
  const received = trend.reduce((n, d) => n + d.received, 0);
  const released = trend.reduce((n, d) => n + d.released, 0);
  const data = trend.map((d) => ({ day: dayLabel(d.day), Sent: d.received, Released: d.released }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-trend">
      <Title order={2} fz="h3" id="home-trend">
        Evaluations, last {trend.length} days
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {received === 0 && released === 0
          ? 'No attempt was sent for evaluation or released in these days.'
          : `${received} sent for evaluation, ${released} released.${
              released < received ? ' More came in than went out: the queue grew.' : ''
            }`}
      </Text>
      {(received > 0 || released > 0) && (
        <>
          <div aria-hidden="true">
            <LazyBarChart
              h={220}
              data={data}
              dataKey="day"
              series={[
                { name: 'Sent', color: 'blue.5' },
                { name: 'Released', color: 'teal.6' },
              ]}
              withLegend
              tickLine="y"
              yAxisProps={{ allowDecimals: false, width: 32 }}
              // The figures are the list below for a screen reader: the drawing takes no focus.
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <VisuallyHidden>
            <ul>
              {trend.map((d) => (
                <li key={d.day}>
                  {dayLabel(d.day)}: {d.received} sent, {d.released} released
                </li>
              ))}
            </ul>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
