import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { tenantMembers, tenants } from '../../../db/schema.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { tenantUrl } from '../../../http/tenancy.ts';
import { brandingOf, withBrandedHtml } from '../../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../../mail/mail-texts.ts';
import type { Mail } from '../../../mail/mailer.ts';
import type { Services } from '../../../services.ts';
import { setChecklistItem } from '../../onboarding/index.ts';
import { createOneTimeSecret } from '../tokens.ts';
import type { MemberRow } from './queries.ts';

/** How long a welcome link lets a new member choose their password. */
export const welcomeLinkLifetimeMs = 7 * 24 * 3600_000;

/**
 * Creates each member's set-password link and marks them invited (a member who already joined
 * stays joined: the mail is a resend). Returns the mails to send once the transaction commits,
 * so a rolled-back batch never mails a link that does not exist. Every way an admin invites (one
 * member, a batch, a new member with `invite`, the batch-invite flow) comes here, so this also
 * ticks the setup guide's "Send welcome email" item, in the same transaction as the links.
 */
export async function prepareWelcomes(
  services: Services,
  tx: Tx,
  tenantId: string,
  members: MemberRow[],
): Promise<Mail[]> {
  const suspended = members.find((member) => member.suspendedAt);
  if (suspended)
    throw conflict(`${suspended.firstName} ${suspended.lastName} is suspended and cannot sign in`);
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound();
  const branding = brandingOf(services, tenant);
  const mails: Mail[] = [];
  for (const member of members) {
    const { secret } = await createOneTimeSecret(
      services,
      tx,
      'reset',
      { userId: member.userId, tenantId },
      welcomeLinkLifetimeMs,
    );
    const link = new URL('/accept-invitation', tenantUrl(services, tenant));
    link.searchParams.set('token', secret);
    const language = mailLanguage(member.locale, tenant.language);
    const mail = {
      to: member.email,
      ...mailText(language, 'welcome', {
        tenant: tenant.name,
        firstName: member.firstName,
        link: link.toString(),
        email: member.email,
      }),
    };
    mails.push(withBrandedHtml(mail, branding, language));
  }
  const ids = members.map((member) => member.id);
  if (ids.length > 0) {
    await tx
      .update(tenantMembers)
      .set({ invitationStatus: 'invited' })
      .where(and(inArray(tenantMembers.id, ids), ne(tenantMembers.invitationStatus, 'joined')));
    await setChecklistItem(tx, tenantId, 'sendWelcomeEmail', true, services.now());
  }
  return mails;
}

export async function sendAll(services: Services, mails: Mail[]): Promise<void> {
  for (const mail of mails) await services.mailer.send(mail);
}
