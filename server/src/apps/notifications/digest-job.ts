import { and, eq, sql } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationDigests, type tenants } from '../../db/schema.ts';
import { tenantUrl } from '../../http/tenancy.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import { brandingOf, withBrandedHtml } from '../../mail/branded-html.ts';
import { mailLanguage } from '../../mail/mail-texts.ts';
import type { Services } from '../../services.ts';
import { type DigestItem, receivedIn, topIn } from './digest-content.ts';
import { digestMail } from './digest-mail.ts';
import { currentDigestWeek, type DigestWeek } from './digest-week.ts';

type Candidate = {
  id: string;
  first_name: string;
  email: string;
  timezone: string | null;
  locale: string | null;
  created_at: string | Date;
  last_week: string | null;
};

type Tenant = typeof tenants.$inferSelect;

/**
 * Members who may be due a digest: joined, not suspended, and weekly by their own choice or,
 * without one, by the tenant's default. Each one's last digest week comes along.
 */
const candidatesSql = sql`
  select m.id, m.first_name, m.email, m.timezone, m.locale, m.created_at,
    (select max(g.week_start)::text from notification_digests g where g.member_id = m.id) as last_week
  from tenant_members m
  left join notification_channel_preferences p on p.member_id = m.id
  left join notification_tenant_defaults d on d.tenant_id = m.tenant_id
  where m.suspended_at is null and m.invitation_status = 'joined'
    and coalesce(p.recognition_digest, d.recognition_digest, 'week') = 'week'`;

/**
 * Sends one member's digest for `week`, exactly once: the row that records it is claimed and
 * committed first (a second sweep or instance finds it, or waits on it, and sends nothing), the
 * mail goes out after the commit (never holding a transaction open on the mail server), and a
 * mail that fails gives the claim back for the next sweep. Returns whether a mail was sent.
 */
async function sendOne(
  services: Services,
  tenant: Tenant,
  member: Candidate,
  week: DigestWeek,
  /** The company's top lists read so far in this sweep, by week window. */
  tops: Map<string, DigestItem[]>,
): Promise<boolean> {
  const scope = { tenantId: tenant.id, userId: null };
  const mail = await inTenant(services.db, scope, async (tx) => {
    const claimed = await tx
      .insert(notificationDigests)
      .values({ tenantId: tenant.id, memberId: member.id, weekStart: week.weekStart, sentAt: services.now() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return null;
    const received = await receivedIn(tx, member.id, week.from, week.sendAt);
    const key = `${week.from.toISOString()}/${week.sendAt.toISOString()}`;
    const top = tops.get(key) ?? (await topIn(tx, week.from, week.sendAt));
    tops.set(key, top);
    // A week with nothing to tell is recorded but not mailed.
    if (received.length === 0 && top.length === 0) return null;
    const language = mailLanguage(member.locale, tenant.language);
    const mail = digestMail({
      to: member.email,
      firstName: member.first_name,
      tenantName: tenant.name,
      appUrl: tenantUrl(services, tenant),
      language,
      digest: { received, top },
    });
    return withBrandedHtml(mail, brandingOf(services, tenant), language);
  });
  if (!mail) return false;
  try {
    await services.mailer.send(mail);
  } catch (err) {
    await inTenant(services.db, scope, (tx) =>
      tx
        .delete(notificationDigests)
        .where(
          and(eq(notificationDigests.memberId, member.id), eq(notificationDigests.weekStart, week.weekStart)),
        ),
    );
    throw err;
  }
  return true;
}

/**
 * The weekly recognition digest sweep (docs/notification-settings.md): for every tenant, mails
 * each member whose digest is weekly once their Monday 08:00 has come, for the week before it.
 * Members who joined after that Monday wait for the next one. Idempotent: what was sent is in
 * notification_digests. Returns how many mails this call sent.
 */
export async function sendWeeklyDigests(services: Services): Promise<number> {
  const now = services.now();
  return forEachTenant(services, 'digest sweep failed', async (tenant) => {
    let sent = 0;
    const candidates = await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) =>
      rowsOf<Candidate>(await tx.execute(candidatesSql)),
    );
    // Members in the same time zone share the company's top list: read once per week window.
    const tops = new Map<string, DigestItem[]>();
    for (const member of candidates) {
      const week = currentDigestWeek(now, member.timezone ?? tenant.timeZone);
      if (member.last_week && member.last_week >= week.weekStart) continue;
      if (new Date(member.created_at) >= week.sendAt) continue;
      try {
        if (await sendOne(services, tenant, member, week, tops)) sent += 1;
      } catch (err) {
        // The claim was given back (or never committed): the next sweep tries this member again.
        services.log.error({ err, tenantId: tenant.id, memberId: member.id }, 'digest not sent');
      }
    }
    return sent;
  });
}
