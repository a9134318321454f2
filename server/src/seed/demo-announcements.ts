import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { announcements } from '../db/schema.ts';

export const demoAnnouncementTitle = 'Welcome to Kudos';

/**
 * Acme's live announcement for the whole company, everyone already among its recipients. Its
 * setup guide's launch step stays open: publishing their own announcement is what completes it.
 */
export async function seedDemoAnnouncements(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  const [row] = await tx
    .insert(announcements)
    .values({
      tenantId,
      title: demoAnnouncementTitle,
      body: [
        '<h2>Recognition starts today</h2>',
        '<p>Kudos is where we thank each other for great work. A few ways to begin:</p>',
        '<ul><li>Send a recognition to someone who helped you this week.</li>',
        '<li>Add a value to say what the work stood for.</li>',
        '<li>Check the timeline to see what colleagues are celebrating.</li></ul>',
        '<p>Questions? Ask <strong>People Operations</strong>.</p>',
      ].join(''),
      status: 'active',
      startAt: sql`now() - interval '1 day'`,
      publishedAt: sql`now() - interval '1 day'`,
      audience: { wholeCompany: true, teamIds: [], memberIds: [] },
      participation: 'acknowledge',
      createdById: memberIds.get('acme:ada@acme.test') ?? null,
      createdAt: sql`now() - interval '1 day'`,
    })
    .returning({ id: announcements.id });
  await tx.execute(
    sql`insert into announcement_recipients (tenant_id, announcement_id, member_id)
        select tenant_id, ${row?.id}, id from tenant_members
        where tenant_id = ${tenantId} and suspended_at is null and invitation_status <> 'archived'`,
  );
}
