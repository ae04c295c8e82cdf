import type { PatchRoutesOnNavigationFunction } from 'react-router';

let consoleAdded = false;

/** The address matched a route of the first table other than the catch-all. */
const matchedOutsideTables = (matches: { route: { path?: string } }[]) => {
  const leaf = matches.at(-1)?.route.path;
  return leaf !== undefined && leaf !== '*';
};
let studentAdded = false;

/**
 * Route tables that are not part of the first download (the login route has a budget): React
 * Router asks for them on the first navigation to a path only the catch-all matches, and each is
 * added once. `/console…` brings the console's routes (a student never needs them), any other path
 * the pages inside the student's app shell (a visitor on the login page needs none of them).
 */
export const patchRoutes: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  // React Router also asks when a route with a parameter matched (/assessment/:id, /reset/:id), in
  // case a table would add a better one; neither table has one, and the runner then starts without
  // waiting for the student's route table.
  if (matchedOutsideTables(matches)) return;
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
