import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** Single sign-on (000 §2 admin routes): add a SAML provider, and one provider's page. */
export const routes: RouteObject[] = [
  {
    path: '/tenant/security/add-sso',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/add-sso-page.tsx'))).default,
    }),
  },
  {
    path: '/tenant/security/sso/:id',
    lazy: async () => ({
      Component: (await lazyWithRetry(() => import('./components/sso-provider-page.tsx'))).default,
    }),
  },
];
