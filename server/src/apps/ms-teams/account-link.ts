import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import {
  type MsTeamsLink,
  type MsTeamsLinkCode,
  msTeamsLinkCodeAlphabet,
  msTeamsLinkCodeLength,
  msTeamsLinkCodeMinutes,
} from '#shared/contract/ms-teams';
import type { Tx } from '../../db/client.ts';
import { msTeamsAccounts, msTeamsLinkCodes, tenantMembers } from '../../db/schema.ts';
import { hashSecret } from '../../http/secrets.ts';

/** `abcd efgh`, `ABCD-EFGH` and `ABCDEFGH` are one code. */
export const normalizeCode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Eight characters of the unambiguous alphabet (40 bits), shown as `ABCD-EFGH`. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < msTeamsLinkCodeLength; i += 1) {
    code += msTeamsLinkCodeAlphabet[randomInt(msTeamsLinkCodeAlphabet.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A fresh code for the member, replacing any earlier one; only its hash is stored. */
export async function issueLinkCode(
  tx: Tx,
  owner: { tenantId: string; memberId: string },
  now: Date,
): Promise<MsTeamsLinkCode> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + msTeamsLinkCodeMinutes * 60_000);
  const values = { codeHash: hashSecret(normalizeCode(code)), expiresAt, createdAt: now };
  await tx
    .insert(msTeamsLinkCodes)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({ target: msTeamsLinkCodes.memberId, set: values });
  return { code, expiresAt: expiresAt.toISOString() };
}

/**
 * Links the Teams account to the member whose live code this is, and deletes the code (single
 * use). Null when no live code matches. Runs in the tenant of the host the tab was opened on.
 */
export async function redeemLinkCode(
  tx: Tx,
  input: { tenantId: string; code: string; teamsUserId: string; userPrincipalName: string },
  now: Date,
): Promise<{ memberName: string } | null> {
  const [used] = await tx
    .delete(msTeamsLinkCodes)
    .where(
      and(
        eq(msTeamsLinkCodes.codeHash, hashSecret(normalizeCode(input.code))),
        gt(msTeamsLinkCodes.expiresAt, now),
      ),
    )
    .returning({ memberId: msTeamsLinkCodes.memberId });
  if (!used) return null;
  const account = {
    teamsUserId: input.teamsUserId,
    userPrincipalName: input.userPrincipalName,
    linkedAt: now,
  };
  await tx
    .insert(msTeamsAccounts)
    .values({ tenantId: input.tenantId, memberId: used.memberId, ...account })
    .onConflictDoUpdate({ target: msTeamsAccounts.memberId, set: account });
  const [member] = await tx
    .select({ firstName: tenantMembers.firstName, lastName: tenantMembers.lastName })
    .from(tenantMembers)
    .where(eq(tenantMembers.id, used.memberId));
  return { memberName: [member?.firstName, member?.lastName].filter(Boolean).join(' ') };
}

export async function linkOf(tx: Tx, memberId: string): Promise<MsTeamsLink> {
  const [row] = await tx.select().from(msTeamsAccounts).where(eq(msTeamsAccounts.memberId, memberId));
  return row
    ? { linked: true, userPrincipalName: row.userPrincipalName, linkedAt: row.linkedAt.toISOString() }
    : { linked: false, userPrincipalName: null, linkedAt: null };
}

export async function unlink(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(msTeamsAccounts).where(eq(msTeamsAccounts.memberId, memberId));
  await tx.delete(msTeamsLinkCodes).where(eq(msTeamsLinkCodes.memberId, memberId));
}
