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
        // Decision 047: applications sent from /apply, and their follow-up.
        path: 'applications',
        lazy: async () => ({
          Component: (await import('../features/console/pages/applications-page')).ApplicationsPage,
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
        // Issue 42 part 3: a course's review decks, their cards and a CSV import of cards.
        path: 'review-decks',
        lazy: async () => ({
          Component: (await import('../features/console/pages/review-decks-page')).ReviewDecksPage,
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
        // Admin: notices and notifications (sanitised HTML, active flag, schedule).
        path: 'notices',
        lazy: async () => ({
          Component: (await import('../features/console/pages/notices-page')).NoticesPage,
        }),
      },
      {
        // Admin: what each exam's score means (CEFR, CLB, percentiles; decision 043).
        path: 'score-meanings',
        lazy: async () => ({
          Component: (await import('../features/console/pages/score-meanings-page')).ScoreMeaningsPage,
        }),
      },
      {
        // Admin: the routed modules and adaptive pools of the company's tests (issue 43).
        path: 'adaptive-tests',
        lazy: async () => ({
          Component: (await import('../features/console/pages/adaptive-tests-page')).AdaptiveTestsPage,
        }),
      },
      {
        path: 'adaptive-tests/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/adaptive-test-page')).AdaptiveTestPage,
        }),
      },
      {
        // Faculty and admins: how each test and question behaved for the students (issue 45).
        path: 'item-analysis',
        lazy: async () => ({
          Component: (await import('../features/console/pages/item-analysis-page')).ItemAnalysisPage,
        }),
      },
      {
        path: 'item-analysis/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/item-analysis-test-page')).ItemAnalysisTestPage,
        }),
      },
      {
        // Admins: a question edited from its item analysis card (issue 45).
        path: 'item-analysis/:id/questions/:itemId',
        lazy: async () => ({
          Component: (await import('../features/console/pages/question-edit-page')).QuestionEditPage,
        }),
      },
      {
        // Faculty and admins: each course's and batch's students, active or quiet (issue 45 part 2).
        path: 'cohorts',
        lazy: async () => ({
          Component: (await import('../features/console/pages/cohorts-page')).CohortsPage,
        }),
      },
      {
        path: 'cohorts/:kind/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/cohort-page')).CohortPage,
        }),
      },
      {
        // A student's record as far as the member's courses go.
        path: 'cohort-students/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/cohort-student-page')).CohortStudentPage,
        }),
      },
      {
        // Admin: what each band of each criterion means, beside the bands while grading (issue 40).
        path: 'band-descriptors',
        lazy: async () => ({
          Component: (await import('../features/console/pages/band-descriptors-page')).BandDescriptorsPage,
        }),
      },
      {
        // Admin: how each task's band estimate agrees with the company's teachers (issue 41).
        path: 'band-estimates',
        lazy: async () => ({
          Component: (await import('../features/console/pages/band-estimates-page')).BandEstimatesPage,
        }),
      },
      {
        // Admin: the dashboard's videos.
        path: 'videos',
        lazy: async () => ({
          Component: (await import('../features/console/pages/videos-page')).VideosPage,
        }),
      },
      {
        // Admin: About us pages and intro steps.
        path: 'pages',
        lazy: async () => ({
          Component: (await import('../features/console/pages/content-pages-page')).ContentPagesPage,
        }),
      },
      {
        // Admin: live batch types, batches, classes and e-book downloads.
        path: 'live',
        lazy: async () => ({
          Component: (await import('../features/console/pages/live-page')).LivePage,
        }),
      },
      {
        // Admin: one batch's classes and students.
        path: 'live/batches/:id',
        lazy: async () => ({
          Component: (await import('../features/console/pages/live-batch-page')).LiveBatchPage,
        }),
      },
      {
        // Admin: products, prices and the courses they grant.
        path: 'products',
        lazy: async () => ({
          Component: (await import('../features/console/pages/products-page')).ProductsPage,
        }),
      },
      {
        // Admin: coupons, their validity, limits and what they grant.
        path: 'coupons',
        lazy: async () => ({
          Component: (await import('../features/console/pages/coupons-page')).CouponsPage,
        }),
      },
      {
        // Admin: each course's menu.
        path: 'menus',
        lazy: async () => ({
          Component: (await import('../features/console/pages/menus-page')).MenusPage,
        }),
      },
      {
        // Admin: every authoring section in one place.
        path: 'authoring',
        lazy: async () => ({
          Component: (await import('../features/console/pages/authoring-page')).AuthoringPage,
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
        // Admin: the company's orders, filtered, with their count and revenue (issue 40).
        path: 'orders',
        lazy: async () => ({
          Component: (await import('../features/console/pages/orders-page')).OrdersPage,
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
