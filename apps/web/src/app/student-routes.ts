import type { RouteObject } from 'react-router';
import { MOCK_REPORT_ROUTES } from '../features/learning/public';

/**
 * The pages inside the app shell (header with the course menu, footer): spec 1 §2 and spec 3 §2
 * route table. Added under the shell on the first navigation to one of them (lazy-routes.ts), so
 * the first download of the login route carries none of their entries.
 */
export const studentRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
    }),
  },
  {
    // spec 1 §2 /apply (its body not shown there): the application profile, decision 047.
    path: 'apply',
    lazy: async () => ({
      Component: (await import('../features/application/pages/apply-page')).ApplyPage,
    }),
  },
  {
    // Issue 42 part 2: the study plan, week by week, with its settings.
    path: 'study-plan',
    lazy: async () => ({
      Component: (await import('../features/study-plan/pages/study-plan-page')).StudyPlanPage,
    }),
  },
  {
    path: 'about-us',
    lazy: async () => ({
      Component: (await import('../features/about/pages/about-page')).AboutPage,
    }),
  },
  // spec 2 §2 Practice tests page: every practice route of the menu is this page, titled and
  // filled by the menu entry its path matches.
  ...[
    'practicetest',
    'practice',
    'practice-1',
    'practice-2',
    'practice-3',
    'vocab',
    'practice-exercise',
    'sectional',
  ].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/tests/pages/practice-tests-page')).PracticeTestsPage,
    }),
  })),
  // spec 2 §2 Lesson detail: /lessondetail, the menu's /lesson and /ieltslessons; spec 3 §2 /bookdetail.
  ...['lessondetail', 'lesson', 'ieltslessons', 'bookdetail'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/lessons/pages/lesson-detail-page')).LessonDetailPage,
    }),
  })),
  // spec 2 §2 Video list: /video and one route per skill.
  ...['video', 'video/listening', 'video/reading', 'video/writing', 'video/speaking'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/videos/pages/video-library-page')).VideoLibraryPage,
    }),
  })),
  {
    path: 'books',
    lazy: async () => ({
      Component: (await import('../features/lessons/pages/books-page')).BooksPage,
    }),
  },
  {
    // spec 3 §2: a career project with ?project=<id>, the Beginner's Lesson hub otherwise.
    path: 'projectdetail',
    lazy: async () => ({ Component: (await import('./project-detail-route')).ProjectDetailRoute }),
  },
  {
    // spec 3 §2 /project: the student's career projects.
    path: 'project',
    lazy: async () => ({
      Component: (await import('../features/career/pages/projects-page')).CareerProjectsPage,
    }),
  },
  {
    path: 'mocktest',
    lazy: async () => ({
      Component: (await import('../features/tests/pages/mock-tests-page')).MockTestsPage,
    }),
  },
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('../features/profile/pages/profile-page')).ProfilePage,
    }),
  },
  {
    // Decision 073: what this device keeps for offline use.
    path: 'offline',
    lazy: async () => ({
      Component: (await import('../features/offline/pages/offline-page')).OfflinePage,
    }),
  },
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('../features/notifications/pages/notifications-page')).NotificationsPage,
    }),
  },
  {
    path: 'notice-board',
    lazy: async () => ({
      Component: (await import('../features/notifications/pages/notice-board-page')).NoticeBoardPage,
    }),
  },
  {
    path: 'live-speaking',
    lazy: async () => ({
      Component: (await import('../features/live-speaking/pages/live-speaking-page')).LiveSpeakingPage,
    }),
  },
  {
    path: 'test-your-english',
    lazy: async () => ({
      Component: (await import('../features/level-check/pages/level-check-page')).LevelCheckPage,
    }),
  },
  // spec 3 §2 Live classes: the student's classes, the batches, one batch's lectures.
  {
    path: 'live-class',
    lazy: async () => ({
      Component: (await import('../features/live-classes/pages/live-class-page')).LiveClassPage,
    }),
  },
  {
    path: 'liveclasses',
    lazy: async () => ({
      Component: (await import('../features/live-classes/pages/batches-page')).BatchesPage,
    }),
  },
  {
    path: 'liveclasses/:id',
    lazy: async () => ({
      Component: (await import('../features/live-classes/pages/batch-page')).BatchPage,
    }),
  },
  // Issue 42 part 3: the review decks (/review) and a deck's review session (/review/:deckId).
  {
    path: 'review/:deckId?',
    lazy: async () => ({ Component: (await import('../features/review/pages/review-page')).ReviewPage }),
  },
  {
    path: 'support',
    lazy: async () => ({
      Component: (await import('../features/support/pages/support-page')).SupportPage,
    }),
  },
  {
    path: 'support-request',
    lazy: async () => ({
      Component: (await import('../features/support/pages/support-request-page')).SupportRequestPage,
    }),
  },
  {
    path: 'apply-coupon',
    lazy: async () => ({
      Component: (await import('../features/coupon/pages/apply-coupon-page')).ApplyCouponPage,
    }),
  },
  ...MOCK_REPORT_ROUTES.map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/reports/pages/mock-report-page')).MockReportPage,
    }),
  })),
  {
    path: 'ielts-progressreport',
    lazy: async () => ({
      Component: (await import('../features/reports/pages/progress-report-page')).ProgressReportPage,
    }),
  },
  // The mock report list; every report of the course (spec 1 §2 /viewreport, /scorecard).
  ...['mockreport', 'viewreport', 'scorecard'].map((path) => ({
    path,
    lazy: async () => {
      const pages = await import('../features/reports/pages/mock-reports-page');
      return { Component: path === 'mockreport' ? pages.MockReportsPage : pages.AllReportsPage };
    },
  })),
  // spec 3 §2 Duolingo and CELPIP reports.
  ...['duolingo-report/:id', 'celpip-report/:id'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/reports/pages/exam-report-page')).ExamReportPage,
    }),
  })),
  // spec 2 §2 / spec 3 §2 the default report, its layout by the test's template.
  ...['report/:id', 'ielts-practicereport/:id'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../features/reports/pages/default-report-page')).DefaultReportPage,
    }),
  })),
];
