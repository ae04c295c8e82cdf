import { coursesApi, type MenuItem } from '@portico/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

export interface CourseMenu {
  items: MenuItem[];
  isProductAccess: boolean;
}

// spec 1 §2 Header: items ordered by orderNumber (sub items too).
const byOrder = (items: MenuItem[]): MenuItem[] =>
  [...items]
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map((item) => ({ ...item, subMenu: byOrder(item.subMenu) }));

export async function getMenu(courseId: string): Promise<CourseMenu> {
  const { data, isProductAccess } = await call(coursesApi.menu, { query: { courseId } });
  return { items: byOrder(data), isProductAccess };
}

export const menuQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: ['menu', courseId], queryFn: () => getMenu(courseId), staleTime: 5 * 60_000 });

export const useMenu = (courseId: string | null) =>
  useQuery({ ...menuQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });

/** A menu address as a route: server values may omit the leading slash. */
export function menuPath(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.subMenu)]);

/**
 * spec 1 §2 Select course: after the menu loads, go to the first menu item; if that is
 * /about-us, to the dashboard when the menu has one.
 */
export function landingItem(items: MenuItem[]): { path: string; navigationParam: string } {
  const first = items[0];
  if (!first) return { path: '/dashboard', navigationParam: '' };
  const firstPath = menuPath(
    first.subMenu.length && !first.navigationUrl
      ? (first.subMenu[0]?.navigationUrl ?? '')
      : first.navigationUrl,
  );
  if (firstPath === '/about-us') {
    const dashboard = flatten(items).find((item) => menuPath(item.navigationUrl) === '/dashboard');
    if (dashboard) return { path: '/dashboard', navigationParam: dashboard.navigationParam };
  }
  return { path: firstPath, navigationParam: first.navigationParam };
}
