import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ToastHost } from '../components/toasts.tsx';
import { UnsavedChangesHost } from '../components/unsaved-changes.tsx';
import { useLanguageSync } from './language.ts';
import { Loading } from './loading.tsx';

/** Every route's frame: language, scroll to top, toasts and the leave prompt. */
export function Root() {
  useLanguageSync();
  const { pathname } = useLocation();
  // A dialog drawn over its page (member-routes' backdrops) is not a new page: the page keeps its
  // scroll position behind it and after it closes.
  const page = useMatches().findLast((match) => (match.handle as { page?: string } | undefined)?.page);
  const pageKey = (page?.handle as { page?: string } | undefined)?.page ?? pathname;
  // Each route change starts at the top of the page (000 §2, Layout).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.scrollTo?.(0, 0);
  }, [pageKey]);
  return (
    <>
      {/* Before the pages, so the toaster listens by the time a page's first effect runs. */}
      <ToastHost />
      <UnsavedChangesHost />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
