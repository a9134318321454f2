import type { TenantNotificationDefaults } from '#shared/contract/notifications';
import type { Tx } from '../../db/client.ts';
import { notificationTenantDefaults } from '../../db/schema.ts';
import { defaultPreferences } from '../../kernel/notify/preferences.ts';

/** The tenant's defaults (row-level security picks the caller's tenant); the product's without a row. */
export async function readTenantDefaults(tx: Tx): Promise<TenantNotificationDefaults> {
  const [row] = await tx.select().from(notificationTenantDefaults);
  const source = row ?? defaultPreferences;
  return {
    email: source.email,
    webPush: source.webPush,
    messaging: source.messaging,
    digest: source.recognitionDigest,
  };
}

export async function writeTenantDefaults(
  tx: Tx,
  tenantId: string,
  defaults: TenantNotificationDefaults,
  now: Date,
): Promise<void> {
  const values = {
    email: defaults.email,
    webPush: defaults.webPush,
    messaging: defaults.messaging,
    recognitionDigest: defaults.digest,
    updatedAt: now,
  };
  await tx
    .insert(notificationTenantDefaults)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: notificationTenantDefaults.tenantId, set: values });
}
