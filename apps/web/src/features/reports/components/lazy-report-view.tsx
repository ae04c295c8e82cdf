import { lazy } from 'react';

/**
 * The end-of-test report as the runner shows it, fetched once the test has ended, not with the
 * runner (the caller holds the Suspense boundary).
 */
export const LazyDefaultReportView = lazy(() =>
  import('./default-report-view').then((m) => ({ default: m.DefaultReportView })),
);
