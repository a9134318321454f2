import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailOutbox } from '../../db/schema.ts';
import { type ReportApp, startReportApp } from '../../test/fixtures/report.ts';
import { sendDueReportEmails } from './schedules.ts';

/** The clock the app and the sweep read; each test moves it. */
let clock = new Date();
let app: ReportApp;
beforeAll(async () => {
  app = await startReportApp({ now: () => clock });
}, 120_000);
afterAll(() => app?.t.close());

const view = { range: 'last3Months', teams: 'all', groupBy: 'team' };
const mailsTo = (to: string) => app.t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const countRows = (table: string) =>
  app.inAcme(async (tx) =>
    Number(rowsOf<{ n: unknown }>(await tx.execute(sql`select count(*) as n from ${sql.raw(table)}`))[0]?.n),
  );

describe('access', () => {
  it('lets a team see a shared report under Analytics, and nothing more', async () => {
    const share = await app.api('ada', 'PUT', '/report/reports/engagement/shares', {
      shares: [{ targetType: 'team', targetId: app.fixed.engineering }],
    });
    expect(share.statusCode, share.body).toBe(200);
    expect(share.json().results).toEqual([
      { targetType: 'team', targetId: app.fixed.engineering, name: 'Engineering' },
    ]);
    const list = (await app.api('max', 'GET', '/report/reports')).json();
    expect(list).toMatchObject({ results: [{ id: 'engagement' }], canManage: false });
    expect((await app.api('max', 'GET', '/report/reports/engagement')).statusCode).toBe(200);
    expect((await app.api('max', 'GET', '/report/teams')).statusCode).toBe(200);
    expect((await app.api('max', 'GET', '/report/reports/award-summary')).statusCode).toBe(403);
    // Viewing is not managing.
    expect((await app.api('max', 'GET', '/report/reports/engagement/shares')).statusCode).toBe(403);
    expect(
      (await app.api('max', 'PUT', '/report/reports/engagement/shares', { shares: [] })).statusCode,
    ).toBe(403);
  });

  it('refuses another organization’s member and keeps the shares as they were', async () => {
    const response = await app.api('ada', 'PUT', '/report/reports/engagement/shares', {
      shares: [
        { targetType: 'tenantMember', targetId: app.ids.eve },
        { targetType: 'tenantMember', targetId: app.ids.gus },
      ],
    });
    expect(response.statusCode).toBe(400);
    const now = (await app.api('ada', 'GET', '/report/reports/engagement/shares')).json().results;
    expect(now).toEqual([{ targetType: 'team', targetId: app.fixed.engineering, name: 'Engineering' }]);
  });

  it('shares by role', async () => {
    expect(
      (
        await app.api('ada', 'PUT', '/report/reports/manager-leaderboard/shares', {
          shares: [{ targetType: 'role', targetId: 'employee' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await app.api('sam', 'GET', '/report/reports/manager-leaderboard')).statusCode).toBe(200);
  });

  it('offers and shares with the organization’s custom roles, never another organization’s', async () => {
    const role = (tenantId: string, name: string) =>
      inTenant(app.t.services.db, { tenantId, userId: null }, async (tx) => {
        const [row] = rowsOf<{ id: string }>(
          await tx.execute(
            sql`insert into roles (tenant_id, name, permissions) values (${tenantId}, ${name}, '{}'::jsonb) returning id::text as id`,
          ),
        );
        return row?.id as string;
      });
    const analysts = await role(app.tenantIds.acme, 'Analysts');
    const globexAuditors = await role(app.tenantIds.globex, 'Auditors');
    await app.inAcme((tx) =>
      tx.execute(sql`update tenant_members set custom_role_id = ${analysts} where id = ${app.ids.eve}`),
    );

    // Offered to those who share: the built-in roles, then Acme's own, and only to them.
    const offered = await app.api('ada', 'GET', '/report/roles');
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().results).toEqual([
      { id: 'admin', name: 'admin', builtIn: true },
      { id: 'employee', name: 'employee', builtIn: true },
      { id: analysts, name: 'Analysts', builtIn: false },
    ]);
    expect((await app.api('eve', 'GET', '/report/roles')).statusCode).toBe(403);
    const globexOffered = (await app.api('umaGlobex', 'GET', '/report/roles')).json().results;
    expect(globexOffered.map((r: { name: string }) => r.name)).toEqual(['admin', 'employee', 'Auditors']);

    expect((await app.api('eve', 'GET', '/report/reports/redemption-summary')).statusCode).toBe(403);
    const shared = await app.api('ada', 'PUT', '/report/reports/redemption-summary/shares', {
      shares: [{ targetType: 'role', targetId: analysts }],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().results).toEqual([{ targetType: 'role', targetId: analysts, name: 'Analysts' }]);
    // eve holds the custom role; sam, an employee without it, does not see the report.
    expect((await app.api('eve', 'GET', '/report/reports/redemption-summary')).statusCode).toBe(200);
    expect((await app.api('sam', 'GET', '/report/reports/redemption-summary')).statusCode).toBe(403);

    // Another organization's role id, or one that does not exist: a 400, and the shares stay.
    for (const targetId of [globexAuditors, '00000000-0000-4000-8000-000000000000', 'owner']) {
      const refused = await app.api('ada', 'PUT', '/report/reports/redemption-summary/shares', {
        shares: [
          { targetType: 'role', targetId: 'employee' },
          { targetType: 'role', targetId },
        ],
      });
      expect(refused.statusCode, targetId).toBe(400);
      expect(refused.json().message).toBe('Choose roles of your organization');
    }
    const now = (await app.api('ada', 'GET', '/report/reports/redemption-summary/shares')).json().results;
    expect(now).toEqual([{ targetType: 'role', targetId: analysts, name: 'Analysts' }]);
    // Globex cannot share with Acme's role either.
    const crossed = await app.api('umaGlobex', 'PUT', '/report/reports/redemption-summary/shares', {
      shares: [{ targetType: 'role', targetId: analysts }],
    });
    expect(crossed.statusCode).toBe(400);
    await app.inAcme((tx) =>
      tx.execute(sql`update tenant_members set custom_role_id = null where id = ${app.ids.eve}`),
    );
  });
});

describe('e-mail now', () => {
  it('mails members and typed addresses the view with its link, and lists the send', async () => {
    // The kernel's mailer as SMTP would get it: the PDF goes along.
    const sentFiles: string[] = [];
    const mailer = app.t.services.mailer;
    app.t.services.mailer = {
      send: async (mail) => {
        for (const file of mail.attachments ?? [])
          sentFiles.push(`${file.filename} ${file.content.subarray(0, 5).toString()}`);
        await mailer.send(mail);
      },
    };
    const response = await app.api('ada', 'POST', '/report/reports/engagement/emails', {
      view,
      memberIds: [app.ids.eve],
      emails: ['Board@Example.com'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      recipients: ['eve@acme.test', 'board@example.com'],
      state: 'sent',
    });
    const [mail] = await mailsTo('board@example.com');
    expect(mail?.subject).toBe('Engagement report from Acme');
    expect(mail?.text).toContain('/reports/engagement/last3Months/all/team');
    expect(mail?.html).toContain('Engineering');
    app.t.services.mailer = mailer;
    expect(sentFiles).toHaveLength(2);
    expect(sentFiles[0]).toMatch(/^engagement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf %PDF-$/);
    const past = (await app.api('ada', 'GET', '/report/reports/engagement/emails')).json().results;
    expect(past).toHaveLength(1);
    expect((await app.api('ada', 'GET', '/report/reports')).json().results[1].lastEmailedAt).not.toBeNull();
  });

  it('refuses someone outside the organization, no recipients, or a bad view, sending nothing', async () => {
    const before = await countRows('report_mails');
    for (const body of [
      { view, memberIds: [app.ids.gus], emails: [] },
      { view, memberIds: [], emails: [] },
      { view: { ...view, range: '2010-01-01_2020-01-01' }, memberIds: [app.ids.eve], emails: [] },
      { view, memberIds: [], emails: ['not an address'] },
    ]) {
      const response = await app.api('ada', 'POST', '/report/reports/engagement/emails', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows('report_mails')).toBe(before);
    expect((await mailsTo('gus@globex.test')).filter((m) => m.subject.includes('report'))).toEqual([]);
    expect(
      (
        await app.api('max', 'POST', '/report/reports/engagement/emails', {
          view,
          memberIds: [app.ids.eve],
          emails: [],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('scheduled e-mails', () => {
  it('sends once per week at nine on Monday in the organization’s zone, across instances', async () => {
    const created = await app.api('ada', 'POST', '/report/reports/engagement/schedules', {
      view,
      cadence: 'weekly',
      day: 1,
      time: '09:00',
      memberIds: [app.ids.max],
      emails: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [schedule] = created.json().results;

    const [zone] = await app.inAcme(async (tx) =>
      rowsOf<{ time_zone: string }>(await tx.execute(sql`select time_zone from tenants`)),
    );
    const first = new Date(schedule.nextRunAt);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone?.time_zone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(first);
    expect(local).toBe('Monday 09:00');
    expect(first > clock).toBe(true);

    const sweepBoth = async () =>
      (await sendDueReportEmails(app.t.services)) + (await sendDueReportEmails(app.t.anotherInstance()));
    clock = new Date(first.getTime() - 60_000);
    expect(await sweepBoth()).toBe(0);
    clock = first;
    expect(await sweepBoth()).toBe(1);
    expect(await sweepBoth()).toBe(0);
    clock = new Date(first.getTime() + 3 * 86_400_000);
    expect(await sweepBoth()).toBe(0);
    clock = new Date(first.getTime() + 7 * 86_400_000);
    expect(await sweepBoth()).toBe(1);
    expect(
      (await mailsTo('max@acme.test')).filter((m) => m.subject === 'Engagement report from Acme'),
    ).toHaveLength(2);
    const past = (await app.api('ada', 'GET', '/report/reports/engagement/emails')).json().results;
    expect(past.filter((m: { scheduled: boolean }) => m.scheduled)).toHaveLength(2);

    // Paused: nothing goes out; deleted: gone.
    expect(
      (await app.api('ada', 'PATCH', `/report/reports/engagement/schedules/${schedule.id}`, { paused: true }))
        .statusCode,
    ).toBe(200);
    clock = new Date(first.getTime() + 14 * 86_400_000);
    expect(await sweepBoth()).toBe(0);
    expect(
      (await app.api('ada', 'DELETE', `/report/reports/engagement/schedules/${schedule.id}`)).statusCode,
    ).toBe(200);
    expect((await app.api('ada', 'GET', '/report/reports/engagement/schedules')).json().results).toEqual([]);
  });

  it('refuses a schedule without recipients or with a bad time, saving nothing', async () => {
    for (const body of [
      { view, cadence: 'weekly', day: 1, time: '09:00', memberIds: [], emails: [] },
      { view, cadence: 'weekly', day: 9, time: '09:00', memberIds: [app.ids.max], emails: [] },
      { view, cadence: 'monthly', day: 1, time: '25:00', memberIds: [app.ids.max], emails: [] },
      { view, cadence: 'daily', day: 1, time: '09:00', memberIds: [app.ids.max], emails: [] },
    ]) {
      const response = await app.api('ada', 'POST', '/report/reports/engagement/schedules', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows('report_schedules')).toBe(0);
  });

  it('lets a scheduled recipient open the report, and keeps another organization out', async () => {
    expect((await app.api('eve', 'GET', '/report/reports/award-summary')).statusCode).toBe(403);
    const created = await app.api('ada', 'POST', '/report/reports/award-summary/schedules', {
      view: { range: 'lastMonth', teams: 'all', groupBy: 'awardType' },
      cadence: 'monthly',
      day: 1,
      time: '08:00',
      memberIds: [app.ids.eve],
      emails: [],
    });
    const [schedule] = created.json().results;
    expect(
      (await app.api('umaGlobex', 'GET', '/report/reports/award-summary/schedules')).json().results,
    ).toEqual([]);
    expect(
      (await app.api('umaGlobex', 'DELETE', `/report/reports/award-summary/schedules/${schedule.id}`))
        .statusCode,
    ).toBe(404);
  });
});
