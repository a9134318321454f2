import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
let png: Buffer;
beforeAll(async () => {
  r = await startRecognitionApp();
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#5b5fc7' } })
    .png()
    .toBuffer();
});
afterAll(() => r.t.close());

type Initiated = { mediaObject: { id: string }; upload: { url: string; fields: [string, string][] } };

const initiate = async (who: Who, path: string, originalFilename: string, contentType: string) =>
  r.api(who, 'POST', path, { originalFilename, contentType });

/** Posts the returned fields and the file as a browser would. */
async function post(initiated: Initiated, bytes: Buffer, fields = initiated.upload.fields) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'upload.bin');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return r.t.request({
    method: 'POST',
    url: initiated.upload.url,
    headers: { 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('recognition attachments', () => {
  it('stores an image with its variants and attaches it to a recognition', async () => {
    const started = await initiate('eve', '/recognition/uploads/recognition', 'team.png', 'image/png');
    expect(started.statusCode).toBe(201);
    const initiated: Initiated = started.json();
    expect(initiated.upload.fields.map(([name]) => name)).toEqual([
      'key',
      'Content-Type',
      'policy',
      'x-kudos-signature',
    ]);
    const uploaded = await post(initiated, png);
    expect(uploaded.statusCode).toBe(201);
    expect(Object.keys(uploaded.json().variants).sort()).toEqual([
      'recognition-attachment-desktop',
      'recognition-attachment-mobile',
    ]);
    const urls = await r.api('eve', 'GET', `/media/mediaObjects/${initiated.mediaObject.id}/urls`);
    const mobile = await r.t.request({
      method: 'GET',
      url: urls.json().variants['recognition-attachment-mobile'],
    });
    expect(mobile.headers['content-type']).toBe('image/png');
    const meta = await sharp(mobile.rawPayload).metadata();
    expect(meta.width).toBe(600);

    const sent = await r.send('eve', { sendTo: r.to('sam'), attachments: [initiated.mediaObject.id] });
    expect(sent.json().attachmentUrls).toEqual([
      expect.objectContaining({
        mediaObjectId: initiated.mediaObject.id,
        attachmentType: 'image',
        originalFilename: 'team.png',
      }),
    ]);
  });

  it('accepts a PDF by its content', async () => {
    const initiated = (
      await initiate('eve', '/recognition/uploads/recognition', 'notes.pdf', 'application/pdf')
    ).json();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await post(initiated, pdf);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ type: 'document', originalFilename: 'notes.pdf', variants: {} });
  });

  it('refuses a type outside the list', async () => {
    const refused = await initiate(
      'eve',
      '/recognition/uploads/recognition',
      'tool.exe',
      'application/x-msdownload',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({
      path: 'contentType',
      message: 'Upload a JPG, PNG, GIF, WebP, PDF, DOCX or PPTX file',
    });
  });

  it('refuses a renamed executable', async () => {
    const initiated = (
      await initiate('eve', '/recognition/uploads/recognition', 'report.pdf', 'application/pdf')
    ).json();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    const refused = await post(initiated, exe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('file');
    // A PNG sent under a PDF policy is refused the same way.
    expect((await post(initiated, png)).statusCode).toBe(400);
  });

  it('refuses an 11 MB file with the spec’s message', async () => {
    const initiated = (
      await initiate('eve', '/recognition/uploads/recognition', 'big.pdf', 'application/pdf')
    ).json();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const refused = await post(initiated, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The file exceeds the maximum size limit, upload a smaller file');
  });

  it('refuses a forged policy and a second use of one', async () => {
    const initiated: Initiated = (
      await initiate('eve', '/recognition/uploads/recognition', 'a.png', 'image/png')
    ).json();
    const forged = initiated.upload.fields.map(([name, value]): [string, string] =>
      name === 'x-kudos-signature' ? [name, `${value.slice(0, -2)}AA`] : [name, value],
    );
    expect((await post(initiated, png, forged)).statusCode).toBe(403);
    expect((await post(initiated, png)).statusCode).toBe(201);
    expect((await post(initiated, png)).statusCode).toBe(409);
  });

  it('keeps another tenant’s upload out of a recognition', async () => {
    const initiated = (
      await initiate('umaGlobex', '/recognition/uploads/recognition', 'g.png', 'image/png')
    ).json();
    expect((await post(initiated, png)).statusCode).toBe(201);
    const sent = await r.send('eve', { sendTo: r.to('sam'), attachments: [initiated.mediaObject.id] });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().details[0].path).toBe('attachments.0');
  });
});

describe('avatars, logos and banners', () => {
  it('renders the avatar variants for any member, logos and banners for admins only', async () => {
    const initiated = (await initiate('sam', '/identity/uploads/avatar', 'me.png', 'image/png')).json();
    const uploaded = await post(initiated, png);
    expect(Object.keys(uploaded.json().variants).sort()).toEqual([
      'avatar-lg',
      'avatar-md',
      'avatar-sm',
      'avatar-xl',
    ]);
    const small = await r.t.request({ method: 'GET', url: uploaded.json().variants['avatar-sm'] });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(48);
    expect((await initiate('sam', '/identity/uploads/banner', 'b.png', 'image/png')).statusCode).toBe(403);
    const banner = (await initiate('ada', '/identity/uploads/banner', 'b.png', 'image/png')).json();
    expect(Object.keys((await post(banner, png)).json().variants)).toEqual(['banner']);
    expect((await initiate('ada', '/identity/uploads/logo', 'l.pdf', 'application/pdf')).statusCode).toBe(
      400,
    );
  });
});
