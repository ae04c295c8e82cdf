import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { MOCK_REPORT_ROUTES } from '../lib/learning/mock-report-routes';
import { guestOnly, loginGuard, requireSession } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { patchConsoleRoutes } from './lazy-console';

// Each page is its own chunk so the login route ships only what it renders (bench budget).
const loginPage = async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage });
const notFound = async () => ({ Component: (await import('./not-found-route')).NotFoundRoute });

/** The spec's route table (spec 1 §2, spec 3 §2); later issues add the other protected pages. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <PageLoader fullScreen />,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: loginGuard, lazy: loginPage },
      { path: 'login', loader: loginGuard, lazy: loginPage },
      {
        path: 'register',
        loader: guestOnly,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/register-page')).RegisterPage,
        }),
      },
      {
        path: 'walk-in',
        loader: guestOnly,
        lazy: async () => ({ Component: (await import('../features/auth/pages/walk-in-page')).WalkInPage }),
      },
      {
        path: 'forget',
        loader: guestOnly,
        lazy: async () => ({ Component: (await import('../features/auth/pages/forget-page')).ForgetPage }),
      },
      {
        path: 'reset/:id',
        lazy: async () => ({ Component: (await import('../features/auth/pages/reset-page')).ResetPage }),
      },
      {
        path: 'verify/:id',
        lazy: async () => ({ Component: (await import('../features/auth/pages/verify-page')).VerifyPage }),
      },
      {
        path: 'token/:id',
        lazy: async () => ({ Component: (await import('../features/auth/pages/token-page')).TokenPage }),
      },
      {
        // spec 3 §2 Intro steps: public.
        path: 'intro',
        lazy: async () => ({ Component: (await import('../features/intro/pages/intro-page')).IntroPage }),
      },
      {
        // spec 3 §2 Completed page: public; the id is the order's completion token.
        path: 'completed/:id',
        lazy: async () => ({
          Component: (await import('../features/completed/pages/completed-page')).CompletedPage,
        }),
      },
      {
        // spec 3 §2 Products: public; /product/{slug} takes hideHeader.
        path: 'products',
        lazy: async () => ({
          Component: (await import('../features/products/pages/products-page')).ProductsPage,
        }),
      },
      {
        path: 'product/:slug',
        lazy: async () => ({
          Component: (await import('../features/products/pages/product-page')).ProductPage,
        }),
      },
      {
        // Where purchase's returnUrl leads: the order's checkout (the student's own order).
        path: 'checkout/:token',
        loader: requireSession,
        lazy: async () => ({
          Component: (await import('../features/products/pages/checkout-page')).CheckoutPage,
        }),
      },
      {
        path: 'logout',
        lazy: async () => ({ Component: (await import('../features/auth/pages/logout-page')).LogoutPage }),
      },
      {
        path: 'select-course',
        loader: requireSession,
        lazy: async () => ({
          Component: (await import('../features/courses/pages/select-course-page')).SelectCoursePage,
        }),
      },
      {
        // The shell (header with the course menu, footer) of the other protected pages;
        // later issues add their routes here (spec 1 §2 route table).
        id: 'app-shell',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        children: [
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
            path: 'notifications',
            lazy: async () => ({
              Component: (await import('../features/notifications/pages/notifications-page'))
                .NotificationsPage,
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
              Component: (await import('../features/live-speaking/pages/live-speaking-page'))
                .LiveSpeakingPage,
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
        ],
      },
      {
        // The runner takes the whole screen: no course menu while a test is running.
        path: 'assessment/:id',
        loader: requireSession,
        lazy: async () => ({
          Component: (await import('../features/assessment/pages/assessment-page')).AssessmentPage,
        }),
      },
      { path: 'not-found', lazy: notFound },
      { path: '*', lazy: notFound },
    ],
  },
];

export const createAppRouter = () =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: patchConsoleRoutes });
export type AppRouter = ReturnType<typeof createAppRouter>;
