import type { WebPreferences } from 'electron';

/**
 * Electron's security checklist as one set of web preferences every window uses: the page runs
 * isolated and sandboxed, without Node, and talks to the main process only through the preload.
 */
export function secureWebPreferences(preload: string, options: { devTools: boolean }): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
    devTools: options.devTools,
  };
}
