import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenantMembers } from '../../db/schema.ts';
import { notifyAll } from '../../kernel/notify/notify.ts';
import { mailBranding, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { takingEmail } from '../celebration/index.ts';
import { claimApprovedKind, claimRejectedKind } from './notification-kinds.ts';

export type Decision = {
  claimId: string;
  memberId: string;
  incentiveName: string;
  status: 'approved' | 'rejected';
  amount: number;
  reason: string | null;
};

/**
 * Tells claimants how their claims were decided: the bell (and web push) in the caller's
 * transaction, and e-mails for those who take them, returned to be sent after the commit.
 */
export async function tellClaimants(
  services: Services,
  tx: Tx,
  tenantId: string,
  reviewerId: string,
  decisions: Decision[],
): Promise<Mail[]> {
  if (decisions.length === 0) return [];
  const people = await tx
    .select()
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, [reviewerId, ...new Set(decisions.map((d) => d.memberId))]));
  const byId = new Map(people.map((m) => [m.id, m]));
  const reviewer = byId.get(reviewerId);
  const reviewerName = reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : '';
  await notifyAll(
    services,
    tx,
    decisions.map((d) => ({
      tenantId,
      memberId: d.memberId,
      fromMemberId: reviewerId,
      ...(d.status === 'approved'
        ? claimApprovedKind.of({ incentive: d.incentiveName, points: d.amount })
        : claimRejectedKind.of({ incentive: d.incentiveName, reason: d.reason ?? '' })),
      resourcePath: '/incentives',
    })),
  );
  const wanted = await takingEmail(tx, [...new Set(decisions.map((d) => d.memberId))]);
  if (wanted.size === 0) return [];
  const branding = await mailBranding(services, tx, tenantId);
  const link = `${branding.appUrl.replace(/\/$/, '')}/incentives`;
  const mails: Mail[] = [];
  for (const d of decisions) {
    const member = byId.get(d.memberId);
    if (!member || !wanted.has(member.id) || member.suspendedAt) continue;
    const language = mailLanguage(member.locale, branding.language);
    const text = mailText(language, d.status === 'approved' ? 'incentiveApproved' : 'incentiveRejected', {
      firstName: member.firstName,
      reviewer: reviewerName,
      incentive: d.incentiveName,
      points: String(d.amount),
      reason: d.reason ?? '',
      link,
    });
    mails.push(withBrandedHtml({ to: member.email, ...text }, branding, language));
  }
  return mails;
}

/** Sends mails once their transaction has committed; a failed mail is logged, never thrown. */
export async function sendMails(services: Services, mails: Mail[]): Promise<void> {
  for (const mail of mails) {
    await services.mailer
      .send(mail)
      .catch((err: unknown) => services.log.error({ err }, 'incentive mail could not be sent'));
  }
}
