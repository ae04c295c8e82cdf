import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import {
  type CourseState,
  courseClosedText,
  EmptyPage,
  NOT_IN_MENU,
  TESTS_HINT,
} from '../../learning/public';

interface TestsPageNoticesProps {
  /** spec 2 §6: false is the expired course. */
  courseAccess: boolean;
  /** Why the course is closed when courseAccess is false: revoked by staff, or starting later. */
  courseState?: CourseState;
  /** The menu entry of the page (useMenuEntry). */
  entry: { isPending: boolean; navigationParam: string | null };
  /** The menu's or the module's error (a module not found shows as an empty page). */
  pageError: Error | null;
}

/**
 * What a tests page says above its list: an expired, revoked or upcoming course, no menu entry, no content, an
 * error.
 */
export function TestsPageNotices({ courseAccess, courseState, entry, pageError }: TestsPageNoticesProps) {
  return (
    <>
      {!courseAccess && (
        <StatusAlert tone="error" mb="lg">
          {courseClosedText(courseState)}
        </StatusAlert>
      )}
      {!entry.isPending && !entry.navigationParam && !pageError && (
        <StatusAlert tone="info" mb="lg">
          {NOT_IN_MENU}
        </StatusAlert>
      )}
      {pageError && isNotFound(pageError) && (
        <EmptyPage message={errorMessage(pageError)} hint={TESTS_HINT} />
      )}
      {pageError && !isSessionExpired(pageError) && !isNotFound(pageError) && (
        <StatusAlert tone="error" mb="lg">
          {errorMessage(pageError)}
        </StatusAlert>
      )}
    </>
  );
}
