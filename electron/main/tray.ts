import { app, Menu, nativeImage, Tray } from 'electron';
import { t } from './i18n.ts';
import { type TrayActions, trayMenuTemplate } from './tray-menu.ts';

/** The tray icon; the dock or launcher badge shows the same unread count. */
export function createTray(iconPath: string, actions: TrayActions) {
  const tray = new Tray(nativeImage.createFromPath(iconPath));
  let unread = 0;
  const render = () => {
    tray.setToolTip(unread > 0 ? t('tray.tooltipUnread', { count: unread }) : t('tray.tooltip'));
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(unread, actions)));
  };
  tray.on('click', actions.open);
  render();
  return {
    setUnread(count: number) {
      unread = count;
      // Dock (macOS) and launcher (Linux Unity) badge; Windows shows the count in the tray.
      app.setBadgeCount(count);
      render();
    },
    destroy: () => tray.destroy(),
  };
}
