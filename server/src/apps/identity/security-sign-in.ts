import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, inTenant } from '../../db/client.ts';
import { tenantMembers } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { type TenantRow, tenantUrl } from '../../http/tenancy.ts';
import { audit } from '../../kernel/audit.ts';
import { brandingOf, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailPart, mailText } from '../../mail/mail-texts.ts';
import type { Services } from '../../services.ts';
import { loadPolicy, type PasswordAtHand, passwordExpiry, policyProblems } from './security-policy.ts';
import { createOneTimeSecret } from './tokens.ts';

export type SignInMember = { id: string; firstName: string; locale: string | null };

/**
 * Records a sign-in on a tenant host in that tenant's audit log: who (the member, when the
 * address is one), how it ended, and from where. Failures name the address typed, never the password.
 */
export async function auditSignIn(
  services: Services,
  request: FastifyRequest,
  tenantId: string,
  entry: {
    memberId: string | null;
    email: string;
    action: 'session.signIn' | 'session.signInFailed';
    reason?: string;
  },
): Promise<void> {
  await inTenant(services.db, { tenantId, userId: null }, (tx) =>
    audit(
      tx,
      { tenantId, memberId: entry.action === 'session.signIn' ? entry.memberId : null },
      {
        action: entry.action,
        targetType: 'tenantMember',
        targetId: entry.memberId,
        before: null,
        after: { email: entry.email, address: request.ip, ...(entry.reason ? { reason: entry.reason } : {}) },
      },
    ),
  );
}

/**
 * The tenants among the account's memberships (suspended ones too: a suspension may be lifted
 * while the session lasts) whose password policy `password` fails on length or character classes.
 * Judged wherever a session starts from a typed password and recorded with it, since the handoff
 * into a tenant never sees the password (`access_tokens.password_weak_tenant_ids`). Each tenant's
 * policy is read inside that tenant, as row-level security wants. Call outside a transaction.
 */
export async function passwordWeakTenantIds(db: Db, userId: string, password: string): Promise<string[]> {
  // No tenant set: the own_memberships policy shows this user's rows in every tenant.
  const memberships = await inTenant(db, { tenantId: null, userId }, (tx) =>
    tx
      .select({ tenantId: tenantMembers.tenantId })
      .from(tenantMembers)
      .where(eq(tenantMembers.userId, userId)),
  );
  const weak: string[] = [];
  for (const { tenantId } of memberships) {
    const policy = await inTenant(db, { tenantId, userId }, (tx) => loadPolicy(tx));
    if (policyProblems(policy, password).length > 0) weak.push(tenantId);
  }
  return weak;
}

/**
 * Before a tenant lets a correct password in: if the tenant's policy says it must be replaced
 * (all passwords expired, too old, too weak for the policy), a reset link goes to the owner and
 * the sign-in is refused with PasswordExpiredError. Knowing the password proves the mailbox owner
 * asked, so a reset link is mailed without asking again (in the tenant's branding and the member's
 * language). On the handoff from another session the password is gone: its age and the admin's
 * expiry are judged from the account, its strength from what that session recorded (`{ weak }`).
 */
export async function refuseExpiredPassword(
  services: Services,
  request: FastifyRequest,
  tenant: TenantRow,
  user: { id: string; email: string; createdAt: Date },
  member: SignInMember,
  password: PasswordAtHand,
): Promise<void> {
  const scope = { tenantId: tenant.id, userId: user.id };
  const reason = await inTenant(services.db, scope, async (tx) =>
    passwordExpiry(tx, await loadPolicy(tx), user, password, services.now()),
  );
  if (!reason) return;
  const { secret } = await inTenant(services.db, scope, async (tx) => {
    await audit(
      tx,
      { tenantId: tenant.id, memberId: member.id },
      {
        action: 'session.passwordExpired',
        targetType: 'tenantMember',
        targetId: member.id,
        before: null,
        after: { email: user.email, reason },
      },
    );
    return createOneTimeSecret(services, tx, 'reset', scope);
  });
  const link = new URL('/new-password', tenantUrl(services, tenant));
  link.searchParams.set('token', secret);
  const language = mailLanguage(member.locale, tenant.language);
  const text = mailText(language, 'passwordExpired', {
    firstName: member.firstName,
    tenant: tenant.name,
    reason: mailPart(language, 'passwordExpired', reason, { tenant: tenant.name }),
    link: link.toString(),
  });
  await services.mailer
    .send(withBrandedHtml({ to: user.email, ...text }, brandingOf(services, tenant), language))
    .catch((err: unknown) => request.log.error({ err }, 'password expiry mail failed'));
  const message = 'Your password has expired. We emailed you a link to choose a new one.';
  // `type` says why (expiredByAdmin, tooOld, tooWeak), in the error shape the login form reads.
  throw new ApiError(401, 'PasswordExpiredError', message, [{ type: reason, path: 'password', message }]);
}
