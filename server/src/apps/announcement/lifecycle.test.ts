import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnnouncementApp, startAnnouncementApp } from '../../test/fixtures/announcement.ts';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { sendQueuedAnnouncementMails } from './mail-job.ts';
import { runDueAnnouncementMoves } from './moves-job.ts';

let a: AnnouncementApp;
beforeAll(async () => {
  a = await startAnnouncementApp();
}, 120_000);
afterAll(() => a.t.close());

const minute = 60_000;
const future = (ms: number) => new Date(a.now().getTime() + ms).toISOString();
const bell = (id: string) =>
  a.count(
    sql`select count(*)::int as count from notification_messages where resource_path = ${`/announcements/${id}`}`,
  );
const queued = (id: string) =>
  a.count(sql`select count(*)::int as count from announcement_mails where announcement_id = ${id}`);
const outbox = (subject: string) =>
  a.count(sql`select count(*)::int as count from mail_outbox where subject = ${subject}`);
const read = async (id: string) => (await a.api('ada', 'GET', `/announcement/announcements/${id}`)).json();

describe('scheduling', () => {
  it('goes live at its start exactly once, however many sweeps run, then mails everyone once', async () => {
    const checklist = async () =>
      (await a.api('ada', 'GET', '/onboarding/checklistItems'))
        .json()
        .results.find((i: { itemAlias: string }) => i.itemAlias === 'createLaunchAnnouncement')?.completed ??
      false;
    expect(await checklist()).toBe(false);
    const created = await a.create('ada', {
      title: 'Launch day',
      status: 'scheduled',
      startAt: future(minute),
      participation: 'acknowledge',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const members = await a.activeMembers();
    expect(created.json().stats.recipientCount).toBe(members);

    // Not yet: the sweep finds nothing due, nobody is told, members do not see it.
    expect(await runDueAnnouncementMoves(a.t.services)).toBe(0);
    expect((await read(id)).status).toBe('scheduled');
    expect((await a.api('eve', 'GET', `/announcement/announcements/${id}`)).statusCode).toBe(404);
    expect(await bell(id)).toBe(0);

    a.advance(minute + 1000);
    // Two instances sweep at once, and then again: one of them publishes, once.
    const handled = await Promise.all([
      runDueAnnouncementMoves(a.t.services),
      runDueAnnouncementMoves(a.t.anotherInstance()),
    ]);
    expect(handled[0] + handled[1]).toBe(1);
    expect(await runDueAnnouncementMoves(a.t.services)).toBe(0);
    const live = await read(id);
    expect(live).toMatchObject({
      status: 'active',
      stats: { recipientCount: members, acknowledgedCount: 0 },
    });
    expect(live.publishedAt).not.toBeNull();
    expect(await bell(id)).toBe(members - 1);
    expect(await queued(id)).toBe(members);
    expect(await checklist()).toBe(true);
    expect(
      await a.count(
        sql`select count(*)::int as count from audit_log where target_id = ${id} and action = 'announcement.publish' and actor_member_id is null`,
      ),
    ).toBe(1);

    // No mail left in the request: two mail sweeps at once send each mail once.
    expect(await outbox('Launch day')).toBe(0);
    const sent = await Promise.all([
      sendQueuedAnnouncementMails(a.t.services),
      sendQueuedAnnouncementMails(a.t.anotherInstance()),
    ]);
    expect(sent[0] + sent[1]).toBe(members);
    expect(await sendQueuedAnnouncementMails(a.t.services)).toBe(0);
    expect(await outbox('Launch day')).toBe(members);
    expect(
      await a.count(
        sql`select count(distinct "to")::int as count from mail_outbox where subject = 'Launch day' and html like '%Launch day%'`,
      ),
    ).toBe(members);
  });

  it('renders the mail from the same content as the e-mail preview', async () => {
    const content = {
      title: 'Same everywhere',
      body: '<h2>Hi</h2><p>All hands &amp; more</p>',
      participation: 'rsvp',
    };
    const preview = (await a.api('ada', 'POST', '/announcement/announcements/emailPreview', content)).json();
    const id = (await a.create('ada', { ...content, status: 'active' })).json().id;
    await sendQueuedAnnouncementMails(a.t.services);
    const [mail] = await a.t.services.db
      .execute(
        sql`select html, text from mail_outbox where subject = 'Same everywhere' and "to" = 'eve@acme.test'`,
      )
      .then((r) => (r as unknown as { rows: { html: string; text: string }[] }).rows);
    const withoutLink = (html: string) =>
      html.replace(/\/announcements(\/[0-9a-f-]{36})?"/g, '/announcements"');
    expect(mail && withoutLink(mail.html)).toBe(withoutLink(preview.html));
    expect(mail?.text).toContain(`/announcements/${id}`);
  });

  it('survives a restart: a due move is carried out by the job queue of a fresh instance', async () => {
    const id = (
      await a.create('ada', { title: 'After restart', status: 'scheduled', startAt: future(minute) })
    ).json().id;
    a.advance(minute + 1000);
    await runDefinedJob(a.t, 'announcement-moves', async () => (await read(id)).status === 'active');
    await runDefinedJob(
      a.t,
      'announcement-mails',
      async () => (await outbox('After restart')) === (await a.activeMembers()),
    );
    expect(await queued(id)).toBe(0);
  });

  it('archives at its end, and never delivers one whose end passed before it could go live', async () => {
    const ending = (
      await a.create('ada', { title: 'Short', status: 'active', endAt: future(2 * minute) })
    ).json().id;
    const missed = (
      await a.create('ada', {
        title: 'Missed',
        status: 'scheduled',
        startAt: future(minute),
        endAt: future(2 * minute),
      })
    ).json().id;
    await sendQueuedAnnouncementMails(a.t.services);
    a.advance(3 * minute);
    // Two moves: one archive, and the missed one's publish (which archives it, dropping its own archive move).
    expect(await runDueAnnouncementMoves(a.t.services)).toBe(2);
    expect(await read(ending)).toMatchObject({ status: 'archived', permissions: ['delete', 'clone'] });
    expect((await read(ending)).archivedAt).not.toBeNull();
    expect(await read(missed)).toMatchObject({ status: 'archived', stats: { recipientCount: 0 } });
    expect(await bell(missed)).toBe(0);
    expect(await queued(missed)).toBe(0);
  });

  it('unscheduling and rescheduling move the job with it', async () => {
    const id = (
      await a.create('ada', { title: 'Moved', status: 'scheduled', startAt: future(minute) })
    ).json().id;
    await a.patch('ada', id, { status: 'draft' });
    a.advance(2 * minute);
    await runDueAnnouncementMoves(a.t.services);
    expect((await read(id)).status).toBe('draft');
    await a.patch('ada', id, { status: 'scheduled', startAt: future(10 * minute) });
    a.advance(5 * minute);
    await runDueAnnouncementMoves(a.t.services);
    expect((await read(id)).status).toBe('scheduled');
    a.advance(6 * minute);
    await runDueAnnouncementMoves(a.t.services);
    expect((await read(id)).status).toBe('active');
  });

  it('delivers once when "publish now" is sent twice at the same moment', async () => {
    const id = (await a.create('ada', { title: 'Double click' })).json().id;
    const both = await Promise.all([
      a.patch('ada', id, { status: 'active' }),
      a.patch('ada', id, { status: 'active' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await bell(id)).toBe((await a.activeMembers()) - 1);
    expect(await queued(id)).toBe(await a.activeMembers());
    expect(
      await a.count(
        sql`select count(*)::int as count from audit_log where target_id = ${id} and action = 'announcement.publish'`,
      ),
    ).toBe(1);
  });

  it('does not mail an announcement archived or deleted before its mails left', async () => {
    const id = (await a.create('ada', { title: 'Withdrawn', status: 'active' })).json().id;
    await a.patch('ada', id, { status: 'archived' });
    await sendQueuedAnnouncementMails(a.t.services);
    expect(await outbox('Withdrawn')).toBe(0);
  });
});

describe('participation', () => {
  it('counts acknowledgements, lists who answered, and reminds only the others', async () => {
    const id = (
      await a.create('ada', { title: 'Read me', status: 'active', participation: 'acknowledge' })
    ).json().id;
    const members = await a.activeMembers();
    const got = await a.api('eve', 'PUT', `/announcement/announcements/${id}/participation`, {
      acknowledged: true,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ stats: { acknowledgedCount: 1 }, ownParticipation: { rsvp: null } });
    const first = got.json().ownParticipation.acknowledgedAt;
    a.advance(1000);
    const twice = await a.api('eve', 'PUT', `/announcement/announcements/${id}/participation`, {
      acknowledged: true,
    });
    expect(twice.json().stats.acknowledgedCount).toBe(1);
    expect(twice.json().ownParticipation.acknowledgedAt).toBe(first);
    const rsvp = await a.api('sam', 'PUT', `/announcement/announcements/${id}/participation`, {
      rsvp: 'yes',
    });
    expect(rsvp.statusCode).toBe(400);
    expect(rsvp.json().details[0].path).toBe('rsvp');
    expect(
      (await a.api('sam', 'PUT', `/announcement/announcements/${id}/participation`, {})).statusCode,
    ).toBe(400);

    const participants = (
      await a.api('ada', 'GET', `/announcement/announcements/${id}/participants?state=responded`)
    ).json();
    expect(participants.results).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ id: a.ids.eve }), acknowledgedAt: first }),
    ]);
    const pending = (
      await a.api('ada', 'GET', `/announcement/announcements/${id}/participants?state=pending`)
    ).json();
    expect(pending.results).toHaveLength(members - 1);
    expect((await a.api('eve', 'GET', `/announcement/announcements/${id}/participants`)).statusCode).toBe(
      403,
    );

    await sendQueuedAnnouncementMails(a.t.services);
    const reminded = await a.api('ada', 'POST', `/announcement/announcements/${id}/reminders`);
    // Everyone but eve (who answered) and ada (the author).
    expect(reminded.json()).toEqual({ remindedCount: members - 2 });
    expect(
      await a.count(
        sql`select count(*)::int as count from notification_messages where kind = 'announcement.reminder' and params->>'title' = 'Read me' and member_id = ${a.ids.eve}`,
      ),
    ).toBe(0);
    expect(
      await a.count(
        sql`select count(*)::int as count from notification_messages where kind = 'announcement.reminder' and params->>'title' = 'Read me'`,
      ),
    ).toBe(members - 2);
    expect(await sendQueuedAnnouncementMails(a.t.services)).toBe(members - 2);
    expect(await outbox('Reminder: Read me')).toBe(members - 2);
    const afterReminder = (
      await a.api('ada', 'GET', `/announcement/announcements/${id}/participants?state=pending`)
    ).json();
    const remindedAt = (id: string) =>
      afterReminder.results.find((p: { member: { id: string } }) => p.member.id === id)?.lastRemindedAt;
    expect(remindedAt(a.ids.sam)).not.toBeNull();
    expect(remindedAt(a.ids.ada)).toBeNull();
  });

  it('counts RSVP answers, lets a member change theirs, and refuses answers once archived', async () => {
    const id = (await a.create('ada', { title: 'Party', status: 'active', participation: 'rsvp' })).json().id;
    const answer = (who: 'eve' | 'sam' | 'max', value: string) =>
      a.api(who, 'PUT', `/announcement/announcements/${id}/participation`, { rsvp: value });
    await answer('eve', 'yes');
    await answer('sam', 'no');
    await answer('max', 'maybe');
    const changed = await answer('sam', 'yes');
    expect(changed.json().stats).toMatchObject({
      rsvpYesCount: 2,
      rsvpNoCount: 0,
      rsvpMaybeCount: 1,
      acknowledgedCount: 0,
    });
    expect(changed.json().ownParticipation.rsvp).toBe('yes');
    expect((await answer('eve', 'sometimes')).statusCode).toBe(400);
    expect(
      (await a.api('eve', 'PUT', `/announcement/announcements/${id}/participation`, { acknowledged: true }))
        .statusCode,
    ).toBe(400);
    await a.patch('ada', id, { status: 'archived' });
    expect((await answer('eve', 'no')).statusCode).toBe(409);
  });

  it('answers only members in the audience; nothing to answer when none is asked', async () => {
    const id = (
      await a.create('ada', {
        status: 'active',
        participation: 'acknowledge',
        audience: { wholeCompany: false, memberIds: [a.ids.eve] },
      })
    ).json().id;
    expect(
      (await a.api('sam', 'PUT', `/announcement/announcements/${id}/participation`, { acknowledged: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await a.api('ada', 'PUT', `/announcement/announcements/${id}/participation`, { acknowledged: true }))
        .statusCode,
    ).toBe(403);
    const none = (await a.create('ada', { status: 'active' })).json().id;
    const refused = await a.api('eve', 'PUT', `/announcement/announcements/${none}/participation`, {
      acknowledged: true,
    });
    expect(refused.statusCode).toBe(400);
    expect((await a.api('ada', 'POST', `/announcement/announcements/${none}/reminders`)).statusCode).toBe(
      409,
    );
  });
});
