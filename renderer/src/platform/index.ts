import type { Platform } from './platform.ts';
import { webPlatform } from './web.ts';

export type { Platform } from './platform.ts';

/** The one place the implementation is chosen; the desktop build will pick its bridge here. */
export const platform: Platform = webPlatform;
