import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { currentDomain } from '../lib/branding.ts';
import { rememberedLanguage, switchLanguage } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { afterSplashLogo } from '../lib/session/after-splash-logo.ts';
import { sessionQueries } from '../lib/session/queries.ts';
import { restoreSession } from '../lib/session/restore.ts';
import { getSession } from '../lib/session/session-store.ts';
import { BrandedTheme } from './branded-theme.tsx';
import { goToMaintenance, router } from './router.tsx';
import { preloadAppLayout } from './routes.tsx';
import { wireSession } from './session-wiring.ts';

const queryClient = createQueryClient();
wireSession(queryClient, goToMaintenance);
// The first calls go out from a task of their own, right after this module has run: building them
// (axios, the query cache, each for the first time) would otherwise lengthen the one long task in
// which a phone evaluates the app's code (some 60 ms of blocking at 4× slowdown).
setTimeout(startFirstCalls, 0);

function startFirstCalls() {
  // The language this device last used starts loading now; the member's record confirms it later.
  void switchLanguage(rememberedLanguage());
  const storedMember = getSession().status === 'restoring' && !!getSession().token?.tenantId;
  // A stored session is checked with the server first (000 §4).
  void restoreSession();
  // The host's branding (its banner or logo is the largest thing on the first screen) is asked for
  // now, not once the first render has committed and the frame's query subscribes.
  void queryClient.prefetchQuery(sessionQueries.tenantMetadata(currentDomain()));
  // Meanwhile the member frame's code (once the splash's logo is on screen) and the calls every
  // member page makes start, so the first page does not wait for each in turn.
  if (storedMember) {
    void afterSplashLogo().then(preloadAppLayout);
    void queryClient.prefetchQuery(sessionQueries.apps());
    void queryClient.prefetchQuery(sessionQueries.ownMember());
  }
}

/** BrandedTheme is the one Fluent provider: the host's brand colour, or the app theme without one. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedTheme>
        <RouterProvider router={router} />
      </BrandedTheme>
    </QueryClientProvider>
  );
}
