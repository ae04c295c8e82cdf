import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { EmptyPage, NOT_IN_MENU, TESTS_HINT, TEXTS } from '../../learning/public';

interface TestsPageNoticesProps {
  /** spec 2 §6: false is the expired course. */
  courseAccess: boolean;
  /** Its access ended because staff revoked it (the module response's isRevoked). */
  courseRevoked?: boolean;
  /** The menu entry of the page (useMenuEntry). */
  entry: { isPending: boolean; navigationParam: string | null };
  /** The menu's or the module's error (a module not found shows as an empty page). */
  pageError: Error | null;
}

/**
 * What a tests page says above its list: an expired or revoked course, no menu entry, no content, an
 * error.
 */
export function TestsPageNotices({ courseAccess, courseRevoked, entry, pageError }: TestsPageNoticesProps) {
  return (
    <>
      {!courseAccess && (
        <StatusAlert tone="error" mb="lg">
          {courseRevoked ? TEXTS.courseRevoked : TEXTS.courseExpired}
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
