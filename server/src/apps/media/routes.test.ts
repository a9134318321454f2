import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaFile } from '../../kernel/media/signing.ts';
import { demoTvToken } from '../../seed/demo-tv.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
let mediaId: string;
let mobileUrl: string;
const variant = 'recognition-attachment-mobile';

type Initiated = { mediaObject: { id: string }; upload: { url: string; fields: [string, string][] } };

/** eve uploads an image as a browser would and attaches it to a public recognition. */
beforeAll(async () => {
  r = await startRecognitionApp();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#107c10' } })
    .png()
    .toBuffer();
  const initiated: Initiated = (
    await r.api('eve', 'POST', '/recognition/uploads/recognition', {
      originalFilename: 'team.png',
      contentType: 'image/png',
    })
  ).json();
  const form = new FormData();
  for (const [name, value] of initiated.upload.fields) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(png)]), 'team.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const uploaded = await r.t.request({
    method: 'POST',
    url: initiated.upload.url,
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(201);
  mediaId = initiated.mediaObject.id;
  const sent = await r.send('eve', { sendTo: r.to('sam'), attachments: [mediaId] });
  expect(sent.statusCode).toBe(201);
  mobileUrl = (await r.api('eve', 'GET', `/media/mediaObjects/${mediaId}/urls`)).json().variants[variant];
});
afterAll(() => r.t.close());

const fetchFile = (url: string) => r.t.request({ method: 'GET', url });
const fileUrls = (body: string) => [...body.matchAll(/\/api\/media\/files\/[^"\\]+/g)].map((m) => m[0]);

describe('media links', () => {
  it('are signed with a day-bucketed expiry and serve the file without signing in', async () => {
    expect(mobileUrl).toMatch(
      new RegExp(`^/api/media/files/${mediaId}/${variant}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const expires = Number(new URL(mobileUrl, 'http://x').searchParams.get('expires'));
    const hours = (expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(24);
    expect(hours).toBeLessThanOrEqual(48);
    // The same link all day, so browsers cache it.
    expect((await r.api('sam', 'GET', `/media/mediaObjects/${mediaId}/urls`)).json().variants[variant]).toBe(
      mobileUrl,
    );
    const file = await fetchFile(mobileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
  });

  it('refuse unsigned, tampered, borrowed and expired links', async () => {
    const url = new URL(mobileUrl, 'http://x');
    expect((await fetchFile(url.pathname)).statusCode).toBe(403);
    const tampered = new URL(url);
    const signature = url.searchParams.get('signature') as string;
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    expect((await fetchFile(`${tampered.pathname}${tampered.search}`)).statusCode).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    expect((await fetchFile(`${later.pathname}${later.search}`)).statusCode).toBe(403);
    // A signature for one variant does not open another.
    expect((await fetchFile(`/api/media/files/${mediaId}/original${url.search}`)).statusCode).toBe(403);
    const longAgo = Date.now() - 10 * 86_400_000;
    expect(
      (await fetchFile(`/api/media/files/${mediaId}/${variant}?${signMediaFile(mediaId, variant, longAgo)}`))
        .statusCode,
    ).toBe(403);
    // A valid signature for a file that does not exist.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await fetchFile(`/api/media/files/${unknown}/original?${signMediaFile(unknown, 'original')}`))
        .statusCode,
    ).toBe(404);
  });

  it('are listed only to signed-in members of the owning organization', async () => {
    expect((await r.api(null, 'GET', `/media/mediaObjects/${mediaId}/urls`)).statusCode).toBe(401);
    expect((await r.api('gus', 'GET', `/media/mediaObjects/${mediaId}/urls`)).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'GET', `/media/mediaObjects/${mediaId}/urls`)).statusCode).toBe(404);
    expect((await r.api('uma', 'GET', `/media/mediaObjects/${mediaId}/urls`)).statusCode).toBe(200);
  });

  it('keep public pages working: login branding and the TV display', async () => {
    const branding = await r.t.request({
      method: 'GET',
      url: '/api/identity/tenants/metadata?domain=acme.localhost:8080',
      host: 'central',
    });
    const brandingFiles = fileUrls(branding.body);
    expect(brandingFiles.length).toBeGreaterThan(0);
    for (const url of brandingFiles) expect((await fetchFile(url)).statusCode, url).toBe(200);

    const tv = await r.t.request({ method: 'GET', url: `/api/recognition/tv/${demoTvToken}/recognitions` });
    expect(tv.statusCode).toBe(200);
    const tvFiles = fileUrls(tv.body);
    expect(tvFiles.some((url) => url.includes(mediaId))).toBe(true);
    for (const url of tvFiles) expect((await fetchFile(url)).statusCode, url).toBe(200);
  });
});
