import { getTableColumns, sql } from 'drizzle-orm';
import type { WebPushPayload } from '#shared/contract/notifications';
import { afterTransaction, type Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationMessages } from '../../db/schema.ts';
import { mailLanguage } from '../../mail/mail-texts.ts';
import type { Services } from '../../services.ts';
import { afterCommit } from './after-commit.ts';
import { checkedMeaning, type NotificationMeaning, renderNotification } from './kinds.ts';
import { deliverWebPush } from './web-push-delivery.ts';

export type NotifyInput = NotificationMeaning & {
  tenantId: string;
  /** The recipient. */
  memberId: string;
  /** Who caused it; null for messages from the platform. */
  fromMemberId: string | null;
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
  const [notified] = await notifyAll(services, tx, [input]);
  if (!notified) throw new Error('notification not stored');
  return notified;
}

/**
 * Several messages in one INSERT. The bell rows are part of the caller's transaction, so a
 * rolled-back change notifies nobody and a committed one never loses its messages; only the web
 * push, which leaves the database, waits for the commit.
 */
export async function notifyAll(services: Services, tx: Tx, inputs: NotifyInput[]): Promise<Notified[]> {
  if (inputs.length === 0) return [];
  // Checked before anything is written: an unknown kind or wrong params refuse the whole call.
  const meanings = inputs.map(checkedMeaning);
  const createdAt = services.now();
  const rows = await tx
    .insert(notificationMessages)
    .values(
      inputs.map((input, i) => ({
        tenantId: input.tenantId,
        memberId: input.memberId,
        fromMemberId: input.fromMemberId,
        kind: meanings[i]?.kind,
        params: meanings[i]?.params,
        resourcePath: input.resourcePath,
        createdAt,
      })),
    )
    .returning({
      ...getTableColumns(notificationMessages),
      // Whether the member has a browser to push to at all: most have none, and then nothing
      // needs to happen after the commit. Asked here, it costs no round trip of its own.
      pushable: sql<boolean>`exists (select 1 from web_push_subscriptions s where s.member_id = "notification_messages"."member_id")`,
      // The push is written in the recipient's language, chosen as for their mails.
      locale: sql<
        string | null
      >`(select m.locale from tenant_members m where m.id = "notification_messages"."member_id")`,
      tenantLanguage: sql<
        string | null
      >`(select t.language from tenants t where t.id = "notification_messages"."tenant_id")`,
    });
  if (rows.length !== inputs.length) throw new Error('notification not stored');
  let committed = settledOf(tx);
  if (!committed) {
    // Not a tenant transaction: ask about it from outside, by its id (after-commit.ts).
    const [xact] = rowsOf<{ xid: string }>(await tx.execute(sql`select pg_current_xact_id()::text as xid`));
    committed = afterCommit(services, xact?.xid ?? '');
  }
  return rows.map((row) => {
    const payload: WebPushPayload = {
      id: row.id,
      message: renderNotification(row, mailLanguage(row.locale, row.tenantLanguage)),
      resourcePath: row.resourcePath,
      createdAt: row.createdAt.toISOString(),
    };
    // Nothing to push: the delivery only settles with the transaction (never rejects).
    if (!row.pushable) return { id: row.id, delivery: committed.then(noop, noop) };
    const delivery = committed
      .then((ok) =>
        ok
          ? deliverWebPush(services, { tenantId: row.tenantId, memberId: row.memberId }, payload)
          : undefined,
      )
      .catch((err: unknown) => services.log.error({ err, messageId: row.id }, 'web push delivery failed'));
    return { id: row.id, delivery };
  });
}

const noop = () => {};

/** True once the tenant transaction of `tx` has committed, false if it rolled back; null elsewhere. */
function settledOf(tx: Tx): Promise<boolean> | null {
  let resolve: (committed: boolean) => void = () => {};
  const outcome = new Promise<boolean>((r) => {
    resolve = r;
  });
  return afterTransaction(tx, (committed) => resolve(committed)) ? outcome : null;
}
