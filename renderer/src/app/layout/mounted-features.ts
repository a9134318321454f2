import type { ComponentType } from 'react';

/**
 * Pieces of the frame that features provide: the notification bell and the setup guide's
 * floating button. Looked up by path so the frame works before (and without) those features.
 */
const bellModules = import.meta.glob<{ NotificationBell?: ComponentType }>(
  '../../features/notifications/components/notification-bell.tsx',
  { eager: true },
);
const guideModules = import.meta.glob<{ SetupGuideButton?: ComponentType }>(
  '../../features/onboarding/components/setup-guide-button.tsx',
  { eager: true },
);

const none: ComponentType = () => null;

export const NotificationBell: ComponentType = Object.values(bellModules)[0]?.NotificationBell ?? none;
export const SetupGuideButton: ComponentType = Object.values(guideModules)[0]?.SetupGuideButton ?? none;
