import type { RouteObject } from 'react-router';

/**
 * The provider console's pages (CONSOLE.md), each its own chunk. Not behind the student guards:
 * the console asks for a staff session of its own (`GET /api/console/me`) and signs staff in itself.
 */
export const consoleRoutes: RouteObject[] = [
  {
    // The console's frame: its sign-in form without a staff session, its navigation with one.
    path: 'console',
    lazy: async () => ({
      Component: (await import('../features/console/components/console-shell')).ConsoleShell,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/console/pages/console-page')).ConsolePage,
        }),
      },
      {
        // CONSOLE.md 'Remarks and support': the students' tickets.
        path: 'support',
        lazy: async () => ({
          Component: (await import('../features/console/pages/support-queue-page')).SupportQueuePage,
        }),
      },
    ],
  },
];
