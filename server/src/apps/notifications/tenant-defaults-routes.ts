import { errorBody } from '#shared/contract/common';
import { putTenantNotificationDefaults, tenantNotificationDefaults } from '#shared/contract/notifications';
import { requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { bothSlashes } from './slashes.ts';
import { readTenantDefaults, writeTenantDefaults } from './tenant-defaults-store.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The tenant-wide defaults of the admin page /notifications (000 §2 Platform set up), read and
 * written with recognitionApp manageNotificationSettings. A member follows them for every channel
 * and for the digest until they change that setting on /settings/notifications. Kept apart from
 * /recognition/notificationSettings, which stays the member's own digest (docs/notification-settings.md).
 */
export function tenantDefaultsRoutes(api: ZodApi, services: Services): void {
  const admin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(services, request, 'recognitionApp', 'manageNotificationSettings');

  for (const { url, hide } of bothSlashes('/notifications/tenantDefaults')) {
    api.get(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'The channels and digest members start from; all on and weekly until changed.',
          response: { 200: tenantNotificationDefaults, ...errors },
        },
      },
      async (request) => withTenant(services, await admin(request), readTenantDefaults),
    );

    api.put(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'Sets the tenant’s defaults; members’ own changes keep overriding them.',
          body: putTenantNotificationDefaults,
          response: { 200: tenantNotificationDefaults, ...errors },
        },
      },
      async (request) => {
        const auth = await admin(request);
        return withTenant(services, auth, async (tx) => {
          const before = await readTenantDefaults(tx);
          await writeTenantDefaults(tx, auth.tenantId, request.body, services.now());
          const after = await readTenantDefaults(tx);
          await audit(tx, auth, {
            action: 'notificationSettings.update',
            targetType: 'notificationTenantDefaults',
            targetId: null,
            before,
            after,
          });
          return after;
        });
      },
    );
  }
}
