import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

/** A local stand-in for the OpenAI-compatible provider (the GIF provider's tests: ../gif). */
let provider: Server;
let base: string;
const seen: { path: string; auth?: string | undefined; body?: unknown }[] = [];
let failNext = false;

let configured: RecognitionApp;
let bare: RecognitionApp;
beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = await text(req);
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
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  configured = await startRecognitionApp({
    env: {
      REFINEMENT_API_URL: `${base}/v1`,
      REFINEMENT_API_KEY: 'sk-test',
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
  it('refines a message through the configured endpoint, sanitizing its answer', async () => {
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
