import { PublicPage } from '../components/public-page';
import { NotFoundPage } from '../features/not-found/pages/not-found-page';
import { getCourseId, isSignedIn } from '../lib/session';
import { AppLayout } from './layout/app-layout';

/**
 * spec 3 §8: the 404 page is the fallback for unknown routes. A signed-in student with a
 * chosen course keeps the header, so the menu still leads somewhere.
 */
export function NotFoundRoute() {
  if (isSignedIn() && getCourseId()) {
    return (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    );
  }
  return (
    <PublicPage>
      <NotFoundPage />
    </PublicPage>
  );
}
