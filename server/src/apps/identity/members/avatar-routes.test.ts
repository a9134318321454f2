import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { tenants } from '../../../db/schema.ts';
import { type MembersApp, startMembersApp } from './test-fixtures.ts';

let r: MembersApp;
let acmeId: string;
let png: Buffer;
beforeAll(async () => {
  r = await startMembersApp();
  const [acme] = await r.t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  acmeId = acme?.id ?? '';
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#5b5fc7' } })
    .png()
    .toBuffer();
});
afterAll(() => r.t.close());

type Who = Parameters<MembersApp['call']>[0] & string;
type Initiated = { mediaObject: { id: string }; upload: { url: string; fields: [string, string][] } };

/** Starts an upload as `who` would in the browser. */
async function initiate(who: Who, path = '/api/identity/uploads/avatar'): Promise<Initiated> {
  const started = await r.t.request({
    method: 'POST',
    url: path,
    host: who === 'gus' ? 'globex' : 'acme',
    token: r.tokens[who],
    payload: { originalFilename: 'me.png', contentType: 'image/png' },
  });
  expect(started.statusCode).toBe(201);
  return started.json();
}

/** Posts the signed fields and the file as multipart, then answers the media id. */
async function upload(who: Who, path?: string): Promise<string> {
  const initiated = await initiate(who, path);
  const form = new FormData();
  for (const [name, value] of initiated.upload.fields) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(png)]), 'me.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const uploaded = await r.t.request({
    method: 'POST',
    url: initiated.upload.url,
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(201);
  return initiated.mediaObject.id;
}

const auditRows = (action: string) =>
  inTenant(r.t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
    rowsOf<{ actor_member_id: string; target_id: string; before: unknown; after: unknown }>(
      await tx.execute(
        sql`select actor_member_id, target_id, before, after from audit_log where action = ${action} order by created_at`,
      ),
    ),
  );

describe('POST /identity/tenantMembers/{id}/avatar', () => {
  it('lets a member set their own photo, served in every avatar size, and remove it', async () => {
    const mediaId = await upload('sam');
    const set = await r.call('sam', 'POST', '/me/avatar', { mediaId });
    expect(set.statusCode).toBe(200);
    expect(set.json().id).toBe(r.ids.sam);
    const urls = set.json().avatarUrls;
    expect(Object.keys(urls.variants).sort()).toEqual(['avatar-lg', 'avatar-md', 'avatar-sm', 'avatar-xl']);
    const small = await r.t.request({ method: 'GET', url: urls.variants['avatar-sm'] });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(48);

    // Colleagues see it too.
    const seen = await r.call('eve', 'GET', `/${r.ids.sam}`);
    expect(seen.json().avatarUrls?.variants['avatar-sm']).toBeTruthy();
    // A member changing their own photo is not an admin action.
    expect((await auditRows('member.setAvatar')).filter((a) => a.target_id === r.ids.sam)).toEqual([]);

    const removed = await r.call('sam', 'POST', `/${r.ids.sam}/avatar`, { mediaId: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatarUrls).toBeNull();
  });

  it('refuses someone else’s photo to a member without editAvatar on them', async () => {
    const mediaId = await upload('eve');
    const refused = await r.call('eve', 'POST', `/${r.ids.sam}/avatar`, { mediaId });
    expect(refused.statusCode).toBe(403);
    expect((await r.call('eve', 'GET', `/${r.ids.sam}`)).json().avatarUrls).toBeNull();
  });

  it('lets an admin change another member’s photo, audited', async () => {
    const mediaId = await upload('ada');
    const set = await r.call('ada', 'POST', `/${r.ids.max}/avatar`, { mediaId });
    expect(set.statusCode).toBe(200);
    expect(set.json().avatarUrls?.variants['avatar-md']).toBeTruthy();
    const cleared = await r.call('ada', 'POST', `/${r.ids.max}/avatar`, { mediaId: null });
    expect(cleared.json().avatarUrls).toBeNull();

    const [setRow] = (await auditRows('member.setAvatar')).filter((a) => a.target_id === r.ids.max);
    expect(setRow).toMatchObject({
      actor_member_id: r.ids.ada,
      before: { avatarMediaId: null },
      after: { avatarMediaId: mediaId },
    });
    const [removedRow] = (await auditRows('member.removeAvatar')).filter((a) => a.target_id === r.ids.max);
    expect(removedRow).toMatchObject({ before: { avatarMediaId: mediaId }, after: { avatarMediaId: null } });
  });

  it('refuses media of another purpose, another tenant, or not yet uploaded, with a sentence on mediaId', async () => {
    const attachment = await upload('sam', '/api/recognition/uploads/recognition');
    const otherTenant = await upload('gus');
    const pending = (await initiate('sam')).mediaObject.id;
    for (const mediaId of [attachment, otherTenant, pending]) {
      const refused = await r.call('sam', 'POST', '/me/avatar', { mediaId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        name: 'ValidationError',
        details: [{ path: 'mediaId', message: 'This photo has not been uploaded as an avatar' }],
      });
    }
    expect((await r.call('sam', 'GET', '/me')).json().avatarUrls).toBeNull();
  });
});
