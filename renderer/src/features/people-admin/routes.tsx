import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await lazyWithRetry(load)).default,
});

/** /user/{id}: its first tab. */
function UserIndex() {
  const { id = '' } = useParams();
  return <Navigate to={`/user/${id}/details`} replace />;
}

/**
 * "Users and teams" (000 §2 admin routes): /manage/{users|teams}, /user/{id}/{details|teams},
 * /team/create, /team/{id}, /team/{id}/edit. The admin menu item shows once /manage/users exists.
 */
export const routes: RouteObject[] = [
  { path: '/manage/users', lazy: page(() => import('./components/users-page.tsx')) },
  { path: '/manage/teams', lazy: page(() => import('./components/teams-page.tsx')) },
  { path: '/user/:id', element: <UserIndex /> },
  { path: '/user/:id/details', lazy: page(() => import('./components/user-page.tsx')) },
  {
    path: '/user/:id/teams',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/user-page.tsx'))).UserTeamsPage,
    }),
  },
  {
    path: '/team/create',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/team-form-page.tsx'))).CreateTeamPage,
    }),
  },
  { path: '/team/:id', lazy: page(() => import('./components/team-page.tsx')) },
  {
    path: '/team/:id/edit',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/team-form-page.tsx'))).EditTeamPage,
    }),
  },
];
