import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

/** A local GIPHY-compatible provider: it records each call and answers as told. */
let provider: Server;
let base: string;
let calls: URL[] = [];
let answer: { status: number; body: string } | null = null;

const providerGifs = [
  {
    id: 'a1',
    title: 'Clap',
    images: {
      fixed_height: { url: 'https://media.test/a1.gif', width: '200', height: '150' },
      fixed_height_small: { url: 'https://media.test/a1s.gif', width: '100', height: '75' },
    },
  },
  { id: 'plain', title: 'Insecure', images: { fixed_height: { url: 'http://media.test/b.gif' } } },
  { id: 'noimages', title: 'Broken' },
];

let configured: RecognitionApp;
let bare: RecognitionApp;
beforeAll(async () => {
  provider = createServer((req, res) => {
    calls.push(new URL(req.url ?? '/', base));
    res.setHeader('content-type', 'application/json');
    if (answer) {
      res.statusCode = answer.status;
      res.end(answer.body);
      return;
    }
    res.end(JSON.stringify({ data: providerGifs, pagination: { total_count: 25 } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  configured = await startRecognitionApp({
    env: { GIF_API_URL: `${base}/v1/gifs/`, GIF_API_KEY: 'gif-key' },
  });
  bare = await startRecognitionApp();
});
afterAll(async () => {
  await configured.t.close();
  await bare.t.close();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  calls = [];
  answer = null;
});

describe('GET /gif/settings', () => {
  it('says enabled with a key and disabled without one', async () => {
    expect((await configured.api('eve', 'GET', '/gif/settings')).json()).toEqual({ enabled: true });
    expect((await bare.api('eve', 'GET', '/gif/settings')).json()).toEqual({ enabled: false });
  });
});

describe('GET /gif/gifs', () => {
  it('serves trending without a query: limit 10, rating g, the key, no language', async () => {
    const trending = await configured.api('eve', 'GET', '/gif/gifs');
    expect(trending.statusCode).toBe(200);
    // Only https images pass; items without images are dropped.
    expect(trending.json()).toEqual({
      results: [
        {
          id: 'a1',
          title: 'Clap',
          url: 'https://media.test/a1.gif',
          previewUrl: 'https://media.test/a1s.gif',
          width: 200,
          height: 150,
        },
      ],
      next: 10,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe('/v1/gifs/trending');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      api_key: 'gif-key',
      offset: '0',
      limit: '10',
      rating: 'g',
    });
  });

  it('searches with the query, the offset and the language; the last page has no next', async () => {
    const found = await configured.api('eve', 'GET', '/gif/gifs?q=high%20five&offset=20&lang=fr');
    expect(found.statusCode).toBe(200);
    expect(found.json().next).toBeNull();
    expect(calls[0]?.pathname).toBe('/v1/gifs/search');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      api_key: 'gif-key',
      offset: '20',
      limit: '10',
      rating: 'g',
      q: 'high five',
      lang: 'fr',
    });
  });

  it('refuses a malformed language or a query over 50 characters before calling the provider', async () => {
    expect((await configured.api('eve', 'GET', '/gif/gifs?q=hi&lang=french')).statusCode).toBe(400);
    expect((await configured.api('eve', 'GET', `/gif/gifs?q=${'a'.repeat(51)}`)).statusCode).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('answers a clear 502 when the provider fails or answers nonsense, without its details', async () => {
    answer = { status: 500, body: '{"message":"internal provider trace"}' };
    const failed = await configured.api('eve', 'GET', '/gif/gifs?q=cat');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      name: 'GifProviderError',
      message: 'GIF search is unavailable, try again later',
    });
    answer = { status: 200, body: 'not json' };
    const garbled = await configured.api('eve', 'GET', '/gif/gifs');
    expect(garbled.statusCode).toBe(502);
    expect(garbled.body).not.toContain('internal provider trace');
  });

  it('is not found without a key, and needs a signed-in member', async () => {
    expect((await bare.api('eve', 'GET', '/gif/gifs')).statusCode).toBe(404);
    expect((await configured.api(null, 'GET', '/gif/gifs')).statusCode).toBe(401);
    expect(calls).toHaveLength(0);
  });
});
