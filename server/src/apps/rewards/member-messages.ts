import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenantMembers, tenants } from '../../db/schema.ts';
import { notify } from '../../kernel/notify/notify.ts';
import { brandingOf, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { rewardKinds } from './notification-kinds.ts';
import type { OrderRow } from './store.ts';

type Event = 'rewardRedeemed' | 'rewardFulfilled' | 'rewardRefunded';

/** The bell's meaning of each step; the fulfilled one names no points. */
const bell = (event: Event, reward: string, points: number) =>
  event === 'rewardFulfilled'
    ? rewardKinds.rewardFulfilled.of({ reward })
    : rewardKinds[event].of({ reward, points });

/**
 * Tells the member about their order: a bell message in the caller's transaction, and the
 * e-mail to send once it has committed (returned, so a rolled-back change mails nobody), in the
 * member's language and the tenant's branding.
 */
export async function tellMember(
  services: Services,
  tx: Tx,
  order: OrderRow,
  event: Event,
): Promise<Mail | null> {
  await notify(services, tx, {
    tenantId: order.tenantId,
    memberId: order.memberId,
    fromMemberId: null,
    ...bell(event, order.rewardName, order.cost),
    resourcePath: '/rewards/redemption-history',
  });
  const [member] = await tx
    .select({
      email: tenantMembers.email,
      firstName: tenantMembers.firstName,
      locale: tenantMembers.locale,
      tenant: tenants,
    })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.id, order.memberId));
  if (!member) return null;
  const language = mailLanguage(member.locale, member.tenant.language);
  const text = mailText(language, event, {
    firstName: member.firstName,
    tenant: member.tenant.name,
    reward: order.rewardName,
    points: String(order.cost),
  });
  return withBrandedHtml({ to: member.email, ...text }, brandingOf(services, member.tenant), language);
}

/** Sends after the commit; a mail server that fails is logged, never undoes the order. */
export function sendAfterCommit(services: Services, mail: Mail | null): void {
  if (!mail) return;
  services.mailer
    .send(mail)
    .catch((err: unknown) => services.log.error({ err }, 'reward mail could not be sent'));
}
