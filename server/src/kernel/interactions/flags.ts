import { and, eq } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

/**
 * A flags table (recognition, award and comment flags, card and signature flags): one flag per
 * member on an item, with (tenantId, memberId, reason) and `key`, the item's column.
 */
// biome-ignore lint/suspicious/noExplicitAny: flags tables of every kind; each names its item column in `key`.
export type FlagTarget = { table: PgTableWithColumns<any>; key: string; itemId: string };

/** Flags the item for moderators; flagging twice keeps one flag. */
export async function setFlag(
  tx: Tx,
  target: FlagTarget,
  by: { tenantId: string; memberId: string },
  reason: string | null | undefined,
): Promise<void> {
  await tx
    .insert(target.table)
    .values({
      tenantId: by.tenantId,
      [target.key]: target.itemId,
      memberId: by.memberId,
      reason: reason ?? null,
    })
    .onConflictDoNothing();
}

/** Removes the member's flag on the item; a moderator (`all`) clears every flag, the review done. */
export async function clearFlags(tx: Tx, target: FlagTarget, memberId: string, all: boolean): Promise<void> {
  const onItem = eq(target.table[target.key], target.itemId);
  await tx.delete(target.table).where(all ? onItem : and(onItem, eq(target.table.memberId, memberId)));
}
