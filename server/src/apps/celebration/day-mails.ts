import { and, inArray, isNull, sql } from 'drizzle-orm';
import { onboardingAfterDays } from '#shared/contract/celebration';
import type { Executor, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { tenantMembers } from '../../db/schema.ts';
import { mailBranding, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailPart, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import type { CelebrationEvent } from './daily.ts';

/**
 * Which of these members take e-mail (their own setting, else the tenant's default, else yes: the
 * rule of notifications/preferences.ts), in one query for a whole day's events.
 */
export async function takingEmail(db: Executor, memberIds: string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select m.id from tenant_members m
      left join notification_channel_preferences p on p.member_id = m.id
      left join notification_tenant_defaults d on d.tenant_id = m.tenant_id
      where m.id in (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and coalesce(p.email, d.email, true)`),
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The e-mail each celebrated member gets on their day (docs/celebration.md), made inside the
 * day's transaction and sent by the caller after it commits. Only today's events are mailed: a
 * day caught up after downtime is not congratulated late. Members who turned e-mail off, or who
 * are suspended, get none.
 */
export async function celebrationMails(
  services: Services,
  tx: Tx,
  tenantId: string,
  events: CelebrationEvent[],
  today: string,
): Promise<Mail[]> {
  const due = events.filter((event) => event.celebratedOn === today);
  if (due.length === 0) return [];
  const members = new Map(
    (
      await tx
        .select()
        .from(tenantMembers)
        .where(
          and(
            inArray(
              tenantMembers.id,
              due.map((e) => e.memberId),
            ),
            isNull(tenantMembers.suspendedAt),
          ),
        )
    ).map((m) => [m.id, m]),
  );
  const branding = await mailBranding(services, tx, tenantId);
  const wanted = await takingEmail(tx, [...members.keys()]);
  const mails: Mail[] = [];
  for (const event of due) {
    const member = members.get(event.memberId);
    if (!member || !wanted.has(member.id)) continue;
    const language = mailLanguage(member.locale, branding.language);
    const values = {
      tenant: branding.tenantName,
      years: String(event.years ?? ''),
      days: String(onboardingAfterDays),
      points: String(event.points),
    };
    const part = event.kind === 'anniversary' && event.years ? 'anniversaryYears' : event.kind;
    const headline = mailPart(language, 'celebration', part, values);
    const points = event.points > 0 ? `\n\n${mailPart(language, 'celebration', 'points', values)}` : '';
    const text = mailText(language, 'celebration', {
      headline,
      firstName: member.firstName,
      message: `${headline}${points}`,
      link: `${branding.appUrl.replace(/\/$/, '')}/celebrate/calendar`,
    });
    mails.push(withBrandedHtml({ to: member.email, ...text }, branding, language));
  }
  return mails;
}
