import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { notificationMessages, roles, tenantMembers } from '../../db/schema.ts';
import { notify } from '../../kernel/notify/notify.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let acmeId: string;
let ada: string;
let eve: string;
let max: string;
let memberIds: Map<string, string>;

const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, fn);
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const del = (url: string, token?: string) => t.request({ method: 'DELETE', url, token });
const unread = async (token: string) =>
  (await get('/api/notifications/messages/count/?read=false', token)).json().count;

beforeAll(async () => {
  t = await startTestApp();
  acmeId = (await get('/api/identity/tenants/metadata?domain=acme.localhost')).json().id;
  [ada, eve, max] = await Promise.all([
    t.login('ada@acme.test'),
    t.login('eve@acme.test'),
    t.login('max@acme.test'),
  ]);
  const members = await inAcme((tx) => tx.select().from(tenantMembers));
  memberIds = new Map(members.map((m) => [m.email, m.id]));
});
afterAll(() => t.close());

describe('GET /notifications/messages/', () => {
  it('lists the caller’s own messages newest first, with the sender when embedded', async () => {
    const response = await get('/api/notifications/messages/?embed=fromMember', eve);
    expect(response.statusCode).toBe(200);
    const { results, next } = response.json();
    expect(next).toBeNull();
    expect(results.map((m: { message: string }) => m.message)).toEqual([
      'Sam Okafor commented on your recognition',
      'Max Planck recognized you',
      'Welcome aboard! We are glad you are here.',
    ]);
    expect(results[1]).toMatchObject({
      kind: 'recognition.recognized',
      params: { name: 'Max Planck' },
      resourcePath: expect.stringMatching(/^\/recognitions\/[0-9a-f-]{36}$/),
      readAt: null,
      fromMemberId: memberIds.get('max@acme.test'),
      fromMember: {
        id: memberIds.get('max@acme.test'),
        firstName: 'Max',
        lastName: 'Planck',
        avatarUrls: null,
      },
    });
    expect(results[2]).toMatchObject({ fromMemberId: null, fromMember: null, readAt: expect.any(String) });
  });

  it('answers with and without the trailing slash, and leaves out the sender unless asked', async () => {
    const bare = await get('/api/notifications/messages', eve);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().results[0]).not.toHaveProperty('fromMember');
    expect(bare.json()).toEqual((await get('/api/notifications/messages/', eve)).json());
  });

  it('pages by 20, oldest first on request, and filters read and unread', async () => {
    const maxId = memberIds.get('max@acme.test') as string;
    await inAcme(async (tx) => {
      for (let i = 1; i <= 25; i += 1) {
        await notify(t.services, tx, {
          tenantId: acmeId,
          memberId: maxId,
          fromMemberId: null,
          kind: 'card.received',
          params: { title: `Message ${i}` },
          resourcePath: null,
        });
        // Distinct times, so the order is the order of creation.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    });
    const first = (await get('/api/notifications/messages/', max)).json();
    expect(first.results).toHaveLength(20);
    expect(first.results[0].message).toBe('You received a card: Message 25');
    expect(first.next).toBe(2);
    const second = (await get('/api/notifications/messages/?page=2', max)).json();
    expect(second.results.map((m: { message: string }) => m.message)).toEqual([
      'You received a card: Message 5',
      'You received a card: Message 4',
      'You received a card: Message 3',
      'You received a card: Message 2',
      'You received a card: Message 1',
    ]);
    expect(second.next).toBeNull();
    const oldest = (await get('/api/notifications/messages/?sorting=createdAt&pageSize=2', max)).json();
    expect(oldest.results.map((m: { message: string }) => m.message)).toEqual([
      'You received a card: Message 1',
      'You received a card: Message 2',
    ]);
    expect(oldest.next).toBe(2);

    expect((await get('/api/notifications/messages/?read=true', eve)).json().results).toHaveLength(1);
    expect((await get('/api/notifications/messages/?read=false', eve)).json().results).toHaveLength(2);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['sorting=message', 'sorting'],
    ['embed=author', 'embed.0'],
    ['read=maybe', 'read'],
  ])('refuses %s, naming the field', async (query, path) => {
    const response = await get(`/api/notifications/messages/?${query}`, eve);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      details: [expect.objectContaining({ path })],
    });
  });

  it('needs a tenant session holding notificationApp browseMessages', async () => {
    expect((await get('/api/notifications/messages/')).statusCode).toBe(401);
    expect((await get('/api/notifications/messages/', 'not-a-real-token')).statusCode).toBe(401);
    const umaUserScope = await t.login('uma@kudos.test', 'central');
    const atCentral = { method: 'GET', url: '/api/notifications/messages/', host: 'central' } as const;
    expect((await t.request({ ...atCentral, token: umaUserScope })).statusCode).toBe(403);

    // A custom role without the bell.
    const samId = memberIds.get('sam@acme.test') as string;
    await inAcme(async (tx) => {
      const [role] = await tx
        .insert(roles)
        .values({ tenantId: acmeId, name: 'Kiosk', permissions: { recognitionApp: ['browse'] } })
        .returning();
      await tx
        .update(tenantMembers)
        .set({ role: 'kiosk', customRoleId: role?.id })
        .where(eq(tenantMembers.id, samId));
    });
    const sam = await t.login('sam@acme.test');
    for (const [method, url] of [
      ['GET', '/api/notifications/messages/'],
      ['GET', '/api/notifications/messages/count/'],
      ['DELETE', '/api/notifications/messages/'],
    ] as const) {
      const response = await t.request({ method, url, token: sam });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().name).toBe('ForbiddenError');
    }
  });
});

describe('GET /notifications/messages/count/', () => {
  it('counts unread messages, or all of them', async () => {
    expect(await unread(ada)).toBe(2);
    expect((await get('/api/notifications/messages/count', ada)).json()).toEqual({ count: 3 });
    expect((await get('/api/notifications/messages/count?read=true', ada)).json()).toEqual({ count: 1 });
    expect((await get('/api/notifications/messages/count?read=no', ada)).statusCode).toBe(400);
    expect((await get('/api/notifications/messages/count')).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one message read and keeps the first read time', async () => {
    const [latest] = (await get('/api/notifications/messages/?read=false', eve)).json().results;
    const before = await unread(eve);
    const marked = await del(`/api/notifications/messages/${latest.id}`, eve);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: latest.id, readAt: expect.any(String) });
    expect(await unread(eve)).toBe(before - 1);
    const again = await del(`/api/notifications/messages/${latest.id}/`, eve);
    expect(again.json().readAt).toBe(marked.json().readAt);
  });

  it('answers 404 for another member’s message and leaves it unread', async () => {
    const [adaMessage] = (await get('/api/notifications/messages/?read=false', ada)).json().results;
    const response = await del(`/api/notifications/messages/${adaMessage.id}`, eve);
    expect(response.statusCode).toBe(404);
    expect(response.json().name).toBe('NotFoundError');
    const [still] = (await get('/api/notifications/messages/?read=false', ada)).json().results;
    expect(still.id).toBe(adaMessage.id);
  });

  it('refuses an id that is not one', async () => {
    const response = await del('/api/notifications/messages/42', eve);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('id');
    const someId = '00000000-0000-4000-8000-000000000000';
    expect((await del(`/api/notifications/messages/${someId}`)).statusCode).toBe(401);
    expect((await del(`/api/notifications/messages/${someId}`, eve)).statusCode).toBe(404);
  });

  it('marks all the caller’s messages read, nobody else’s', async () => {
    const adaBefore = await unread(ada);
    const response = await del('/api/notifications/messages/', max);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 25 });
    expect(await unread(max)).toBe(0);
    expect(await unread(ada)).toBe(adaBefore);
    expect((await del('/api/notifications/messages', max)).json()).toEqual({ count: 0 });
  });
});

describe('another tenant', () => {
  it('keeps Globex’s messages out of Acme', async () => {
    const gus = await t.login('gus@globex.test', 'globex');
    const globex = await t.request({
      method: 'GET',
      url: '/api/notifications/messages/',
      token: gus,
      host: 'globex',
    });
    const [gusMessage] = globex.json().results;
    expect(gusMessage.message).toBe('Welcome aboard! We are glad you are here.');
    expect((await del(`/api/notifications/messages/${gusMessage.id}`, ada)).statusCode).toBe(404);
    const after = await t.request({
      method: 'GET',
      url: '/api/notifications/messages/count?read=false',
      token: gus,
      host: 'globex',
    });
    expect(after.json()).toEqual({ count: 1 });
  });

  it('never sees or marks Acme’s messages', async () => {
    const [adaMessage] = (await get('/api/notifications/messages/', ada)).json().results;
    const uma = await t.login('uma@kudos.test', 'globex');
    const list = await t.request({
      method: 'GET',
      url: '/api/notifications/messages/',
      token: uma,
      host: 'globex',
    });
    expect(list.json()).toEqual({ results: [], next: null });
    const mark = await t.request({
      method: 'DELETE',
      url: `/api/notifications/messages/${adaMessage.id}`,
      token: uma,
      host: 'globex',
    });
    expect(mark.statusCode).toBe(404);
    const all = await t.request({
      method: 'DELETE',
      url: '/api/notifications/messages/',
      token: uma,
      host: 'globex',
    });
    expect(all.json()).toEqual({ count: 0 });
    expect((await get(`/api/notifications/messages/?read=false`, ada)).json().results[0].id).toBe(
      adaMessage.id,
    );
  });
});

describe('the reader’s language', () => {
  it('answers kind and params, and the sentence in the reader’s locale; old text-only rows stay as they are', async () => {
    const eveId = memberIds.get('eve@acme.test') as string;
    const maxId = memberIds.get('max@acme.test') as string;
    await inAcme(async (tx) => {
      await notify(t.services, tx, {
        tenantId: acmeId,
        memberId: eveId,
        fromMemberId: maxId,
        kind: 'award.given',
        params: { name: 'Max Planck', award: 'Rising star' },
        resourcePath: null,
      });
      // A row from before kinds whose sentence the migration did not know.
      await tx.insert(notificationMessages).values({
        tenantId: acmeId,
        memberId: eveId,
        message: 'Something the server once said',
        createdAt: new Date(Date.now() - 1000),
      });
      await tx.update(tenantMembers).set({ locale: 'de' }).where(eq(tenantMembers.id, eveId));
    });
    try {
      const [newest, older] = (await get('/api/notifications/messages/?pageSize=2', eve)).json().results;
      expect(newest).toMatchObject({
        kind: 'award.given',
        params: { name: 'Max Planck', award: 'Rising star' },
        message: 'Max Planck hat Ihnen die Auszeichnung „Rising star“ verliehen',
      });
      expect(older).toMatchObject({ kind: null, params: null, message: 'Something the server once said' });
      const marked = await del(`/api/notifications/messages/${newest.id}`, eve);
      expect(marked.json().message).toBe('Max Planck hat Ihnen die Auszeichnung „Rising star“ verliehen');
    } finally {
      await inAcme((tx) => tx.update(tenantMembers).set({ locale: null }).where(eq(tenantMembers.id, eveId)));
    }
    const [english] = (await get('/api/notifications/messages/?pageSize=1', eve)).json().results;
    expect(english.message).toBe('Max Planck gave you the award “Rising star”');
  });

  it('refuses a row with neither a kind nor a text (the table’s check)', async () => {
    const eveId = memberIds.get('eve@acme.test') as string;
    await expect(
      inAcme((tx) => tx.insert(notificationMessages).values({ tenantId: acmeId, memberId: eveId })),
    ).rejects.toThrow();
  });
});
