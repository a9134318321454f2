import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import { scopeOf, useSession } from '../../lib/session/session-store.ts';
import { loadAppLayout } from '../load-app-layout.ts';
import { Loading } from '../loading.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const AppLayout = lazy(() => lazyWithRetry(loadAppLayout));

/** An unknown path: inside the member frame when signed in to a tenant, bare otherwise. */
export function NotFoundRoute() {
  const { t } = useTranslation('app');
  const session = useSession();
  if (session.status === 'restoring') return <Loading />;
  const scope = scopeOf(session);
  if (scope === 'tenant')
    return (
      <AppLayout>
        <NotFoundPage action={{ label: t('notFound.home'), to: '/home' }} />
      </AppLayout>
    );
  return (
    <main>
      <NotFoundPage
        action={
          scope === 'user'
            ? { label: t('notFound.tenants'), to: '/tenants' }
            : { label: t('notFound.signIn'), to: '/' }
        }
      />
    </main>
  );
}
