import { desc, eq, inArray } from 'drizzle-orm';
import { defaultPasswordPolicy, type PasswordPolicy } from '#shared/contract/security';
import type { Executor } from '../../db/client.ts';
import { passwordHistory, passwordPolicies, users } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import { verifyPassword } from './passwords.ts';

/** Old hashes kept per account: enough for the largest reuse limit a tenant may set. */
const historyKept = 24;
const dayMs = 24 * 60 * 60 * 1000;

type PolicyRow = typeof passwordPolicies.$inferSelect;
export const toPolicy = (row: PolicyRow | undefined): PasswordPolicy =>
  row
    ? {
        minLength: row.minLength,
        requireUppercase: row.requireUppercase,
        requireLowercase: row.requireLowercase,
        requireDigit: row.requireDigit,
        requireSymbol: row.requireSymbol,
        reuseLimit: row.reuseLimit,
        maxAgeDays: row.maxAgeDays,
        passwordsExpiredAt: row.passwordsExpiredAt?.toISOString() ?? null,
      }
    : defaultPasswordPolicy;

/** The policy of the tenant `tx` is set to (row-level security picks the row). */
export async function loadPolicy(tx: Executor): Promise<PasswordPolicy> {
  const [row] = await tx.select().from(passwordPolicies).limit(1);
  return toPolicy(row);
}

/** What a password lacks under a policy, in the words the person reads; empty when it passes. */
export function policyProblems(policy: PasswordPolicy, password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < policy.minLength) problems.push(`Use at least ${policy.minLength} characters`);
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('Include an uppercase letter');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('Include a lowercase letter');
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) problems.push('Include a digit');
  if (policy.requireSymbol && !/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('Include a symbol');
  return problems;
}

/**
 * Refuses a new password the policy does not allow (400 on `field`): too weak, or one of the
 * account's last `reuseLimit` passwords (the current one included).
 */
export async function assertPasswordAllowed(
  tx: Executor,
  policy: PasswordPolicy,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const [problem] = policyProblems(policy, password);
  if (problem) throw invalid(field, `${problem}.`, 'passwordPolicy');
  if (policy.reuseLimit === 0) return;
  const earlier = await tx
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(policy.reuseLimit);
  const [current] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const hashes = new Set(earlier.map((row) => row.passwordHash));
  if (current?.passwordHash) hashes.add(current.passwordHash);
  for (const hash of hashes) {
    if (await verifyPassword(hash, password)) {
      throw invalid(
        field,
        `Choose a password you have not used for your last ${policy.reuseLimit} passwords.`,
        'passwordReuse',
      );
    }
  }
}

/** Keeps the new hash in the account's history (the reuse check and the password's age). */
export async function recordPassword(tx: Executor, userId: string, passwordHash: string, at: Date) {
  await tx.insert(passwordHistory).values({ userId, passwordHash, createdAt: at });
  const stale = await tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .offset(historyKept);
  if (stale.length > 0) {
    await tx.delete(passwordHistory).where(
      inArray(
        passwordHistory.id,
        stale.map((row) => row.id),
      ),
    );
  }
}

/** When the current password was set: its history row, else (set before history) the account's creation. */
async function passwordSetAt(tx: Executor, userId: string, accountCreatedAt: Date): Promise<Date> {
  const [latest] = await tx
    .select({ createdAt: passwordHistory.createdAt })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(1);
  return latest?.createdAt ?? accountCreatedAt;
}

export type ExpiryReason = 'expiredByAdmin' | 'tooOld' | 'tooWeak';

/**
 * The password a sign-in judges: the one typed (`string`), or on a handoff, where it was typed
 * earlier and is gone, what the session recorded about it then: `weak`, whether it fails this
 * tenant's policy (false also when the session did not rest on a password).
 */
export type PasswordAtHand = string | { weak: boolean };

/**
 * Why a password that just matched must be replaced before this tenant lets its owner in: an
 * admin expired all passwords since it was set, it is older than the maximum age, or it does not
 * meet the policy (set before the policy or in another organization). null: it may be used.
 */
export async function passwordExpiry(
  tx: Executor,
  policy: PasswordPolicy,
  user: { id: string; createdAt: Date },
  password: PasswordAtHand,
  now: Date,
): Promise<ExpiryReason | null> {
  const setAt = await passwordSetAt(tx, user.id, user.createdAt);
  if (policy.passwordsExpiredAt && setAt <= new Date(policy.passwordsExpiredAt)) return 'expiredByAdmin';
  if (policy.maxAgeDays !== null && now.getTime() - setAt.getTime() > policy.maxAgeDays * dayMs) {
    return 'tooOld';
  }
  const weak = typeof password === 'string' ? policyProblems(policy, password).length > 0 : password.weak;
  return weak ? 'tooWeak' : null;
}
