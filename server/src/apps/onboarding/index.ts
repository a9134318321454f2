import type { Area } from '../../kernel/areas.ts';
import { onboardingRoutes } from './routes.ts';

/** The onboarding app: the admin's getting-started checklist. */
export const onboardingArea: Area = { name: 'onboarding', routes: onboardingRoutes };

/** What other areas may call. */
export { setChecklistItem } from './checklist.ts';
