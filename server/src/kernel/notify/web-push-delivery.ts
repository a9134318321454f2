import { and, eq } from 'drizzle-orm';
import type { WebPushPayload } from '#shared/contract/notifications';
import { inTenant } from '../../db/client.ts';
import { notificationMessages, webPushSubscriptions } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { preferencesOf } from './preferences.ts';
import { isAllowedPushEndpoint } from './push-options.ts';
import { vapidKeysOf, vapidSubject } from './vapid.ts';

/** A day: a browser that stays offline longer gets the message from the bell instead. */
const timeToLiveSeconds = 24 * 60 * 60;

/** Push services answer these when a subscription is gone for good. */
const goneStatuses = new Set([404, 410]);

export type DeliveryTarget = { tenantId: string; memberId: string };

/**
 * Sends one message to every browser the member subscribed, when their webPush channel is on.
 * Subscriptions the push service says are gone are removed; other failures are logged.
 */
export async function deliverWebPush(
  services: Services,
  target: DeliveryTarget,
  payload: WebPushPayload,
): Promise<void> {
  const scope = { tenantId: target.tenantId, userId: null };
  const subscriptions = await inTenant(services.db, scope, async (tx) => {
    const preferences = await preferencesOf(tx, target.memberId);
    if (!preferences.webPush) return [];
    // A savepoint the caller rolled back takes the message with it: nothing to announce then.
    const [message] = await tx
      .select({ id: notificationMessages.id })
      .from(notificationMessages)
      .where(eq(notificationMessages.id, payload.id));
    if (!message) return [];
    return tx.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.memberId, target.memberId));
  });
  if (subscriptions.length === 0) return;

  // web-push (about 14 MB resident) loads with the first push, not at start.
  const { default: webpush } = await import('web-push');
  const keys = await vapidKeysOf(services.db);
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      // Stored endpoints passed this check on subscribe; checked again in case the list shrank.
      if (!isAllowedPushEndpoint(subscription.endpoint, services.webPush)) return;
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          {
            vapidDetails: { subject: vapidSubject(services.config.mailFrom), ...keys },
            TTL: timeToLiveSeconds,
            timeout: services.webPush.timeoutMs,
            ...(services.webPush.agent ? { agent: services.webPush.agent } : {}),
          },
        );
      } catch (err) {
        const statusCode = err instanceof webpush.WebPushError ? err.statusCode : undefined;
        if (statusCode !== undefined && goneStatuses.has(statusCode)) {
          await inTenant(services.db, scope, (tx) =>
            tx
              .delete(webPushSubscriptions)
              .where(
                and(
                  eq(webPushSubscriptions.id, subscription.id),
                  eq(webPushSubscriptions.memberId, target.memberId),
                ),
              ),
          );
          services.log.info(
            { subscriptionId: subscription.id, statusCode },
            'expired web push subscription removed',
          );
          return;
        }
        services.log.warn(
          { err, subscriptionId: subscription.id, statusCode, messageId: payload.id },
          'web push not delivered',
        );
      }
    }),
  );
}
