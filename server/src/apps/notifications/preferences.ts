import { eq } from 'drizzle-orm';
import type { ChannelPreferences, RecognitionDigest } from '#shared/contract/notifications';
import type { Executor } from '../../db/client.ts';
import { notificationChannelPreferences } from '../../db/schema.ts';

export type MemberPreferences = ChannelPreferences & { recognitionDigest: RecognitionDigest };

/** Until a member changes anything every channel is on and the digest is weekly (the table's defaults). */
export const defaultPreferences: MemberPreferences = {
  email: true,
  webPush: true,
  messaging: true,
  recognitionDigest: 'week',
};

export async function preferencesOf(db: Executor, memberId: string): Promise<MemberPreferences> {
  const [row] = await db
    .select()
    .from(notificationChannelPreferences)
    .where(eq(notificationChannelPreferences.memberId, memberId));
  if (!row) return { ...defaultPreferences };
  return {
    email: row.email,
    webPush: row.webPush,
    messaging: row.messaging,
    recognitionDigest: row.recognitionDigest,
  };
}

/** Writes some preferences, creating the member's row with the defaults for the rest. */
export async function savePreferences(
  db: Executor,
  owner: { tenantId: string; memberId: string },
  changes: Partial<MemberPreferences>,
  now: Date,
): Promise<MemberPreferences> {
  const [row] = await db
    .insert(notificationChannelPreferences)
    .values({ ...defaultPreferences, ...changes, ...owner, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationChannelPreferences.memberId,
      set: { ...changes, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('preferences not saved');
  return {
    email: row.email,
    webPush: row.webPush,
    messaging: row.messaging,
    recognitionDigest: row.recognitionDigest,
  };
}
