import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const LoginPage = lazyPage(() => import('./components/login-page.tsx'));
const ChallengePage = lazyPage(() => import('./components/challenge-page.tsx'));
const PasswordRecoveryPage = lazyPage(() => import('./components/password-recovery-page.tsx'));
const NewPasswordPage = lazyPage(() => import('./components/new-password-page.tsx'));
const AcceptInvitationPage = lazyPage(() => import('./components/accept-invitation-page.tsx'));
const TenantLoginPage = lazyPage(() => import('./components/tenant-login-page.tsx'));
const LogoutPage = lazyPage(() => import('./components/logout-page.tsx'));

/** Login pages: a signed-in visitor is moved on by the shell's guard. */
export const loginRoutes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/challenge', element: <ChallengePage /> },
];

/** Anonymous pages open to everyone, signed in or not. */
export const authRoutes: RouteObject[] = [
  { path: '/password-recovery', element: <PasswordRecoveryPage /> },
  { path: '/new-password', element: <NewPasswordPage /> },
  { path: '/accept-invitation', element: <AcceptInvitationPage /> },
  { path: '/tenant/login', element: <TenantLoginPage /> },
  { path: '/logout', element: <LogoutPage /> },
];
