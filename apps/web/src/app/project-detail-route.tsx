import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../components/page-loader';

const CareerProjectPage = lazy(async () => ({
  default: (await import('../features/career/pages/project-page')).CareerProjectPage,
}));
const LessonHubPage = lazy(async () => ({
  default: (await import('../features/lessons/pages/lesson-hub-page')).LessonHubPage,
}));

/**
 * /projectdetail is two pages in the spec: a career project (spec 3 §2, named by `?project=`, as
 * /project links it) and the Beginner's Lesson hub (spec 3 'Other', from the menu) otherwise.
 */
export function ProjectDetailRoute() {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<PageLoader />}>
      {params.get('project') ? <CareerProjectPage /> : <LessonHubPage />}
    </Suspense>
  );
}
