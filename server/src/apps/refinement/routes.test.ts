import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../recognition/test-fixtures.ts';

/** A local stand-in for the OpenAI-compatible and GIPHY-compatible providers. */
let provider: Server;
let base: string;
const seen: { path: string; auth?: string | undefined; body?: unknown }[] = [];
let failNext = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

let configured: RecognitionApp;
let bare: RecognitionApp;
beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      body: body ? JSON.parse(body) : undefined,
    });
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 500;
      res.end('{}');
      return;
    }
    if (req.url?.startsWith('/v1/chat/completions')) {
      res.end(
        JSON.stringify({
          choices: [{ message: { content: '<p>You were brilliant <script>alert(1)</script>today!</p>' } }],
        }),
      );
      return;
    }
    const gifs = [
      {
        id: 'a1',
        title: 'Clap',
        images: {
          fixed_height: { url: 'https://media.test/a1.gif', width: '200', height: '200' },
          fixed_height_small: { url: 'https://media.test/a1s.gif' },
        },
      },
      { id: 'bad', title: 'Insecure', images: { fixed_height: { url: 'http://media.test/b.gif' } } },
    ];
    res.end(JSON.stringify({ data: gifs, pagination: { total_count: 25 } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  configured = await startRecognitionApp({
    env: {
      REFINEMENT_API_URL: `${base}/v1`,
      REFINEMENT_API_KEY: 'sk-test',
      GIF_API_URL: `${base}/gifs`,
      GIF_API_KEY: 'gif-key',
    },
  });
  bare = await startRecognitionApp();
});
afterAll(async () => {
  await configured.t.close();
  await bare.t.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('AI refinement', () => {
  it('refines a message through the configured endpoint, sanitising its answer', async () => {
    const refined = await configured.api('eve', 'POST', '/refinement/refinements', {
      message: '<p>thx for help</p>',
      sessionId: 'draft-1',
    });
    expect(refined.statusCode).toBe(201);
    expect(refined.json().output).toBe('<p>You were brilliant today!</p>');
    const call = seen.find((s) => s.path === '/v1/chat/completions');
    expect(call?.auth).toBe('Bearer sk-test');
    expect(call?.body).toMatchObject({
      messages: [{ role: 'system' }, { role: 'user', content: '<p>thx for help</p>' }],
    });
    const id = refined.json().refinementId;
    expect((await configured.api('sam', 'DELETE', `/refinement/refinements/${id}`)).statusCode).toBe(404);
    expect((await configured.api('eve', 'DELETE', `/refinement/refinements/${id}`)).statusCode).toBe(200);
  });

  it('refuses an empty message and reports a failing provider', async () => {
    const empty = await configured.api('eve', 'POST', '/refinement/refinements', {
      message: '<p></p>',
      sessionId: 's',
    });
    expect(empty.json().details[0]).toMatchObject({ path: 'message' });
    failNext = true;
    const failed = await configured.api('eve', 'POST', '/refinement/refinements', {
      message: 'hi',
      sessionId: 's',
    });
    expect(failed.statusCode).toBe(502);
  });

  it('is not granted without an endpoint', async () => {
    const withEndpoint = (await configured.api('eve', 'GET', '/apps')).json();
    expect(JSON.stringify(withEndpoint)).toContain('refineRecognition');
    const apps = (await bare.api('eve', 'GET', '/apps')).json();
    expect(JSON.stringify(apps)).not.toContain('refineRecognition');
    expect(
      (await bare.api('eve', 'POST', '/refinement/refinements', { message: 'hi', sessionId: 's' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GIF provider', () => {
  it('serves trending first, then search, rating g, limit 10, https only', async () => {
    const trending = await configured.api('eve', 'GET', '/gif/gifs');
    expect(trending.json()).toEqual({
      results: [
        {
          id: 'a1',
          title: 'Clap',
          url: 'https://media.test/a1.gif',
          previewUrl: 'https://media.test/a1s.gif',
          width: 200,
          height: 200,
        },
      ],
      next: 10,
    });
    await configured.api('eve', 'GET', '/gif/gifs?q=clap&offset=10&lang=fr');
    const [trendingCall, searchCall] = seen
      .filter((s) => s.path.startsWith('/gifs/'))
      .map((s) => new URL(s.path, base));
    expect(trendingCall?.pathname).toBe('/gifs/trending');
    expect(Object.fromEntries(trendingCall?.searchParams ?? [])).toEqual({
      api_key: 'gif-key',
      offset: '0',
      limit: '10',
      rating: 'g',
    });
    expect(searchCall?.pathname).toBe('/gifs/search');
    expect(searchCall?.searchParams.get('q')).toBe('clap');
    expect(searchCall?.searchParams.get('lang')).toBe('fr');
    expect((await configured.api('eve', 'GET', '/gif/settings')).json()).toEqual({ enabled: true });
  });

  it('is off without a key', async () => {
    expect((await bare.api('eve', 'GET', '/gif/settings')).json()).toEqual({ enabled: false });
    expect((await bare.api('eve', 'GET', '/gif/gifs')).statusCode).toBe(404);
  });
});
