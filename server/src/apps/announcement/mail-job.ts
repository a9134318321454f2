import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { announcements, tenantMembers } from '../../db/schema.ts';
import { mailBranding } from '../../mail/branded-html.ts';
import { mailLanguage } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { mailAttachments } from './branding.ts';
import { type RenderedMail, renderAnnouncementMail } from './mail.ts';

/** Mails one sweep pass claims at once. */
export const mailBatchSize = 500;

type Claimed = {
  announcement_id: string;
  member_id: string;
  tenant_id: string;
  kind: 'published' | 'reminder';
};

/**
 * Claims up to a batch of queued mails: the rows are deleted in a committed transaction before
 * anything is sent, with `for update skip locked`, so two sweeps (two instances, a retry) never
 * claim the same mail. A mail that then fails to send is queued again.
 */
async function claim(services: Services): Promise<Claimed[]> {
  return services.db.transaction(async (tx) =>
    rowsOf<Claimed>(
      await tx.execute(
        sql`delete from announcement_mails where (announcement_id, member_id, kind) in (
              select announcement_id, member_id, kind from announcement_mails
              order by created_at for update skip locked limit ${mailBatchSize})
            returning announcement_id, member_id, tenant_id, kind`,
      ),
    ),
  );
}

/** Renders one tenant's claimed mails, each announcement once per language and kind. */
async function render(
  services: Services,
  tenantId: string,
  claimed: Claimed[],
): Promise<{ item: Claimed; mail: Mail }[]> {
  return inTenant(services.db, { tenantId, userId: null }, async (tx) => {
    const branding = await mailBranding(services, tx, tenantId);
    const rows = await tx
      .select()
      .from(announcements)
      .where(
        and(
          inArray(announcements.id, [...new Set(claimed.map((c) => c.announcement_id))]),
          eq(announcements.status, 'active'),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const members = new Map(
      (
        await tx
          .select()
          .from(tenantMembers)
          .where(
            and(
              inArray(tenantMembers.id, [...new Set(claimed.map((c) => c.member_id))]),
              isNull(tenantMembers.suspendedAt),
              ne(tenantMembers.invitationStatus, 'archived'),
            ),
          )
      ).map((m) => [m.id, m]),
    );
    const attachments = new Map<string, { name: string; path: string }[]>();
    const rendered = new Map<string, RenderedMail>();
    const mails: { item: Claimed; mail: Mail }[] = [];
    for (const item of claimed) {
      // Archived or deleted since, or the member left: nothing to send.
      const row = byId.get(item.announcement_id);
      const member = members.get(item.member_id);
      if (!row || !member) continue;
      const language = mailLanguage(member.locale, branding.language);
      const key = `${row.id}/${item.kind}/${language}`;
      let mail = rendered.get(key);
      if (!mail) {
        if (!attachments.has(row.id))
          attachments.set(row.id, await mailAttachments(tx, tenantId, row.attachmentIds));
        mail = renderAnnouncementMail({
          id: row.id,
          title: row.title,
          body: row.body,
          attachments: attachments.get(row.id) ?? [],
          participation: row.participation,
          kind: item.kind,
          language,
          branding,
        });
        rendered.set(key, mail);
      }
      mails.push({
        item,
        mail: { to: member.email, subject: mail.subject, text: mail.text, html: mail.html },
      });
    }
    return mails;
  });
}

/**
 * The announcement mail sweep (docs/announcement.md): drains the queue that publishing and
 * reminders fill, a batch at a time, outside any request. Returns how many mails it sent.
 */
export async function sendQueuedAnnouncementMails(services: Services): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claim(services);
    if (claimed.length === 0) return sent;
    const byTenant = new Map<string, Claimed[]>();
    for (const item of claimed) byTenant.set(item.tenant_id, [...(byTenant.get(item.tenant_id) ?? []), item]);
    let failed = false;
    for (const [tenantId, items] of byTenant) {
      const mails = await render(services, tenantId, items).catch((err: unknown) => {
        services.log.error({ err, tenantId }, 'announcement mails not rendered');
        return null;
      });
      if (!mails) {
        await requeue(services, items);
        failed = true;
        continue;
      }
      for (const [index, { mail }] of mails.entries()) {
        try {
          await services.mailer.send(mail);
          sent += 1;
        } catch (err) {
          services.log.error({ err }, 'announcement mail not sent');
          // What is not sent yet goes back to the queue for the next sweep.
          await requeue(
            services,
            mails.slice(index).map((m) => m.item),
          );
          failed = true;
          break;
        }
      }
    }
    // A failing mail server is tried again on the next tick, not in a tight loop.
    if (failed || claimed.length < mailBatchSize) return sent;
  }
}

async function requeue(services: Services, items: Claimed[]): Promise<void> {
  for (const item of items) {
    await services.db.execute(
      sql`insert into announcement_mails (announcement_id, member_id, tenant_id, kind)
          values (${item.announcement_id}, ${item.member_id}, ${item.tenant_id}, ${item.kind}) on conflict do nothing`,
    );
  }
}
