import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const profilePage = async () => ({
  Component: (await lazyWithRetry(() => import('./components/profile-page.tsx'))).ProfilePage,
});

/** /profile/me and /profile/{id} (000 §2). */
export const routes: RouteObject[] = [
  { path: '/profile/me', lazy: profilePage },
  { path: '/profile/:id', lazy: profilePage },
];
