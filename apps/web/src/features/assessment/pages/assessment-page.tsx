import { Alert, Button, Container, Group, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { safeRedirect } from '../../../lib/safe-redirect';
import { defaultReportQueryKey, LazyDefaultReportView, useDefaultReport } from '../../reports/public';
import { launchQueryKey, launchQueryOptions } from '../api/launch-query';
import { TestRunner } from '../runner/test-runner';

// What follows the test (its report, review mode) loads once the test has ended.
const ReviewRunner = lazy(() => import('../runner/review-runner').then((m) => ({ default: m.ReviewRunner })));

const LAUNCH_ERROR = 'Something went wrong. Please try again.';
/** Templates whose report is a page of its own: /duolingo-report/{id}, /celpip-report/{id}. */
const EXAM_REPORT_TEMPLATES = ['duolingo', 'celpip'];

/**
 * /assessment/{id} (spec 3 §2, §4): loading, then the test (instructions only without earlier
 * tracks), and once it has ended the report, review mode and back.
 */
export function AssessmentPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const launch = useQuery(launchQueryOptions(id));
  const ended = launch.data?.studentTestData.isActive === 0;
  const report = useDefaultReport(ended ? id : undefined);
  const [reviewing, setReviewing] = useState(params.get('review') === '1');
  // A new runner (with a fresh launch) after the student takes the test back from another tab.
  const [generation, setGeneration] = useState(0);

  // On react-dom the runner's first render is background work, done in slices between which the
  // page stays responsive; once shown, an update renders at once. Preact, which the shipped build
  // runs on (decision 070), renders it at once: the value is not deferred there.
  const shown = useDeferredValue(launch.isSuccess);
  if (launch.isPending || (launch.isSuccess && !shown)) return <PageLoader label="Loading the test" />;
  if (launch.isError) {
    return (
      <PageError message={errorMessage(launch.error, LAUNCH_ERROR)} onRetry={() => void launch.refetch()} />
    );
  }
  const data = launch.data;
  const back = () => navigate(pagePath(data.testData.returnUrl) ?? '/practicetest');

  if (!ended) {
    return (
      <TestRunner
        key={`${data.testData.studentTestId}:${generation}`}
        data={data}
        onTakeBack={(fresh) => {
          queryClient.setQueryData(launchQueryKey(id), fresh);
          setGeneration((g) => g + 1);
        }}
        onEnded={() => {
          void queryClient.invalidateQueries({ queryKey: defaultReportQueryKey(id) });
          void queryClient.invalidateQueries({ queryKey: ['learning'] });
          void queryClient.invalidateQueries({ queryKey: launchQueryKey(id) });
        }}
      />
    );
  }
  if (reviewing && !data.testData.isDisableReview) {
    return (
      <Suspense fallback={<PageLoader label="Loading the review" />}>
        <ReviewRunner
          data={data}
          onEndReview={() => {
            setReviewing(false);
            if (params.has('review')) setParams({}, { replace: true });
          }}
        />
      </Suspense>
    );
  }
  if (report.isPending) return <PageLoader label="Loading the report" />;
  if (report.isError) {
    return <PageError message={errorMessage(report.error, 'Something went wrong. Please try again later')} />;
  }
  // Duolingo and CELPIP have report pages of their own (spec 3 §2): the ended test opens there.
  const template = report.data.test.testTemplate;
  if (EXAM_REPORT_TEMPLATES.includes(template)) {
    return <Navigate to={`/${template}-report/${report.data.studentTest.id}`} replace />;
  }
  return (
    <Container size="lg" py="md">
      <Suspense fallback={<PageLoader label="Loading the report" />}>
        <LazyDefaultReportView data={report.data} onReview={() => setReviewing(true)} onBack={back} />
      </Suspense>
    </Container>
  );
}

function PageLoader({ label }: { label: string }) {
  return (
    <Group justify="center" p="xl" mih="60dvh">
      <Loader aria-label={label} />
    </Group>
  );
}

/** What went wrong, and Try again where asking once more can help. */
function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const alert = (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
  return (
    <Container size="sm" py="xl">
      {onRetry ? (
        <Stack>
          {alert}
          <Group>
            <Button onClick={onRetry}>Try again</Button>
          </Group>
        </Stack>
      ) : (
        alert
      )}
    </Container>
  );
}

/** The launch's rurl (spec 2 §4: the page address) as a path of this portal, or null. */
function pagePath(rurl: string | null): string | null {
  if (!rurl) return null;
  try {
    const url = new URL(rurl, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return safeRedirect(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}
