import type { RouteObject } from 'react-router';

/**
 * The provider console's pages (CONSOLE.md), each its own chunk. Not behind the student guards:
 * the console asks for a staff session of its own (`GET /api/console/me`) and signs staff in itself.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'console',
    lazy: async () => ({ Component: (await import('../features/console/pages/console-page')).ConsolePage }),
  },
];
