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
      {
        // CONSOLE.md Evaluations: writing and speaking answers sent for evaluation.
        path: 'evaluations',
        lazy: async () => ({
          Component: (await import('../features/console/pages/evaluation-queue-page')).EvaluationQueuePage,
        }),
      },
      {
        // One attempt's evaluation: criteria, comments, audio feedback, draft and Release.
        path: 'evaluations/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/evaluation-page')).EvaluationPage,
        }),
      },
      {
        // CONSOLE.md Score reports (TRF): verify or reject, and the remarks thread.
        path: 'score-reports',
        lazy: async () => ({
          Component: (await import('../features/console/pages/score-report-queue-page')).ScoreReportQueuePage,
        }),
      },
      {
        // CONSOLE.md Career: LinkedIn and CV reviews.
        path: 'career',
        lazy: async () => ({
          Component: (await import('../features/console/pages/career-queue-page')).CareerQueuePage,
        }),
      },
      {
        // Admin: the company's staff, invitations, disabling.
        path: 'staff',
        lazy: async () => ({
          Component: (await import('../features/console/pages/staff-page')).StaffPage,
        }),
      },
      {
        // The signed-in member's own account: password and second factor (TOTP).
        path: 'account',
        lazy: async () => ({
          Component: (await import('../features/console/pages/account-page')).AccountPage,
        }),
      },
      {
        // Admin: company settings and branding, with a preview.
        path: 'settings',
        lazy: async () => ({
          Component: (await import('../features/console/pages/settings-page')).SettingsPage,
        }),
      },
      {
        // Admin: the company's students, their enrolments and reset links.
        path: 'students',
        lazy: async () => ({
          Component: (await import('../features/console/pages/students-page')).StudentsPage,
        }),
      },
      {
        path: 'students/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/student-page')).StudentPage,
        }),
      },
      {
        // Admin: content import with a preview of what it adds and changes.
        path: 'import',
        lazy: async () => ({
          Component: (await import('../features/console/pages/import-page')).ImportPage,
        }),
      },
    ],
  },
  {
    // Signed out: a staff member chooses a password from an invitation or a reset mail's link.
    path: 'console/password',
    lazy: async () => ({
      Component: (await import('../features/console/pages/console-password-page')).ConsolePasswordPage,
    }),
  },
];
