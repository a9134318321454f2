import { sql } from 'drizzle-orm';
import type { ChannelPreferences, RecognitionDigest } from '#shared/contract/notifications';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationChannelPreferences } from '../../db/schema.ts';

export type MemberPreferences = ChannelPreferences & { recognitionDigest: RecognitionDigest };

/** Until an admin sets the tenant's defaults every channel is on and the digest is weekly. */
export const defaultPreferences: MemberPreferences = {
  email: true,
  webPush: true,
  messaging: true,
  recognitionDigest: 'week',
};

/**
 * A member's effective preferences: each setting is the member's own once they changed it (a
 * non-null column), else the tenant's default, else the product's. Runs in the member's tenant
 * transaction, so the defaults row read is that tenant's.
 */
export async function preferencesOf(db: Executor, memberId: string): Promise<MemberPreferences> {
  const result = await db.execute(sql`
    select
      coalesce(p.email, d.email, true) as email,
      coalesce(p.web_push, d.web_push, true) as "webPush",
      coalesce(p.messaging, d.messaging, true) as messaging,
      coalesce(p.recognition_digest, d.recognition_digest, 'week') as "recognitionDigest"
    from tenant_members m
    left join notification_channel_preferences p on p.member_id = m.id
    left join notification_tenant_defaults d on d.tenant_id = m.tenant_id
    where m.id = ${memberId}`);
  const [row] = rowsOf<MemberPreferences>(result);
  return row ? { ...row } : { ...defaultPreferences };
}

/**
 * Writes the settings the member changed; the others stay null and keep following the tenant's
 * defaults. Returns the effective preferences.
 */
export async function savePreferences(
  db: Executor,
  owner: { tenantId: string; memberId: string },
  changes: Partial<MemberPreferences>,
  now: Date,
): Promise<MemberPreferences> {
  await db
    .insert(notificationChannelPreferences)
    .values({ ...changes, ...owner, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationChannelPreferences.memberId,
      set: { ...changes, updatedAt: now },
    });
  return preferencesOf(db, owner.memberId);
}
