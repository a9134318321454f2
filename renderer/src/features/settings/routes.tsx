import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** My settings (000 §2): /settings/{general|notifications|privacy} and /settings/change-password. */
export const routes: RouteObject[] = [
  { path: '/settings', element: <Navigate to="/settings/general" replace /> },
  {
    path: '/settings/general',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/general-settings.tsx'))).GeneralSettingsPage,
    }),
  },
  {
    path: '/settings/notifications',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/notification-settings.tsx')))
        .NotificationSettingsPage,
    }),
  },
  {
    path: '/settings/privacy',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/privacy-settings.tsx'))).PrivacySettingsPage,
    }),
  },
  {
    path: '/settings/change-password',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/change-password-settings.tsx')))
        .ChangePasswordPage,
    }),
  },
];
