import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { configuredStorage } from './configured-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** A local S3-compatible server (s3rver) on a free port: the network boundary, nothing mocked. */
let server: S3rver;
let directory: string;
let env: Record<string, string>;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'kudos-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'kudos-media' }],
  });
  const { port } = await server.run();
  env = {
    S3_BUCKET: 'kudos-media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3-compatible media storage', () => {
  it('is chosen by configuration and stores and reads bytes', async () => {
    const config = loadConfig(env);
    expect(config.s3).toMatchObject({ bucket: 'kudos-media', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({}).s3).toBeNull();
    const storage = configuredStorage(config);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put('tenant/abc/original', bytes);
    expect(await storage.get('tenant/abc/original')).toEqual(bytes);
    expect(await storage.get('tenant/abc/missing')).toBeNull();
    await expect(storage.put('../escape', bytes)).rejects.toThrow('invalid storage key');
  });

  it('fails loudly when the bucket is unreachable or missing', async () => {
    const missing = s3Storage({
      ...(loadConfig(env).s3 as NonNullable<ReturnType<typeof loadConfig>['s3']>),
      bucket: 'no-such-bucket',
    });
    await expect(missing.put('a/b', Buffer.from('x'))).rejects.toThrow();
  });

  it('serves an upload end to end through the API from the bucket', async () => {
    const t: TestApp = await startTestApp({ env });
    try {
      const token = await t.login('eve@acme.test');
      const started = await t.request({
        method: 'POST',
        url: '/api/recognition/uploads/recognition',
        token,
        payload: { originalFilename: 'team.png', contentType: 'image/png' },
      });
      expect(started.statusCode).toBe(201);
      const initiated = started.json() as {
        mediaObject: { id: string };
        upload: { url: string; fields: [string, string][] };
      };
      const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#ca5010' } })
        .png()
        .toBuffer();
      const form = new FormData();
      for (const [name, value] of initiated.upload.fields) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(png)]), 'team.png');
      const request = new Request('http://x/', { method: 'POST', body: form });
      const uploaded = await t.request({
        method: 'POST',
        url: initiated.upload.url,
        headers: { 'content-type': request.headers.get('content-type') as string },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(uploaded.statusCode).toBe(201);
      const urls = (
        await t.request({
          method: 'GET',
          url: `/api/media/mediaObjects/${initiated.mediaObject.id}/urls`,
          token,
        })
      ).json();
      const file = await t.request({ method: 'GET', url: urls.variants['recognition-attachment-mobile'] });
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(600);
      // The original and both variants are in the bucket.
      const objects = await readdir(path.join(directory, 'kudos-media'), { recursive: true });
      const mine = objects.filter(
        (name) => name.includes(initiated.mediaObject.id) && name.endsWith('._S3rver_object'),
      );
      expect(mine.length).toBe(3);
      expect((await t.request({ method: 'GET', url: urls.url })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
