import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { platform } from '../../../platform/index.ts';
import { fetchNewestUnread } from '../api/notification-queries.ts';
import { isAppPath } from './app-path.ts';
import { notificationText } from './notification-text.ts';

/** At most this many system notifications for one rise of the count; the bell lists the rest. */
export const maxAlertsAtOnce = 5;

/** How many newly arrived messages a change of the unread count announces. */
export function newArrivals(before: number | undefined, now: number): number {
  if (before === undefined || now <= before) return 0;
  return Math.min(now - before, maxAlertsAtOnce);
}

/**
 * Mirrors the unread count on the app icon, and in the desktop app turns newly arrived messages
 * into system notifications that open their page. Browsers are reached by web push instead (the
 * service worker), so the web build does not announce them a second time.
 */
export function useMessageAlerts(count: number | undefined): void {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => () => platform.setBadgeCount(0), []);

  useEffect(() => {
    if (count === undefined) return;
    platform.setBadgeCount(count);
    const arrivals = newArrivals(previous.current, count);
    previous.current = count;
    if (platform.kind !== 'desktop' || arrivals === 0) return;
    fetchNewestUnread(arrivals)
      .then((messages) => {
        for (const message of messages) {
          const path = message.resourcePath;
          void platform.notify({
            title: t('alertTitle'),
            body: notificationText(t, message),
            ...(isAppPath(path) ? { onClick: () => navigate(path) } : {}),
          });
        }
      })
      .catch(() => {
        // The bell still shows them; a missed system notification is not worth an error.
      });
  }, [count, navigate, t]);
}
