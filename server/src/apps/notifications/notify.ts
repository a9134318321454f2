import { sql } from 'drizzle-orm';
import type { WebPushPayload } from '#shared/contract/notifications';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationMessages } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { afterCommit } from './after-commit.ts';
import { deliverWebPush } from './web-push-delivery.ts';

export type NotifyInput = {
  tenantId: string;
  /** The recipient. */
  memberId: string;
  /** Who caused it; null for messages from the platform. */
  fromMemberId: string | null;
  message: string;
  /** A path inside the app the bell links to (`/recognitions/{id}`). */
  resourcePath: string | null;
};

export type Notified = {
  id: string;
  /**
   * Settles once web push delivery is over (or skipped because the transaction rolled back).
   * Never rejects; callers need not wait for it.
   */
  delivery: Promise<void>;
};

/**
 * Puts a message in a member's bell, inside the caller's transaction, and once that transaction
 * has committed sends it to the member's browsers. Push is best effort: failures are logged.
 */
export async function notify(services: Services, tx: Tx, input: NotifyInput): Promise<Notified> {
  const [row] = await tx
    .insert(notificationMessages)
    .values({
      tenantId: input.tenantId,
      memberId: input.memberId,
      fromMemberId: input.fromMemberId,
      message: input.message,
      resourcePath: input.resourcePath,
      createdAt: services.now(),
    })
    .returning();
  if (!row) throw new Error('notification not stored');
  const [xact] = rowsOf<{ xid: string }>(await tx.execute(sql`select pg_current_xact_id()::text as xid`));
  const payload: WebPushPayload = {
    id: row.id,
    message: row.message,
    resourcePath: row.resourcePath,
    createdAt: row.createdAt.toISOString(),
  };
  const delivery = afterCommit(services, xact?.xid ?? '')
    .then((committed) =>
      committed
        ? deliverWebPush(services, { tenantId: input.tenantId, memberId: input.memberId }, payload)
        : undefined,
    )
    .catch((err: unknown) => services.log.error({ err, messageId: row.id }, 'web push delivery failed'));
  return { id: row.id, delivery };
}
