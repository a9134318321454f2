import { eq } from 'drizzle-orm';
import { inTenant } from '../../../db/client.ts';
import { type SamlSessionRef, type SsoLink, tenantMembers } from '../../../db/schema.ts';
import { type TenantRow, tenantUrl } from '../../../http/tenancy.ts';
import { brandingOf, withBrandedHtml } from '../../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../../mail/mail-texts.ts';
import type { Services } from '../../../services.ts';
import { createOneTimeSecret } from '../tokens.ts';
import { createMember } from './acs.ts';
import type { SamlPerson } from './attributes.ts';
import { findProvider, type SamlProviderRow } from './providers.ts';

/** How long the mailed link lets the account's owner confirm joining. */
export const ssoLinkLifetimeMs = 24 * 3600_000;

/**
 * An SSO sign-in named an account that exists already: instead of linking it, mail its address a
 * handoff that makes the membership when opened (so only the mailbox's owner adds this
 * organization to the account). The handoff is the ordinary one (/tenant/login exchanges it on the
 * tenant's host), carrying the member to create and the IdP session.
 */
export async function mailSsoLink(
  services: Services,
  tenant: TenantRow,
  provider: SamlProviderRow,
  person: SamlPerson,
  userId: string,
  session: SamlSessionRef,
): Promise<void> {
  const ssoLink: SsoLink = {
    providerId: provider.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    jobTitle: person.jobTitle,
    department: person.department,
  };
  const { secret } = await createOneTimeSecret(
    services,
    services.db,
    'handoff',
    { userId, tenantId: tenant.id, saml: session, ssoLink },
    ssoLinkLifetimeMs,
  );
  const link = new URL('/tenant/login', tenantUrl(services, tenant));
  link.searchParams.set('state', secret);
  link.searchParams.set('next', '/home');
  const language = mailLanguage(tenant.language);
  const mail = {
    to: person.email,
    ...mailText(language, 'ssoLink', {
      tenant: tenant.name,
      provider: provider.name,
      email: person.email,
      link: link.toString(),
    }),
  };
  await services.mailer.send(withBrandedHtml(mail, brandingOf(services, tenant), language));
}

/**
 * The confirmed link's membership, made as the exchange of its handoff consumes it: the
 * provider must still exist (it may have been removed since the mail), and a member the account
 * became meanwhile (an invitation) is kept as it is.
 */
export async function completeSsoLink(services: Services, tenantId: string, userId: string, link: SsoLink) {
  return inTenant(services.db, { tenantId, userId: null }, async (tx) => {
    const [existing] = await tx.select().from(tenantMembers).where(eq(tenantMembers.userId, userId));
    if (existing) return existing;
    const provider = await findProvider(tx, link.providerId);
    if (!provider) return null;
    return createMember(tx, tenantId, provider, link, userId);
  });
}
