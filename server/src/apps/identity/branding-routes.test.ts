import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type MembersApp, startMembersApp } from './members/test-fixtures.ts';

let r: MembersApp;
let acmeId: string;
let globexId: string;
let png: Buffer;
beforeAll(async () => {
  r = await startMembersApp();
  const metadata = async (domain: string) =>
    (await r.t.request({ method: 'GET', url: `/api/identity/tenants/metadata?domain=${domain}` })).json();
  acmeId = (await metadata('acme.localhost')).id;
  globexId = (await metadata('globex.localhost')).id;
  png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0b6a0b' } })
    .png()
    .toBuffer();
});
afterAll(() => r.t.close());

/** umaGlobex: the Globex admin. */
type Who = 'ada' | 'eve' | 'umaGlobex';
const hostOf = (who: Who) => (who === 'umaGlobex' ? 'globex' : 'acme');

function tenantCall(who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return r.t.request({
    method,
    url,
    host: hostOf(who),
    token: r.tokens[who],
    ...(payload ? { payload } : {}),
  });
}

type Initiated = { mediaObject: { id: string }; upload: { url: string; fields: [string, string][] } };

async function initiate(who: Who, purpose: 'logo' | 'banner' | 'avatar', contentType = 'image/png') {
  return tenantCall(who, 'POST', `/api/identity/uploads/${purpose}`, {
    originalFilename: contentType === 'application/pdf' ? 'logo.pdf' : 'logo.png',
    contentType,
  });
}

/** The multipart POST of an initiated upload, as the browser sends it. */
async function post(initiated: Initiated, bytes: Buffer) {
  const form = new FormData();
  for (const [name, value] of initiated.upload.fields) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'logo.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return r.t.request({
    method: 'POST',
    url: initiated.upload.url,
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A completed upload of `purpose` by `who`: its media id. */
async function upload(who: Who, purpose: 'logo' | 'banner' | 'avatar'): Promise<string> {
  const started = await initiate(who, purpose);
  expect(started.statusCode).toBe(201);
  const done = await post(started.json(), png);
  expect(done.statusCode).toBe(201);
  return started.json().mediaObject.id;
}

const auditRows = (action: string) =>
  inTenant(r.t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
    rowsOf<{ target_id: string; before: unknown; after: unknown }>(
      await tx.execute(
        sql`select target_id, before, after from audit_log where action = ${action} order by created_at`,
      ),
    ),
  );

const acmeMetadata = async () =>
  r.t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=acme.localhost' });

describe('POST /identity/tenants/{id}/logo and /banner', () => {
  it('shows a completed logo upload on the login page metadata at once, audited', async () => {
    const mediaId = await upload('ada', 'logo');
    const set = await tenantCall('ada', 'POST', `/api/identity/tenants/${acmeId}/logo`, { mediaId });
    expect(set.statusCode).toBe(200);
    expect(set.json().logoUrls.id).toBe(mediaId);
    expect(Object.keys(set.json().logoUrls.variants).sort()).toEqual(['logo', 'logo-square']);

    const metadata = await acmeMetadata();
    expect(metadata.json().logoUrls.id).toBe(mediaId);
    // The browser must not keep an old answer: a change shows on the next fetch.
    expect(metadata.headers['cache-control']).toBe('no-cache');
    const logo = await r.t.request({ method: 'GET', url: metadata.json().logoUrls.variants.logo });
    expect(logo.statusCode).toBe(200);
    expect((await sharp(logo.rawPayload).metadata()).width).toBe(480);

    const [entry] = (await auditRows('tenant.setLogo')).slice(-1);
    expect(entry).toMatchObject({ target_id: acmeId, after: { logoMediaId: mediaId } });
  });

  it('sets and removes the banner', async () => {
    const mediaId = await upload('ada', 'banner');
    const set = await tenantCall('ada', 'POST', `/api/identity/tenants/${acmeId}/banner`, { mediaId });
    expect(set.statusCode).toBe(200);
    expect(Object.keys(set.json().bannerUrls.variants)).toEqual(['banner']);
    expect((await acmeMetadata()).json().bannerUrls.id).toBe(mediaId);

    const removed = await tenantCall('ada', 'POST', `/api/identity/tenants/${acmeId}/banner`, {
      mediaId: null,
    });
    expect(removed.json().bannerUrls).toBeNull();
    expect((await acmeMetadata()).json().bannerUrls).toBeNull();
    expect((await auditRows('tenant.removeBanner')).at(-1)).toMatchObject({
      before: { bannerMediaId: mediaId },
      after: { bannerMediaId: null },
    });
  });

  it('refuses an upload of another kind, of another tenant, or not finished, and changes nothing', async () => {
    const before = (await acmeMetadata()).json().logoUrls;
    const banner = await upload('ada', 'banner');
    const avatar = await upload('eve', 'avatar');
    const globexLogo = await upload('umaGlobex', 'logo');
    const unfinished = (await initiate('ada', 'logo')).json().mediaObject.id;
    for (const mediaId of [banner, avatar, globexLogo, unfinished, crypto.randomUUID()]) {
      const refused = await tenantCall('ada', 'POST', `/api/identity/tenants/${acmeId}/logo`, { mediaId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0]).toMatchObject({
        path: 'mediaId',
        message: 'This image has not been uploaded as a logo',
      });
    }
    expect((await acmeMetadata()).json().logoUrls).toEqual(before);
  });

  it('answers 404 for another tenant and 403 for an employee', async () => {
    const mediaId = await upload('ada', 'logo');
    const other = await tenantCall('ada', 'POST', `/api/identity/tenants/${globexId}/logo`, { mediaId });
    expect(other.statusCode).toBe(404);
    const employee = await tenantCall('eve', 'POST', `/api/identity/tenants/${acmeId}/logo`, { mediaId });
    expect(employee.statusCode).toBe(403);
    expect(
      (await tenantCall('eve', 'POST', `/api/identity/tenants/${acmeId}/banner`, { mediaId: null }))
        .statusCode,
    ).toBe(403);
    expect((await initiate('eve', 'logo')).statusCode).toBe(403);
    expect((await acmeMetadata()).json().logoUrls.id).not.toBe(mediaId);
  });

  it('refuses a PDF logo, a PDF named .png, and a 20 MB logo', async () => {
    const pdf = await initiate('ada', 'logo', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().details[0]).toMatchObject({
      path: 'contentType',
      message: 'Upload a JPG, PNG, GIF or WebP image',
    });

    const renamed = await post(
      (await initiate('ada', 'logo')).json(),
      Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n'),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details[0].message).toMatch(/^The file is not what its name says/);

    const big = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await post((await initiate('ada', 'logo')).json(), big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file exceeds the maximum size limit, upload a smaller file');
  });
});

describe('PATCH /identity/tenants/{id}', () => {
  it('changes the name and the brand colour, answered by the metadata and audited', async () => {
    const patched = await tenantCall('ada', 'PATCH', `/api/identity/tenants/${acmeId}`, {
      name: '  Acme Rockets ',
      brandColor: '#0b6a0b',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Acme Rockets', brandColor: '#0B6A0B' });
    expect((await acmeMetadata()).json()).toMatchObject({ name: 'Acme Rockets', brandColor: '#0B6A0B' });
    expect((await auditRows('tenant.updateBranding')).at(-1)).toMatchObject({
      target_id: acmeId,
      before: { name: 'Acme', brandColor: null },
      after: { name: 'Acme Rockets', brandColor: '#0B6A0B' },
    });
    const fetched = await tenantCall('ada', 'GET', `/api/identity/tenants/${acmeId}`);
    expect(fetched.json().brandColor).toBe('#0B6A0B');

    // null: back to the product's own colour; an unchanged save writes no audit row.
    const reset = await tenantCall('ada', 'PATCH', `/api/identity/tenants/${acmeId}`, { brandColor: null });
    expect(reset.json()).toMatchObject({ name: 'Acme Rockets', brandColor: null });
    const count = (await auditRows('tenant.updateBranding')).length;
    await tenantCall('ada', 'PATCH', `/api/identity/tenants/${acmeId}`, { name: 'Acme Rockets' });
    expect((await auditRows('tenant.updateBranding')).length).toBe(count);
  });

  it.each([
    [{ brandColor: 'red' }, 'brandColor', 'Enter a color as # followed by six hex digits, like #5B5FC7'],
    [{ brandColor: '#12345' }, 'brandColor', 'Enter a color as # followed by six hex digits, like #5B5FC7'],
    [
      { brandColor: '#FFEE00' },
      'brandColor',
      'Choose a darker color: white text on it must stay readable (contrast 4.5:1)',
    ],
    [{ name: '   ' }, 'name', 'Enter the organization name'],
    [{ name: 'x'.repeat(500) }, 'name', 'Use at most 100 characters'],
  ])('refuses %j with a sentence and changes nothing', async (body, path, message) => {
    const before = (await acmeMetadata()).json();
    const refused = await tenantCall('ada', 'PATCH', `/api/identity/tenants/${acmeId}`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ path, message });
    expect((await acmeMetadata()).json()).toEqual(before);
  });

  it('is for admins of this tenant only', async () => {
    const employee = await tenantCall('eve', 'PATCH', `/api/identity/tenants/${acmeId}`, {
      name: 'Eve Corp',
    });
    expect(employee.statusCode).toBe(403);
    const other = await tenantCall('ada', 'PATCH', `/api/identity/tenants/${globexId}`, { name: 'Mine' });
    expect(other.statusCode).toBe(404);
    const globex = await r.t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=globex.localhost',
    });
    expect(globex.json().name).not.toBe('Mine');
    expect((await acmeMetadata()).json().name).not.toBe('Eve Corp');
  });
});
