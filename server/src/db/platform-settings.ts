import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { platformSettings } from './schema.ts';

/**
 * A platform-wide value made once and then kept (a signing key, a key pair): this instance
 * offers `offered`, and every instance reads back the value stored first, so several instances
 * starting at once agree on one.
 */
export async function settledSetting(db: Db, key: string, offered: unknown): Promise<unknown> {
  await db.insert(platformSettings).values({ key, value: offered }).onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return row?.value;
}
