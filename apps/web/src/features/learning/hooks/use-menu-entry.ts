import { useLocation } from 'react-router';
import { useMenu } from '../../../lib/api/get-menu';
import { getCourseId } from '../../../lib/session';
import { findMenuEntry } from '../utils/module-tree';

/**
 * spec 2 §2: the current path names a menu entry, which supplies the title and the navigation
 * parameter (the root module); the route state's navigationParam is the fallback.
 */
export function useMenuEntry() {
  const { pathname, state } = useLocation();
  const courseId = getCourseId();
  const menu = useMenu(courseId);
  const entry = menu.data ? findMenuEntry(menu.data.items, pathname) : null;
  const fromState =
    state &&
    typeof state === 'object' &&
    typeof (state as { navigationParam?: unknown }).navigationParam === 'string'
      ? (state as { navigationParam: string }).navigationParam
      : null;
  return {
    courseId,
    title: entry?.title ?? null,
    navigationParam: entry?.navigationParam || fromState || null,
    isPending: Boolean(courseId) && menu.isPending,
    error: menu.error,
  };
}
