import { resourceTexts } from '#shared/contract/resource';
import type { Tx } from '../../db/client.ts';
import { resourceCompletions } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { credit } from '../../kernel/points/ledger.ts';
import type { ResourceRow, Viewer } from './access.ts';

/**
 * Marks a resource complete for the viewer and pays its points into their redeemable account
 * through the ledger. The completion row's primary key decides a race: of two requests at once
 * the second waits for the first, inserts nothing and is refused, so points are paid once.
 */
export async function completeResource(
  tx: Tx,
  viewer: Viewer,
  row: ResourceRow,
  now: Date,
): Promise<{ completedAt: string; pointsAwarded: number }> {
  const [inserted] = await tx
    .insert(resourceCompletions)
    .values({
      tenantId: viewer.auth.tenantId,
      resourceId: row.id,
      memberId: viewer.memberId,
      pointsPaid: row.completionPoints,
      completedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw conflict(resourceTexts.alreadyCompleted);
  if (row.completionPoints > 0) {
    await credit(
      tx,
      viewer.auth.tenantId,
      [{ memberId: viewer.memberId, amount: row.completionPoints }],
      'redeemable',
      'resource',
      { reason: row.title },
    );
  }
  return { completedAt: inserted.completedAt.toISOString(), pointsAwarded: row.completionPoints };
}
