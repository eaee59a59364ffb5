import { createBrowserRouter, Navigate } from 'react-router';
import { SignedInOnly, SignedOutOnly } from './guards.tsx';

/**
 * The route table (spec section 2). Pages load lazily so each route ships only its own code.
 * Public pages (registration, agreement) sit outside every layout group.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/project-management" replace /> },
  {
    element: <SignedOutOnly />,
    children: [{ path: 'sign-in', lazy: () => import('../features/auth/sign-in-page.tsx') }],
  },
  {
    element: <SignedInOnly />,
    children: [
      { path: 'sign-out', lazy: () => import('../features/auth/sign-out-page.tsx') },
      { path: 'project-management/*', lazy: () => import('../features/auth/home-page.tsx') },
    ],
  },
  { path: '*', lazy: () => import('./not-found-page.tsx') },
]);
