// The drawings (the reports', the console home's): @mantine/charts and recharts (about 95 KB gzip)
// load with the first chart on screen, not with the page (lazy-charts.tsx).
import '@mantine/charts/styles.css';

export { BarChart, LineChart } from '@mantine/charts';
