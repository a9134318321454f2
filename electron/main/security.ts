import { app, type Session, shell, type WebContents } from 'electron';
import { shouldSwallowAppInput, shouldSwallowKioskInput } from './kiosk.ts';
import { isPermissionAllowed } from './permissions.ts';
import { decideNavigation } from './url-policy.ts';

/**
 * Applies the navigation, new-window and permission policies. Installed for every web contents
 * the app creates (`web-contents-created`), so no window can be made without them.
 */
export type SecurityOptions = {
  allowedExternal: () => ReadonlySet<string>;
  kiosk: boolean;
  development: boolean;
  log: (message: string) => void;
};

function openOutside(url: string, options: SecurityOptions): void {
  const decision = decideNavigation(url, {
    allowedExternal: options.allowedExternal(),
    kiosk: options.kiosk,
  });
  if (decision.action === 'external') void shell.openExternal(decision.url);
  else if (decision.action === 'deny') options.log(`Blocked opening ${url.slice(0, 200)}`);
}

export function secureWebContents(contents: WebContents, options: SecurityOptions): void {
  const onNavigate = (event: Electron.Event, url: string) => {
    const decision = decideNavigation(url, {
      allowedExternal: options.allowedExternal(),
      kiosk: options.kiosk,
    });
    if (decision.action === 'allow') return;
    event.preventDefault();
    openOutside(url, options);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !decideNavigationAllowed(event.url, options)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url, options);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('before-input-event', (event, input) => {
    const swallow = options.kiosk
      ? shouldSwallowKioskInput(input)
      : shouldSwallowAppInput(input, { development: options.development });
    if (swallow) event.preventDefault();
  });
  if (options.kiosk) contents.on('zoom-changed', () => contents.setZoomFactor(1));
}

function decideNavigationAllowed(url: string, options: SecurityOptions): boolean {
  return (
    decideNavigation(url, { allowedExternal: options.allowedExternal(), kiosk: options.kiosk }).action ===
    'allow'
  );
}

export function secureSession(session: Session, options: { kiosk: boolean }): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin),
  );
  session.setDevicePermissionHandler(() => false);
  // Exports (CSV) download with the system's save dialog; a kiosk downloads nothing.
  if (options.kiosk) session.on('will-download', (event) => event.preventDefault());
}

export function installSecurity(options: SecurityOptions): void {
  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, options));
}
