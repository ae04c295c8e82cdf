import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { launchQueryOptions } from '../features/assessment/api/launch-query';
import { guestOnly, loginGuard, requireSession } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { patchRoutes } from './lazy-routes';
import { queryClient } from './query-client';

// Each page is its own chunk so the login route ships only what it renders (bench budget).
const loginPage = async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage });
const notFound = async () => ({ Component: (await import('./not-found-route')).NotFoundRoute });

/** The spec's route table (spec 1 §2, spec 3 §2). */
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
        // their routes are its children (spec 1 §2 route table).
        id: 'app-shell',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        // Its pages (student-routes.ts) are fetched on the first visit to one of them, as the
        // console's are: the login route's first download carries none of their entries.
        children: [],
      },
      {
        // The runner takes the whole screen: no course menu while a test is running.
        path: 'assessment/:id',
        loader: async (args) => {
          const signIn = await requireSession(args);
          if (signIn) return signIn;
          // The launch is asked for while the runner's code is still loading, not after it runs.
          void queryClient.prefetchQuery(launchQueryOptions(args.params.id ?? ''));
          return null;
        },
        lazy: async () => ({
          Component: (await import('../features/assessment/pages/assessment-page')).AssessmentPage,
        }),
      },
      { path: 'not-found', lazy: notFound },
      { path: '*', lazy: notFound },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: patchRoutes });
export type AppRouter = ReturnType<typeof createAppRouter>;
