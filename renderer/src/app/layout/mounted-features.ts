import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/**
 * Pieces of the frame that features provide: the notification bell and the setup guide's
 * floating button. Looked up by path so the frame works before (and without) those features.
 */
const bellModules = import.meta.glob<{ NotificationBell?: ComponentType }>(
  '../../features/notifications/components/notification-bell.tsx',
  { eager: true },
);
// The guide's floating button sits over the page (fixed), so it can arrive after the frame's first
// paint: its code (the whole guide) loads alongside rather than before it.
const guideModules = import.meta.glob<{ SetupGuideButton?: ComponentType }>(
  '../../features/onboarding/components/setup-guide-button.tsx',
);

const none: ComponentType = () => null;

export const NotificationBell: ComponentType = Object.values(bellModules)[0]?.NotificationBell ?? none;
const loadGuide = Object.values(guideModules)[0];
const LazyGuideButton = lazy(async () => ({
  default: (loadGuide ? (await lazyWithRetry(loadGuide)).SetupGuideButton : undefined) ?? none,
}));
export const SetupGuideButton: ComponentType = loadGuide
  ? () => createElement(Suspense, { fallback: null }, createElement(LazyGuideButton))
  : none;
