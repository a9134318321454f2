import { inArray } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { checkInReminders, tenantMembers } from '../../db/schema.ts';
import { notifyAll } from '../../kernel/notify/notify.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import { mailBranding, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { takingEmail, todayIn } from '../celebration/index.ts';
import { dueQuestions } from './due.ts';
import { checkInReminderKind } from './notification-kinds.ts';

/**
 * One tenant's reminders: each member with questions due in a category hears of it once per
 * period, in the bell and by e-mail (unless they turned e-mail off). The reminder row, unique per
 * member, category and period, makes the sweep safe to repeat. Returns how many were sent.
 */
export async function remindTenant(
  services: Services,
  tenant: { id: string; timeZone: string },
): Promise<number> {
  const today = todayIn(tenant.timeZone, services.now());
  const mails: Mail[] = [];
  const sent = await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) => {
    const due = new Map<
      string,
      { memberId: string; categoryId: string; name: string; period: string; count: number }
    >();
    for (const row of await dueQuestions(tx, today)) {
      const key = `${row.memberId}:${row.categoryId}`;
      const entry = due.get(key);
      if (entry) entry.count += 1;
      else
        due.set(key, {
          memberId: row.memberId,
          categoryId: row.categoryId,
          name: row.categoryName,
          period: row.periodStart,
          count: 1,
        });
    }
    if (due.size === 0) return [];
    const fresh = await tx
      .insert(checkInReminders)
      .values(
        [...due.values()].map((d) => ({
          tenantId: tenant.id,
          memberId: d.memberId,
          categoryId: d.categoryId,
          periodStart: d.period,
        })),
      )
      .onConflictDoNothing()
      .returning({ memberId: checkInReminders.memberId, categoryId: checkInReminders.categoryId });
    const reminded = fresh
      .map((r) => due.get(`${r.memberId}:${r.categoryId}`))
      .filter((d) => d !== undefined);
    await notifyAll(
      services,
      tx,
      reminded.map((d) => ({
        tenantId: tenant.id,
        memberId: d.memberId,
        fromMemberId: null,
        ...checkInReminderKind.of({ category: d.name, questions: d.count }),
        resourcePath: `/check-ins/category/${d.categoryId}/question`,
      })),
    );
    if (reminded.length === 0) return reminded;
    const members = new Map(
      (
        await tx
          .select()
          .from(tenantMembers)
          .where(
            inArray(
              tenantMembers.id,
              reminded.map((d) => d.memberId),
            ),
          )
      ).map((m) => [m.id, m]),
    );
    const wanted = await takingEmail(tx, [...members.keys()]);
    const branding = await mailBranding(services, tx, tenant.id);
    for (const d of reminded) {
      const member = members.get(d.memberId);
      if (!member || !wanted.has(member.id)) continue;
      const language = mailLanguage(member.locale, branding.language);
      const text = mailText(language, 'checkInReminder', {
        firstName: member.firstName,
        category: d.name,
        count: String(d.count),
        link: `${branding.appUrl.replace(/\/$/, '')}/check-ins/category/${d.categoryId}/question`,
      });
      mails.push(withBrandedHtml({ to: member.email, ...text }, branding, language));
    }
    return reminded;
  });
  // After the commit: a rolled-back sweep mails nobody; a failed mail is logged, not re-sent.
  for (const mail of mails) {
    await services.mailer
      .send(mail)
      .catch((err: unknown) =>
        services.log.error({ err, tenantId: tenant.id }, 'check-in reminder could not be sent'),
      );
  }
  return sent.length;
}

/** The reminder sweep (docs/check-in.md), every tenant in its own time zone. */
export function remindDueCheckIns(services: Services): Promise<number> {
  return forEachTenant(services, 'check-in reminders failed', (tenant) => remindTenant(services, tenant));
}
