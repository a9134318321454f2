import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';
import { celebrateDueDays } from './daily-job.ts';

let r: RecognitionApp;
// The seed celebrated the real today; the simulated clock then jumps ahead.
let clock = new Date();

const inAcme = async <T>(query: ReturnType<typeof sql>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<T>(await tx.execute(query)),
  );
const setBirthday = (who: Who, birthday: string | null) =>
  inAcme(
    sql`update staff_records set birthday = ${birthday}, start_date = null where member_id = ${r.ids[who]}`,
  ).then(() =>
    inAcme(
      sql`update tenant_members set public_staff_profile = coalesce(public_staff_profile, '{}'::jsonb) || jsonb_build_object('birthday', ${birthday}::text, 'startDate', null) where id = ${r.ids[who]}`,
    ),
  );
const mailsTo = async (email: string) =>
  rowsOf<{ subject: string; text: string; html: string | null }>(
    await r.t.services.db.execute(
      sql`select subject, text, html from mail_outbox where "to" = ${email} and subject like '%birthday%' order by created_at`,
    ),
  );

beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
  await inAcme(sql`update tenants set time_zone = 'UTC' where id = ${r.tenantIds.acme}`);
  for (const who of ['ada', 'max', 'eve', 'sam', 'uma'] as const) await setBirthday(who, null);
});
afterAll(() => r.t.close());

describe('celebration e-mails', () => {
  it("mails the celebrated member on their day, in the tenant's branding, unless they turned e-mail off", async () => {
    await setBirthday('sam', '03-10');
    await setBirthday('eve', '03-10');
    const off = await r.api('eve', 'PATCH', '/notifications/channelPreferences', { email: false });
    expect(off.statusCode).toBe(200);
    clock = new Date('2027-03-10T08:00:00Z');
    await Promise.all([celebrateDueDays(r.t.services), celebrateDueDays(r.t.anotherInstance())]);
    await celebrateDueDays(r.t.services);
    const sam = await mailsTo('sam@acme.test');
    expect(sam).toHaveLength(1);
    expect(sam[0]?.subject).toBe('Happy birthday from all of us at Acme!');
    expect(sam[0]?.text).toContain('/celebrate/calendar');
    expect(sam[0]?.html).toContain('Happy birthday from all of us at Acme!');
    expect(await mailsTo('eve@acme.test')).toEqual([]);
    // Eve still has her bell message.
    const bells = await inAcme(
      sql`select 1 from notification_messages where member_id = ${r.ids.eve} and kind like 'celebration.birthday%' and created_at > '2027-01-01'`,
    );
    expect(bells).toHaveLength(1);
  });

  it('does not congratulate late on a day caught up after downtime', async () => {
    await setBirthday('max', '03-12');
    clock = new Date('2027-03-14T08:00:00Z');
    await celebrateDueDays(r.t.services);
    expect(
      await inAcme(
        sql`select 1 from celebration_events where member_id = ${r.ids.max} and celebrated_on = '2027-03-12'`,
      ),
    ).toHaveLength(1);
    expect(await mailsTo('max@acme.test')).toEqual([]);
  });
});
