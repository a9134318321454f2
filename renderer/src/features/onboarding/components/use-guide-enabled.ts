import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { holds } from '../../../lib/session/permissions.ts';
import { useApps } from '../../../lib/session/use-permissions.ts';

export type GuideAccess = 'pending' | 'enabled' | 'disabled';

/**
 * The guide and /dashboard exist only with the onboardingChecklist flag and onboardingApp manage
 * (000 §2). 'pending' while the permissions load, so the page does not bounce home meanwhile.
 */
export function useGuideAccess(): GuideAccess {
  const { onboardingChecklist } = useFeatureFlags();
  const apps = useApps();
  if (!onboardingChecklist) return 'disabled';
  if (apps.isPending && apps.fetchStatus !== 'idle') return 'pending';
  return holds(apps.data, ['onboardingApp', 'manage']) ? 'enabled' : 'disabled';
}
