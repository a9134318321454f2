import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenantMembers } from '../../db/schema.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { type NotifyInput, notifyAll } from '../../kernel/notify/notify.ts';
import type { ResolvedRecipient } from '../../kernel/recipients.ts';
import { mentionedIds } from '../../kernel/sanitize.ts';
import type { Services } from '../../services.ts';
import { mentionedKind, recognizedKind } from './notification-kinds.ts';
import type { RecognitionRow } from './publish.ts';

/**
 * Tells recipients and mentioned members about a published recognition, in its transaction:
 * a rolled-back send notifies nobody, and a committed one has every message in the bell (web
 * push follows the commit). The bell rows stay inside the transaction on purpose: written after
 * the commit, a crash in between would lose them. Private recognitions notify only their
 * recipients, so a mention cannot point someone at a message they may not read.
 * One INSERT for everyone; the sender's name and mentions cost a query each.
 */
export async function notifyPublished(
  services: Services,
  tx: Tx,
  row: RecognitionRow,
  recipients: ResolvedRecipient[],
): Promise<void> {
  const told = new Set<string>([row.senderId]);
  const recipientIds = recipients.map((r) => r.memberId).filter((id) => !told.has(id) && told.add(id));
  let mentionIds: string[] = [];
  const mentioned = row.tenantWide ? mentionedIds(row.message).filter((id) => !told.has(id)) : [];
  if (mentioned.length > 0) {
    // Only ids of active members of this tenant; row-level security hides every other tenant.
    const members = await tx
      .select({ id: tenantMembers.id })
      .from(tenantMembers)
      .where(and(inArray(tenantMembers.id, mentioned), isNull(tenantMembers.suspendedAt)));
    const active = new Set(members.map((m) => m.id));
    mentionIds = [...new Set(mentioned)].filter((id) => active.has(id));
  }
  if (recipientIds.length + mentionIds.length === 0) return;
  const sender = (await memberDisplays(tx, [row.senderId])).get(row.senderId);
  const name = sender ? `${sender.firstName} ${sender.lastName}` : '';
  const resourcePath = `/recognitions/${row.id}`;
  const input = (memberId: string, kind: typeof recognizedKind): NotifyInput => ({
    tenantId: row.tenantId,
    memberId,
    fromMemberId: row.senderId,
    ...kind.of({ name }),
    resourcePath,
  });
  await notifyAll(services, tx, [
    ...recipientIds.map((id) => input(id, recognizedKind)),
    ...mentionIds.map((id) => input(id, mentionedKind)),
  ]);
}
