import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { cardSignatures, cards, tenantMembers } from '../../db/schema.ts';
import { notifyAll } from '../../kernel/notify/notify.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import { mailBranding, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { takingEmail, todayIn } from '../celebration/index.ts';
import { cardReceivedKind } from './notification-kinds.ts';

/** Names as a sentence lists them: "Eve Curie, Max Planck and Ada Lovelace". */
function namesOf(names: string[], conjunction: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}
const andWord: Record<string, string> = { en: 'and', de: 'und' };

/**
 * One tenant's cards whose day has come (tenant's time zone): each is marked delivered by one
 * conditional UPDATE, so two instances or a retry deliver it once; the recipient's bell message is
 * written in the same transaction, and the e-mails go out after the commit (docs/card.md).
 */
export async function deliverTenantCards(
  services: Services,
  tenant: { id: string; timeZone: string },
): Promise<number> {
  const now = services.now();
  const today = todayIn(tenant.timeZone, now);
  const mails: Mail[] = [];
  const delivered = await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) => {
    const due = await tx
      .update(cards)
      .set({ deliveredAt: now })
      .where(
        and(
          eq(cards.tenantId, tenant.id),
          isNull(cards.deliveredAt),
          isNull(cards.removedAt),
          lte(cards.deliverOn, today),
        ),
      )
      .returning();
    if (due.length === 0) return 0;
    const recipients = new Map(
      (
        await tx
          .select()
          .from(tenantMembers)
          .where(
            and(
              inArray(
                tenantMembers.id,
                due.map((c) => c.recipientId),
              ),
              isNull(tenantMembers.suspendedAt),
            ),
          )
      ).map((m) => [m.id, m]),
    );
    const signers = await tx
      .select({
        cardId: cardSignatures.cardId,
        firstName: tenantMembers.firstName,
        lastName: tenantMembers.lastName,
      })
      .from(cardSignatures)
      .innerJoin(tenantMembers, eq(tenantMembers.id, cardSignatures.memberId))
      .where(
        and(
          inArray(
            cardSignatures.cardId,
            due.map((c) => c.id),
          ),
          isNull(cardSignatures.removedAt),
        ),
      )
      .orderBy(asc(cardSignatures.createdAt));
    const creators = new Map(
      (
        await tx
          .select()
          .from(tenantMembers)
          .where(
            inArray(
              tenantMembers.id,
              due.flatMap((c) => (c.creatorId ? [c.creatorId] : [])),
            ),
          )
      ).map((m) => [m.id, `${m.firstName} ${m.lastName}`]),
    );
    const branding = await mailBranding(services, tx, tenant.id);
    // A member suspended since the card was made gets nothing; the card still counts as delivered.
    const reached = due.filter((c) => recipients.has(c.recipientId));
    await notifyAll(
      services,
      tx,
      reached.map((c) => ({
        tenantId: tenant.id,
        memberId: c.recipientId,
        fromMemberId: c.creatorId,
        ...cardReceivedKind.of({ title: c.title }),
        resourcePath: `/card/${c.id}`,
      })),
    );
    // The e-mail follows the member's e-mail setting; the bell message always comes.
    const wanted = await takingEmail(
      tx,
      reached.map((c) => c.recipientId),
    );
    for (const c of reached) {
      const member = recipients.get(c.recipientId);
      if (!member || !wanted.has(member.id)) continue;
      const language = mailLanguage(member.locale, branding.language);
      const names = signers.filter((s) => s.cardId === c.id).map((s) => `${s.firstName} ${s.lastName}`);
      const creator = c.creatorId ? creators.get(c.creatorId) : undefined;
      const text = mailText(language, 'cardDelivered', {
        firstName: member.firstName,
        tenant: branding.tenantName,
        title: c.title,
        signers: namesOf(
          names.length > 0 ? names : creator ? [creator] : [branding.tenantName],
          andWord[language] ?? 'and',
        ),
        link: `${branding.appUrl.replace(/\/$/, '')}/card/${c.id}`,
      });
      mails.push(withBrandedHtml({ to: member.email, ...text }, branding, language));
    }
    return due.length;
  });
  for (const mail of mails) {
    await services.mailer
      .send(mail)
      .catch((err: unknown) =>
        services.log.error({ err, tenantId: tenant.id }, 'card mail could not be sent'),
      );
  }
  return delivered;
}

/** The card delivery sweep (docs/card.md, docs/jobs.md): every tenant's due cards. */
export async function deliverDueCards(services: Services): Promise<number> {
  return forEachTenant(services, 'card delivery failed', (tenant) => deliverTenantCards(services, tenant));
}
