import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { lazy, Suspense } from 'react';

const Line = lazy(() => import('./charts').then((m) => ({ default: m.LineChart })));
const Bar = lazy(() => import('./charts').then((m) => ({ default: m.BarChart })));

/** The chart's height held while its code loads, so nothing below it moves. */
const Room = ({ h }: { h: number }) => <div style={{ height: h }} />;

/** Mantine's LineChart, fetched when first drawn (the report's table shows its figures meanwhile). */
export const LazyLineChart = (props: LineChartProps & { h: number }) => (
  <Suspense fallback={<Room h={props.h} />}>
    <Line {...props} />
  </Suspense>
);

/** Mantine's BarChart, fetched when first drawn. */
export const LazyBarChart = (props: BarChartProps & { h: number }) => (
  <Suspense fallback={<Room h={props.h} />}>
    <Bar {...props} />
  </Suspense>
);
