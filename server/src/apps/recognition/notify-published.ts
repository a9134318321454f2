import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenantMembers } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { notify } from '../notifications/notify.ts';
import type { RecognitionRow } from './publish.ts';
import type { ResolvedRecipient } from './recipients.ts';
import { mentionedIds } from './sanitize.ts';

/**
 * Tells recipients and mentioned members about a published recognition, in its transaction:
 * a rolled-back send notifies nobody. Private recognitions notify only their recipients, so a
 * mention cannot point someone at a message they may not read.
 */
export async function notifyPublished(
  services: Services,
  tx: Tx,
  row: RecognitionRow,
  recipients: ResolvedRecipient[],
): Promise<void> {
  const [sender] = await tx
    .select({ firstName: tenantMembers.firstName, lastName: tenantMembers.lastName })
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, [row.senderId]));
  const name = sender ? `${sender.firstName} ${sender.lastName}` : 'Someone';
  const resourcePath = `/recognitions/${row.id}`;
  const told = new Set<string>([row.senderId]);
  for (const recipient of recipients) {
    if (told.has(recipient.memberId)) continue;
    told.add(recipient.memberId);
    await notify(services, tx, {
      tenantId: row.tenantId,
      memberId: recipient.memberId,
      fromMemberId: row.senderId,
      message: `${name} recognized you`,
      resourcePath,
    });
  }
  if (!row.tenantWide) return;
  const mentioned = mentionedIds(row.message).filter((id) => !told.has(id));
  if (mentioned.length === 0) return;
  // Only ids of active members of this tenant; row-level security hides every other tenant.
  const members = await tx
    .select({ id: tenantMembers.id, suspendedAt: tenantMembers.suspendedAt })
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, mentioned));
  for (const member of members) {
    if (member.suspendedAt) continue;
    await notify(services, tx, {
      tenantId: row.tenantId,
      memberId: member.id,
      fromMemberId: row.senderId,
      message: `${name} mentioned you in a recognition`,
      resourcePath,
    });
  }
}
