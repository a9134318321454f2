import { t } from './i18n.ts';

/**
 * The tray (notification area / menu bar) menu: the way back to the window, "Recognize someone",
 * the unread count, update checks when updates are on, and quit.
 */
export type TrayActions = {
  open(): void;
  recognize(): void;
  checkForUpdates: (() => void) | null;
  quit(): void;
};

export function trayMenuTemplate(
  unread: number,
  actions: TrayActions,
): Electron.MenuItemConstructorOptions[] {
  return [
    { label: t('tray.open'), click: actions.open },
    { label: t('tray.recognize'), click: actions.recognize },
    ...(unread > 0 ? [{ label: t('tray.unread', { count: unread }), enabled: false } as const] : []),
    { type: 'separator' },
    ...(actions.checkForUpdates
      ? [{ label: t('tray.checkForUpdates'), click: actions.checkForUpdates }]
      : []),
    { label: t('tray.quit'), click: actions.quit },
  ];
}
