import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { MemberAuth } from '../http/auth.ts';

export type AuditEntry = {
  /** `<area>.<verb>`, e.g. `team.create`, `team.addMembers`. */
  action: string;
  /** What was acted on, e.g. `team`. */
  targetType: string;
  targetId: string | null;
  /** The record as it was (null for a creation) and as it is now (null for a deletion). */
  before: unknown;
  after: unknown;
};

/**
 * Who acted: a signed-in member, or no member at all (memberId null) when the actor is the system
 * or an identity provider over SCIM, or a sign-in that failed.
 */
export type AuditActor = Pick<MemberAuth, 'tenantId'> & { memberId: string | null };

/**
 * Writes one row to the append-only audit log, in the caller's tenant transaction: the row
 * exists exactly when the change it records was committed.
 */
export async function audit(tx: Tx, auth: AuditActor | MemberAuth, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: auth.tenantId,
    actorMemberId: auth.memberId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
