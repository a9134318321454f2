import { createDesktopPlatform } from './desktop.ts';
import type { Platform } from './platform.ts';
import { webPlatform } from './web.ts';

export type { Platform } from './platform.ts';

/** The one place the implementation is chosen: the desktop app's preload exposes its bridge. */
export const platform: Platform =
  typeof window !== 'undefined' && window.kudosDesktop
    ? createDesktopPlatform(window.kudosDesktop)
    : webPlatform;
