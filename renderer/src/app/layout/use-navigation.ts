import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useGrants } from '../../lib/session/use-permissions.ts';
import { useSharedReports } from '../../lib/shared-reports.ts';
import { routeExists } from '../member-routes.tsx';
import { adminNavigation, isAdminMode, mainNavigation } from '../navigation/nav-model.ts';

/** The menus for the signed-in member at the current path. */
export function useNavigation() {
  const grants = useGrants();
  const flags = useFeatureFlags();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const sharedReports = useSharedReports(grants);
  return useMemo(() => {
    const ctx = { grants, flags, routeExists: (path: string) => routeExists(path), isMobile, sharedReports };
    const main = mainNavigation(ctx);
    const admin = adminNavigation(ctx);
    return { main, admin, adminMode: isAdminMode(admin, pathname), pathname };
  }, [grants, flags, isMobile, pathname, sharedReports]);
}
