import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/**
 * The admin page "Notifications" (000 §2 Platform set up; recognitionApp manageNotificationSettings):
 * the tenant's default channels and recognition digest. The member's own page is /settings/notifications.
 */
export const routes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/notification-settings-page.tsx'))).default,
    }),
  },
];
