import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { flattenLinks, menuForRole } from '@wf/shared/contracts/shell/navigation';
import { STAFF_MENU } from '../lib/staff-menu.ts';
import { FEATURES } from './features.ts';
import { SignedInOnly, SignedOutOnly } from './guards.tsx';
import { RootLayout, RouteError } from './root-layout.tsx';
import { projectPages } from '@wf/shared/contracts/projects/pages';
import { reportPages } from '@wf/shared/contracts/reports/pages';

type Lazy = NonNullable<RouteObject['lazy']>;

const notAvailable: Lazy = () => import('../features/shell/not-available-page.tsx');

/**
 * Pages of the management sections that have landed: every feature's descriptor
 * (features/<name>/routes.tsx exports `feature`, gathered in features.ts). Every other menu link shows
 * the generic "not available yet" page.
 * (/project-management itself stays the section home below, which picks the role's first page.)
 */
const featureRoutes: RouteObject[] = FEATURES.flatMap((f) => f.feature.routes).filter(
  (r) => r.path !== projectPages.home.route,
);
const featurePaths = new Set(featureRoutes.map((r) => `/${r.path}`));

/** Template links the menu still has (docs/product/template-apps.md); "not available" until an app's page has the path. */
const TEMPLATE_LINKS = ['/example', reportPages.projectDashboard(), '/apps/tasks', '/apps/contacts'];

/** Every link of the full staff menu (admin sees all of it; the sections' entries included) becomes a route. */
const MENU_LINKS = [...new Set(flattenLinks(menuForRole('admin', STAFF_MENU)).map((l) => l.link))];

const sectionRoutes: RouteObject[] = [
  ...featureRoutes,
  ...MENU_LINKS.filter((link) => !featurePaths.has(link)).map((link) => ({ path: link.slice(1), lazy: notAvailable })),
  ...TEMPLATE_LINKS.filter((link) => !featurePaths.has(link) && !MENU_LINKS.includes(link)).map((link) => ({ path: link.slice(1), lazy: notAvailable })),
  // A section root goes to its first page.
  ...[...new Set(MENU_LINKS.map((l) => l.split('/')[1]!))]
    .filter((section) => section !== projectPages.home.route)
    .map((section) => ({
      path: section,
      element: <Navigate to={MENU_LINKS.find((l) => l.startsWith(`/${section}/`))!} replace />,
    })),
  { path: projectPages.home.route, lazy: () => import('./section-home.tsx') },
];

/**
 * The route table (docs/product/shell.md#routes-and-guards). Pages load lazily so each route ships only its own code.
 * Public pages (registration, agreement) sit outside every layout group.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's code and data load.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { path: '/', element: <Navigate to={projectPages.home()} replace /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'sign-in', lazy: () => import('../features/auth/sign-in-page.tsx') },
          { path: 'sign-up', lazy: () => import('../features/auth/sign-up-page.tsx') },
          { path: 'confirmation-required', lazy: () => import('../features/auth/confirmation-required-page.tsx') },
          { path: 'forgot-password', lazy: () => import('../features/auth/forgot-password-page.tsx') },
          { path: 'reset-password', lazy: () => import('../features/auth/reset-password-page.tsx') },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: 'sign-out', lazy: () => import('../features/auth/sign-out-page.tsx') },
          { path: 'unlock-session', lazy: () => import('../features/auth/unlock-session-page.tsx') },
          // The main layout: initial data loads (its loader) before any of these shows. Each page
          // passes the role check (page-access.tsx): another role's page shows access denied.
          {
            lazy: () => import('../features/shell/main-layout.tsx'),
            children: [{ lazy: () => import('../features/shell/page-access.tsx'), children: sectionRoutes }],
          },
        ],
      },
      { path: 'home', lazy: () => import('./home-page.tsx') },
      { path: 'register/part-timer', lazy: () => import('../features/registration/registration-page.tsx') },
      { path: 'contractor-service-agreement', lazy: () => import('../features/registration/agreement-page.tsx') },
      { path: 'roster-confirm/:token', lazy: () => import('../features/roster-confirm/roster-confirm-page.tsx') },
      { path: '*', lazy: () => import('./not-found-page.tsx') },
    ],
  },
];

export const router = createBrowserRouter(routes);
