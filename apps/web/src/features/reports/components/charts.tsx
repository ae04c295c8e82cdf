// The report's drawings: @mantine/charts and recharts (about 95 KB gzip) load with the first chart
// on screen, not with the report (lazy-charts.tsx).
import '@mantine/charts/styles.css';

export { BarChart, LineChart } from '@mantine/charts';
