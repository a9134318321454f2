import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-page.ts';

const TeamsTabPage = lazyNamed(() => import('./components/teams-tab-page.tsx'), 'TeamsTabPage');
const TeamsConfigurePage = lazyNamed(
  () => import('./components/teams-configure-page.tsx'),
  'TeamsConfigurePage',
);

/**
 * The pages Microsoft Teams opens in its tabs (the manifest of /teams-link's package): outside the
 * member frame and without a session, like the TV screen; the server lets Teams frame them.
 */
export const msTeamsTabRoutes: RouteObject[] = [
  { path: '/teams-link/tab', element: <TeamsTabPage /> },
  { path: '/teams-link/configure', element: <TeamsConfigurePage /> },
];
