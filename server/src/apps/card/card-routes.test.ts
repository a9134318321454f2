import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTexts, signatureMessageMaxLength } from '#shared/contract/card';
import { cardHelpers, dayAfter } from '../../test/fixtures/card.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
let h: ReturnType<typeof cardHelpers>;
let png: Buffer;
let today: string;

beforeAll(async () => {
  r = await startRecognitionApp();
  h = cardHelpers(r);
  png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c7529b' } })
    .png()
    .toBuffer();
  today = await h.today();
});
afterAll(() => r.t.close());

type CardJson = {
  id: string;
  permissions: string[];
  status: string;
  signatureCount: number;
  ownSignatureId: string | null;
};
const listIds = async (who: Who, list: string, query = '') => {
  const response = await r.api(who, 'GET', `/card/cards?list=${list}${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json().results as CardJson[]).map((c) => c.id);
};
const setPreferences = async (change: Record<string, unknown>) => {
  const current = (await r.api('ada', 'GET', '/celebration/tenantPreferences')).json();
  expect(
    (await r.api('ada', 'PUT', '/celebration/tenantPreferences', { ...current, ...change })).statusCode,
  ).toBe(200);
};

describe('the background library', () => {
  it('starts with the built-ins in both variants and lets only managers add and remove', async () => {
    const listed = await r.api('eve', 'GET', '/card/backgrounds');
    expect(listed.statusCode).toBe(200);
    const builtIns = listed.json().results as {
      id: string;
      builtIn: boolean;
      image: { variants: object };
      permissions: string[];
    }[];
    expect(builtIns.length).toBe(4);
    for (const b of builtIns) {
      expect(b.builtIn).toBe(true);
      expect(Object.keys(b.image.variants).sort()).toEqual(['card-fullsize', 'card-thumbnail']);
      expect(b.permissions).toEqual([]);
    }
    const image = await h.upload('ada', 'cardBackground', png, 'image/png');
    expect(image.posted?.statusCode).toBe(201);
    expect(Object.keys(image.posted?.json().variants).sort()).toEqual(['card-fullsize', 'card-thumbnail']);
    expect(
      (await r.api('eve', 'POST', '/card/backgrounds', { name: 'Mine', mediaObjectId: image.id })).statusCode,
    ).toBe(403);
    const added = await r.api('ada', 'POST', '/card/backgrounds', {
      name: 'Team photo',
      mediaObjectId: image.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Team photo', builtIn: false, permissions: ['delete'] });
    expect((await r.api('eve', 'GET', '/card/backgrounds')).json().results).toHaveLength(5);
    expect((await r.api('ada', 'DELETE', `/card/backgrounds/${added.json().id}`)).statusCode).toBe(200);
    expect((await r.api('eve', 'GET', '/card/backgrounds')).json().results).toHaveLength(4);
    const audits = await h.inAcme<{ action: string }>(
      sql`select action from audit_log where action like 'card.%Background' order by created_at`,
    );
    expect(audits.map((a) => a.action)).toEqual(['card.addBackground', 'card.removeBackground']);
    // Globex has its own library.
    const globex = (await r.api('gus', 'GET', '/card/backgrounds')).json().results as { id: string }[];
    expect(globex).toHaveLength(4);
    expect(globex.some((g) => builtIns.some((b) => b.id === g.id))).toBe(false);
  });

  it('refuses a background that is not an image, however it is sent', async () => {
    const declared = await h.upload('eve', 'cardBackground', Buffer.from('%PDF-1.4\n'), 'application/pdf');
    expect(declared.initiated.statusCode).toBe(400);
    expect(declared.initiated.json().details[0]).toMatchObject({
      path: 'contentType',
      message: cardTexts.notImage,
    });
    const disguised = await h.upload(
      'eve',
      'cardBackground',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'),
      'image/png',
    );
    expect(disguised.posted?.statusCode).toBe(400);
    expect(disguised.posted?.json().message).toContain(cardTexts.notImage);
    // A recognition's upload is not a card background.
    const started = await r.api('eve', 'POST', '/recognition/uploads/recognition', {
      originalFilename: 'a.png',
      contentType: 'image/png',
    });
    const form = new FormData();
    for (const [name, value] of started.json().upload.fields as [string, string][]) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    await r.t.request({
      method: 'POST',
      url: started.json().upload.url,
      headers: { 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const card = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: today,
      backgroundId: null,
      mediaObjectId: started.json().mediaObject.id,
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().details[0]).toMatchObject({ path: 'mediaObjectId', message: cardTexts.notImage });
    expect(await h.inAcme(sql`select id from cards where creator_id = ${r.ids.eve}`)).toEqual([]);
  });
});

describe('creating a card', () => {
  it('refuses bad input with a clear error and writes nothing', async () => {
    const refused = async (body: Record<string, unknown>, path: string, message?: string) => {
      const response = await h.createCard('eve', { recipientId: r.ids.sam, deliverOn: today, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe(path);
      if (message) expect(response.json().details[0].message).toBe(message);
    };
    await refused({ deliverOn: '2027-02-30' }, 'deliverOn', 'Enter a date that exists, as YYYY-MM-DD');
    await refused({ deliverOn: dayAfter(today, -1) }, 'deliverOn', cardTexts.pastDay);
    await refused({ recipientId: r.ids.eve }, 'recipientId', cardTexts.ownCard);
    await refused({ backgroundId: null }, 'backgroundId', 'Choose a background');
    await refused({ title: ' ' }, 'title', 'Enter a title');
    await refused({ occasion: 'graduation' }, 'occasion');
    await h.inAcme(sql`update tenant_members set suspended_at = now() where id = ${r.ids.uma}`);
    await refused({ recipientId: r.ids.uma }, 'recipientId', cardTexts.recipientSuspended);
    await h.inAcme(sql`update tenant_members set suspended_at = null where id = ${r.ids.uma}`);
    expect(
      (await r.api('sam', 'POST', '/celebration/memberPreferences/my', { hideBirthday: true })).statusCode,
    ).toBe(200);
    await refused({}, 'recipientId', cardTexts.birthdayHidden);
    expect(
      (
        await r.api('sam', 'POST', '/celebration/memberPreferences/my', {
          hideBirthday: false,
          optedOut: true,
        })
      ).statusCode,
    ).toBe(200);
    await refused({ occasion: 'welcome' }, 'recipientId', cardTexts.recipientOptedOut);
    expect(
      (await r.api('sam', 'POST', '/celebration/memberPreferences/my', { optedOut: false })).statusCode,
    ).toBe(200);
    expect(await h.inAcme(sql`select id from cards where creator_id = ${r.ids.eve}`)).toEqual([]);
  });

  it('follows cardCreators and the cardApp permissions', async () => {
    await setPreferences({ cardCreators: 'admins' });
    const employee = await h.createCard('eve', { recipientId: r.ids.max, deliverOn: today });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toBe(cardTexts.adminsOnly);
    await setPreferences({ cardCreators: 'everyone' });
    // Gus (Globex) cannot address an Acme member: to him that member does not exist.
    const foreign = await r.api('gus', 'POST', '/card/cards', {
      recipientId: r.ids.max,
      occasion: 'other',
      title: 'Hi',
      backgroundId: await h.backgroundId(),
      deliverOn: today,
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('a card for sam', () => {
  let cardId: string;
  let tomorrowId: string;

  it('is made by eve with her as first contributor; the recipient sees it from its day on', async () => {
    const created = await h.createCard('eve', { recipientId: r.ids.sam, deliverOn: today });
    expect(created.statusCode).toBe(201);
    cardId = created.json().id;
    expect(created.json()).toMatchObject({
      occasion: 'birthday',
      status: 'scheduled',
      contributorCount: 1,
      isContributor: true,
      recipient: { id: r.ids.sam, firstName: 'Sam' },
      creator: { id: r.ids.eve },
    });
    expect(created.json().permissions.sort()).toEqual(['addContributor', 'delete', 'edit', 'sign']);
    expect(Object.keys(created.json().background.variants)).toContain('card-fullsize');

    const later = await h.createCard('eve', {
      recipientId: r.ids.sam,
      deliverOn: dayAfter(today),
      title: 'Later',
    });
    tomorrowId = later.json().id;
    // Surprise: sam sees today's card, not tomorrow's; colleagues see both.
    expect((await r.api('sam', 'GET', `/card/cards/${cardId}`)).statusCode).toBe(200);
    expect((await r.api('sam', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(404);
    expect((await r.api('sam', 'GET', `/card/cards/${tomorrowId}/signatures`)).statusCode).toBe(404);
    expect(await listIds('sam', 'received')).toContain(cardId);
    expect(await listIds('sam', 'received')).not.toContain(tomorrowId);
    expect(await listIds('sam', 'all')).not.toContain(tomorrowId);
    expect((await r.api('max', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(200);
    expect(await listIds('max', 'available')).toEqual(expect.arrayContaining([cardId, tomorrowId]));
    expect(await listIds('eve', 'own')).toEqual([tomorrowId, cardId]);
    expect(
      await listIds('max', 'all', `&recipientId=${r.ids.sam}&occasion=birthday&deliverOn=${today}`),
    ).toEqual([cardId]);
    // The seeded card ada made for max is his.
    expect(await listIds('max', 'received')).toHaveLength(1);
  });

  it('takes one signature per member: a second is a 409, the first can be edited', async () => {
    const signed = await r.api('max', 'POST', `/card/cards/${cardId}/signatures`, {
      message: 'Happy birthday, Sam!',
      gif: { url: 'https://media.giphy.com/media/abc/giphy.gif', title: 'Party' },
    });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().permissions.sort()).toEqual(['delete', 'edit']);
    const again = await r.api('max', 'POST', `/card/cards/${cardId}/signatures`, { message: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already signed this card');
    const edited = await r.api('max', 'PATCH', `/card/cards/${cardId}/signatures/${signed.json().id}`, {
      message: 'Happy birthday, Sam! Cake at 3.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Happy birthday, Sam! Cake at 3.',
      gif: { title: 'Party' },
    });
    expect(
      (await r.api('eve', 'PATCH', `/card/cards/${cardId}/signatures/${signed.json().id}`, { message: 'x' }))
        .statusCode,
    ).toBe(403);
    const card = (await r.api('max', 'GET', `/card/cards/${cardId}`)).json();
    expect(card).toMatchObject({ signatureCount: 1, ownSignatureId: signed.json().id });
    expect(card.permissions).not.toContain('sign');
    expect(await listIds('max', 'available')).not.toContain(cardId);

    const recipient = await r.api('sam', 'POST', `/card/cards/${cardId}/signatures`, { message: 'Me too' });
    expect(recipient.statusCode).toBe(403);
    expect(recipient.json().message).toBe(cardTexts.recipientContributor);
    const long = await r.api('eve', 'POST', `/card/cards/${cardId}/signatures`, {
      message: 'x'.repeat(signatureMessageMaxLength + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].path).toBe('message');
    const both = await r.api('eve', 'POST', `/card/cards/${cardId}/signatures`, {
      message: 'Both',
      gif: { url: 'https://media.giphy.com/media/abc/giphy.gif' },
      mediaObjectId: cardId,
    });
    expect(both.statusCode).toBe(400);
    expect((await r.api('eve', 'GET', `/card/cards/${cardId}/signatures`)).json().results).toHaveLength(1);
  });

  it('lets one of two signatures sent at once in', async () => {
    const race = await Promise.all(
      [1, 2].map((n) => r.api('ada', 'POST', `/card/cards/${cardId}/signatures`, { message: `Take ${n}` })),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const own = await h.inAcme(
      sql`select id from card_signatures where card_id = ${cardId} and member_id = ${r.ids.ada}`,
    );
    expect(own).toHaveLength(1);
    const ownId = (own[0] as { id: string }).id;
    expect((await r.api('ada', 'DELETE', `/card/cards/${cardId}/signatures/${ownId}`)).statusCode).toBe(200);
  });

  it('takes a signature image up to its limit and refuses a 5 MB one', async () => {
    const big = await h.upload(
      'uma',
      'cardSignature',
      Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]),
      'image/png',
    );
    expect(big.posted?.statusCode).toBe(413);
    expect(big.posted?.json().message).toBe('The file exceeds the maximum size limit, upload a smaller file');
    const small = await h.upload('uma', 'cardSignature', png, 'image/png');
    expect(small.posted?.statusCode).toBe(201);
    // Someone else's upload is not theirs to use.
    expect(
      (
        await r.api('eve', 'POST', `/card/cards/${cardId}/signatures`, {
          message: 'Hi',
          mediaObjectId: small.id,
        })
      ).statusCode,
    ).toBe(400);
    const signed = await r.api('uma', 'POST', `/card/cards/${cardId}/signatures`, {
      message: 'Cheers!',
      mediaObjectId: small.id,
    });
    expect(signed.statusCode).toBe(201);
    expect(Object.keys(signed.json().image.variants)).toEqual(['card-thumbnail']);
    const removed = await r.api('uma', 'PATCH', `/card/cards/${cardId}/signatures/${signed.json().id}`, {
      mediaObjectId: null,
    });
    expect(removed.json().image).toBeNull();
    expect(
      (await r.api('uma', 'DELETE', `/card/cards/${cardId}/signatures/${signed.json().id}`)).statusCode,
    ).toBe(200);
  });

  it('invites contributors, tells each once in the bell, and lets them leave', async () => {
    const invited = await r.api('eve', 'POST', `/card/cards/${tomorrowId}/contributors`, {
      memberIds: [r.ids.max, r.ids.uma],
    });
    expect(invited.statusCode).toBe(200);
    // The creator first; the two invited together in either order.
    const ids = (invited.json().results as { member: { id: string } }[]).map((c) => c.member.id);
    expect(ids[0]).toBe(r.ids.eve);
    expect(ids.slice(1).sort()).toEqual([r.ids.max, r.ids.uma].sort());
    await r.api('eve', 'POST', `/card/cards/${tomorrowId}/contributors`, { memberIds: [r.ids.max] });
    const bells = await h.inAcme<{ kind: string; params: unknown }>(
      sql`select kind, params from notification_messages where member_id = ${r.ids.max} and resource_path = ${`/card/${tomorrowId}`}`,
    );
    expect(bells).toEqual([{ kind: 'card.invited', params: { name: 'Eve Curie', recipient: 'Sam Okafor' } }]);
    const recipient = await r.api('eve', 'POST', `/card/cards/${tomorrowId}/contributors`, {
      memberIds: [r.ids.sam],
    });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json().details[0].path).toBe('memberIds');
    expect(
      (await r.api('max', 'DELETE', `/card/cards/${tomorrowId}/contributors/${r.ids.uma}`)).statusCode,
    ).toBe(403);
    expect(
      (await r.api('uma', 'DELETE', `/card/cards/${tomorrowId}/contributors/${r.ids.uma}`)).statusCode,
    ).toBe(200);
    expect(
      (await r.api('max', 'DELETE', `/card/cards/${tomorrowId}/contributors/${r.ids.eve}`)).statusCode,
    ).toBe(403);
  });

  it('shows cards to contributors only when the tenant says so', async () => {
    await setPreferences({ cardViewers: 'contributors' });
    expect((await r.api('max', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(200);
    expect((await r.api('uma', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(404);
    expect(await listIds('uma', 'all')).not.toContain(tomorrowId);
    expect(
      (await r.api('uma', 'POST', `/card/cards/${tomorrowId}/signatures`, { message: 'Hi' })).statusCode,
    ).toBe(404);
    // Admins see every card.
    expect((await r.api('ada', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(200);
    await setPreferences({ cardViewers: 'everyone' });
    expect((await r.api('uma', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(200);
  });

  it('is edited before delivery by its creator only', async () => {
    expect((await r.api('max', 'PATCH', `/card/cards/${tomorrowId}`, { title: 'Mine now' })).statusCode).toBe(
      403,
    );
    const edited = await r.api('eve', 'PATCH', `/card/cards/${tomorrowId}`, {
      title: 'For Sam',
      deliverOn: dayAfter(today, 2),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'For Sam', deliverOn: dayAfter(today, 2) });
    const backgrounds = (await r.api('eve', 'GET', '/card/backgrounds')).json().results as { id: string }[];
    const other = backgrounds.find((b) => b.id !== edited.json().backgroundId)?.id;
    const moved = await r.api('eve', 'PATCH', `/card/cards/${tomorrowId}`, { backgroundId: other });
    expect(moved.json().backgroundId).toBe(other);
    const unknown = await r.api('eve', 'PATCH', `/card/cards/${tomorrowId}`, { backgroundId: tomorrowId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('backgroundId');
    expect(
      (await r.api('eve', 'PATCH', `/card/cards/${tomorrowId}`, { deliverOn: '2026-02-30' })).statusCode,
    ).toBe(400);
    expect(
      (await r.api('eve', 'PATCH', `/card/cards/${tomorrowId}`, { recipientId: r.ids.max })).statusCode,
    ).toBe(400);
  });

  it('goes to the cards queue when flagged; a moderator removes a signature with an audit row', async () => {
    const [signature] = (await r.api('eve', 'GET', `/card/cards/${cardId}/signatures`)).json().results as {
      id: string;
    }[];
    expect(
      (
        await r.api('eve', 'PUT', `/card/cards/${cardId}/signatures/${signature?.id}/flags`, {
          reason: 'rude',
        })
      ).statusCode,
    ).toBe(200);
    expect((await r.api('max', 'PUT', `/card/cards/${tomorrowId}/flags`, {})).statusCode).toBe(200);
    expect((await r.api('eve', 'GET', '/moderation/flagged/cards')).statusCode).toBe(403);
    const counts = (await r.api('ada', 'GET', '/moderation/flagged/counts')).json();
    expect(counts.cards).toBe(2);
    const queue = (await r.api('ada', 'GET', '/moderation/flagged/cards')).json().results as {
      id: string;
      excerpt: string;
      postPath: string;
      flags: { reason: string | null }[];
    }[];
    expect(queue.map((q) => [q.id, q.postPath])).toEqual(
      expect.arrayContaining([
        [signature?.id, `/card/${cardId}`],
        [tomorrowId, `/card/${tomorrowId}`],
      ]),
    );
    expect(queue.find((q) => q.id === signature?.id)?.excerpt).toBe('Happy birthday, Sam! Cake at 3.');
    expect((await r.api('ada', 'POST', `/moderation/flagged/cards/${signature?.id}/remove`)).statusCode).toBe(
      200,
    );
    expect((await r.api('ada', 'POST', `/moderation/flagged/cards/${tomorrowId}/keep`)).statusCode).toBe(200);
    expect((await r.api('ada', 'GET', '/moderation/flagged/counts')).json().cards).toBe(0);
    expect((await r.api('eve', 'GET', `/card/cards/${cardId}/signatures`)).json().results).toEqual([]);
    expect((await r.api('ada', 'POST', `/moderation/flagged/cards/${signature?.id}/remove`)).statusCode).toBe(
      404,
    );
    const audits = await h.inAcme<{ action: string }>(
      sql`select action from audit_log where action in ('card.removeSignature', 'card.keepFlagged') order by action`,
    );
    expect(audits.map((a) => a.action)).toEqual(['card.keepFlagged', 'card.removeSignature']);
  });

  it('stays in its tenant', async () => {
    expect((await r.api('gus', 'GET', `/card/cards/${cardId}`)).statusCode).toBe(404);
    expect(
      (await r.api('gus', 'POST', `/card/cards/${cardId}/signatures`, { message: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await r.api('gus', 'PUT', `/card/cards/${cardId}/flags`, {})).statusCode).toBe(404);
    expect(await listIds('gus', 'all')).toEqual([]);
    expect((await r.api('umaGlobex', 'GET', `/card/cards/${cardId}`)).statusCode).toBe(404);
  });

  it('is deleted by its creator, not by others', async () => {
    expect((await r.api('max', 'DELETE', `/card/cards/${tomorrowId}`)).statusCode).toBe(403);
    expect((await r.api('eve', 'DELETE', `/card/cards/${tomorrowId}`)).statusCode).toBe(200);
    expect((await r.api('eve', 'GET', `/card/cards/${tomorrowId}`)).statusCode).toBe(404);
  });
});
