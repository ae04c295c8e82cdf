import type { PatchRoutesOnNavigationFunction } from 'react-router';

let consoleAdded = false;
let studentAdded = false;

/**
 * Route tables that are not part of the first download (the login route has a budget): React
 * Router asks for them on the first navigation to a path only the catch-all matches, and each is
 * added once. `/console…` brings the console's routes (a student never needs them), any other path
 * the pages inside the student's app shell (a visitor on the login page needs none of them).
 */
export const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (/^\/console(\/|$)/.test(path)) {
    if (consoleAdded) return;
    const { consoleRoutes } = await import('./console-routes');
    if (consoleAdded) return;
    patch('root', consoleRoutes);
    consoleAdded = true;
    return;
  }
  if (studentAdded) return;
  const { studentRoutes } = await import('./student-routes');
  if (studentAdded) return;
  patch('app-shell', studentRoutes);
  studentAdded = true;
};
