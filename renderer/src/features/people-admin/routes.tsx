import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await lazyWithRetry(load)).default,
});

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

/** /user/{id}: its first tab. */
function UserIndex() {
  const { id = '' } = useParams();
  return <Navigate to={`/user/${id}/details`} replace />;
}

const userPage = () => import('./components/user-page.tsx');
const teamForm = () => import('./components/team-form-page.tsx');

/**
 * "Users and teams" (000 §2 admin routes): /manage/{users|teams|quick-teams}, /manage/roles (custom
 * roles; no path in the spec, see docs/people-admin-renderer.md), /user/{id}/{details|points|teams|
 * roles}, /team/create (?automated=true), /team/{id}, /team/{id}/edit, /team/{id}/automation,
 * /team/batch-add/{id}, /team/quick-teams/configure. The admin menu item shows once /manage/users exists.
 */
export const routes: RouteObject[] = [
  { path: '/manage/users', lazy: page(() => import('./components/users-page.tsx')) },
  { path: '/manage/teams', lazy: page(() => import('./components/teams-page.tsx')) },
  { path: '/manage/quick-teams', lazy: page(() => import('./components/quick-teams-page.tsx')) },
  { path: '/manage/roles', lazy: page(() => import('./components/roles-page.tsx')) },
  { path: '/user/:id', element: <UserIndex /> },
  { path: '/user/:id/details', lazy: page(userPage) },
  { path: '/user/:id/points', lazy: named(userPage, 'UserPointsPage') },
  { path: '/user/:id/teams', lazy: named(userPage, 'UserTeamsPage') },
  { path: '/user/:id/roles', lazy: named(userPage, 'UserRolesPage') },
  { path: '/team/create', lazy: named(teamForm, 'CreateTeamPage') },
  {
    path: '/team/quick-teams/configure',
    lazy: page(() => import('./components/quick-teams-configure-page.tsx')),
  },
  { path: '/team/batch-add/:id', lazy: page(() => import('./components/team-batch-add-page.tsx')) },
  { path: '/team/:id', lazy: page(() => import('./components/team-page.tsx')) },
  { path: '/team/:id/edit', lazy: named(teamForm, 'EditTeamPage') },
  { path: '/team/:id/automation', lazy: page(() => import('./components/team-automation-page.tsx')) },
];
