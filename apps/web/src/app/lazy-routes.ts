import type { PatchRoutesOnNavigationFunction } from 'react-router';

let added = false;

/**
 * The console's routes are not part of the first download (a student never needs them, and the login
 * route has a budget): React Router asks for them on the first navigation to `/console…` (a path only
 * the catch-all matches), and they are added under the root route once.
 */
export const patchConsoleRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (added || !/^\/console(\/|$)/.test(path)) return;
  const { consoleRoutes } = await import('./console-routes');
  if (added) return;
  patch('root', consoleRoutes);
  added = true;
};
