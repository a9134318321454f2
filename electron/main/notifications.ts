import { randomUUID } from 'node:crypto';
import { type BrowserWindow, Notification, type WebContents } from 'electron';
import { type DesktopNotification, desktopChannels } from '#shared/desktop-bridge';
import { sendNavigate } from './ipc.ts';

/**
 * Native notifications for the renderer's new messages. A click brings the window forward,
 * tells the renderer which notification it was (so its own click handler runs) and opens the
 * message's resourcePath. Shown notifications are kept referenced so their click still fires.
 */
export function createNotifier(focusWindow: () => BrowserWindow | null) {
  const live = new Map<string, Notification>();
  return {
    async notify(input: DesktopNotification, sender: WebContents): Promise<string | null> {
      if (!Notification.isSupported()) return null;
      const id = randomUUID();
      const notification = new Notification({ title: input.title, body: input.body ?? '', silent: false });
      live.set(id, notification);
      notification.on('click', () => {
        live.delete(id);
        const window = focusWindow();
        if (!window || sender.isDestroyed()) return;
        sender.send(desktopChannels.notificationClick, id);
        if (input.resourcePath) sendNavigate(sender, input.resourcePath);
      });
      notification.on('close', () => live.delete(id));
      notification.on('failed', () => live.delete(id));
      notification.show();
      // Bounded: a flood of notifications never pins memory.
      if (live.size > 50) live.delete(live.keys().next().value as string);
      return id;
    },
  };
}
