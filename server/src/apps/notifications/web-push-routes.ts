import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, okResponse } from '#shared/contract/common';
import {
  deleteWebPushSubscription,
  storedWebPushSubscription,
  vapidPublicKeyResponse,
  webPushSubscription,
} from '#shared/contract/notifications';
import { webPushSubscriptions } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import { normalizeHost, resolveHost } from '../../http/tenancy.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { isAllowedPushEndpoint } from '../../kernel/notify/push-options.ts';
import { vapidKeysOf } from '../../kernel/notify/vapid.ts';
import type { Services } from '../../services.ts';
import { bothSlashes } from './slashes.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

type SubscriptionRow = typeof webPushSubscriptions.$inferSelect;
const toStored = (row: SubscriptionRow) => ({
  endpoint: row.endpoint,
  domain: row.domain,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Browser push for the bell's messages: subscriptions need notificationApp browseMessages, as the
 * messages they carry do.
 */
export function webPushRoutes(api: ZodApi, services: Services): void {
  const gate = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'notificationApp', 'browseMessages');

  api.get(
    '/notifications/webPushSubscriptions/vapidPublicKey',
    {
      schema: {
        tags: ['notifications'],
        description:
          'The key browsers subscribe with (`applicationServerKey`). It is public: no sign-in needed.',
        security: [],
        response: { 200: vapidPublicKeyResponse },
      },
    },
    async () => ({ publicKey: (await vapidKeysOf(services.db)).publicKey }),
  );

  for (const { url, hide } of bothSlashes('/notifications/webPushSubscriptions')) {
    api.get(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'The browsers the caller receives push messages on, newest first.',
          response: { 200: z.object({ results: z.array(storedWebPushSubscription) }), ...errors },
        },
      },
      async (request) => {
        const auth = await gate(request);
        const rows = await withTenant(services, auth, (tx) =>
          tx
            .select()
            .from(webPushSubscriptions)
            .where(eq(webPushSubscriptions.memberId, auth.memberId))
            .orderBy(desc(webPushSubscriptions.createdAt)),
        );
        return { results: rows.map(toStored) };
      },
    );

    api.post(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description:
            'Subscribes this browser. `domain` is the tenant host the app runs on; subscribing again updates the keys.',
          body: webPushSubscription,
          response: { 201: storedWebPushSubscription, ...errors },
        },
      },
      async (request, reply) => {
        const auth = await gate(request);
        const { endpoint, keys, domain } = request.body;
        if (!isAllowedPushEndpoint(endpoint, services.webPush)) {
          throw invalid('endpoint', 'This push service is not supported');
        }
        const scope = await resolveHost(services.db, normalizeHost(domain), services.config.baseDomain);
        if (scope.kind !== 'tenant' || scope.tenant.id !== auth.tenantId) {
          throw invalid('domain', 'The domain must be this organization’s address');
        }
        const row = await withTenant(services, auth, async (tx) => {
          // One browser belongs to whoever signed in last: a previous member stops receiving there.
          await tx
            .delete(webPushSubscriptions)
            .where(
              and(
                eq(webPushSubscriptions.endpoint, endpoint),
                ne(webPushSubscriptions.memberId, auth.memberId),
              ),
            );
          const [saved] = await tx
            .insert(webPushSubscriptions)
            .values({
              tenantId: auth.tenantId,
              memberId: auth.memberId,
              endpoint,
              p256dh: keys.p256dh,
              auth: keys.auth,
              domain,
              createdAt: services.now(),
            })
            .onConflictDoUpdate({
              target: [webPushSubscriptions.memberId, webPushSubscriptions.endpoint],
              set: { p256dh: keys.p256dh, auth: keys.auth, domain },
            })
            .returning();
          return saved;
        });
        if (!row) throw new Error('subscription not saved');
        return reply.status(201).send(toStored(row));
      },
    );

    api.delete(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description:
            'Unsubscribes a browser of the caller. Unsubscribing one that is already gone succeeds too.',
          body: deleteWebPushSubscription,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        const auth = await gate(request);
        await withTenant(services, auth, (tx) =>
          tx
            .delete(webPushSubscriptions)
            .where(
              and(
                eq(webPushSubscriptions.memberId, auth.memberId),
                eq(webPushSubscriptions.endpoint, request.body.endpoint),
              ),
            ),
        );
        return { ok: true as const };
      },
    );
  }
}
