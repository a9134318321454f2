import { errorBody } from '#shared/contract/common';
import {
  channelPreferences,
  patchChannelPreferences,
  putRecognitionNotificationSettings,
  recognitionNotificationSettings,
} from '#shared/contract/notifications';
import { requireMember, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { type MemberPreferences, preferencesOf, savePreferences } from '../../kernel/notify/preferences.ts';
import type { Services } from '../../services.ts';
import { bothSlashes } from './slashes.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

const channelsOf = ({ email, webPush, messaging }: MemberPreferences) => ({ email, webPush, messaging });

/**
 * A member's own notification settings (/settings/notifications). Every tenant member has them,
 * whatever their permissions: they decide how the member is reached, not what they may see.
 * Each setting follows the tenant's default (tenant-defaults-routes.ts) until the member sets it.
 */
export function preferenceRoutes(api: ZodApi, services: Services): void {
  for (const { url, hide } of bothSlashes('/notifications/channelPreferences')) {
    api.get(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'The caller’s channels; each follows the tenant’s default until they change it.',
          response: { 200: channelPreferences, ...errors },
        },
      },
      async (request) => {
        const auth = requireMember(request);
        return channelsOf(await withTenant(services, auth, (tx) => preferencesOf(tx, auth.memberId)));
      },
    );

    api.patch(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'Turns some of the caller’s channels on or off; the others stay as they were.',
          body: patchChannelPreferences,
          response: { 200: channelPreferences, ...errors },
        },
      },
      async (request) => {
        const auth = requireMember(request);
        const saved = await withTenant(services, auth, (tx) =>
          savePreferences(
            tx,
            { tenantId: auth.tenantId, memberId: auth.memberId },
            request.body,
            services.now(),
          ),
        );
        return channelsOf(saved);
      },
    );
  }

  // The recognition digest is a column of the same channel preference row, so the recognition
  // app's path is served here rather than by a second table in the recognition app.
  for (const { url, hide } of bothSlashes('/recognition/notificationSettings')) {
    api.get(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          description: 'The caller’s recognition digest; the tenant’s default until they change it.',
          response: { 200: recognitionNotificationSettings, ...errors },
        },
      },
      async (request) => {
        const auth = requireMember(request);
        const preferences = await withTenant(services, auth, (tx) => preferencesOf(tx, auth.memberId));
        return { digest: preferences.recognitionDigest };
      },
    );

    api.put(
      url,
      {
        schema: {
          tags: ['notifications'],
          hide,
          body: putRecognitionNotificationSettings,
          response: { 200: recognitionNotificationSettings, ...errors },
        },
      },
      async (request) => {
        const auth = requireMember(request);
        const saved = await withTenant(services, auth, (tx) =>
          savePreferences(
            tx,
            { tenantId: auth.tenantId, memberId: auth.memberId },
            { recognitionDigest: request.body.digest },
            services.now(),
          ),
        );
        return { digest: saved.recognitionDigest };
      },
    );
  }
}
