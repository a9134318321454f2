import { createRequire } from 'node:module';

/**
 * The Electron binary, if this machine has one. `require('electron')` in Node returns its path,
 * and throws when the download was skipped (ELECTRON_SKIP_BINARY_DOWNLOAD) or failed.
 */
export function electronBinary(): string | null {
  try {
    return createRequire(import.meta.url)('electron') as string;
  } catch {
    return null;
  }
}

export const skipReason =
  'Desktop suite skipped: no Electron binary on this machine (node_modules/electron was installed without its download). ' +
  'Run `node node_modules/electron/install.js` where GitHub is reachable, then `npx playwright test -c tests/desktop`.';
