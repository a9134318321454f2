import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnnouncementApp, startAnnouncementApp } from '../../test/fixtures/announcement.ts';

let a: AnnouncementApp;
let globexTeamId: string;
let acmeTeamId: string;
beforeAll(async () => {
  a = await startAnnouncementApp();
  globexTeamId = (await a.api('umaGlobex', 'POST', '/identity/teams', { name: 'Globex only' })).json().id;
  acmeTeamId = (await a.api('ada', 'POST', '/identity/teams', { name: 'Launch crew' })).json().id;
  await a.api('ada', 'POST', `/identity/teams/${acmeTeamId}/members`, { memberIds: [a.ids.sam] });
}, 120_000);
afterAll(() => a.t.close());

const future = (ms: number) => new Date(a.now().getTime() + ms).toISOString();
const detail = (response: { json(): { details?: { path: string; message: string }[] } }) =>
  response.json().details?.[0];

describe('demo data', () => {
  it('Acme has an active "Welcome to Kudos" for the whole company that every member reads', async () => {
    const list = await a.api('eve', 'GET', '/announcement/announcements');
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({
        title: 'Welcome to Kudos',
        status: 'active',
        audience: { wholeCompany: true, teamIds: [], memberIds: [] },
        permissions: [],
      }),
    ]);
    expect((await a.api('gus', 'GET', '/announcement/announcements')).json().results).toEqual([]);
  });
});

describe('composing', () => {
  it('creates a draft, reads it back with embeds, and only managers may', async () => {
    const created = await a.create('ada', {
      title: '  Policy update ',
      audience: { wholeCompany: false, teamIds: [acmeTeamId], memberIds: [a.ids.eve] },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      title: 'Policy update',
      status: 'draft',
      startAt: null,
      publishedAt: null,
      participation: 'none',
      permissions: ['edit', 'delete', 'clone'],
      stats: { recipientCount: 2, acknowledgedCount: 0 },
      createdBy: { id: a.ids.ada, firstName: 'Ada' },
      audienceDisplay: {
        teams: [{ id: acmeTeamId, name: 'Launch crew', activeMemberCount: 1 }],
        members: [expect.objectContaining({ id: a.ids.eve })],
      },
    });
    const read = await a.api(
      'ada',
      'GET',
      `/announcement/announcements/${body.id}?embed=createdBy,attachmentUrls,audienceDisplay`,
    );
    expect(read.json()).toEqual(body);
    // Members never see drafts.
    expect((await a.api('eve', 'GET', `/announcement/announcements/${body.id}`)).statusCode).toBe(404);
    expect((await a.create('eve', {})).statusCode).toBe(403);
    expect((await a.patch('eve', body.id, { title: 'Mine' })).statusCode).toBe(403);
    expect((await a.api('eve', 'DELETE', `/announcement/announcements/${body.id}`)).statusCode).toBe(403);
  });

  it.each([
    [{ title: '   ' }, 'title', 'Enter a title'],
    [{ body: '<p>Hi</p><script>alert(1)</script>' }, 'body', /^Remove scripts and event handlers/],
    [{ body: '<img src=x onerror=alert(1)>' }, 'body', /^Remove scripts and event handlers/],
    [{ body: '<a href="javascript:alert(1)">x</a>' }, 'body', /^Remove scripts and event handlers/],
    [{ body: '<img src="https://evil.test/x.png">' }, 'body', 'Upload images instead of linking them'],
    [{ status: 'scheduled' }, 'startAt', 'Choose when to publish the announcement'],
    [{ status: 'scheduled', startAt: '2020-01-01T00:00:00.000Z' }, 'startAt', 'Choose a start in the future'],
    [
      { status: 'active', startAt: 'FUTURE' },
      'startAt',
      'The start is in the future: schedule the announcement instead',
    ],
    [{ startAt: 'FUTURE', endAt: '2020-01-01T00:00:00.000Z' }, 'endAt', 'The end must be after the start'],
    [{ status: 'active', endAt: '2020-01-01T00:00:00.000Z' }, 'endAt', 'The end must be after the start'],
    [
      { audience: { wholeCompany: false, teamIds: [], memberIds: [] } },
      'audience.teamIds',
      'Choose who receives the announcement',
    ],
    [
      { audience: { wholeCompany: false, teamIds: ['GLOBEX'] } },
      'audience.teamIds.0',
      'This team does not exist',
    ],
    [
      { audience: { wholeCompany: false, memberIds: ['GUS'] } },
      'audience.memberIds.0',
      'This member does not exist',
    ],
    [
      { attachments: ['3f1c2a9e-8b7d-4c6e-9f00-1234567890ab'] },
      'attachments.0',
      'This file has not been uploaded',
    ],
    [{ participation: 'poll' }, 'participation', /./],
  ])('refuses %j with a ValidationError on the field', async (input, path, message) => {
    const fill = (value: unknown): unknown =>
      value === 'FUTURE'
        ? future(3_600_000)
        : value === 'GLOBEX'
          ? globexTeamId
          : value === 'GUS'
            ? a.ids.gus
            : value;
    const body = JSON.parse(JSON.stringify(input), (_key, value) => fill(value));
    const before = await a.count(sql`select count(*)::int as count from announcements`);
    const response = await a.create('ada', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
    expect(detail(response)?.path).toBe(path);
    expect(detail(response)?.message).toMatch(message);
    expect(await a.count(sql`select count(*)::int as count from announcements`)).toBe(before);
  });

  it('stores only inert HTML: whatever is kept is on the allow-list', async () => {
    const created = await a.create('ada', {
      body: '<p style="background:url(javascript:alert(1))" class="x">Hi <u>there</u></p><h2 title="t">Plan</h2><marquee>!</marquee>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().body).toBe('<p>Hi <u>there</u></p><h2>Plan</h2>!');
  });

  it('moves through the lifecycle and refuses moves that make no sense with 409', async () => {
    const id = (await a.create('ada', {})).json().id;
    const archiveDraft = await a.patch('ada', id, { status: 'archived' });
    expect(archiveDraft.statusCode).toBe(409);
    expect(archiveDraft.json().message).toBe('A draft cannot be archived: delete it instead');

    const scheduled = await a.patch('ada', id, { status: 'scheduled', startAt: future(3_600_000) });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishedAt: null });
    expect((await a.patch('ada', id, { status: 'archived' })).statusCode).toBe(409);
    expect((await a.patch('ada', id, { status: 'draft' })).json().status).toBe('draft');
    await a.patch('ada', id, { status: 'scheduled', startAt: future(3_600_000) });

    // Publishing a scheduled one early: it goes live now.
    const live = await a.patch('ada', id, { status: 'active' });
    expect(live.json()).toMatchObject({
      status: 'active',
      permissions: ['edit', 'delete', 'clone', 'archive'],
    });
    expect(live.json().publishedAt).toBe(live.json().startAt);
    // Corrections to the text are fine; the audience and the start are fixed once it is live.
    expect((await a.patch('ada', id, { title: 'Town hall (moved)' })).json().title).toBe('Town hall (moved)');
    expect(
      (await a.patch('ada', id, { audience: { wholeCompany: false, memberIds: [a.ids.eve] } })).statusCode,
    ).toBe(409);
    expect((await a.patch('ada', id, { status: 'draft' })).statusCode).toBe(409);
    expect((await a.patch('ada', id, { startAt: future(60_000) })).statusCode).toBe(400);

    const archived = await a.patch('ada', id, { status: 'archived' });
    expect(archived.json()).toMatchObject({ status: 'archived', permissions: ['delete', 'clone'] });
    const again = await a.patch('ada', id, { title: 'Back' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'An archived announcement cannot be changed: clone it to publish it again',
    );

    const actions = await a.count(
      sql`select count(*)::int as count from audit_log where target_id = ${id} and action in ('announcement.create', 'announcement.publish', 'announcement.archive')`,
    );
    expect(actions).toBe(3);
  });

  it('clones into a new draft without dates, and deletes with an audit entry', async () => {
    const source = (
      await a.create('ada', { status: 'active', endAt: future(86_400_000), participation: 'rsvp' })
    ).json();
    const clone = await a.api('ada', 'POST', `/announcement/announcements/${source.id}/clone`);
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({
      title: source.title,
      body: source.body,
      participation: 'rsvp',
      status: 'draft',
      startAt: null,
      endAt: null,
      stats: { acknowledgedCount: 0 },
    });
    expect(clone.json().id).not.toBe(source.id);
    expect((await a.api('ada', 'DELETE', `/announcement/announcements/${source.id}`)).statusCode).toBe(200);
    expect((await a.api('ada', 'GET', `/announcement/announcements/${source.id}`)).statusCode).toBe(404);
    expect(
      await a.count(
        sql`select count(*)::int as count from announcement_recipients where announcement_id = ${source.id}`,
      ),
    ).toBe(0);
    expect(
      await a.count(
        sql`select count(*)::int as count from audit_log where target_id = ${source.id} and action = 'announcement.delete'`,
      ),
    ).toBe(1);
  });

  it('lists with status and team filters and pages', async () => {
    const teamOne = (
      await a.create('ada', {
        title: 'For the crew',
        audience: { wholeCompany: false, teamIds: [acmeTeamId] },
      })
    ).json();
    const drafts = (
      await a.api('ada', 'GET', '/announcement/announcements?statusIn=draft&pageSize=100')
    ).json();
    expect(drafts.results.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    const crew = (await a.api('ada', 'GET', `/announcement/announcements?teamIdIn=${acmeTeamId}`)).json();
    expect(crew.results.map((r: { id: string }) => r.id)).toContain(teamOne.id);
    expect(
      crew.results.every((r: { audience: { teamIds: string[] } }) => r.audience.teamIds.includes(acmeTeamId)),
    ).toBe(true);
    const first = (await a.api('ada', 'GET', '/announcement/announcements?pageSize=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe(2);
    const second = (await a.api('ada', 'GET', '/announcement/announcements?pageSize=2&page=2')).json();
    expect(second.results.map((r: { id: string }) => r.id)).not.toContain(first.results[0].id);
    expect((await a.api('ada', 'GET', '/announcement/announcements?statusIn=published')).statusCode).toBe(
      400,
    );
  });
});

describe('tenant isolation', () => {
  it("never shows or changes another tenant's announcements", async () => {
    const acme = (await a.create('ada', { status: 'active' })).json();
    for (const [method, url, payload] of [
      ['GET', `/announcement/announcements/${acme.id}`, undefined],
      ['PATCH', `/announcement/announcements/${acme.id}`, { title: 'Taken' }],
      ['DELETE', `/announcement/announcements/${acme.id}`, undefined],
      ['POST', `/announcement/announcements/${acme.id}/clone`, undefined],
      ['GET', `/announcement/announcements/${acme.id}/participants`, undefined],
    ] as const) {
      expect((await a.api('umaGlobex', method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (
        await a.api('gus', 'PUT', `/announcement/announcements/${acme.id}/participation`, {
          acknowledged: true,
        })
      ).statusCode,
    ).toBe(404);
    const globexList = (await a.api('umaGlobex', 'GET', '/announcement/announcements')).json().results;
    expect(globexList.map((r: { id: string }) => r.id)).not.toContain(acme.id);
    expect((await a.api('ada', 'GET', `/announcement/announcements/${acme.id}`)).json().title).toBe(
      'Town hall',
    );
  });
});

describe('the e-mail preview', () => {
  it("renders the unsaved content with the tenant's name and colour, and refuses scripts", async () => {
    const preview = await a.api('ada', 'POST', '/announcement/announcements/emailPreview', {
      title: 'Launch <day>',
      body: '<p>Join us &amp; celebrate</p>',
      participation: 'acknowledge',
    });
    expect(preview.statusCode).toBe(200);
    const mail = preview.json();
    expect(mail.subject).toBe('Launch <day>');
    expect(mail.html).toContain('Launch &lt;day&gt;');
    expect(mail.html).toContain('<p>Join us &amp; celebrate</p>');
    expect(mail.html).toContain('Acme has a new announcement for you:');
    expect(mail.html).toContain('#5b5fc7');
    expect(mail.html).toMatch(/<img src="http[^"]+\/api\/media\/files\/[^"]+\/logo\?expires=/);
    expect(mail.text).toContain('Join us & celebrate');
    expect(mail.text).toContain('Let us know you read it: http');
    const refused = await a.api('ada', 'POST', '/announcement/announcements/emailPreview', {
      title: 'x',
      body: '<p onmouseover="steal()">x</p>',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await a.api('eve', 'POST', '/announcement/announcements/emailPreview', { title: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('uploads', () => {
  const initiate = (who: 'ada' | 'eve', body: Record<string, unknown>) =>
    a.api(who, 'POST', '/announcement/uploads/announcement', { originalFilename: 'f', ...body });

  it('takes attachments, images only with the inline flag, and only from managers', async () => {
    expect((await initiate('ada', { contentType: 'application/pdf' })).statusCode).toBe(201);
    expect((await initiate('ada', { contentType: 'image/png', inline: true })).statusCode).toBe(201);
    const pdfInline = await initiate('ada', { contentType: 'application/pdf', inline: true });
    expect(pdfInline.statusCode).toBe(400);
    expect(detail(pdfInline)).toMatchObject({
      path: 'contentType',
      message: 'Upload a JPG, PNG, GIF or WebP image',
    });
    expect((await initiate('eve', { contentType: 'image/png' })).statusCode).toBe(403);
  });
});

describe('TV', () => {
  it('shows live whole-company announcements on a screen that asks for them, by token', async () => {
    const live = (await a.create('ada', { title: 'On the screen', status: 'active' })).json();
    const members = (
      await a.create('ada', {
        title: 'Just Eve',
        status: 'active',
        audience: { wholeCompany: false, memberIds: [a.ids.eve] },
      })
    ).json();
    const channel = (
      await a.api('ada', 'POST', '/tv/channels', { name: 'Hall', itemTypes: ['announcement'] })
    ).json();
    const slides = await a.t.request({
      method: 'GET',
      url: `/api/announcement/tv/${channel.token}/announcements`,
    });
    expect(slides.statusCode).toBe(200);
    const ids = slides.json().results.map((s: { id: string }) => s.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(members.id);
    expect(slides.json().results.find((s: { id: string }) => s.id === live.id)).toMatchObject({
      itemType: 'announcement',
      title: 'On the screen',
      message: '<p>Hello</p>',
      sender: { name: 'Ada Lovelace', type: 'tenantMember' },
      recipients: [],
      postPath: `/announcements/${live.id}`,
    });
    // The demo lobby shows every kind, the seeded welcome among them.
    const lobby = await a.t.request({
      method: 'GET',
      url: '/api/announcement/tv/acme-lobby-demo/announcements',
    });
    expect(lobby.json().results.map((s: { title: string }) => s.title)).toContain('Welcome to Kudos');
    // A screen that shows recognitions only answers no announcements.
    const hall = (
      await a.api('ada', 'POST', '/tv/channels', { name: 'Recognition wall', itemTypes: ['recognition'] })
    ).json();
    const none = await a.t.request({
      method: 'GET',
      url: `/api/announcement/tv/${hall.token}/announcements`,
    });
    expect(none.json().results).toEqual([]);
    expect(
      (await a.t.request({ method: 'GET', url: '/api/announcement/tv/nope/announcements' })).statusCode,
    ).toBe(401);
  });
});

describe('timeline', () => {
  it('puts live announcements on the timeline of their audience only', async () => {
    const forSam = (
      await a.create('ada', {
        title: 'Crew news',
        status: 'active',
        audience: { wholeCompany: false, teamIds: [acmeTeamId] },
      })
    ).json();
    const items = async (who: 'sam' | 'eve') =>
      (await a.api(who, 'GET', '/timeline/items?itemTypeIn=announcement&pageSize=50')).json().results as {
        id: string;
        __entity_type__: string;
        attachmentUrls: unknown[];
      }[];
    const sams = await items('sam');
    expect(sams.find((i) => i.id === forSam.id)).toMatchObject({
      __entity_type__: 'announcement',
      title: 'Crew news',
      attachmentUrls: [],
    });
    expect((await items('eve')).map((i) => i.id)).not.toContain(forSam.id);
    await a.patch('ada', forSam.id, { status: 'archived' });
    expect((await items('sam')).map((i) => i.id)).not.toContain(forSam.id);
  });
});
